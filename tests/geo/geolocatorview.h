// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "receiver.h"

#include <plasmaengine.h>

/**
 * The `geolocator` engine as a widget sees it: loaded through Plasma's plugin loader, with its `location`
 * and `providers` sources connected to a receiver.
 */
class GeolocatorView
{
public:
    /// Loads the engine and connects both sources; false when Plasma cannot find or start it.
    bool open();

    const Receiver &receiver() const;
    PlasmaEngine::DataEngine::Data location() const;
    /// Where the position comes from now: `gps`, `geoip`, `manual` or `none`.
    QString source() const;
    /// The `providers` entry of @p id (`gps`, `geoip`, `manual`): its state and error.
    QVariantMap provider(const char *id) const;
    QString state(const char *id) const;

private:
    PlasmaEngine::DataEngineConsumer m_consumer;
    Receiver m_receiver;
};
