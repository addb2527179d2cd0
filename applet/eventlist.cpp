// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "eventlist.h"

#include "ocs/eventsnear.h"

#include <QVector>

QVariantList EventList::within(const QVariantList &rows, double radiusKm)
{
    QVector<QVariantMap> maps;
    maps.reserve(rows.size());
    for (const QVariant &row : rows) {
        maps.append(row.toMap());
    }
    QVariantList listed;
    const QVector<QVariantMap> kept = Ocs::EventsNear::within(maps, radiusKm);
    listed.reserve(kept.size());
    for (const QVariantMap &row : kept) {
        listed.append(row);
    }
    return listed;
}
