// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "nearbysearch.h"

#include "ocs_debug.h"

namespace Ocs
{

Geo::Fix NearbySearch::viewPoint(const SourceName &name)
{
    Geo::Fix point;
    point.latitude = name.latitude;
    point.longitude = name.longitude;
    point.accuracy = 0;
    return point;
}

QString NearbySearch::cellKey(const Geo::Fix &coarse, double radiusKm)
{
    return QStringLiteral("NearbyCell:%1,%2,%3").arg(coarse.latitude, 0, 'f', 6).arg(coarse.longitude, 0, 'f', 6).arg(radiusKm, 0, 'f', 3);
}

QString NearbySearch::sameComputerKey(const Geo::Fix &coarse, const QString &value)
{
    return QStringLiteral("SameComputerNear:%1,%2,").arg(coarse.latitude, 0, 'f', 6).arg(coarse.longitude, 0, 'f', 6) + value;
}

SourceName NearbySearch::searchedFrom(const SourceName &name, const Geo::Fix &coarse)
{
    SourceName sent = name;
    sent.latitude = coarse.latitude;
    sent.longitude = coarse.longitude;
    return sent;
}

void NearbySearch::addDistance(QVariantMap &item, const Geo::Fix &coarse)
{
    const auto latitude = item.constFind(QStringLiteral("latitude"));
    if (latitude == item.constEnd()) {
        return;
    }
    Geo::Fix there;
    there.latitude = latitude->toDouble();
    there.longitude = item.value(QStringLiteral("longitude")).toDouble();
    there.accuracy = 0;
    item.insert(QStringLiteral("distanceKm"), coarse.distanceTo(there) / 1000.0);
}

void NearbySearch::removeFineKeys(const ReplyCache &cache)
{
    const QStringList keys = cache.keys();
    int removed = 0;
    for (const QString &key : keys) {
        if (key.startsWith(QLatin1String("Nearby:"))) {
            cache.remove(key);
            ++removed;
        }
    }
    if (removed > 0) {
        qCInfo(SOCIALDESKTOP_OCS) << "Removed" << removed << "cached nearby searches keyed by a fine position";
    }
}

} // namespace Ocs
