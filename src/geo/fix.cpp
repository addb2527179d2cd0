// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "fix.h"

#include <cmath>

namespace Geo
{

namespace
{
// Mean Earth radius (IUGG), metres.
constexpr double earthRadius = 6371008.8;

double radians(double degrees)
{
    return degrees * M_PI / 180.0;
}

bool sameNumber(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}
}

QString sourceId(Source source)
{
    switch (source) {
    case Source::Gps:
        return QStringLiteral("gps");
    case Source::GeoIp:
        return QStringLiteral("geoip");
    case Source::Manual:
        return QStringLiteral("manual");
    case Source::None:
        break;
    }
    return QStringLiteral("none");
}

bool Fix::isValid() const
{
    return std::isfinite(latitude) && std::isfinite(longitude) && std::isfinite(accuracy) && latitude >= -90.0 && latitude <= 90.0 && longitude >= -180.0
        && longitude <= 180.0 && accuracy >= 0.0;
}

double Fix::distanceTo(const Fix &other) const
{
    if (!isValid() || !other.isValid()) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    // Haversine: well conditioned for the short distances the ranking compares.
    const double dLat = radians(other.latitude - latitude);
    const double dLon = radians(other.longitude - longitude);
    const double a =
        std::sin(dLat / 2) * std::sin(dLat / 2) + std::cos(radians(latitude)) * std::cos(radians(other.latitude)) * std::sin(dLon / 2) * std::sin(dLon / 2);
    return 2 * earthRadius * std::asin(std::min(1.0, std::sqrt(a)));
}

bool Fix::operator==(const Fix &other) const
{
    return sameNumber(latitude, other.latitude) && sameNumber(longitude, other.longitude) && sameNumber(accuracy, other.accuracy) && source == other.source
        && city == other.city && country == other.country && countryCode == other.countryCode && timestamp == other.timestamp;
}

bool Fix::operator!=(const Fix &other) const
{
    return !(*this == other);
}

} // namespace Geo
