// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

#include <chrono>

namespace Geo
{

/// Where gpsd listens and how patiently a lost connection is tried again; by default gpsd's own port here.
struct GpsdEndpoint {
    QString host = QStringLiteral("localhost");
    quint16 port = 2947;
    /// The wait after the first failure, doubled after each further one up to the maximum.
    std::chrono::milliseconds retryMinimum{1000};
    std::chrono::milliseconds retryMaximum{30000};

    bool operator==(const GpsdEndpoint &other) const
    {
        return host == other.host && port == other.port && retryMinimum == other.retryMinimum && retryMaximum == other.retryMaximum;
    }
    bool operator!=(const GpsdEndpoint &other) const
    {
        return !(*this == other);
    }
};

} // namespace Geo
