// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// The contract every location source shares (Geo::LocationSource), through the simplest of them.

#include "geo/manualsource.h"

#include <QSignalSpy>
#include <QTest>

using Geo::Fix;
using Geo::ManualSource;
using Geo::SourceStatus;
using State = Geo::SourceStatus::State;

namespace
{
Fix vienna()
{
    Fix fix;
    fix.latitude = 48.2082;
    fix.longitude = 16.3738;
    fix.accuracy = 1000;
    fix.city = QStringLiteral("Wien");
    return fix;
}
}

class ManualSourceTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void offersThePlaceOnlyWhileRunning()
    {
        ManualSource source;
        QSignalSpy fixes(&source, &ManualSource::fixChanged);
        QSignalSpy lost(&source, &ManualSource::fixLost);
        QSignalSpy states(&source, &ManualSource::statusChanged);

        source.setPosition(vienna());
        QCOMPARE(fixes.count(), 0);
        QCOMPARE(source.status().state, State::Off);

        source.start();
        QVERIFY(source.isRunning());
        QCOMPARE(fixes.count(), 1);
        QCOMPARE(source.fix().city, QStringLiteral("Wien"));
        QCOMPARE(source.status().state, State::Active);

        // A second start and the same place again change nothing.
        source.start();
        source.setPosition(vienna());
        QCOMPARE(fixes.count(), 1);
        QCOMPARE(states.count(), 1);

        source.stop();
        QVERIFY(!source.isRunning());
        QCOMPARE(lost.count(), 1);
        QVERIFY(!source.fix().isValid());
        QCOMPARE(source.status().state, State::Off);
        source.stop();
        QCOMPARE(lost.count(), 1);
        QCOMPARE(states.count(), 2);
    }

    void anInvalidPlaceIsAnError()
    {
        ManualSource source;
        source.setPosition(vienna());
        source.start();
        QSignalSpy lost(&source, &ManualSource::fixLost);

        Fix wrong = vienna();
        wrong.latitude = 123.0;
        source.setPosition(wrong);
        QCOMPARE(lost.count(), 1);
        QCOMPARE(source.status().state, State::Error);
        QCOMPARE(source.status().error, SourceStatus::Error::ManualInvalid);

        source.setPosition(vienna());
        QCOMPARE(source.status().state, State::Active);
        QVERIFY(source.fix().isValid());
    }
};

QTEST_GUILESS_MAIN(ManualSourceTest)

#include "manualsourcetest.moc"
