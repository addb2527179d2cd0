// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "pollschedule.h"

#include <QLocale>

#include <algorithm>

namespace Ocs
{

void PollSchedule::setExpanded(bool expanded, const QDateTime &now)
{
    m_expanded = expanded;
    if (expanded) {
        noteActivity(now);
    }
}

void PollSchedule::setOnBattery(bool onBattery)
{
    m_onBattery = onBattery;
}

void PollSchedule::noteActivity(const QDateTime &now)
{
    m_lastActivity = now;
}

void PollSchedule::notePolled(const QDateTime &now, int retryAfterSeconds)
{
    m_lastPoll = now;
    if (retryAfterSeconds > 0) {
        m_notBefore = now.addSecs(std::min(retryAfterSeconds, maxRetryAfterSeconds));
    } else {
        m_notBefore = {};
    }
}

int PollSchedule::intervalSeconds(const QDateTime &now) const
{
    int seconds = m_expanded ? openSeconds : activeSeconds;
    if (!m_expanded) {
        const qint64 idle = m_lastActivity.isValid() ? std::max<qint64>(0, m_lastActivity.secsTo(now)) : qint64(ceilingSeconds) * 100;
        for (qint64 step = idle / idleStepSeconds; step > 0 && seconds < ceilingSeconds; --step) {
            seconds *= 2;
        }
    }
    if (m_onBattery) {
        seconds *= batteryFactor;
    }
    return std::min(seconds, ceilingSeconds);
}

QDateTime PollSchedule::nextPoll(const QDateTime &now) const
{
    QDateTime due = m_lastPoll.isValid() ? m_lastPoll.addSecs(intervalSeconds(now)) : now;
    if (m_notBefore.isValid() && due < m_notBefore) {
        due = m_notBefore;
    }
    return due;
}

int PollSchedule::retryAfterSeconds(const QByteArray &value, const QDateTime &now)
{
    const QByteArray text = value.trimmed();
    if (text.isEmpty() || text.size() > 64) {
        return 0;
    }
    qint64 seconds = 0;
    const bool digitsOnly = std::all_of(text.cbegin(), text.cend(), [](char c) {
        return c >= '0' && c <= '9';
    });
    bool isNumber = false;
    const qulonglong number = digitsOnly ? text.toULongLong(&isNumber) : 0;
    if (digitsOnly && !isNumber) {
        return 0; // more digits than a number holds
    }
    if (isNumber) {
        seconds = qint64(std::min<qulonglong>(number, maxRetryAfterSeconds));
    } else {
        // IMF-fixdate, RFC 9110: "Sun, 06 Nov 1994 08:49:37 GMT".
        QDateTime date = QLocale::c().toDateTime(QString::fromLatin1(text), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
        if (!date.isValid()) {
            return 0;
        }
        date.setTimeSpec(Qt::UTC);
        seconds = now.secsTo(date);
    }
    return int(std::clamp<qint64>(seconds, 1, maxRetryAfterSeconds));
}

} // namespace Ocs
