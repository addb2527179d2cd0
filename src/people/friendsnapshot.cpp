// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "friendsnapshot.h"

#include "net/weburl.h"
#include "ocs/replycache.h"
#include "ocs/servertext.h"
#include "ocs/worklimits.h"
#include "storage/privatefiles.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QSaveFile>

namespace People
{

namespace
{
constexpr quint32 magic = 0x53444631; // "SDF1"
constexpr quint16 version = 1;
constexpr int maxHomepages = 10;
// Friends and their texts are bounded: far below what the stream could claim.
constexpr qint64 maxFileSize = 64 * 1024 * 1024;

QString bounded(const QString &text)
{
    return text.left(Ocs::Limits::maxFieldLength);
}

bool isPlainFileName(const QString &name)
{
    return !name.isEmpty() && name.size() <= 128 && !name.contains(QLatin1Char('/')) && name != QLatin1String(".") && name != QLatin1String("..");
}
}

QString FriendSnapshot::directoryFor(const QString &dataRoot, const QUrl &baseUrl, const QString &user)
{
    // The same host_port/user naming as the reply cache.
    const QString cache = Ocs::ReplyCache::directoryFor(QString(), baseUrl, user);
    return dataRoot + QStringLiteral("/people") + cache.mid(cache.indexOf(QLatin1Char('/'), 1));
}

QStringList FriendSnapshot::accountDirectories(const QString &dataRoot)
{
    QStringList directories;
    const QDir people(dataRoot + QStringLiteral("/people"));
    for (const QString &provider : people.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QDir accounts(people.filePath(provider));
        for (const QString &account : accounts.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            directories.append(accounts.filePath(account));
        }
    }
    return directories;
}

QString FriendSnapshot::fileIn(const QString &directory)
{
    return directory + QStringLiteral("/friends");
}

QString FriendSnapshot::avatarDirectory(const QString &directory)
{
    return directory + QStringLiteral("/avatars");
}

QString FriendSnapshot::hostOf(const QUrl &baseUrl)
{
    const int defaultPort = baseUrl.scheme() == QLatin1String("https") ? 443 : 80;
    const int port = baseUrl.port(defaultPort);
    // As a URL's authority writes it: an IPv6 address in brackets, so that the port stays apart from it.
    QUrl authority;
    authority.setScheme(baseUrl.scheme());
    authority.setHost(baseUrl.host().toLower());
    if (port != defaultPort) {
        authority.setPort(port);
    }
    return authority.authority();
}

QString FriendSnapshot::contactId(const QString &id) const
{
    return QStringLiteral("ocs://") + host + QLatin1Char('/') + QString::fromLatin1(QUrl::toPercentEncoding(id));
}

QByteArray FriendSnapshot::encode() const
{
    QByteArray body;
    QDataStream stream(&body, QIODevice::WriteOnly);
    stream.setVersion(QDataStream::Qt_5_15);
    stream << host << user << qint64(updated.toMSecsSinceEpoch()) << quint32(friends.size());
    for (const Friend &person : friends) {
        stream << person.id << person.name << person.city << person.homepages << person.avatarFile;
    }
    QByteArray file;
    QDataStream header(&file, QIODevice::WriteOnly);
    header.setVersion(QDataStream::Qt_5_15);
    header << magic << version << QCryptographicHash::hash(body, QCryptographicHash::Sha1) << body;
    return file;
}

std::optional<FriendSnapshot> FriendSnapshot::decode(const QByteArray &bytes)
{
    QDataStream header(bytes);
    header.setVersion(QDataStream::Qt_5_15);
    quint32 fileMagic = 0;
    quint16 fileVersion = 0;
    QByteArray sum;
    QByteArray body;
    header >> fileMagic >> fileVersion >> sum >> body;
    if (header.status() != QDataStream::Ok || !header.atEnd() || fileMagic != magic || fileVersion != version
        || sum != QCryptographicHash::hash(body, QCryptographicHash::Sha1)) {
        return std::nullopt;
    }
    QDataStream stream(body);
    stream.setVersion(QDataStream::Qt_5_15);
    FriendSnapshot snapshot;
    qint64 updated = 0;
    quint32 count = 0;
    stream >> snapshot.host >> snapshot.user >> updated >> count;
    if (stream.status() != QDataStream::Ok || count > quint32(Ocs::Limits::maxListItems)) {
        return std::nullopt;
    }
    snapshot.updated = QDateTime::fromMSecsSinceEpoch(updated, Qt::UTC);
    snapshot.host = bounded(snapshot.host);
    snapshot.user = bounded(snapshot.user);
    snapshot.friends.reserve(int(count));
    for (quint32 i = 0; i < count; ++i) {
        Friend person;
        QStringList homepages;
        stream >> person.id >> person.name >> person.city >> homepages >> person.avatarFile;
        if (stream.status() != QDataStream::Ok) {
            return std::nullopt;
        }
        person.id = bounded(person.id);
        // A snapshot written before 0.2 may hold invisible characters the server sent (bidi overrides).
        person.name = bounded(Ocs::ServerText::visible(person.name));
        person.city = bounded(Ocs::ServerText::visible(person.city));
        for (const QString &homepage : std::as_const(homepages)) {
            if (person.homepages.size() < maxHomepages && Net::WebUrl::accepts(homepage)) {
                person.homepages.append(bounded(homepage));
            }
        }
        if (!isPlainFileName(person.avatarFile)) {
            person.avatarFile.clear();
        }
        if (!person.id.isEmpty()) {
            snapshot.friends.append(person);
        }
    }
    if (!stream.atEnd()) {
        return std::nullopt;
    }
    return snapshot;
}

bool FriendSnapshot::write(const QString &directory) const
{
    if (!Storage::PrivateFiles::makePath(directory)) {
        return false;
    }
    QSaveFile file(fileIn(directory));
    if (!file.open(QIODevice::WriteOnly) || !Storage::PrivateFiles::restrict(file)) {
        return false;
    }
    const QByteArray bytes = encode();
    return file.write(bytes) == bytes.size() && file.commit();
}

std::optional<FriendSnapshot> FriendSnapshot::read(const QString &directory)
{
    QFile file(fileIn(directory));
    if (!file.open(QIODevice::ReadOnly) || file.size() > maxFileSize) {
        return std::nullopt;
    }
    return decode(file.readAll());
}

} // namespace People
