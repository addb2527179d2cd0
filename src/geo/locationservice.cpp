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

    connect(&m_gps, &GpsdSource::fixChanged, &m_locator, &Locator::submit);
    connect(&m_gps, &GpsdSource::fixLost, this, [this] {
        m_locator.withdraw(Source::Gps);
    });
    connect(&m_gps, &GpsdSource::statusChanged, this, [this](const SourceStatus &status) {
        Q_EMIT statusChanged(Source::Gps, status);
    });

    connect(&m_geoIp, &GeoIpSource::fixChanged, &m_locator, &Locator::submit);
    connect(&m_geoIp, &GeoIpSource::fixLost, this, [this] {
        m_locator.withdraw(Source::GeoIp);
    });
    connect(&m_geoIp, &GeoIpSource::statusChanged, this, [this](const SourceStatus &status) {
        Q_EMIT statusChanged(Source::GeoIp, status);
    });

    applySettings();
}

void LocationService::setSettings(const Settings &settings)
{
    if (settings == m_settings) {
        return;
    }
    const bool gpsChanged =
        settings.gpsEnabled != m_settings.gpsEnabled || settings.gpsdHost != m_settings.gpsdHost || settings.gpsdPort != m_settings.gpsdPort;
    m_settings = settings;
    applySettings();
    if (m_running && gpsChanged) {
        // gpsd host and port take effect on a fresh connection.
        m_gps.stop();
        if (m_settings.gpsEnabled) {
            m_gps.start();
        }
    }
}

Settings LocationService::settings() const
{
    return m_settings;
}

void LocationService::applySettings()
{
    m_gps.setHost(m_settings.gpsdHost);
    m_gps.setPort(m_settings.gpsdPort);
    m_gps.setRetryInterval(m_settings.gpsdRetryMinimum, m_settings.gpsdRetryMaximum);
    m_locator.setMaximumAge(Source::Gps, m_settings.gpsMaximumAge);
    m_locator.setDistanceThreshold(m_settings.distanceThreshold);
    m_locator.setTimeThreshold(m_settings.timeThreshold);
    m_geoIp.setDatabasePath(m_settings.geoIpDatabase);
    m_geoIp.setUserAddress(m_settings.publicAddress);
    m_geoIp.setDiscoveryUrl(m_settings.discoveryUrl);

    if (m_running) {
        if (m_settings.geoIpEnabled) {
            m_geoIp.start();
        } else {
            m_geoIp.stop();
        }
        applyManual();
    }
}

void LocationService::applyManual()
{
    if (!m_running || !m_settings.useManual) {
        m_locator.clearManualFix();
        setManualStatus(SourceStatus{});
        return;
    }
    if (!m_settings.manual.isValid()) {
        m_locator.clearManualFix();
        setManualStatus(SourceStatus{SourceStatus::State::Error, SourceStatus::Error::ManualInvalid, QString()});
        return;
    }
    m_locator.setManualFix(m_settings.manual);
    setManualStatus(SourceStatus{SourceStatus::State::Active, SourceStatus::Error::None, QString()});
}

void LocationService::setManualStatus(const SourceStatus &status)
{
    if (status != m_manualStatus) {
        m_manualStatus = status;
        Q_EMIT statusChanged(Source::Manual, m_manualStatus);
    }
}

void LocationService::start()
{
    if (m_running) {
        return;
    }
    qCDebug(SOCIALDESKTOP_GEO) << "location service starts";
    m_running = true;
    if (m_settings.gpsEnabled) {
        m_gps.start();
    }
    if (m_settings.geoIpEnabled) {
        m_geoIp.start();
    }
    applyManual();
}

void LocationService::stop()
{
    if (!m_running) {
        return;
    }
    qCDebug(SOCIALDESKTOP_GEO) << "location service stops";
    m_running = false;
    m_gps.stop();
    m_geoIp.stop();
    applyManual();
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
    switch (source) {
    case Source::Gps:
        return m_gps.status();
    case Source::GeoIp:
        return m_geoIp.status();
    case Source::Manual:
        return m_manualStatus;
    case Source::None:
        break;
    }
    return SourceStatus{};
}

} // namespace Geo
