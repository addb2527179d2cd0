// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "people/friendsnapshot.h"

#include <KPeopleBackend/AbstractContact>

#include <QList>
#include <QUrl>

/**
 * One friend as KPeople sees them, made from a snapshot's entry (People::FriendSnapshot::Friend):
 *   - NameProperty: the name, or the login when the friend has none;
 *   - PictureProperty: the avatar as a local file (QUrl::fromLocalFile) in the account's avatars folder, only when
 *     it is a regular file there; never a remote URL, and nothing when there is no such file;
 *   - "nickname" (QString): the login;
 *   - "city" (QString), when the friend gives one;
 *   - "homepages" (QList<QUrl>): the http(s) homepages, checked again here.
 * Other properties are empty. A contact never changes: a new snapshot makes a new one.
 */
class FriendContact : public KPeople::AbstractContact
{
public:
    static const QString NicknameProperty;
    static const QString CityProperty;
    static const QString HomepagesProperty;

    /// The friend @p person of the account whose avatars are in @p avatarDirectory.
    FriendContact(const People::FriendSnapshot::Friend &person, const QString &avatarDirectory);

    QVariant customProperty(const QString &key) const override;

    /// True when everything the contact answers is the same as @p other's.
    bool sameAs(const FriendContact &other) const;

    /// @p fileName in @p avatarDirectory as a local URL, when it names a regular file there of a sane size; else empty.
    static QUrl pictureFor(const QString &avatarDirectory, const QString &fileName);

private:
    QString m_login;
    QString m_name;
    QString m_city;
    QList<QUrl> m_homepages;
    QUrl m_picture;
};
