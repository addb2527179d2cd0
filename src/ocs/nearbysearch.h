// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "geo/fix.h"
#include "replycache.h"
#include "sourcename.h"

#include <QVariantMap>

namespace Ocs
{

/**
 * What a `Nearby:<lat>,<lon>,<km>` source does with the position in its name. The view's point is
 * coarsened to the user's precision before anything uses it (see Session): the request, the cache key,
 * the distances and so the order of the list (and which avatars load) all depend on the coarse point only.
 */
namespace NearbySearch
{
/// The point in the source name, before coarsening.
Geo::Fix viewPoint(const SourceName &name);

/// The cache name of a search from @p coarse within @p radiusKm: `NearbyCell:<lat>,<lon>,<km>`.
QString cellKey(const Geo::Fix &coarse, double radiusKm);

/// The cache name of a same-computer search from @p coarse: `SameComputerNear:<lat>,<lon>,<value>`.
QString sameComputerKey(const Geo::Fix &coarse, const QString &value);

/// The source name with its point replaced by @p coarse: what the request is made from.
SourceName searchedFrom(const SourceName &name, const Geo::Fix &coarse);

/// Adds `distanceKm` (from @p coarse) to an item that has a position.
void addDistance(QVariantMap &item, const Geo::Fix &coarse);

/**
 * Removes the cache entries of earlier versions, keyed `Nearby:<lat>,<lon>,<km>` by the finer position
 * the view gave. Opens every cache file once: call it off the GUI thread.
 */
void removeFineKeys(const ReplyCache &cache);
}

} // namespace Ocs
