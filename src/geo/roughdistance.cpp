// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "roughdistance.h"

#include <algorithm>
#include <cmath>

namespace Geo
{

namespace
{
bool isDistance(double km)
{
    return std::isfinite(km) && km >= 0 && km <= RoughDistance::farthestKm;
}

/// Two significant figures: 0.1 km below 10 km, 1 km below 100 km, 10 km below 1000 km …
double figuresStep(double km)
{
    if (km < 10) {
        return 0.1;
    }
    return std::pow(10.0, std::floor(std::log10(km)) - 1);
}

/// The largest of 1, 2, 5 times a power of ten that is not above @p km.
double niceStepBelow(double km)
{
    const double power = std::pow(10.0, std::floor(std::log10(km)));
    for (double factor : {5.0, 2.0, 1.0}) {
        if (factor * power <= km) {
            return factor * power;
        }
    }
    return power;
}
}

double RoughDistance::stepKm(double km, Coarsener::Precision precision)
{
    if (!isDistance(km)) {
        return 0;
    }
    const double cellKm = Coarsener::cellSize(precision) / 1000.0;
    const double figures = figuresStep(km);
    if (cellKm <= 0) {
        return figures;
    }
    // The point is the cell's centre: the true position is within half the cell's diagonal of it.
    const double halfDiagonal = cellKm * std::sqrt(2.0) / 2.0;
    return std::max(niceStepBelow(halfDiagonal), figures);
}

RoughDistance RoughDistance::of(double km, Coarsener::Precision precision)
{
    RoughDistance distance;
    if (!isDistance(km)) {
        return distance;
    }
    const double step = stepKm(km, precision);
    const double rounded = std::round(km / step) * step;
    distance.decimals = step < 1 ? 1 : 0;
    if (rounded < step / 2) {
        distance.kind = LessThan;
        distance.km = step;
    } else {
        distance.kind = precision == Coarsener::Precision::Exact ? Exact : About;
        // Rounded again so that 0.1 steps give 6.4, not 6.4000000000000004.
        distance.km = distance.decimals > 0 ? std::round(rounded * 10) / 10 : std::round(rounded);
    }
    return distance;
}

} // namespace Geo
