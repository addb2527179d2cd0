// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "fix.h"
#include "sourcestatus.h"

#include <QHostAddress>
#include <QStringList>

#include <maxminddb.h>

namespace Geo
{

/**
 * A GeoIP2 / GeoLite2 / DB-IP city database (MaxMind DB format), memory-mapped once and read in place.
 *
 * lookup() reads the location (latitude, longitude, accuracy_radius in km), the city and country names
 * and the country's ISO code. Names are taken in the first of the given languages the database has,
 * else in English.
 */
class GeoIpDatabase
{
public:
    GeoIpDatabase();
    ~GeoIpDatabase();
    GeoIpDatabase(const GeoIpDatabase &) = delete;
    GeoIpDatabase &operator=(const GeoIpDatabase &) = delete;

    /// Where distributions and geoipupdate put city databases, most precise first.
    static QStringList standardPaths();

    /// Opens @p path, closing any database open before. On failure error() says why.
    bool open(const QString &path);
    void close();
    bool isOpen() const;
    QString path() const;
    /**
     * True when the file at path() is not the one last opened (or tried): replaced (geoipupdate renames a
     * new file over it), rewritten, truncated or removed. The mapping of a file cut in place must not be
     * read (the pages past its new end fault), so callers check this before each lookup and open again.
     */
    bool hasChanged() const;

    /// DatabaseMissing or DatabaseCorrupt after a failed open() or a lookup that hit broken data.
    SourceStatus::Error error() const;
    /// The library's own words for the last failure (not translated).
    QString errorString() const;

    /**
     * The position of @p address, source GeoIp, timestamp now. An invalid fix when the address is not in
     * the database or its record has no coordinates (error() is then AddressNotFound), or the data is broken.
     */
    Fix lookup(const QHostAddress &address, const QStringList &languages = {}) const;

private:
    /// The name in the first of @p keys (language tags) that @p entry (a city or country map) has.
    QString name(const MMDB_entry_s &entry, const QList<QByteArray> &keys) const;
    const QList<QByteArray> &languageKeys(const QStringList &languages) const;
    void setError(SourceStatus::Error error, const QString &text) const;

    struct Stamp {
        bool exists = false;
        quint64 device = 0;
        quint64 inode = 0;
        qint64 size = 0;
        qint64 modifiedNs = 0;
        bool operator==(const Stamp &other) const;
    };
    static Stamp stampOf(const QString &path);

    MMDB_s m_db{};
    bool m_open = false;
    QString m_path;
    Stamp m_stamp;
    mutable SourceStatus::Error m_error = SourceStatus::Error::None;
    mutable QString m_errorString;
    // The database's language tags for the last language list asked for: built once, not per lookup.
    mutable QStringList m_languages;
    mutable QList<QByteArray> m_languageKeys;
    mutable bool m_languageKeysValid = false;
};

} // namespace Geo
