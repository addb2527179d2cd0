// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "eventtime.h"

#include <KLocalizedString>

#include <QTimeZone>

namespace
{
// The locale's short time without seconds (some locales' short format has them).
QString timeOf(const QTime &time, const QLocale &locale)
{
    QString format = locale.timeFormat(QLocale::ShortFormat);
    format.remove(QStringLiteral(":ss")).remove(QStringLiteral(".ss")).remove(QLatin1Char('s'));
    return locale.toString(time, format.trimmed());
}
}

QString EventTime::text(const QDateTime &start, const QDateTime &now, const QLocale &locale)
{
    if (!start.isValid()) {
        return {};
    }
    const QDateTime local = start.toTimeZone(now.timeZone());
    const QDate day = local.date();
    const QDate today = now.date();
    const QString time = timeOf(local.time(), locale);
    if (day == today) {
        return i18nc("@info event start, %1 a time", "Today %1", time);
    }
    if (day == today.addDays(1)) {
        return i18nc("@info event start, %1 a time", "Tomorrow %1", time);
    }
    if (day > today && day < today.addDays(7)) {
        return i18nc("@info event start, %1 weekday, %2 a time", "%1 %2", locale.toString(day, QStringLiteral("ddd")), time);
    }
    const QString date = locale.toString(day, day.year() == today.year() ? QStringLiteral("ddd d MMM") : QStringLiteral("ddd d MMM yyyy"));
    return i18nc("@info event start, %1 a date, %2 a time", "%1 %2", date, time);
}

QString EventTime::of(const QDateTime &start)
{
    return text(start.toLocalTime(), QDateTime::currentDateTime(), QLocale());
}
