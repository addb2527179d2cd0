// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geolocatorview.h"

#include <plasmaengine.h>

bool GeolocatorView::open()
{
    PlasmaEngine::DataEngine *engine = m_consumer.dataEngine(QStringLiteral("geolocator"));
    if (!engine || !engine->isValid()) {
        return false;
    }
    engine->connectSource(QStringLiteral("location"), &m_receiver);
    engine->connectSource(QStringLiteral("providers"), &m_receiver);
    return true;
}

const Receiver &GeolocatorView::receiver() const
{
    return m_receiver;
}

PlasmaEngine::DataEngine::Data GeolocatorView::location() const
{
    return m_receiver.data.value(QStringLiteral("location"));
}

QString GeolocatorView::source() const
{
    return location().value(QStringLiteral("source")).toString();
}

QVariantMap GeolocatorView::provider(const char *id) const
{
    return m_receiver.data.value(QStringLiteral("providers")).value(QLatin1String(id)).toMap();
}

QString GeolocatorView::state(const char *id) const
{
    return provider(id).value(QStringLiteral("state")).toString();
}
