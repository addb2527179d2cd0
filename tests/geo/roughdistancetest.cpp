// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geo/roughdistance.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace Geo;
using Precision = Coarsener::Precision;

Q_DECLARE_METATYPE(Geo::RoughDistance::Kind)
Q_DECLARE_METATYPE(Geo::Coarsener::Precision)

// Distances no finer than the point they are measured from (issue 28: "about 5 km", not "6.4 km" from the centre of
// a 10 km cell), and nothing at all for what is no distance on Earth.
class RoughDistanceTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rounded_data()
    {
        QTest::addColumn<double>("km");
        QTest::addColumn<Precision>("precision");
        QTest::addColumn<RoughDistance::Kind>("kind");
        QTest::addColumn<double>("shown");
        QTest::addColumn<int>("decimals");

        // The issue's own case: 6.4 km from a city cell's centre is about 5 km.
        QTest::newRow("city 6.4") << 6.4 << Precision::City << RoughDistance::About << 5.0 << 0;
        QTest::newRow("city 7.6") << 7.6 << Precision::City << RoughDistance::About << 10.0 << 0;
        QTest::newRow("city 27") << 27.0 << Precision::City << RoughDistance::About << 25.0 << 0;
        QTest::newRow("city 2.4: same cell or the next") << 2.4 << Precision::City << RoughDistance::LessThan << 5.0 << 0;
        QTest::newRow("city 0") << 0.0 << Precision::City << RoughDistance::LessThan << 5.0 << 0;
        // Two figures at most far away.
        QTest::newRow("city 1234") << 1234.0 << Precision::City << RoughDistance::About << 1200.0 << 0;
        QTest::newRow("neighbourhood 6.4") << 6.4 << Precision::Neighbourhood << RoughDistance::About << 6.5 << 1;
        QTest::newRow("neighbourhood 0.2") << 0.2 << Precision::Neighbourhood << RoughDistance::LessThan << 0.5 << 1;
        QTest::newRow("neighbourhood 47.3") << 47.3 << Precision::Neighbourhood << RoughDistance::About << 47.0 << 0;
        QTest::newRow("country 130") << 130.0 << Precision::Country << RoughDistance::About << 150.0 << 0;
        QTest::newRow("country 20") << 20.0 << Precision::Country << RoughDistance::LessThan << 50.0 << 0;
        QTest::newRow("exact 6.44") << 6.44 << Precision::Exact << RoughDistance::Exact << 6.4 << 1;
        QTest::newRow("exact 0.01") << 0.01 << Precision::Exact << RoughDistance::LessThan << 0.1 << 1;
        QTest::newRow("exact 123.4") << 123.4 << Precision::Exact << RoughDistance::Exact << 120.0 << 0;
        // The far side of the Earth is still a distance.
        QTest::newRow("antipode") << 20015.1 << Precision::City << RoughDistance::About << 20000.0 << 0;
    }

    void rounded()
    {
        QFETCH(double, km);
        QFETCH(Precision, precision);
        QFETCH(RoughDistance::Kind, kind);
        QFETCH(double, shown);
        QFETCH(int, decimals);
        const RoughDistance distance = RoughDistance::of(km, precision);
        QCOMPARE(distance.kind, kind);
        QCOMPARE(distance.km, shown);
        QCOMPARE(distance.decimals, decimals);
    }

    // A distance rounded to its step is never shown as farther than a radius that is a multiple of the step: what
    // "Within 25 km" lists says at most "about 25 km".
    void withinARadiusStaysWithin()
    {
        for (double km = 0; km <= 25.0; km += 0.01) {
            const RoughDistance distance = RoughDistance::of(km, Precision::City);
            QVERIFY2(distance.km <= 25.0, qPrintable(QString::number(km)));
        }
    }

    void noDistanceShowsNothing_data()
    {
        QTest::addColumn<double>("km");
        QTest::newRow("NaN") << std::nan("");
        QTest::newRow("infinite") << std::numeric_limits<double>::infinity();
        QTest::newRow("minus infinite") << -std::numeric_limits<double>::infinity();
        QTest::newRow("negative") << -5.0;
        QTest::newRow("barely negative") << -1e-300;
        QTest::newRow("past the far side") << 20101.0;
        QTest::newRow("huge") << 1e300;
        QTest::newRow("largest") << std::numeric_limits<double>::max();
    }

    void noDistanceShowsNothing()
    {
        QFETCH(double, km);
        for (Precision precision : {Precision::Exact, Precision::Neighbourhood, Precision::City, Precision::Country}) {
            const RoughDistance distance = RoughDistance::of(km, precision);
            QCOMPARE(distance.kind, RoughDistance::Unknown);
            QCOMPARE(RoughDistance::stepKm(km, precision), 0.0);
        }
    }
};

QTEST_GUILESS_MAIN(RoughDistanceTest)

#include "roughdistancetest.moc"
