// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "people/friendsnapshot.h"

#include <KPeopleBackend/AbstractContact>

#include <QUrl>

/**
 * One friend as KPeople sees them, made from a snapshot's entry (People::FriendSnapshot::Friend):
 *   - NameProperty: the name, or the login when the friend has none;
 *   - PictureProperty: the avatar as a local file (QUrl::fromLocalFile) in the account's avatars folder, only when
 *     it is a regular file there; never a remote URL, and nothing when there is no such file;
 *   - "nickname" (QString): the login;
 *   - "city" (QString), when the friend gives one;
 *   - "all-homepages" (QVariantList of QUrl): the http(s) homepages, checked again here. The "all-" prefix is
 *     KPeople's for lists: a person merged from several contacts has the homepages of them all.
 * Other properties are empty. KPeople keeps the contact it was given first (PersonsModel holds on to it when told
 * that it changed), so a newer snapshot's friend is copied into it: update().
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

    /// Answers what @p newer answers from now on; false when that is what it answered already.
    bool update(const FriendContact &newer);

    /// @p fileName in @p avatarDirectory as a local URL, when it names a regular file there of a sane size; else empty.
    static QUrl pictureFor(const QString &avatarDirectory, const QString &fileName);

private:
    QString m_login;
    QString m_name;
    QString m_city;
    QVariantList m_homepages;
    QUrl m_picture;
};
