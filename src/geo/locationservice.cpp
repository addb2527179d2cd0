// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locationservice.h"

#include "geo_debug.h"

namespace Geo
{

LocationService::LocationService(QObject *parent)
    : QObject(parent)
{
    connect(&m_locator, &Locator::currentChanged, this, &LocationService::locationChanged);

    for (const Source kind : {Source::Gps, Source::GeoIp, Source::Manual}) {
        const LocationSource *source = this->source(kind);
        connect(source, &LocationSource::statusChanged, this, [this, kind](const SourceStatus &status) {
            Q_EMIT statusChanged(kind, status);
        });
        if (kind == Source::Manual) {
            // A place the user typed always wins while chosen: it is not ranked against the others.
            connect(source, &LocationSource::fixChanged, &m_locator, &Locator::setManualFix);
            connect(source, &LocationSource::fixLost, &m_locator, &Locator::clearManualFix);
        } else {
            connect(source, &LocationSource::fixChanged, &m_locator, &Locator::submit);
            connect(source, &LocationSource::fixLost, this, [this, kind] {
                m_locator.withdraw(kind);
            });
        }
    }

    applySettings();
}

const LocationSource *LocationService::source(Source kind) const
{
    switch (kind) {
    case Source::Gps:
        return &m_gps;
    case Source::GeoIp:
        return &m_geoIp;
    case Source::Manual:
        return &m_manual;
    case Source::None:
        break;
    }
    return nullptr;
}

void LocationService::setSettings(const Settings &settings)
{
    if (settings == m_settings) {
        return;
    }
    const bool gpsChanged =
        settings.gpsEnabled != m_settings.gpsEnabled || settings.gpsd.host != m_settings.gpsd.host || settings.gpsd.port != m_settings.gpsd.port;
    m_settings = settings;
    if (gpsChanged) {
        // gpsd host and port take effect on a fresh connection.
        m_gps.stop();
    }
    applySettings();
}

Settings LocationService::settings() const
{
    return m_settings;
}

void LocationService::applySettings()
{
    m_gps.setHost(m_settings.gpsd.host);
    m_gps.setPort(m_settings.gpsd.port);
    m_gps.setRetryInterval(m_settings.gpsd.retryMinimum, m_settings.gpsd.retryMaximum);
    m_locator.setMaximumAge(Source::Gps, m_settings.gpsMaximumAge);
    m_locator.setDistanceThreshold(m_settings.distanceThreshold);
    m_locator.setTimeThreshold(m_settings.timeThreshold);
    m_geoIp.setDatabasePath(m_settings.geoIpDatabase);
    m_geoIp.setUserAddress(m_settings.publicAddress);
    m_geoIp.setDiscoveryUrl(m_settings.discoveryUrl);
    m_manual.setPosition(m_settings.manual);
    runSources();
}

void LocationService::runSources()
{
    const std::initializer_list<std::pair<LocationSource *, bool>> wanted = {
        {&m_gps, m_settings.gpsEnabled},
        {&m_geoIp, m_settings.geoIpEnabled},
        {&m_manual, m_settings.useManual},
    };
    for (const auto &[source, enabled] : wanted) {
        if (m_running && enabled) {
            source->start();
        } else {
            source->stop();
        }
    }
}

void LocationService::start()
{
    if (m_running) {
        return;
    }
    qCDebug(SOCIALDESKTOP_GEO) << "location service starts";
    m_running = true;
    runSources();
}

void LocationService::stop()
{
    if (!m_running) {
        return;
    }
    qCDebug(SOCIALDESKTOP_GEO) << "location service stops";
    m_running = false;
    runSources();
}

bool LocationService::isRunning() const
{
    return m_running;
}

Fix LocationService::location() const
{
    return m_locator.current();
}

SourceStatus LocationService::status(Source source) const
{
    const LocationSource *found = this->source(source);
    return found ? found->status() : SourceStatus{};
}

} // namespace Geo
