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
 * coordinates (`distanceKm`) and orders the rows: those measured first, then those without coordinates, each
 * group the soonest first. The Events view keeps that order and lists only the measured ones within the
 * radius the user picked (within()).
 */
namespace EventsNear
{
/// The cache name of the rows measured from @p coarse: `EventsNear:<CC>,<lat>,<lon>` (never sent).
QString cacheKey(const SourceName &name, const Geo::Fix &coarse);

/// Rows with a `distanceKm` first, then those without (or with one that is no distance: NaN, negative), each group
/// the soonest first by `start` (rows without a readable start last), ties as they came.
void sortBySoonest(QVector<QVariantMap> &rows);

/**
 * What the Events view lists for a radius of @p radiusKm: the rows measured no farther, then those without
 * coordinates, each group the soonest first (sortBySoonest()); rows measured farther are left out. No radius
 * (NaN, infinite, 0 or less) leaves none out.
 */
QVector<QVariantMap> within(QVector<QVariantMap> rows, double radiusKm);
}

} // namespace Ocs
