// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "geo/fix.h"
#include "sourcename.h"

#include <QVariantMap>
#include <QVector>

namespace Ocs
{

/**
 * What an `Events:<CC>,<lat>,<lon>` source does with the point in its name. The request carries the country
 * only; the point, coarsened to the user's precision first (see Session), measures each event that has
 * coordinates and orders the rows: nearest first, then those without coordinates, each group by start.
 */
namespace EventsNear
{
/// The cache name of the rows measured from @p coarse: `EventsNear:<CC>,<lat>,<lon>` (never sent).
QString cacheKey(const SourceName &name, const Geo::Fix &coarse);

/// Nearest first by `distanceKm`; rows without one after them; ties (and rows without) by `start`, then as they came.
void sortByDistance(QVector<QVariantMap> &rows);
}

} // namespace Ocs
