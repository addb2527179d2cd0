// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "geo/locationconfig.h"

#include <KConfigWatcher>

#include <QObject>
#include <QVariantMap>

/**
 * The widget's side of group `[Location]` of `socialdesktoprc` (owned by Geo::LocationConfig), where the
 * geolocator engine (sources) and the ocs engine (precision of what leaves the computer) read it. The
 * settings pages show and write the user's choices through this object; the widget keeps no copy.
 *
 * The properties follow the file (KConfigWatcher), so a choice written by the settings window shows in
 * every widget at once.
 */
class LocationSettings : public QObject
{
    Q_OBJECT
    /// `automatic`, `gps`, `network` or `manual`.
    Q_PROPERTY(QString source READ source NOTIFY changed)
    /// The position set by hand (0 while none is).
    Q_PROPERTY(double latitude READ latitude NOTIFY changed)
    Q_PROPERTY(double longitude READ longitude NOTIFY changed)
    Q_PROPERTY(QString city READ city NOTIFY changed)
    Q_PROPERTY(QString countryCode READ countryCode NOTIFY changed)
    /// `exact`, `neighbourhood`, `city` or `country`.
    Q_PROPERTY(QString precision READ precision NOTIFY changed)

public:
    explicit LocationSettings(QObject *parent = nullptr);

    QString source() const;
    double latitude() const;
    double longitude() const;
    QString city() const;
    QString countryCode() const;
    QString precision() const;

    /**
     * Writes the user's choices: @p settings keys `source`, `latitude`, `longitude`, `city`, `countryCode`
     * (the manual position), `precision`. Returns whether anything changed.
     */
    Q_INVOKABLE bool apply(const QVariantMap &settings);

    /**
     * Moves the choices an earlier version of the widget kept in its own configuration into `[Location]`
     * (LocationMigration), once: @p plasmoid is the widget's `plasmoid` object. Returns whether any were found.
     */
    Q_INVOKABLE bool migrateFrom(QObject *plasmoid);

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

    /**
     * A distance measured from the coarse point, said no finer than that point is (Geo::RoughDistance): "about
     * 5 km", "less than 5 km"; "" for no distance (NaN, negative, farther than the Earth allows). Nearby and
     * Events show every distance through this.
     */
    Q_INVOKABLE QString distanceText(double km) const;
    /// The same at the precision @p precisionId (`exact`, `neighbourhood`, `city`, `country`).
    static QString distanceText(double km, const QString &precisionId);

Q_SIGNALS:
    void changed();

private:
    void reload();

    Geo::LocationConfig m_config;
    Geo::LocationConfig::Choice m_choice;
    KConfigWatcher::Ptr m_watcher;
};
