// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/pace.h"

#include <QTest>

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
};

QTEST_GUILESS_MAIN(PaceTest)

#include "pacetest.moc"
