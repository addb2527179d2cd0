// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "eventsnear.h"

#include <QDateTime>

#include <algorithm>
#include <cmath>

namespace Ocs
{

QString EventsNear::cacheKey(const SourceName &name, const Geo::Fix &coarse)
{
    return QStringLiteral("EventsNear:%1,%2,%3").arg(name.argument).arg(coarse.latitude, 0, 'f', 6).arg(coarse.longitude, 0, 'f', 6);
}

namespace
{
/// The row's distance in km, or NaN when it has none that is a distance.
double distanceOf(const QVariantMap &row)
{
    const auto found = row.constFind(QStringLiteral("distanceKm"));
    if (found == row.constEnd()) {
        return std::nan("");
    }
    bool ok = false;
    const double km = found->toDouble(&ok);
    return ok && std::isfinite(km) && km >= 0 ? km : std::nan("");
}
}

void EventsNear::sortBySoonest(QVector<QVariantMap> &rows)
{
    const QString start = QStringLiteral("start");
    std::stable_sort(rows.begin(), rows.end(), [&](const QVariantMap &a, const QVariantMap &b) {
        const bool hasA = !std::isnan(distanceOf(a));
        const bool hasB = !std::isnan(distanceOf(b));
        if (hasA != hasB) {
            return hasA;
        }
        const QDateTime sa = a.value(start).toDateTime();
        const QDateTime sb = b.value(start).toDateTime();
        if (sa.isValid() != sb.isValid()) {
            return sa.isValid();
        }
        return sa < sb;
    });
}

QVector<QVariantMap> EventsNear::within(QVector<QVariantMap> rows, double radiusKm)
{
    if (std::isfinite(radiusKm) && radiusKm > 0) {
        rows.erase(std::remove_if(rows.begin(),
                                  rows.end(),
                                  [radiusKm](const QVariantMap &row) {
                                      const double km = distanceOf(row);
                                      return !std::isnan(km) && km > radiusKm;
                                  }),
                   rows.end());
    }
    sortBySoonest(rows);
    return rows;
}

} // namespace Ocs
