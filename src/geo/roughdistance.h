// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "coarsener.h"

namespace Geo
{

/**
 * A distance as it may honestly be shown: measured from the centre of the privacy cell, it is only as good as the
 * cell. At a coarse precision it is rounded to a step no finer than the cell's half diagonal allows (0.5 km in a
 * neighbourhood, 5 km in a city, 50 km in a country) and said as "about"; closer than half a step it is "less than"
 * one step. At the exact precision it keeps two figures (one decimal below 10 km). Anything that is no distance on
 * Earth (NaN, infinite, negative, past the far side of the globe) is Unknown: shown as nothing.
 */
struct RoughDistance {
    enum Kind {
        Unknown, ///< no distance to show
        Exact, ///< `km` as it is (exact precision), `decimals` decimals
        About, ///< about `km`
        LessThan, ///< less than `km`
    };

    Kind kind = Unknown;
    double km = 0;
    int decimals = 0;

    /// The longest way between two points of the Earth's mean sphere, with a margin, in km.
    static constexpr double farthestKm = 20100.0;

    /// @p km measured from a point of @p precision.
    static RoughDistance of(double km, Coarsener::Precision precision);
    /// The step a distance of @p km is rounded to at @p precision (0 for an Unknown one).
    static double stepKm(double km, Coarsener::Precision precision);
};

} // namespace Geo
