// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "replycache.h"

#include "ocs_debug.h"
#include "storage/privatefiles.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QUrl>

using namespace Ocs;

namespace
{
constexpr quint32 magic = 0x53444331; // "SDC1"
constexpr quint16 version = 1;

QByteArray checksum(const QByteArray &etag, const QByteArray &body, qint64 updated)
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(etag);
    hash.addData(QByteArray::number(updated));
    hash.addData(body);
    return hash.result();
}

QString safeName(const QString &text)
{
    QString name;
    for (const QChar c : text) {
        name += (c.isLetterOrNumber() && c.unicode() < 128) || c == QLatin1Char('-') ? c : QLatin1Char('_');
    }
    return name.isEmpty() ? QStringLiteral("_") : name;
}
}

ReplyCache::ReplyCache(const QString &directory)
    : m_directory(directory)
{
    // Written 0644 in 0755 directories by versions before 1.1.
    Storage::PrivateFiles::tighten(m_directory);
}

QString ReplyCache::directoryFor(const QString &cacheRoot, const QUrl &url, const QString &user)
{
    // Only host and port name the directory; user information never reaches a file name.
    QUrl baseUrl = url;
    baseUrl.setUserInfo(QString());
    const QString provider = safeName(baseUrl.host() + QLatin1Char('_') + QString::number(baseUrl.port(baseUrl.scheme() == QLatin1String("https") ? 443 : 80)));
    return cacheRoot + QStringLiteral("/ocs/") + provider + QLatin1Char('/') + safeName(user.isEmpty() ? QStringLiteral("anonymous") : user.toLower());
}

QString ReplyCache::directory() const
{
    return m_directory;
}

QString ReplyCache::fileFor(const QString &key) const
{
    // Source names may hold any character; the file name is a hash of the key.
    const QByteArray hash = QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex();
    return m_directory + QLatin1Char('/') + QString::fromLatin1(hash) + QStringLiteral(".reply");
}

std::optional<ReplyCache::Entry> ReplyCache::load(const QString &key) const
{
    QFile file(fileFor(key));
    if (!file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    QDataStream stream(&file);
    stream.setVersion(QDataStream::Qt_5_15);
    quint32 fileMagic = 0;
    quint16 fileVersion = 0;
    QString fileKey;
    qint64 updated = 0;
    Entry entry;
    QByteArray sum;
    stream >> fileMagic >> fileVersion >> fileKey >> updated >> entry.etag >> entry.body >> sum;
    if (stream.status() != QDataStream::Ok || fileMagic != magic || fileVersion != version || fileKey != key
        || sum != checksum(entry.etag, entry.body, updated)) {
        qCWarning(SOCIALDESKTOP_OCS) << "discarding a corrupt cache file for" << key;
        file.close();
        QFile::remove(file.fileName());
        return std::nullopt;
    }
    entry.updated = QDateTime::fromMSecsSinceEpoch(updated, Qt::UTC);
    return entry;
}

bool ReplyCache::store(const QString &key, const Entry &entry) const
{
    if (!Storage::PrivateFiles::makePath(m_directory)) {
        return false;
    }
    QSaveFile file(fileFor(key));
    if (!file.open(QIODevice::WriteOnly) || !Storage::PrivateFiles::restrict(file)) {
        return false;
    }
    QDataStream stream(&file);
    stream.setVersion(QDataStream::Qt_5_15);
    const qint64 updated = entry.updated.toMSecsSinceEpoch();
    stream << magic << version << key << updated << entry.etag << entry.body << checksum(entry.etag, entry.body, updated);
    return stream.status() == QDataStream::Ok && file.commit();
}

void ReplyCache::remove(const QString &key) const
{
    QFile::remove(fileFor(key));
}

QStringList ReplyCache::keys() const
{
    QStringList result;
    const QStringList files = QDir(m_directory).entryList({QStringLiteral("*.reply")}, QDir::Files);
    for (const QString &name : files) {
        QFile file(m_directory + QLatin1Char('/') + name);
        if (!file.open(QIODevice::ReadOnly)) {
            continue;
        }
        QDataStream stream(&file);
        stream.setVersion(QDataStream::Qt_5_15);
        quint32 fileMagic = 0;
        quint16 fileVersion = 0;
        QString fileKey;
        stream >> fileMagic >> fileVersion >> fileKey;
        if (stream.status() == QDataStream::Ok && fileMagic == magic && fileVersion == version) {
            result.append(fileKey);
        }
    }
    return result;
}

void ReplyCache::clear() const
{
    QDir(m_directory).removeRecursively();
}
