// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "replycache.h"

#include "ocs_debug.h"
#include "storage/privatefiles.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUrl>

using namespace Ocs;

namespace
{
constexpr quint32 magic = 0x53444331; // "SDC1"
constexpr quint16 version = 1;
constexpr quint32 rowsMagic = 0x53445231; // "SDR1"
constexpr quint16 rowsVersion = 1;
// A page holds at most Limits::pageSize rows of bounded fields; a bigger file is not one this version wrote.
constexpr qint64 maxRowsFile = 256 * 1024 * 1024;

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

QString ReplyCache::rowsFileFor(const QString &key) const
{
    QString name = fileFor(key);
    name.replace(name.size() - 6, 6, QStringLiteral(".rows"));
    return name;
}

QDateTime ReplyCache::storedAt(const QString &key) const
{
    const QFileInfo file(fileFor(key));
    return file.exists() ? file.lastModified().toUTC() : QDateTime();
}

void ReplyCache::remove(const QString &key) const
{
    QFile::remove(fileFor(key));
    QFile::remove(rowsFileFor(key));
}

QByteArray ReplyCache::encodeRows(const QString &key, const RowsEntry &entry)
{
    QByteArray file;
    file.reserve(entry.rows.bytes().size() + 256);
    QDataStream stream(&file, QIODevice::WriteOnly);
    stream.setVersion(QDataStream::Qt_5_15);
    stream << rowsMagic << rowsVersion << RowPage::schema() << key << entry.etag << qint64(entry.updated.toMSecsSinceEpoch()) << entry.meta.status
           << qint32(entry.meta.statusCode) << entry.meta.message << qint32(entry.meta.totalItems) << qint32(entry.meta.itemsPerPage) << entry.rows.bytes();
    stream << RowPage::checksum(file.constData(), file.size());
    return file;
}

std::optional<ReplyCache::RowsEntry> ReplyCache::decodeRows(const QByteArray &file, const QString &key, bool *damaged)
{
    bool ignored = false;
    bool &isDamaged = damaged ? *damaged : ignored;
    isDamaged = true;
    constexpr int sumSize = int(sizeof(quint64));
    if (file.size() < int(sizeof rowsMagic + sizeof rowsVersion + sizeof(quint64)) + sumSize) {
        return std::nullopt;
    }
    QDataStream stream(file);
    stream.setVersion(QDataStream::Qt_5_15);
    quint32 fileMagic = 0;
    quint16 fileVersion = 0;
    quint64 fileSchema = 0;
    stream >> fileMagic >> fileVersion >> fileSchema;
    if (fileMagic != rowsMagic) {
        return std::nullopt;
    }
    if (fileVersion != rowsVersion || fileSchema != RowPage::schema()) {
        // Another version's rows: not damaged, only not ours to read. The reply is parsed instead.
        isDamaged = false;
        return std::nullopt;
    }
    quint64 sum = 0;
    QDataStream tail(QByteArray::fromRawData(file.constData() + file.size() - sumSize, sumSize));
    tail >> sum;
    if (sum != RowPage::checksum(file.constData(), file.size() - sumSize)) {
        return std::nullopt;
    }
    QString fileKey;
    qint64 updated = 0;
    qint32 statusCode = 0;
    qint32 totalItems = -1;
    qint32 itemsPerPage = -1;
    quint32 rowsSize = 0;
    RowsEntry entry;
    stream >> fileKey >> entry.etag >> updated >> entry.meta.status >> statusCode >> entry.meta.message >> totalItems >> itemsPerPage >> rowsSize;
    // The rows are the rest of the file before the checksum; the page keeps them where they are, uncopied.
    const qint64 rowsAt = stream.device()->pos();
    if (stream.status() != QDataStream::Ok || rowsAt + rowsSize != file.size() - sumSize || fileKey != key) {
        return std::nullopt;
    }
    std::optional<RowPage> page = RowPage::fromBytes(file, int(rowsAt), int(rowsSize));
    if (!page) {
        return std::nullopt;
    }
    entry.updated = QDateTime::fromMSecsSinceEpoch(updated, Qt::UTC);
    entry.meta.statusCode = statusCode;
    entry.meta.totalItems = totalItems;
    entry.meta.itemsPerPage = itemsPerPage;
    entry.rows = std::move(*page);
    isDamaged = false;
    return entry;
}

std::optional<ReplyCache::RowsEntry> ReplyCache::loadRows(const QString &key) const
{
    QFile file(rowsFileFor(key));
    if (!file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    if (file.size() > maxRowsFile) {
        file.close();
        QFile::remove(file.fileName());
        return std::nullopt;
    }
    bool damaged = false;
    std::optional<RowsEntry> entry = decodeRows(file.readAll(), key, &damaged);
    if (!entry && damaged) {
        qCWarning(SOCIALDESKTOP_OCS) << "discarding a damaged rows file for" << key;
        file.close();
        QFile::remove(file.fileName());
    }
    return entry;
}

bool ReplyCache::storeRows(const QString &key, const RowsEntry &entry) const
{
    if (!Storage::PrivateFiles::makePath(m_directory)) {
        return false;
    }
    QSaveFile file(rowsFileFor(key));
    if (!file.open(QIODevice::WriteOnly) || !Storage::PrivateFiles::restrict(file)) {
        return false;
    }
    const QByteArray bytes = encodeRows(key, entry);
    return file.write(bytes) == bytes.size() && file.commit();
}

qint64 ReplyCache::rowsFileSize(const QString &key) const
{
    return QFileInfo(rowsFileFor(key)).size();
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
