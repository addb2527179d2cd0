// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/pollschedule.h"

#include <QTest>

using namespace Ocs;

// How often the small things are polled: open, active, idle, on battery, and when the server asks to wait.
class PollScheduleTest : public QObject
{
    Q_OBJECT

private:
    const QDateTime t0 = QDateTime(QDate(2026, 12, 5), QTime(12, 0), Qt::UTC);

    // Polls an idle widget (popup closed, no activity after t0) over @p hours on a sped-up clock; the polls in the last hour.
    static int pollsInLastHour(PollSchedule schedule, const QDateTime &start, int hours)
    {
        QDateTime now = start;
        const QDateTime end = start.addSecs(hours * 3600);
        int lastHour = 0;
        while (now < end) {
            now = schedule.nextPoll(now);
            if (now >= end) {
                break;
            }
            schedule.notePolled(now);
            if (now >= end.addSecs(-3600)) {
                ++lastHour;
            }
        }
        return lastHour;
    }

private Q_SLOTS:
    void openPollsOftenAndAtOnce()
    {
        PollSchedule schedule;
        schedule.setExpanded(true, t0);
        QCOMPARE(schedule.nextPoll(t0), t0); // nothing polled yet: due now
        schedule.notePolled(t0);
        QCOMPARE(schedule.intervalSeconds(t0), PollSchedule::openSeconds);
        QCOMPARE(schedule.nextPoll(t0), t0.addSecs(30));
    }

    void backsOffWhenIdle_data()
    {
        QTest::addColumn<int>("idleMinutes");
        QTest::addColumn<int>("seconds");
        QTest::newRow("active") << 0 << 60;
        QTest::newRow("9 min") << 9 << 60;
        QTest::newRow("10 min") << 10 << 120;
        QTest::newRow("20 min") << 20 << 240;
        QTest::newRow("30 min") << 30 << 480;
        QTest::newRow("40 min") << 40 << 900;
        QTest::newRow("a day") << 24 * 60 << 900;
    }

    void backsOffWhenIdle()
    {
        QFETCH(int, idleMinutes);
        QFETCH(int, seconds);
        PollSchedule schedule;
        schedule.setExpanded(true, t0);
        schedule.setExpanded(false, t0);
        QCOMPARE(schedule.intervalSeconds(t0.addSecs(idleMinutes * 60)), seconds);
        // Activity brings it back at once.
        schedule.noteActivity(t0.addSecs(idleMinutes * 60));
        QCOMPARE(schedule.intervalSeconds(t0.addSecs(idleMinutes * 60)), 60);
    }

    void batteryStretches()
    {
        PollSchedule schedule;
        schedule.setExpanded(true, t0);
        schedule.setOnBattery(true);
        QCOMPARE(schedule.intervalSeconds(t0), 90);
        schedule.setExpanded(false, t0);
        QCOMPARE(schedule.intervalSeconds(t0), 180);
        QCOMPARE(schedule.intervalSeconds(t0.addSecs(3600)), PollSchedule::ceilingSeconds);
        schedule.setOnBattery(false);
        QCOMPARE(schedule.intervalSeconds(t0), 60);
    }

    void retryAfterHonoured()
    {
        PollSchedule schedule;
        schedule.setExpanded(true, t0);
        schedule.notePolled(t0, 120);
        QCOMPARE(schedule.nextPoll(t0), t0.addSecs(120));
        schedule.notePolled(t0, 10); // shorter than the interval: the interval wins
        QCOMPARE(schedule.nextPoll(t0), t0.addSecs(30));
        schedule.notePolled(t0, 1000000); // bounded
        QCOMPARE(schedule.nextPoll(t0), t0.addSecs(PollSchedule::maxRetryAfterSeconds));
        schedule.notePolled(t0.addSecs(5)); // an answer without it ends the wait
        QCOMPARE(schedule.nextPoll(t0), t0.addSecs(35));
    }

    void retryAfterParsed_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<int>("seconds");
        QTest::newRow("seconds") << QByteArray("120") << 120;
        QTest::newRow("spaces") << QByteArray("  7 ") << 7;
        QTest::newRow("zero") << QByteArray("0") << 1;
        QTest::newRow("date") << QByteArray("Sat, 05 Dec 2026 12:05:00 GMT") << 300;
        QTest::newRow("past date") << QByteArray("Sat, 05 Dec 2020 12:05:00 GMT") << 1;
        QTest::newRow("huge") << QByteArray("99999999999999999999999") << 0;
        QTest::newRow("big") << QByteArray("86400000") << PollSchedule::maxRetryAfterSeconds;
        QTest::newRow("negative") << QByteArray("-5") << 0;
        QTest::newRow("absent") << QByteArray() << 0;
        QTest::newRow("garbage") << QByteArray("soon\r\nSet-Cookie: x") << 0;
        QTest::newRow("long") << QByteArray(100000, '9') << 0;
        QTest::newRow("nul") << QByteArray("12\0 34", 6) << 0;
    }

    void retryAfterParsed()
    {
        QFETCH(QByteArray, value);
        QFETCH(int, seconds);
        QCOMPARE(PollSchedule::retryAfterSeconds(value, t0), seconds);
    }

    // The cost of an idle signed-in widget: polls per hour of each small source after a day without activity,
    // counted over a sped-up clock. Two sources (unread count, invitations) plus the full refresh every 15 min.
    void idleCost()
    {
        PollSchedule schedule;
        schedule.setExpanded(true, t0);
        schedule.setExpanded(false, t0);
        const int perSource = pollsInLastHour(schedule, t0, 24);
        QCOMPARE(perSource, 4);
        schedule.setOnBattery(true);
        QCOMPARE(pollsInLastHour(schedule, t0, 24), 4);
        // The first hour after closing the popup, while it backs off.
        PollSchedule fresh;
        fresh.setExpanded(true, t0);
        fresh.setExpanded(false, t0);
        const int justClosed = pollsInLastHour(fresh, t0, 1);
        // Each poll waits the interval of its own moment: 60 s for the first 10 min, then 120 s, 240 s, 480 s, 900 s.
        QCOMPARE(justClosed, 21);
        qInfo("idle widget: %d polls per source per hour after a day, %d in the first hour after closing", perSource, justClosed);
    }
};

QTEST_GUILESS_MAIN(PollScheduleTest)

#include "pollscheduletest.moc"
