// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QObject>
#include <QVariantList>

/**
 * What the Events view lists (QML singleton `EventList`): the events within the radius the user picked, the
 * soonest first, then those without coordinates, the soonest first too (Ocs::EventsNear::within).
 */
class EventList : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// @p rows (maps of the `Events:` source) within @p radiusKm; no radius (0, NaN) leaves none out.
    Q_INVOKABLE static QVariantList within(const QVariantList &rows, double radiusKm);
};
