// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QDateTime>

namespace Ocs
{

/**
 * How often the small things (the unread message count, the friend invitations) are asked for, so that news
 * arrives without waiting for the full refresh and without costing the server much (each poll is a conditional
 * request; a 304 is the usual answer).
 *
 * - popup open: every 30 s; opening it asks at once (dueOnOpen())
 * - popup closed, the user active in the last 10 min: every minute
 * - idle: the interval doubles for every further 10 min without activity, up to the full refresh's 15 min
 * - on battery: three times as long, the same ceiling
 * - the server asked to wait (Retry-After with 429 or 503): nothing before that, at most an hour
 *
 * Pure: the caller passes the time, so the schedule is tested without a clock.
 */
class PollSchedule
{
public:
    static constexpr int openSeconds = 30;
    static constexpr int activeSeconds = 60;
    static constexpr int idleStepSeconds = 10 * 60;
    static constexpr int ceilingSeconds = 15 * 60;
    static constexpr int batteryFactor = 3;
    static constexpr int maxRetryAfterSeconds = 60 * 60;

    void setExpanded(bool expanded, const QDateTime &now);
    void setOnBattery(bool onBattery);
    /// The user did something (opened the popup, clicked, typed).
    void noteActivity(const QDateTime &now);
    /// A poll was answered at @p now; @p retryAfterSeconds > 0 when the server asked to wait.
    void notePolled(const QDateTime &now, int retryAfterSeconds = 0);

    /// Seconds between polls as things are at @p now, before any Retry-After.
    int intervalSeconds(const QDateTime &now) const;
    /// When the next poll is due: the last poll plus the interval, never before the server's Retry-After.
    QDateTime nextPoll(const QDateTime &now) const;

    /**
     * A Retry-After header's value in seconds from @p now (delta-seconds or an HTTP date), bounded to
     * [1, maxRetryAfterSeconds]; 0 when absent or unreadable. Server text: never trusted beyond that.
     */
    static int retryAfterSeconds(const QByteArray &value, const QDateTime &now);

private:
    bool m_expanded = false;
    bool m_onBattery = false;
    QDateTime m_lastActivity;
    QDateTime m_lastPoll;
    QDateTime m_notBefore;
};

} // namespace Ocs
