// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "geo/locationconfig.h"

#include <KConfigGroup>

/**
 * Earlier versions of the widget kept a copy of the location choices in their own configuration (group
 * `Location` of the applet's `Configuration`: `locationSource`, `manualLatitude`, `manualLongitude`,
 * `manualCity`, `manualCountryCode`, `precision`) and wrote it to `[Location]` of `socialdesktoprc` at every
 * start. run() does that one last time and removes the copy, so an upgraded widget keeps the user's choices
 * and `[Location]` is their only home from then on. The widget's own keys in that group (`publishLocation`,
 * `nearbyRadius`, `nearbySearchAgreed`) stay.
 */
namespace LocationMigration
{
/// @p widgetConfig is the applet's `Configuration` group. Returns whether a copy was found (and moved).
bool run(KConfigGroup widgetConfig, Geo::LocationConfig config = Geo::LocationConfig());
}
