// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locationsettings.h"

#include "geo/coarsener.h"

#include <KConfigGroup>
#include <KSharedConfig>

#include <cmath>

namespace
{
KConfigGroup locationGroup()
{
    // Opened afresh: the engines and other widgets may have written the file since.
    return KSharedConfig::openConfig(QStringLiteral("socialdesktoprc"), KConfig::SimpleConfig)->group("Location");
}

template<typename T>
bool writeIfChanged(KConfigGroup &group, const char *key, const T &value)
{
    if (group.hasKey(key) && group.readEntry(key, value) == value) {
        return false;
    }
    // Notify: the geolocator engine re-reads the file when KConfig tells it that it changed.
    group.writeEntry(key, value, KConfig::Notify);
    return true;
}
}

bool LocationSettings::apply(const QVariantMap &settings)
{
    KConfigGroup group = locationGroup();
    const QString source = settings.value(QStringLiteral("source"), QStringLiteral("automatic")).toString();
    const bool manual = source == QLatin1String("manual");
    bool changed = false;
    changed |= writeIfChanged(group, "Gps", source == QLatin1String("automatic") || source == QLatin1String("gps"));
    changed |= writeIfChanged(group, "GeoIp", source == QLatin1String("automatic") || source == QLatin1String("network"));
    changed |= writeIfChanged(group, "UseManual", manual);
    if (manual) {
        changed |= writeIfChanged(group, "ManualLatitude", settings.value(QStringLiteral("latitude")).toDouble());
        changed |= writeIfChanged(group, "ManualLongitude", settings.value(QStringLiteral("longitude")).toDouble());
        changed |= writeIfChanged(group, "ManualCity", settings.value(QStringLiteral("city")).toString());
        changed |= writeIfChanged(group, "ManualCountryCode", settings.value(QStringLiteral("countryCode")).toString().toUpper());
    }
    const QString precision = settings.value(QStringLiteral("precision"), QStringLiteral("city")).toString();
    changed |= writeIfChanged(group, "Precision", precision);
    if (changed) {
        group.sync();
    }
    return changed;
}

QVariantMap LocationSettings::read() const
{
    const KConfigGroup group = locationGroup();
    QString source = QStringLiteral("automatic");
    if (group.readEntry("UseManual", false)) {
        source = QStringLiteral("manual");
    } else if (!group.readEntry("GeoIp", true)) {
        source = QStringLiteral("gps");
    } else if (!group.readEntry("Gps", true)) {
        source = QStringLiteral("network");
    }
    return {
        {QStringLiteral("source"), source},
        {QStringLiteral("latitude"), group.readEntry("ManualLatitude", 0.0)},
        {QStringLiteral("longitude"), group.readEntry("ManualLongitude", 0.0)},
        {QStringLiteral("city"), group.readEntry("ManualCity", QString())},
        {QStringLiteral("countryCode"), group.readEntry("ManualCountryCode", QString())},
        {QStringLiteral("precision"), group.readEntry("Precision", QStringLiteral("city"))},
    };
}

QVariantMap LocationSettings::coarsened(double latitude, double longitude) const
{
    const QString id = locationGroup().readEntry("Precision", QStringLiteral("city"));
    const Geo::Coarsener::Precision precision = Geo::Coarsener::precisionFromId(id, Geo::Coarsener::Precision::City);
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
