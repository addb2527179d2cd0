// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "coarsener.h"

#include <algorithm>
#include <cmath>

namespace Geo
{

namespace
{
// Metres per degree of latitude on the mean sphere (2 * pi * 6371008.8 / 360).
constexpr double metresPerDegree = 111195.08;

double radians(double degrees)
{
    return degrees * M_PI / 180.0;
}
}

Coarsener::Coarsener(Precision precision)
    : m_precision(precision)
{
}

Coarsener::Precision Coarsener::precision() const
{
    return m_precision;
}

double Coarsener::cellSize(Precision precision)
{
    switch (precision) {
    case Precision::Exact:
        return 0.0;
    case Precision::Neighbourhood:
        return 1000.0;
    case Precision::City:
        return 10000.0;
    case Precision::Country:
        return 100000.0;
    }
    return 0.0;
}

QString Coarsener::precisionId(Precision precision)
{
    switch (precision) {
    case Precision::Exact:
        return QStringLiteral("exact");
    case Precision::Neighbourhood:
        return QStringLiteral("neighbourhood");
    case Precision::City:
        return QStringLiteral("city");
    case Precision::Country:
        return QStringLiteral("country");
    }
    return QString();
}

Coarsener::Precision Coarsener::precisionFromId(const QString &id, Precision fallback)
{
    for (Precision p : {Precision::Exact, Precision::Neighbourhood, Precision::City, Precision::Country}) {
        if (id == precisionId(p)) {
            return p;
        }
    }
    return fallback;
}

Fix Coarsener::coarsen(const Fix &fix) const
{
    if (m_precision == Precision::Exact || !fix.isValid()) {
        return fix;
    }

    const double cellDegrees = cellSize(m_precision) / metresPerDegree;
    const int rows = std::max(1, int(std::lround(180.0 / cellDegrees)));
    const double latStep = 180.0 / rows;
    const int row = std::clamp(int(std::floor((fix.latitude + 90.0) / latStep)), 0, rows - 1);
    const double southEdge = -90.0 + row * latStep;
    const double centreLat = southEdge + latStep / 2;

    const int columns = std::max(1, int(std::lround(360.0 * std::cos(radians(centreLat)) / latStep)));
    const double lonStep = 360.0 / columns;
    int column = int(std::floor((fix.longitude + 180.0) / lonStep));
    column = ((column % columns) + columns) % columns; // 180°E is the same meridian as 180°W
    const double centreLon = -180.0 + (column + 0.5) * lonStep;

    // Half the diagonal of the cell, measured along its widest (equator-side) edge.
    const double widestLat = std::min(std::abs(southEdge), std::abs(southEdge + latStep));
    const double height = latStep * metresPerDegree;
    const double width = lonStep * metresPerDegree * std::cos(radians(widestLat));
    const double halfDiagonal = std::hypot(height, width) / 2;

    Fix coarse = fix;
    coarse.latitude = centreLat;
    coarse.longitude = centreLon;
    coarse.accuracy = std::max(fix.accuracy, halfDiagonal);
    if (m_precision == Precision::Country) {
        coarse.city.clear();
    }
    return coarse;
}

} // namespace Geo
