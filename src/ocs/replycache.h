// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace Ocs
{

/**
 * The last good reply of each source, on disk: the raw body with its ETag, so that a start shows
 * the last data at once and a revalidation that answers 304 costs no parsing.
 *
 * One directory per provider and account. Files are written atomically (QSaveFile) and carry a
 * magic, a version and a checksum: a corrupt or foreign file is discarded, never trusted.
 * Files are 0600 in 0700 directories (Storage::PrivateFiles); opening a cache tightens what is there.
 */
class ReplyCache
{
public:
    struct Entry {
        QByteArray etag;
        QByteArray body;
        QDateTime updated;
    };

    /// @p directory is created when needed; what it holds already is made private.
    explicit ReplyCache(const QString &directory);

    /// The standard location for a provider and account: <cache>/ocs/<host_port>/<user>.
    static QString directoryFor(const QString &cacheRoot, const QUrl &baseUrl, const QString &user);

    QString directory() const;
    std::optional<Entry> load(const QString &key) const;
    bool store(const QString &key, const Entry &entry) const;
    void remove(const QString &key) const;
    /// The keys of every readable entry, read from the files (for migrations that drop old keys).
    QStringList keys() const;
    /// Removes every entry of this provider and account (on logout).
    void clear() const;

private:
    QString fileFor(const QString &key) const;

    QString m_directory;
};

} // namespace Ocs
