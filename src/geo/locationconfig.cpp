// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locationconfig.h"

#include <KConfigGroup>

#include <cmath>
#include <limits>

namespace Geo
{

namespace
{
template<typename T>
bool writeIfChanged(KConfigGroup &group, const char *key, const T &value)
{
    if (group.hasKey(key) && group.readEntry(key, value) == value) {
        return false;
    }
    group.writeEntry(key, value, KConfig::Notify);
    return true;
}
}

LocationConfig::LocationConfig(KSharedConfig::Ptr config)
    : m_config(config ? config : KSharedConfig::openConfig(fileName()))
{
}

QString LocationConfig::fileName()
{
    return QStringLiteral("socialdesktoprc");
}

QString LocationConfig::groupName()
{
    return QStringLiteral("Location");
}

KSharedConfig::Ptr LocationConfig::config() const
{
    return m_config;
}

Settings LocationConfig::settings() const
{
    using std::chrono::milliseconds;
    using std::chrono::seconds;
    m_config->reparseConfiguration();
    const KConfigGroup group = m_config->group(groupName());
    Settings settings;
    settings.gpsEnabled = group.readEntry("Gps", settings.gpsEnabled);
    GpsdEndpoint &gpsd = settings.gpsd;
    gpsd.host = group.readEntry("GpsdHost", gpsd.host);
    gpsd.port = quint16(group.readEntry("GpsdPort", int(gpsd.port)));
    gpsd.retryMinimum = milliseconds(group.readEntry("GpsdRetryMinimumMs", int(gpsd.retryMinimum.count())));
    gpsd.retryMaximum = milliseconds(group.readEntry("GpsdRetryMaximumMs", int(gpsd.retryMaximum.count())));
    settings.gpsMaximumAge = seconds(group.readEntry("GpsMaximumAgeSeconds", 30));

    settings.geoIpEnabled = group.readEntry("GeoIp", settings.geoIpEnabled);
    settings.geoIpDatabase = group.readEntry("GeoIpDatabase", QString());
    settings.publicAddress = group.readEntry("PublicAddress", QString());
    const QString discovery = group.readEntry("DiscoveryUrl", QString());
    settings.discoveryUrl = discovery.isEmpty() ? QUrl() : QUrl(discovery);

    settings.useManual = group.readEntry("UseManual", false);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    settings.manual.latitude = group.readEntry("ManualLatitude", nan);
    settings.manual.longitude = group.readEntry("ManualLongitude", nan);
    settings.manual.accuracy = group.readEntry("ManualAccuracy", 1000.0);
    settings.manual.city = group.readEntry("ManualCity", QString());
    settings.manual.country = group.readEntry("ManualCountry", QString());
    settings.manual.countryCode = group.readEntry("ManualCountryCode", QString());
    settings.manual.source = Source::Manual;

    settings.distanceThreshold = group.readEntry("DistanceThreshold", 0.0);
    settings.timeThreshold = seconds(group.readEntry("TimeThresholdSeconds", 0));
    return settings;
}

Coarsener::Precision LocationConfig::precision() const
{
    m_config->reparseConfiguration();
    const QString id = m_config->group(groupName()).readEntry("Precision", QStringLiteral("city"));
    return Coarsener::precisionFromId(id, Coarsener::Precision::City);
}

Fix LocationConfig::coarsened(const Fix &position) const
{
    return Coarsener(precision()).coarsen(position);
}

bool LocationConfig::Choice::operator==(const Choice &other) const
{
    return source == other.source && latitude == other.latitude && longitude == other.longitude && city == other.city && countryCode == other.countryCode
        && precision == other.precision;
}

LocationConfig::Choice LocationConfig::choice() const
{
    const Settings current = settings();
    Choice choice;
    if (current.useManual) {
        choice.source = QStringLiteral("manual");
    } else if (current.gpsEnabled != current.geoIpEnabled) {
        choice.source = current.gpsEnabled ? QStringLiteral("gps") : QStringLiteral("network");
    }
    choice.latitude = std::isfinite(current.manual.latitude) ? current.manual.latitude : 0;
    choice.longitude = std::isfinite(current.manual.longitude) ? current.manual.longitude : 0;
    choice.city = current.manual.city;
    choice.countryCode = current.manual.countryCode;
    choice.precision = Coarsener::precisionId(precision());
    return choice;
}

bool LocationConfig::setChoice(const Choice &choice)
{
    m_config->reparseConfiguration();
    KConfigGroup group = m_config->group(groupName());
    const bool manual = choice.source == QLatin1String("manual");
    bool changed = false;
    changed |= writeIfChanged(group, "Gps", choice.source == QLatin1String("automatic") || choice.source == QLatin1String("gps"));
    changed |= writeIfChanged(group, "GeoIp", choice.source == QLatin1String("automatic") || choice.source == QLatin1String("network"));
    changed |= writeIfChanged(group, "UseManual", manual);
    // A place typed is kept whichever source is chosen, so choosing "set by hand" again finds it (the earlier
    // widget kept it in its own settings); an empty one (0°, 0°, no names: nothing typed) only with `manual`.
    const bool placeTyped = choice.latitude != 0 || choice.longitude != 0 || !choice.city.isEmpty() || !choice.countryCode.isEmpty();
    if (manual || placeTyped) {
        changed |= writeIfChanged(group, "ManualLatitude", choice.latitude);
        changed |= writeIfChanged(group, "ManualLongitude", choice.longitude);
        changed |= writeIfChanged(group, "ManualCity", choice.city);
        changed |= writeIfChanged(group, "ManualCountryCode", choice.countryCode.toUpper());
    }
    // Only the four known words: anything else would read back as the default anyway.
    const QString precision = Coarsener::precisionId(Coarsener::precisionFromId(choice.precision, Coarsener::Precision::City));
    changed |= writeIfChanged(group, "Precision", precision);
    if (changed) {
        group.sync();
    }
    return changed;
}

} // namespace Geo
