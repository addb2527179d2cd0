// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <geo/settings.h>

class KConfigGroup;

/**
 * The engine's settings: group `[Location]` of `socialdesktoprc`.
 *
 * | key                    | type    | default     |
 * |------------------------|---------|-------------|
 * | `Gps`                  | bool    | true        |
 * | `GpsdHost`, `GpsdPort` |         | localhost, 2947 |
 * | `GpsdRetryMinimumMs`, `GpsdRetryMaximumMs` | int | 1000, 30000 |
 * | `GpsMaximumAgeSeconds` | int     | 30          |
 * | `GeoIp`                | bool    | true        |
 * | `GeoIpDatabase`        | path    | standard locations |
 * | `PublicAddress`        | string  | (interface address) |
 * | `DiscoveryUrl`         | URL     | empty: off  |
 * | `UseManual`            | bool    | false       |
 * | `ManualLatitude`, `ManualLongitude` | double | |
 * | `ManualAccuracy`       | double, metres | 1000 |
 * | `ManualCity`, `ManualCountry`, `ManualCountryCode` | string | |
 * | `DistanceThreshold`    | double, metres | 0 |
 * | `TimeThresholdSeconds` | int     | 0           |
 */
class GeolocatorSettings
{
public:
    static Geo::Settings read(const KConfigGroup &group);
};
