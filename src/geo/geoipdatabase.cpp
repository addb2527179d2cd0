// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geoipdatabase.h"

#include "geo_debug.h"

#include <QFile>
#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <netinet/in.h>
#include <sys/socket.h>

#include <sys/stat.h>

#include <cmath>

namespace Geo
{

namespace
{
QString mmdbError(int status)
{
    return QString::fromUtf8(MMDB_strerror(status));
}

// The database's language tags for a desktop language list: "de-DE" tries "de-DE", then "de"; English last.
QList<QByteArray> keysFor(const QStringList &languages)
{
    QList<QByteArray> keys;
    auto add = [&keys](const QString &tag) {
        const QByteArray key = tag.toUtf8();
        if (!key.isEmpty() && !keys.contains(key)) {
            keys.append(key);
        }
    };
    for (const QString &language : languages) {
        QString tag = language;
        tag.replace(QLatin1Char('_'), QLatin1Char('-'));
        add(tag);
        add(tag.section(QLatin1Char('-'), 0, 0));
    }
    add(QStringLiteral("en"));
    return keys;
}

// A value below @p entry by a path of at most three keys, without the allocation MMDB_get_value makes for its varargs.
int value(const MMDB_entry_s &entry, MMDB_entry_data_s *data, std::initializer_list<const char *> keys)
{
    if (entry.mmdb == nullptr) {
        *data = {};
        return MMDB_LOOKUP_PATH_DOES_NOT_MATCH_DATA_ERROR;
    }
    const char *path[4] = {nullptr, nullptr, nullptr, nullptr};
    std::copy_n(keys.begin(), std::min<size_t>(keys.size(), 3), path);
    MMDB_entry_s start = entry;
    return MMDB_aget_value(&start, data, path);
}

// The map under @p key as an entry of its own (its mmdb is null when there is no such map).
MMDB_entry_s subEntry(const MMDB_entry_s &entry, const char *key)
{
    MMDB_entry_data_s data{};
    if (value(entry, &data, {key}) == MMDB_SUCCESS && data.has_data && data.type == MMDB_DATA_TYPE_MAP) {
        return MMDB_entry_s{entry.mmdb, data.offset};
    }
    return MMDB_entry_s{nullptr, 0};
}

// The address as a socket address, for MMDB_lookup_sockaddr: no text round trip and no getaddrinfo().
bool toSockaddr(const QHostAddress &address, sockaddr_storage *storage)
{
    *storage = {};
    switch (address.protocol()) {
    case QAbstractSocket::IPv4Protocol: {
        auto *v4 = reinterpret_cast<sockaddr_in *>(storage);
        v4->sin_family = AF_INET;
        v4->sin_addr.s_addr = qToBigEndian(address.toIPv4Address());
        return true;
    }
    case QAbstractSocket::IPv6Protocol:
    case QAbstractSocket::AnyIPProtocol: {
        auto *v6 = reinterpret_cast<sockaddr_in6 *>(storage);
        v6->sin6_family = AF_INET6;
        const Q_IPV6ADDR bytes = address.toIPv6Address();
        memcpy(&v6->sin6_addr, bytes.c, sizeof(bytes.c));
        return true;
    }
    case QAbstractSocket::UnknownNetworkLayerProtocol:
        break;
    }
    return false;
}
}

GeoIpDatabase::GeoIpDatabase() = default;

GeoIpDatabase::~GeoIpDatabase()
{
    close();
}

QStringList GeoIpDatabase::standardPaths()
{
    QStringList paths;
    for (const char *dir : {"/var/lib/GeoIP/", "/usr/share/GeoIP/"}) {
        for (const char *file : {"GeoLite2-City.mmdb", "GeoIP2-City.mmdb", "dbip-city-lite.mmdb", "dbip-city.mmdb"}) {
            paths.append(QLatin1String(dir) + QLatin1String(file));
        }
    }
    return paths;
}

bool GeoIpDatabase::Stamp::operator==(const Stamp &other) const
{
    return exists == other.exists && device == other.device && inode == other.inode && size == other.size && modifiedNs == other.modifiedNs;
}

GeoIpDatabase::Stamp GeoIpDatabase::stampOf(const QString &path)
{
    Stamp stamp;
    struct stat info {
    };
    if (path.isEmpty() || ::stat(QFile::encodeName(path).constData(), &info) != 0) {
        return stamp;
    }
    stamp.exists = true;
    stamp.device = quint64(info.st_dev);
    stamp.inode = quint64(info.st_ino);
    stamp.size = qint64(info.st_size);
    stamp.modifiedNs = qint64(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec;
    return stamp;
}

bool GeoIpDatabase::hasChanged() const
{
    return !(stampOf(m_path) == m_stamp);
}

bool GeoIpDatabase::open(const QString &path)
{
    close();
    m_path = path;
    m_stamp = stampOf(path);
    if (path.isEmpty() || !QFile::exists(path)) {
        setError(SourceStatus::Error::DatabaseMissing, path);
        return false;
    }
    const int status = MMDB_open(QFile::encodeName(path).constData(), MMDB_MODE_MMAP, &m_db);
    if (status != MMDB_SUCCESS) {
        setError(status == MMDB_FILE_OPEN_ERROR ? SourceStatus::Error::DatabaseMissing : SourceStatus::Error::DatabaseCorrupt, mmdbError(status));
        return false;
    }
    m_open = true;
    setError(SourceStatus::Error::None, QString());
    qCDebug(SOCIALDESKTOP_GEO) << "opened" << path << m_db.metadata.database_type;
    return true;
}

void GeoIpDatabase::close()
{
    if (m_open) {
        MMDB_close(&m_db);
        m_open = false;
    }
}

bool GeoIpDatabase::isOpen() const
{
    return m_open;
}

QString GeoIpDatabase::path() const
{
    return m_path;
}

SourceStatus::Error GeoIpDatabase::error() const
{
    return m_error;
}

QString GeoIpDatabase::errorString() const
{
    return m_errorString;
}

void GeoIpDatabase::setError(SourceStatus::Error error, const QString &text) const
{
    m_error = error;
    m_errorString = text;
}

Fix GeoIpDatabase::lookup(const QHostAddress &address, const QStringList &languages) const
{
    if (!m_open) {
        if (m_error == SourceStatus::Error::None) {
            setError(SourceStatus::Error::DatabaseMissing, QString());
        }
        return Fix();
    }
    sockaddr_storage socketAddress;
    if (!toSockaddr(address, &socketAddress)) {
        setError(SourceStatus::Error::InvalidAddress, address.toString());
        return Fix();
    }
    int status = MMDB_SUCCESS;
    MMDB_lookup_result_s result = MMDB_lookup_sockaddr(&m_db, reinterpret_cast<const sockaddr *>(&socketAddress), &status);
    if (status == MMDB_IPV6_LOOKUP_IN_IPV4_DATABASE_ERROR) {
        setError(SourceStatus::Error::AddressNotFound, address.toString());
        return Fix();
    }
    if (status != MMDB_SUCCESS) {
        // A tree that points outside the file: the database is broken, not the address.
        setError(SourceStatus::Error::DatabaseCorrupt, mmdbError(status));
        return Fix();
    }
    if (!result.found_entry) {
        setError(SourceStatus::Error::AddressNotFound, address.toString());
        return Fix();
    }

    // Each top-level map is found once, and its fields are read relative to it: no path is walked twice.
    const MMDB_entry_s location = subEntry(result.entry, "location");
    const MMDB_entry_s country = subEntry(result.entry, "country");
    MMDB_entry_data_s latitude{};
    MMDB_entry_data_s longitude{};
    for (auto [key, data] : {std::pair{"latitude", &latitude}, std::pair{"longitude", &longitude}}) {
        const int s = value(location, data, {key});
        if (s != MMDB_SUCCESS && s != MMDB_LOOKUP_PATH_DOES_NOT_MATCH_DATA_ERROR && s != MMDB_INVALID_LOOKUP_PATH_ERROR) {
            setError(SourceStatus::Error::DatabaseCorrupt, mmdbError(s));
            return Fix();
        }
    }
    if (!latitude.has_data || latitude.type != MMDB_DATA_TYPE_DOUBLE || !longitude.has_data || longitude.type != MMDB_DATA_TYPE_DOUBLE) {
        setError(SourceStatus::Error::AddressNotFound, address.toString());
        return Fix();
    }

    Fix fix;
    fix.source = Source::GeoIp;
    fix.latitude = latitude.double_value;
    fix.longitude = longitude.double_value;
    // Without a radius the position is only good for the country: say so rather than claim precision.
    fix.accuracy = 300000.0;
    MMDB_entry_data_s radius{};
    if (value(location, &radius, {"accuracy_radius"}) == MMDB_SUCCESS && radius.has_data) {
        if (radius.type == MMDB_DATA_TYPE_UINT16) {
            fix.accuracy = radius.uint16 * 1000.0;
        } else if (radius.type == MMDB_DATA_TYPE_UINT32) {
            fix.accuracy = radius.uint32 * 1000.0;
        }
    }
    MMDB_entry_data_s isoCode{};
    if (value(country, &isoCode, {"iso_code"}) == MMDB_SUCCESS && isoCode.has_data && isoCode.type == MMDB_DATA_TYPE_UTF8_STRING) {
        fix.countryCode = QString::fromUtf8(isoCode.utf8_string, int(isoCode.data_size));
    }
    const QList<QByteArray> &keys = languageKeys(languages);
    fix.city = name(subEntry(result.entry, "city"), keys);
    fix.country = name(country, keys);
    fix.timestamp = QDateTime::currentDateTimeUtc();
    if (!fix.isValid()) {
        setError(SourceStatus::Error::DatabaseCorrupt, QStringLiteral("coordinates out of range"));
        return Fix();
    }
    setError(SourceStatus::Error::None, QString());
    return fix;
}

const QList<QByteArray> &GeoIpDatabase::languageKeys(const QStringList &languages) const
{
    if (!m_languageKeysValid || languages != m_languages) {
        m_languages = languages;
        m_languageKeys = keysFor(languages);
        m_languageKeysValid = true;
    }
    return m_languageKeys;
}

QString GeoIpDatabase::name(const MMDB_entry_s &entry, const QList<QByteArray> &keys) const
{
    for (const QByteArray &key : keys) {
        MMDB_entry_data_s data{};
        if (value(entry, &data, {"names", key.constData()}) == MMDB_SUCCESS && data.has_data && data.type == MMDB_DATA_TYPE_UTF8_STRING) {
            return QString::fromUtf8(data.utf8_string, int(data.data_size));
        }
    }
    return QString();
}

} // namespace Geo
