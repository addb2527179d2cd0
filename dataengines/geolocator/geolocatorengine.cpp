// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geolocatorengine.h"

#include "geo/locationconfig.h"
#include "storage/privatefiles.h"

#include <KConfigGroup>
#include <KLocalizedString>

namespace
{
const QString locationSource = QStringLiteral("location");
const QString providersSource = QStringLiteral("providers");

QString errorText(const Geo::SourceStatus &status)
{
    using Error = Geo::SourceStatus::Error;
    switch (status.error) {
    case Error::None:
    case Error::NoFix:
        // Waiting for satellites is not an error; the state says "searching".
        return QString();
    case Error::DatabaseMissing:
        return i18nc("@info", "No GeoIP2 city database found. Install one (for example GeoLite2-City) in /usr/share/GeoIP or choose a file.");
    case Error::DatabaseCorrupt:
        return i18nc("@info %1 is the technical reason", "The GeoIP2 database cannot be read: %1", status.detail);
    case Error::InvalidAddress:
        return i18nc("@info %1 is what the user typed", "\"%1\" is not an IP address.", status.detail);
    case Error::NoPublicAddress:
        return i18nc("@info", "This computer has no public address of its own. Enter it, or allow asking a discovery service.");
    case Error::DiscoveryFailed:
        return i18nc("@info %1 is the technical reason", "The address discovery service did not give an address: %1", status.detail);
    case Error::AddressNotFound:
        return i18nc("@info %1 is an IP address", "The GeoIP2 database has no position for %1.", status.detail);
    case Error::GpsdUnreachable:
        return i18nc("@info %1 is host:port and a reason", "Cannot reach gpsd (%1). Retrying.", status.detail);
    case Error::GpsdLost:
        return i18nc("@info", "The connection to gpsd was lost. Reconnecting.");
    case Error::GpsdProtocol:
        return i18nc("@info", "The program at the gpsd address does not speak the gpsd protocol. Retrying.");
    case Error::ManualInvalid:
        return i18nc("@info", "The manual location has no valid coordinates.");
    }
    return QString();
}

QVariantMap providerData(const Geo::SourceStatus &status)
{
    return {{QStringLiteral("state"), status.stateId()}, {QStringLiteral("error"), errorText(status)}};
}
}

GeolocatorEngine::GeolocatorEngine(QObject *parent, const KPluginMetaData &metaData, const QVariantList & /*args*/)
    : PlasmaEngine::DataEngine(metaData, parent)
    , m_config(Geo::LocationConfig().config())
{
    // socialdesktoprc may hold a place the user typed; earlier versions left it (and the cache) 0644.
    Storage::PrivateFiles::tightenOwnFiles();
    readSettings();
    m_watcher = KConfigWatcher::create(m_config);
    connect(m_watcher.data(), &KConfigWatcher::configChanged, this, [this](const KConfigGroup &group) {
        if (group.name() == Geo::LocationConfig::groupName()) {
            readSettings();
        }
    });
    connect(&m_service, &Geo::LocationService::locationChanged, this, &GeolocatorEngine::publishLocation);
    connect(&m_service, &Geo::LocationService::statusChanged, this, &GeolocatorEngine::publishProviders);
    connect(this, &PlasmaEngine::DataEngine::sourceRemoved, this, &GeolocatorEngine::onSourceRemoved);
}

QStringList GeolocatorEngine::sources() const
{
    return {locationSource, providersSource};
}

void GeolocatorEngine::readSettings()
{
    m_service.setSettings(Geo::LocationConfig(m_config).settings());
}

bool GeolocatorEngine::sourceRequestEvent(const QString &source)
{
    if (source != locationSource && source != providersSource) {
        return false;
    }
    // Publish what is known now, so the container exists before anything arrives.
    m_service.start();
    setData(source, source == locationSource ? locationData(m_service.location()) : providersData());
    return true;
}

PlasmaEngine::DataEngine::Data GeolocatorEngine::locationData(const Geo::Fix &fix)
{
    PlasmaEngine::DataEngine::Data data;
    data.insert(QStringLiteral("latitude"), fix.latitude);
    data.insert(QStringLiteral("longitude"), fix.longitude);
    data.insert(QStringLiteral("accuracy"), fix.accuracy);
    data.insert(QStringLiteral("source"), Geo::sourceId(fix.source));
    data.insert(QStringLiteral("city"), fix.city);
    data.insert(QStringLiteral("country"), fix.country);
    data.insert(QStringLiteral("countryCode"), fix.countryCode);
    data.insert(QStringLiteral("timestamp"), fix.timestamp);
    return data;
}

PlasmaEngine::DataEngine::Data GeolocatorEngine::providersData() const
{
    PlasmaEngine::DataEngine::Data data;
    data.insert(QStringLiteral("gps"), providerData(m_service.status(Geo::Source::Gps)));
    data.insert(QStringLiteral("geoip"), providerData(m_service.status(Geo::Source::GeoIp)));
    data.insert(QStringLiteral("manual"), providerData(m_service.status(Geo::Source::Manual)));
    return data;
}

void GeolocatorEngine::publishLocation(const Geo::Fix &fix)
{
    // Only into a watched source: an update must not bring a removed source back.
    if (containerForSource(locationSource)) {
        setData(locationSource, locationData(fix));
    }
}

void GeolocatorEngine::publishProviders()
{
    if (containerForSource(providersSource)) {
        setData(providersSource, providersData());
    }
}

void GeolocatorEngine::onSourceRemoved(const QString &source)
{
    // The removed source may still be listed while this signal is delivered: look only at the other one.
    const QString other = source == locationSource ? providersSource : locationSource;
    if (!containerForSource(other)) {
        m_service.stop();
    }
}
