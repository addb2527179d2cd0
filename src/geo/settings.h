// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "fix.h"
#include "gpsdendpoint.h"

#include <QString>
#include <QUrl>

#include <chrono>

namespace Geo
{

/// What the user chose about location sources; plain values, read and written by the adapters.
struct Settings {
    bool gpsEnabled = true;
    GpsdEndpoint gpsd;
    /// A GPS fix older than this no longer counts.
    std::chrono::milliseconds gpsMaximumAge{30000};

    bool geoIpEnabled = true;
    /// Empty: the standard locations.
    QString geoIpDatabase;
    /// Empty: a public address on an interface, else the discovery URL.
    QString publicAddress;
    /// Empty (default): never ask the network for the public address.
    QUrl discoveryUrl;

    /// When true and `manual` is valid, the manual position wins over everything.
    bool useManual = false;
    Fix manual;

    /// Chatter suppression for the published position.
    double distanceThreshold = 0.0;
    std::chrono::milliseconds timeThreshold{0};

    bool operator==(const Settings &other) const;
    bool operator!=(const Settings &other) const;
};

} // namespace Geo
