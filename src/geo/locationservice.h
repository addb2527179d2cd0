// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "geoipsource.h"
#include "gpsdsource.h"
#include "locator.h"
#include "manualsource.h"
#include "settings.h"
#include "sourcestatus.h"

#include <QObject>

namespace Geo
{

/**
 * The location sources and the locator wired together: what an adapter (the data engine) talks to.
 *
 * Nothing runs until start(); stop() closes the gpsd stream and forgets all positions, so a consumer
 * that stops watching costs nothing.
 */
class LocationService : public QObject
{
    Q_OBJECT

public:
    explicit LocationService(QObject *parent = nullptr);

    void setSettings(const Settings &settings);
    Settings settings() const;

    void start();
    void stop();
    bool isRunning() const;

    /// The position to show (source None while unknown).
    Fix location() const;
    SourceStatus status(Source source) const;

Q_SIGNALS:
    void locationChanged(const Geo::Fix &fix);
    void statusChanged(Geo::Source source, const Geo::SourceStatus &status);

private:
    const LocationSource *source(Source kind) const;
    void applySettings();
    /// Runs each source that is on in the settings while the service runs, stops the others.
    void runSources();

    Settings m_settings;
    Locator m_locator;
    GpsdSource m_gps;
    GeoIpSource m_geoIp;
    ManualSource m_manual;
    bool m_running = false;
};

} // namespace Geo
