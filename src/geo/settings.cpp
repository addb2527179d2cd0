// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "settings.h"

namespace Geo
{

bool Settings::operator==(const Settings &other) const
{
    return gpsEnabled == other.gpsEnabled && gpsd == other.gpsd && gpsMaximumAge == other.gpsMaximumAge && geoIpEnabled == other.geoIpEnabled
        && geoIpDatabase == other.geoIpDatabase && publicAddress == other.publicAddress && discoveryUrl == other.discoveryUrl && useManual == other.useManual
        && manual == other.manual && distanceThreshold == other.distanceThreshold && timeThreshold == other.timeThreshold;
}

bool Settings::operator!=(const Settings &other) const
{
    return !(*this == other);
}

} // namespace Geo
