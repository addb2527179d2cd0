// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDateTime>
#include <QLocale>
#include <QObject>

/**
 * When an event starts, as the Events view says it (QML singleton `EventTime`): in the user's time zone and
 * locale, without seconds, the day as a word when it is near ("Today 19:00", "Tomorrow 09:30", "Sat 17:00" within
 * the week, "Sat 5 Dec 17:00" further, the year added when it is not this one).
 */
class EventTime : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// "" for an invalid start.
    static QString text(const QDateTime &start, const QDateTime &now, const QLocale &locale);

    /// text() for now and the system's locale, in local time.
    Q_INVOKABLE static QString of(const QDateTime &start);
};
