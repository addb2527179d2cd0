// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/pace.h"

#include <QTest>

#include <limits>

using namespace Ocs;

// The server's pace: how a "too many requests" reply quiets the periodic refresh, and what ends that.
class PaceTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void busyStartsAndDoublesAPause()
    {
        Pace pace;
        QVERIFY(!pace.isQuiet());
        const QDateTime before = QDateTime::currentDateTimeUtc();
        pace.note(200, before);
        QVERIFY(pace.isQuiet());
        const qint64 first = before.secsTo(pace.quietUntil());
        QVERIFY2(first >= 59 && first <= 61, qPrintable(QString::number(first)));
        pace.note(200, QDateTime::currentDateTimeUtc());
        const qint64 second = before.secsTo(pace.quietUntil());
        QVERIFY2(second >= 119 && second <= 121, qPrintable(QString::number(second)));
        for (int i = 0; i < 10; ++i) {
            pace.note(200, QDateTime::currentDateTimeUtc());
        }
        QVERIFY(before.secsTo(pace.quietUntil()) <= 30 * 60 + 1);
    }

    void onlyASuccessSentAfterThePauseEndsIt()
    {
        Pace pace;
        const QDateTime earlier = QDateTime::currentDateTimeUtc().addSecs(-5);
        pace.note(200, QDateTime::currentDateTimeUtc());
        // A reply to a request sent before the server got busy says nothing about now.
        pace.note(100, earlier);
        QVERIFY(pace.isQuiet());
        // Other failures neither start nor end a pause.
        pace.note(997, QDateTime::currentDateTimeUtc().addSecs(1));
        QVERIFY(pace.isQuiet());
        pace.note(100, QDateTime::currentDateTimeUtc().addSecs(1));
        QVERIFY(!pace.isQuiet());
        QVERIFY(!pace.quietUntil().isValid());
    }

    // A Retry-After: a floor that a success does not lift, never more than an hour, never shortened by a later one.
    void retryAfterIsAFloor()
    {
        Pace pace;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        pace.waitAtLeast(0, now);
        pace.waitAtLeast(-5, now);
        pace.waitAtLeast(120, QDateTime());
        QVERIFY(!pace.isQuiet());
        pace.waitAtLeast(120, now);
        QVERIFY(pace.isQuiet());
        QCOMPARE(now.secsTo(pace.quietUntil()), 120);
        pace.note(100, now.addSecs(1));
        QVERIFY(pace.isQuiet());
        pace.waitAtLeast(10, now);
        QCOMPARE(now.secsTo(pace.quietUntil()), 120);
        pace.waitAtLeast(std::numeric_limits<int>::max(), now);
        QCOMPARE(now.secsTo(pace.quietUntil()), qint64(Pace::maxRetryAfterSeconds));
        // An OCS 200 pause longer than the floor shows as the end.
        Pace both;
        both.waitAtLeast(30, now);
        both.note(200, now);
        QVERIFY(now.secsTo(both.quietUntil()) >= 59);
        // A floor in the past is over.
        Pace past;
        past.waitAtLeast(5, now.addSecs(-60));
        QVERIFY(!past.isQuiet());
        QVERIFY(!past.quietUntil().isValid());
    }
};

QTEST_GUILESS_MAIN(PaceTest)

#include "pacetest.moc"
