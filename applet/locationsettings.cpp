// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locationsettings.h"

#include "geo/coarsener.h"
#include "geo/locationconfig.h"

#include <cmath>

bool LocationSettings::apply(const QVariantMap &settings)
{
    Geo::LocationConfig::Choice choice;
    choice.source = settings.value(QStringLiteral("source"), choice.source).toString();
    choice.latitude = settings.value(QStringLiteral("latitude")).toDouble();
    choice.longitude = settings.value(QStringLiteral("longitude")).toDouble();
    choice.city = settings.value(QStringLiteral("city")).toString();
    choice.countryCode = settings.value(QStringLiteral("countryCode")).toString();
    choice.precision = settings.value(QStringLiteral("precision"), choice.precision).toString();
    return Geo::LocationConfig().setChoice(choice);
}

QVariantMap LocationSettings::coarsened(double latitude, double longitude) const
{
    const Geo::Coarsener::Precision precision = Geo::LocationConfig().precision();
    Geo::Fix fix;
    fix.latitude = latitude;
    fix.longitude = longitude;
    fix.accuracy = 0;
    Geo::Fix coarse = Geo::Coarsener(precision).coarsen(fix);
    if (!coarse.isValid()) {
        return {};
    }
    if (precision == Geo::Coarsener::Precision::Exact) {
        coarse.latitude = std::round(coarse.latitude * 100) / 100;
        coarse.longitude = std::round(coarse.longitude * 100) / 100;
    }
    return {
        {QStringLiteral("latitude"), coarse.latitude},
        {QStringLiteral("longitude"), coarse.longitude},
        {QStringLiteral("precision"), Geo::Coarsener::precisionId(precision)},
    };
}

double LocationSettings::distanceKm(double fromLatitude, double fromLongitude, double toLatitude, double toLongitude)
{
    Geo::Fix from;
    from.latitude = fromLatitude;
    from.longitude = fromLongitude;
    from.accuracy = 0;
    Geo::Fix to;
    to.latitude = toLatitude;
    to.longitude = toLongitude;
    to.accuracy = 0;
    return from.distanceTo(to) / 1000.0; // NaN for an invalid point
}
