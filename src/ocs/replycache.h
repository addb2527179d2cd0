// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>

#include "metadata.h"
#include "rowpage.h"

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
 *
 * A list page also keeps its rows as the model holds them (RowPage) in a file of its own, so that a start
 * shows the page at the speed of reading that file. The rows file carries the ETag of the reply it was
 * made from; one of another version or schema is ignored, and the reply is parsed again in its place.
 */
class ReplyCache
{
public:
    struct Entry {
        QByteArray etag;
        QByteArray body;
        QDateTime updated;
    };

    /// A list page as the model shows it, with what the page's source says about it.
    struct RowsEntry {
        QByteArray etag;
        QDateTime updated;
        Metadata meta;
        RowPage rows;
    };

    /// @p directory is created when needed; what it holds already is made private.
    explicit ReplyCache(const QString &directory);

    /// The standard location for a provider and account: <cache>/ocs/<host_port>/<user>.
    static QString directoryFor(const QString &cacheRoot, const QUrl &baseUrl, const QString &user);

    QString directory() const;
    std::optional<Entry> load(const QString &key) const;
    bool store(const QString &key, const Entry &entry) const;
    /// When the entry of @p key was last written (its file's time); invalid when there is none.
    QDateTime storedAt(const QString &key) const;
    /// Removes the entry and its rows.
    void remove(const QString &key) const;

    /// The rows of @p key; nullopt when there are none, or none this version reads (a damaged file is removed).
    std::optional<RowsEntry> loadRows(const QString &key) const;
    bool storeRows(const QString &key, const RowsEntry &entry) const;
    /// The size of the rows file of @p key (0 without one), to choose where to read it.
    qint64 rowsFileSize(const QString &key) const;
    /// A rows file's bytes as an entry for @p key: nullopt unless it is whole, of this version and schema, and for that key.
    static std::optional<RowsEntry> decodeRows(const QByteArray &file, const QString &key, bool *damaged = nullptr);
    static QByteArray encodeRows(const QString &key, const RowsEntry &entry);
    /// The keys of every readable entry, read from the files (for migrations that drop old keys).
    QStringList keys() const;
    /// Removes every entry of this provider and account (on logout).
    void clear() const;

private:
    QString fileFor(const QString &key) const;
    QString rowsFileFor(const QString &key) const;

    QString m_directory;
};

} // namespace Ocs
