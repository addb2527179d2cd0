// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QObject>
#include <QVariantMap>

/**
 * The widget's side of group `[Location]` of `socialdesktoprc` (owned by Geo::LocationConfig), where the
 * geolocator engine (sources) and the ocs engine (precision of what is published) read it.
 *
 * The widget keeps its own copy in main.xml (so the settings pages are ordinary cfg_ pages) and
 * hands it here whenever it changes; only keys whose value differs are written.
 */
class LocationSettings : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /**
     * @p settings keys: `source` (`automatic`, `gps`, `network`, `manual`), `latitude`, `longitude`,
     * `city`, `countryCode` (the manual position), `precision` (`exact`, `neighbourhood`, `city`, `country`).
     * Returns whether anything changed.
     */
    Q_INVOKABLE bool apply(const QVariantMap &settings);

    /**
     * The point @p latitude, @p longitude on the grid of the precision socialdesktoprc holds now (the one the
     * engines use): `latitude`, `longitude` of the cell's centre and `precision`. At "exact" the point is
     * rounded to two decimals (about 1 km), so a jittering position does not make a new request each time.
     * Nothing the widget asks the server about a place is finer than this.
     */
    Q_INVOKABLE QVariantMap coarsened(double latitude, double longitude) const;

    /// Great-circle distance in km between two points (Geo::Fix::distanceTo, the engine's own measure);
    /// NaN when either point is not a valid position.
    Q_INVOKABLE static double distanceKm(double fromLatitude, double fromLongitude, double toLatitude, double toLongitude);
};
