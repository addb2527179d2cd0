// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVector>

#include <optional>

namespace People
{

/**
 * Every friend of one signed-in account, as the `ocs` engine last saw them, on disk for other programs
 * of the desktop (the KPeople data source): `<data>/socialdesktop/people/<host>_<port>/<user>/friends`,
 * with the avatars beside it in `avatars/`. The engine writes it (People::SnapshotKeeper); readers never
 * go to the network.
 *
 * The file is untrusted on reading like any other: magic, version and checksum, at most
 * Ocs::Limits::maxListItems friends, texts cut to Ocs::Limits::maxFieldLength, only http(s) homepages,
 * avatars only as plain file names inside the account's avatars folder. Written 0600 in 0700 folders.
 */
class FriendSnapshot
{
public:
    struct Friend {
        QString id; ///< the login: the contact id is ocs://<host>/<id>
        QString name;
        QString city;
        QStringList homepages; ///< http(s) only
        QString avatarFile; ///< a file name in avatarDirectory(), or empty
    };

    /// The provider's host (and port when it is not the scheme's own), as contact ids carry it.
    QString host;
    QString user;
    QDateTime updated;
    QVector<Friend> friends;

    /// The account's folder under @p dataRoot (Storage::PrivateFiles::dataRoot()).
    static QString directoryFor(const QString &dataRoot, const QUrl &baseUrl, const QString &user);
    /// Every account folder that may hold a snapshot under @p dataRoot.
    static QStringList accountDirectories(const QString &dataRoot);
    static QString fileIn(const QString &directory);
    static QString avatarDirectory(const QString &directory);
    /// The host part of contact ids for @p baseUrl.
    static QString hostOf(const QUrl &baseUrl);

    /// The contact id of @p id: ocs://<host>/<id>, the id percent-encoded.
    QString contactId(const QString &id) const;

    bool write(const QString &directory) const;
    static std::optional<FriendSnapshot> read(const QString &directory);
    static std::optional<FriendSnapshot> decode(const QByteArray &bytes);
    QByteArray encode() const;
};

} // namespace People
