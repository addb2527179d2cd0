// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "geo/coarsener.h"
#include "geo/fix.h"

/**
 * What of the user's position may leave the computer: the precision chosen in `socialdesktoprc`,
 * group `[Location]`, key `Precision` (`exact`, `neighbourhood`, `city` (default), `country`).
 * Published positions and nearby searches go through here, so the server never sees more.
 */
namespace LocationPrivacy
{
/// The precision the user chose, read afresh (the settings page may have changed it).
Geo::Coarsener::Precision precision();

/// @p position coarsened to that precision; a country-level position carries no city.
Geo::Fix coarsened(const Geo::Fix &position);
}
