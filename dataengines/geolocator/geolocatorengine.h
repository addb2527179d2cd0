// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <Plasma/DataEngine>

/**
 * The `geolocator` data engine: where this computer is.
 *
 * (Its id is not `geolocation`: Plasma ships an engine with that id.)
 *
 * Sources
 * -------
 * `location`  the best position known now.
 *   - `latitude`, `longitude` (double, degrees WGS84; NaN while unknown)
 *   - `accuracy`    (double) radius in metres; NaN while unknown
 *   - `source`      (QString) `gps`, `geoip`, `manual` or `none`
 *   - `city`, `country`, `countryCode` (QString, may be empty)
 *   - `timestamp`   (QDateTime) when the position was measured; invalid while unknown
 *
 * `providers`  one key per location source (`gps`, `geoip`, `manual`), each a QVariantMap with
 *   - `state`  (QString) `off`, `searching`, `active` or `error`
 *   - `error`  (QString) translated reason when the source cannot be used, empty otherwise
 */
class GeolocatorEngine : public Plasma::DataEngine
{
    Q_OBJECT

public:
    explicit GeolocatorEngine(QObject *parent, const QVariantList &args = {});

    QStringList sources() const override;

protected:
    bool sourceRequestEvent(const QString &source) override;
};
