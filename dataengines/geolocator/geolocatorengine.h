// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <geo/locationservice.h>

#include <KConfigWatcher>
#include <KSharedConfig>
#include <plasmaengine.h>

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
 *
 * The sources run only while one of the two engine sources has a consumer: when the last one
 * disconnects, the gpsd stream is closed and the position forgotten.
 *
 * Settings come from group `[Location]` of `socialdesktoprc` (see GeolocatorSettings) and are
 * re-read when that file changes through KConfig's notification.
 */
class GeolocatorEngine : public PlasmaEngine::DataEngine
{
    Q_OBJECT

public:
    /// As KPluginFactory makes it (the arguments are unused), on Plasma 5 and 6 alike.
    GeolocatorEngine(QObject *parent, const KPluginMetaData &metaData, const QVariantList &args);

    QStringList sources() const override;

protected:
    bool sourceRequestEvent(const QString &source) override;

private:
    void readSettings();
    static PlasmaEngine::DataEngine::Data locationData(const Geo::Fix &fix);
    PlasmaEngine::DataEngine::Data providersData() const;
    void publishLocation(const Geo::Fix &fix);
    void publishProviders();
    void onSourceRemoved(const QString &source);

    Geo::LocationService m_service;
    KSharedConfig::Ptr m_config;
    KConfigWatcher::Ptr m_watcher;
};
