// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geolocatorsettings.h"

#include <KConfigGroup>

#include <limits>

Geo::Settings GeolocatorSettings::read(const KConfigGroup &group)
{
    using std::chrono::milliseconds;
    using std::chrono::seconds;
    Geo::Settings settings;
    settings.gpsEnabled = group.readEntry("Gps", settings.gpsEnabled);
    settings.gpsdHost = group.readEntry("GpsdHost", settings.gpsdHost);
    settings.gpsdPort = quint16(group.readEntry("GpsdPort", int(settings.gpsdPort)));
    settings.gpsdRetryMinimum = milliseconds(group.readEntry("GpsdRetryMinimumMs", int(settings.gpsdRetryMinimum.count())));
    settings.gpsdRetryMaximum = milliseconds(group.readEntry("GpsdRetryMaximumMs", int(settings.gpsdRetryMaximum.count())));
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
    settings.manual.source = Geo::Source::Manual;

    settings.distanceThreshold = group.readEntry("DistanceThreshold", 0.0);
    settings.timeThreshold = seconds(group.readEntry("TimeThresholdSeconds", 0));
    return settings;
}
