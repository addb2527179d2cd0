// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geo.h"

#include <algorithm>
#include <cmath>

namespace
{
constexpr double s_pi = 3.14159265358979323846;

double toRadians(double degrees)
{
    return degrees * s_pi / 180.0;
}
}

double Geo::angularDistance(double latitude1, double longitude1, double latitude2, double longitude2)
{
    const double phi1 = toRadians(latitude1);
    const double phi2 = toRadians(latitude2);
    const double deltaPhi = toRadians(latitude2 - latitude1);
    const double deltaLambda = toRadians(longitude2 - longitude1);
    const double a = std::sin(deltaPhi / 2) * std::sin(deltaPhi / 2) + std::cos(phi1) * std::cos(phi2) * std::sin(deltaLambda / 2) * std::sin(deltaLambda / 2);
    const double c = 2 * std::asin(std::min(1.0, std::sqrt(a)));
    return c * 180.0 / s_pi;
}

bool Geo::isValidPosition(double latitude, double longitude)
{
    return std::isfinite(latitude) && std::isfinite(longitude) && latitude >= -90.0 && latitude <= 90.0 && longitude >= -180.0 && longitude <= 180.0;
}
