// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geo/locator.h"

#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace std::chrono_literals;
using Geo::Fix;
using Geo::Locator;
using Geo::Source;

namespace
{
const QDateTime start = QDateTime(QDate(2026, 5, 3), QTime(12, 0), Qt::UTC);

// A fix @p northMetres north of a reference point (52.52 N, 13.405 E).
Fix fix(Source source, double northMetres, double accuracy, int second = 0)
{
    Fix f;
    f.latitude = 52.52 + northMetres / 111195.08;
    f.longitude = 13.405;
    f.accuracy = accuracy;
    f.source = source;
    f.timestamp = start.addSecs(second);
    return f;
}

// A network lookup's answer: the city of Berlin at the reference point, with a circle of @p accuracy metres.
Fix cityFix(double northMetres, double accuracy)
{
    Fix f = fix(Source::GeoIp, northMetres, accuracy);
    f.city = QStringLiteral("Berlin");
    f.country = QStringLiteral("Germany");
    f.countryCode = QStringLiteral("DE");
    return f;
}

Fix lastPublished(const QSignalSpy &spy)
{
    return spy.last().at(0).value<Fix>();
}
}

class LocatorTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startsUnknown()
    {
        Locator locator;
        QCOMPARE(locator.current().source, Source::None);
        QVERIFY(!locator.current().isValid());
    }

    void firstFixIsPublished()
    {
        Locator locator;
        QSignalSpy spy(&locator, &Locator::currentChanged);
        locator.submit(fix(Source::GeoIp, 0, 20000));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastPublished(spy).source, Source::GeoIp);
        QCOMPARE(locator.current().accuracy, 20000.0);
    }

    void invalidFixesAreIgnored()
    {
        Locator locator;
        QSignalSpy spy(&locator, &Locator::currentChanged);
        Fix bad = fix(Source::Gps, 0, 10);
        bad.latitude = qQNaN();
        locator.submit(bad);
        Fix noSource = fix(Source::None, 0, 10);
        locator.submit(noSource);
        // Manual positions only come through setManualFix().
        locator.submit(fix(Source::Manual, 0, 10));
        QCOMPARE(spy.count(), 0);
    }

    void moreAccurateWins()
    {
        Locator locator;
        locator.submit(fix(Source::GeoIp, 0, 20000));
        locator.submit(fix(Source::Gps, 3000, 10, 1));
        QCOMPARE(locator.current().source, Source::Gps);
        QCOMPARE(locator.current().accuracy, 10.0);
    }

    // The GeoClue rule: a worse fix that agrees with the current circle adds nothing.
    void lessAccurateInsideCircleIsIgnored()
    {
        Locator locator;
        locator.submit(fix(Source::Gps, 0, 50));
        QSignalSpy spy(&locator, &Locator::currentChanged);
        locator.submit(fix(Source::GeoIp, 40, 20000, 5));
        QCOMPARE(spy.count(), 0);
        QCOMPARE(locator.current().source, Source::Gps);
    }

    // ...but a worse fix far outside the circle says the current one is wrong.
    void lessAccurateOutsideCircleWins()
    {
        Locator locator;
        locator.submit(fix(Source::Gps, 0, 50));
        locator.submit(fix(Source::GeoIp, 30000, 20000, 5));
        QCOMPARE(locator.current().source, Source::GeoIp);
    }

    // GPS says where, the network lookup which city: a GPS position inside the lookup's city circle is named after it.
    void gpsPositionTakesTheNetworkCity()
    {
        Locator locator;
        QSignalSpy spy(&locator, &Locator::currentChanged);
        locator.submit(cityFix(0, 20000));
        locator.submit(fix(Source::Gps, 3000, 10, 1));
        QCOMPARE(locator.current().source, Source::Gps);
        QCOMPARE(locator.current().latitude, fix(Source::Gps, 3000, 10).latitude);
        QCOMPARE(locator.current().city, QStringLiteral("Berlin"));
        QCOMPARE(locator.current().country, QStringLiteral("Germany"));
        QCOMPARE(locator.current().countryCode, QStringLiteral("DE"));

        // The other way round: the lookup arrives after a rough GPS position whose circle holds it; the position
        // stays where it is and gets the name.
        Locator later;
        QSignalSpy laterSpy(&later, &Locator::currentChanged);
        later.submit(fix(Source::Gps, 3000, 5000, 1));
        QVERIFY(later.current().city.isEmpty());
        later.submit(cityFix(0, 20000));
        QCOMPARE(laterSpy.count(), 2);
        QCOMPARE(lastPublished(laterSpy).source, Source::Gps);
        QCOMPARE(lastPublished(laterSpy).latitude, fix(Source::Gps, 3000, 5000).latitude);
        QCOMPARE(lastPublished(laterSpy).city, QStringLiteral("Berlin"));
    }

    // No name where the city is not known to hold the position: outside the circle, or a circle as wide as a country.
    void gpsPositionOutsideTheCityStaysUnnamed()
    {
        Locator outside;
        outside.submit(cityFix(0, 20000));
        outside.submit(fix(Source::Gps, 25000, 10, 1));
        QCOMPARE(outside.current().source, Source::Gps);
        QVERIFY(outside.current().city.isEmpty());

        Locator wide;
        wide.submit(cityFix(0, 500000));
        wide.submit(fix(Source::Gps, 3000, 10, 1));
        QCOMPARE(wide.current().source, Source::Gps);
        QVERIFY(wide.current().city.isEmpty());

        // The GPS receiver travels out of the city: the name goes with it.
        Locator moving;
        moving.setTimeThreshold(0ms);
        moving.submit(cityFix(0, 20000));
        moving.submit(fix(Source::Gps, 3000, 10, 1));
        QCOMPARE(moving.current().city, QStringLiteral("Berlin"));
        moving.submit(fix(Source::Gps, 40000, 10, 2));
        QVERIFY(moving.current().city.isEmpty());
    }

    // A newer reading from the same source replaces the old one even if it is less accurate (the receiver moved).
    void sameSourceNewerReplaces()
    {
        Locator locator;
        locator.submit(fix(Source::Gps, 0, 5));
        locator.submit(fix(Source::Gps, 20, 30, 1));
        QCOMPARE(locator.current().accuracy, 30.0);
        QCOMPARE(locator.current().timestamp, start.addSecs(1));
    }

    // Arrival order decides, not the timestamps: a receiver replaying an old log, or with a wrong clock,
    // is still the freshest word from that receiver.
    void arrivalOrderDecides()
    {
        Locator locator;
        locator.submit(fix(Source::Gps, 0, 5, 10));
        QSignalSpy spy(&locator, &Locator::currentChanged);
        locator.submit(fix(Source::Gps, 500, 5, -3600));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(locator.current().timestamp, start.addSecs(-3600));
    }

    void withdrawFallsBack()
    {
        Locator locator;
        locator.submit(fix(Source::GeoIp, 0, 20000));
        locator.submit(fix(Source::Gps, 100, 10, 1));
        QCOMPARE(locator.current().source, Source::Gps);
        locator.withdraw(Source::Gps);
        QCOMPARE(locator.current().source, Source::GeoIp);
        locator.withdraw(Source::GeoIp);
        QCOMPARE(locator.current().source, Source::None);
        QVERIFY(std::isnan(locator.current().latitude));
    }

    void staleFixExpires()
    {
        Locator locator;
        locator.setMaximumAge(Source::Gps, 150ms);
        locator.setMaximumAge(Source::GeoIp, 0ms); // never expires
        QSignalSpy spy(&locator, &Locator::currentChanged);
        locator.submit(fix(Source::GeoIp, 0, 20000));
        locator.submit(fix(Source::Gps, 100, 10, 1));
        QCOMPARE(locator.current().source, Source::Gps);
        QElapsedTimer timer;
        timer.start();
        QTRY_COMPARE_WITH_TIMEOUT(locator.current().source, Source::GeoIp, 2000);
        QVERIFY(timer.elapsed() >= 140);
        // A fresh GPS reading takes over again.
        locator.submit(fix(Source::Gps, 100, 10, 2));
        QCOMPARE(locator.current().source, Source::Gps);
    }

    // An expired current fix does not block a worse one from another source.
    void expiredBestIsReplaced()
    {
        Locator locator;
        locator.setMaximumAge(Source::Gps, 50ms);
        locator.submit(fix(Source::Gps, 0, 10));
        QTRY_COMPARE_WITH_TIMEOUT(locator.current().source, Source::None, 2000);
        locator.submit(fix(Source::GeoIp, 10, 20000, 1));
        QCOMPARE(locator.current().source, Source::GeoIp);
    }

    void manualAlwaysWins()
    {
        Locator locator;
        locator.submit(fix(Source::GeoIp, 0, 20000));
        Fix home = fix(Source::None, 90000, 100000);
        home.city = QStringLiteral("Potsdam");
        locator.setManualFix(home);
        QVERIFY(locator.hasManualFix());
        QCOMPARE(locator.current().source, Source::Manual);
        QCOMPARE(locator.current().city, QStringLiteral("Potsdam"));

        QSignalSpy spy(&locator, &Locator::currentChanged);
        // Far more accurate, far away, newer: still not published while manual is chosen.
        locator.submit(fix(Source::Gps, 500000, 3, 60));
        locator.withdraw(Source::GeoIp);
        QCOMPARE(spy.count(), 0);
        QCOMPARE(locator.current().source, Source::Manual);

        // Clearing the choice publishes the best automatic reading at once.
        locator.clearManualFix();
        QCOMPARE(locator.current().source, Source::Gps);
    }

    void distanceThresholdStopsChatter()
    {
        Locator locator;
        locator.setDistanceThreshold(100);
        locator.submit(fix(Source::Gps, 0, 5));
        QSignalSpy spy(&locator, &Locator::currentChanged);
        locator.submit(fix(Source::Gps, 30, 5, 1));
        locator.submit(fix(Source::Gps, 60, 5, 2));
        QCOMPARE(spy.count(), 0);
        locator.submit(fix(Source::Gps, 150, 5, 3));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastPublished(spy).timestamp, start.addSecs(3));
        // A change of source is published regardless of the threshold.
        locator.withdraw(Source::Gps);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(lastPublished(spy).source, Source::None);
    }

    void timeThresholdDeliversTheLastOne()
    {
        Locator locator;
        locator.setTimeThreshold(300ms);
        QSignalSpy spy(&locator, &Locator::currentChanged);
        locator.submit(fix(Source::Gps, 0, 5));
        QCOMPARE(spy.count(), 1);
        for (int i = 1; i <= 5; ++i) {
            locator.submit(fix(Source::Gps, i * 100, 5, i));
        }
        QCOMPARE(spy.count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 2, 2000);
        QCOMPARE(lastPublished(spy).timestamp, start.addSecs(5));
        QTest::qWait(400);
        QCOMPARE(spy.count(), 2);
    }
};

QTEST_GUILESS_MAIN(LocatorTest)

#include "locatortest.moc"
