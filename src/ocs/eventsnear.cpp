// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "eventsnear.h"

#include <QDateTime>

#include <algorithm>

namespace Ocs
{

QString EventsNear::cacheKey(const SourceName &name, const Geo::Fix &coarse)
{
    return QStringLiteral("EventsNear:%1,%2,%3").arg(name.argument).arg(coarse.latitude, 0, 'f', 6).arg(coarse.longitude, 0, 'f', 6);
}

void EventsNear::sortByDistance(QVector<QVariantMap> &rows)
{
    const QString distance = QStringLiteral("distanceKm");
    const QString start = QStringLiteral("start");
    std::stable_sort(rows.begin(), rows.end(), [&](const QVariantMap &a, const QVariantMap &b) {
        const auto da = a.constFind(distance);
        const auto db = b.constFind(distance);
        const bool hasA = da != a.constEnd();
        const bool hasB = db != b.constEnd();
        if (hasA != hasB) {
            return hasA;
        }
        if (hasA && da->toDouble() != db->toDouble()) {
            return da->toDouble() < db->toDouble();
        }
        const QDateTime sa = a.value(start).toDateTime();
        const QDateTime sb = b.value(start).toDateTime();
        if (sa.isValid() != sb.isValid()) {
            return sa.isValid();
        }
        return sa < sb;
    });
}

} // namespace Ocs
