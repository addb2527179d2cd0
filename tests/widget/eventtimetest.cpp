// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "eventtime.h"

#include <QTest>
#include <QTimeZone>

/**
 * The Events view's times: the day as a word when near, no seconds, in a fixed locale and zone.
 */
class EventTimeTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void says_data()
    {
        QTest::addColumn<QDateTime>("start");
        QTest::addColumn<QString>("text");
        const QTimeZone berlin("Europe/Berlin");
        QTest::newRow("today") << QDateTime(QDate(2026, 12, 5), QTime(19, 0, 42), berlin) << QStringLiteral("Today 19:00");
        QTest::newRow("tomorrow") << QDateTime(QDate(2026, 12, 6), QTime(9, 30), berlin) << QStringLiteral("Tomorrow 09:30");
        QTest::newRow("this week") << QDateTime(QDate(2026, 12, 10), QTime(17, 0), berlin) << QStringLiteral("Thu 17:00");
        QTest::newRow("later") << QDateTime(QDate(2026, 12, 19), QTime(17, 0), berlin) << QStringLiteral("Sat 19 Dec 17:00");
        QTest::newRow("next year") << QDateTime(QDate(2027, 1, 2), QTime(17, 0), berlin) << QStringLiteral("Sat 2 Jan 2027 17:00");
        // The server's offset: 16:00 UTC is 17:00 in Berlin.
        QTest::newRow("other zone") << QDateTime(QDate(2026, 12, 19), QTime(16, 0), Qt::UTC) << QStringLiteral("Sat 19 Dec 17:00");
        QTest::newRow("invalid") << QDateTime() << QString();
    }

    void says()
    {
        QFETCH(QDateTime, start);
        QFETCH(QString, text);
        const QDateTime now(QDate(2026, 12, 5), QTime(12, 0), QTimeZone("Europe/Berlin"));
        QCOMPARE(EventTime::text(start, now, QLocale(QLocale::English, QLocale::UnitedKingdom)), text);
    }

    void neverSeconds()
    {
        const QDateTime now(QDate(2026, 12, 5), QTime(12, 0), QTimeZone("Europe/Berlin"));
        const QDateTime start(QDate(2026, 12, 5), QTime(19, 0, 42), QTimeZone("Europe/Berlin"));
        for (const QLocale &locale : {QLocale(QLocale::German), QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Japanese)}) {
            QVERIFY2(!EventTime::text(start, now, locale).contains(QStringLiteral("42")), qPrintable(EventTime::text(start, now, locale)));
        }
    }
};

QTEST_GUILESS_MAIN(EventTimeTest)

#include "eventtimetest.moc"
