// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDateTime>
#include <QHashFunctions>
#include <QMetaType>
#include <QString>

#include <limits>

namespace Geo
{

/// Where a position came from. The ids returned by sourceId() are the engine's `source` values.
enum class Source {
    None,
    Gps,
    GeoIp,
    Manual,
};

/// `none`, `gps`, `geoip` or `manual`: stable ids, never translated.
QString sourceId(Source source);

inline uint qHash(Source source, uint seed = 0)
{
    return ::qHash(int(source), seed);
}

/**
 * One position estimate.
 *
 * Latitude and longitude are WGS84 degrees, the accuracy is the radius in metres of the circle the
 * true position lies in. Every number is a double; an unknown one is NaN, so consumers always
 * see one number type.
 */
struct Fix {
    double latitude = std::numeric_limits<double>::quiet_NaN();
    double longitude = std::numeric_limits<double>::quiet_NaN();
    double accuracy = std::numeric_limits<double>::quiet_NaN();
    Source source = Source::None;
    QString city;
    QString country;
    QString countryCode;
    /// When the position was measured (UTC); invalid while unknown.
    QDateTime timestamp;

    /// Finite coordinates within range and a finite, non-negative accuracy.
    bool isValid() const;

    /// Great-circle distance in metres to another fix (NaN when either is invalid).
    double distanceTo(const Fix &other) const;

    bool operator==(const Fix &other) const;
    bool operator!=(const Fix &other) const;
};

} // namespace Geo

Q_DECLARE_METATYPE(Geo::Fix)
