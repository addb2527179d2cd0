// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "coarsener.h"
#include "fix.h"
#include "settings.h"

#include <KSharedConfig>

#include <QString>

namespace Geo
{

/**
 * The one owner of group `[Location]` of `socialdesktoprc`: its key names, defaults and validation. The
 * geolocator engine reads its sources' settings here, the ocs engine and the export the precision, and the
 * widget's plugin writes the user's choices here.
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
 * | `ManualLatitude`, `ManualLongitude` | double | none (NaN) |
 * | `ManualAccuracy`       | double, metres | 1000 |
 * | `ManualCity`, `ManualCountry`, `ManualCountryCode` | string | |
 * | `DistanceThreshold`    | double, metres | 0 |
 * | `TimeThresholdSeconds` | int     | 0           |
 * | `Precision`            | `exact`, `neighbourhood`, `city`, `country` | `city` |
 *
 * Every read goes to the file again: other processes (the shell, the other engine) write it.
 */
class LocationConfig
{
public:
    /// What the widget's settings pages choose, in their words.
    struct Choice {
        QString source = QStringLiteral("automatic"); ///< `automatic`, `gps`, `network` or `manual`
        double latitude = 0; ///< the manual position, used with `manual` (0°, 0° without names: none typed)
        double longitude = 0;
        QString city;
        QString countryCode;
        QString precision = QStringLiteral("city");

        bool operator==(const Choice &other) const;
    };

    /// `socialdesktoprc` of this user; @p config for one opened elsewhere (tests, the engine's watched one).
    explicit LocationConfig(KSharedConfig::Ptr config = {});

    static QString fileName();
    static QString groupName();

    KSharedConfig::Ptr config() const;

    /// The location sources' settings.
    Settings settings() const;
    /// The finest precision any position leaves the computer at.
    Coarsener::Precision precision() const;
    /// @p position coarsened to precision(); a country-level position carries no city.
    Fix coarsened(const Fix &position) const;

    /// The user's choices as the file holds them (what setChoice() writes): `manual` when UseManual is on, else
    /// `gps` or `network` when only that source is on, else `automatic`; a missing manual position reads as 0.
    Choice choice() const;

    /// Writes what differs from the file (with change notification, which the geolocator engine watches);
    /// returns whether anything changed. The manual position is written with `manual`, and with any source when
    /// one was typed (not 0°, 0° without names), so it is there when `manual` is chosen again.
    bool setChoice(const Choice &choice);

private:
    KSharedConfig::Ptr m_config;
};

} // namespace Geo
