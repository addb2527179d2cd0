// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geolocatorengine.h"

#include <QDateTime>

#include <cmath>

namespace
{
const QString locationSource = QStringLiteral("location");
const QString providersSource = QStringLiteral("providers");
}

GeolocatorEngine::GeolocatorEngine(QObject *parent, const QVariantList &args)
    : Plasma::DataEngine(parent, args)
{
}

QStringList GeolocatorEngine::sources() const
{
    return {locationSource, providersSource};
}

bool GeolocatorEngine::sourceRequestEvent(const QString &source)
{
    if (source == locationSource) {
        Plasma::DataEngine::Data data;
        data.insert(QStringLiteral("latitude"), qQNaN());
        data.insert(QStringLiteral("longitude"), qQNaN());
        data.insert(QStringLiteral("accuracy"), qQNaN());
        data.insert(QStringLiteral("source"), QStringLiteral("none"));
        data.insert(QStringLiteral("city"), QString());
        data.insert(QStringLiteral("country"), QString());
        data.insert(QStringLiteral("countryCode"), QString());
        data.insert(QStringLiteral("timestamp"), QDateTime());
        setData(source, data);
        return true;
    }
    if (source == providersSource) {
        const QVariantMap off{{QStringLiteral("state"), QStringLiteral("off")}, {QStringLiteral("error"), QString()}};
        Plasma::DataEngine::Data data;
        data.insert(QStringLiteral("gps"), off);
        data.insert(QStringLiteral("geoip"), off);
        data.insert(QStringLiteral("manual"), off);
        setData(source, data);
        return true;
    }
    return false;
}
