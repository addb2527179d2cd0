// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "fix.h"

namespace Geo
{

/**
 * Privacy coarsening: snaps a position to the centre of a fixed grid cell.
 *
 * The grid does not depend on anything but the precision, so the same true position always
 * gives the same coarse one and repeated values cannot be averaged back. Rows are equal in
 * latitude; each row is split into a whole number of equal columns about as wide as the rows
 * are high, so cells keep their size in metres away from the equator. The accuracy becomes
 * at least the cell's half diagonal: the published circle always holds the true position.
 */
class Coarsener
{
public:
    enum class Precision {
        Exact, ///< unchanged
        Neighbourhood, ///< ~1 km cells
        City, ///< ~10 km cells
        Country, ///< ~100 km cells, no city name
    };

    explicit Coarsener(Precision precision = Precision::City);

    Precision precision() const;

    /// The nominal cell edge in metres (0 for Exact).
    static double cellSize(Precision precision);

    /// `exact`, `neighbourhood`, `city`, `country` (config values, never translated).
    static QString precisionId(Precision precision);
    /// The precision for an id; unknown ids give @p fallback.
    static Precision precisionFromId(const QString &id, Precision fallback = Precision::City);

    /// The coarse fix. Invalid fixes are returned unchanged.
    Fix coarsen(const Fix &fix) const;

private:
    Precision m_precision;
};

} // namespace Geo
