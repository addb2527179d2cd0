// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geo/coarsener.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <cmath>
#include <utility>

using Geo::Coarsener;
using Geo::Fix;
using Precision = Coarsener::Precision;

Q_DECLARE_METATYPE(Coarsener::Precision)

namespace
{
Fix fixAt(double latitude, double longitude, double accuracy = 5.0)
{
    Fix fix;
    fix.latitude = latitude;
    fix.longitude = longitude;
    fix.accuracy = accuracy;
    fix.source = Geo::Source::Gps;
    fix.city = QStringLiteral("Berlin");
    fix.country = QStringLiteral("Germany");
    fix.countryCode = QStringLiteral("DE");
    fix.timestamp = QDateTime(QDate(2026, 5, 3), QTime(12, 0), Qt::UTC);
    return fix;
}

QString key(const Fix &fix)
{
    return QString::number(fix.latitude, 'g', 17) + QLatin1Char(',') + QString::number(fix.longitude, 'g', 17);
}
}

class CoarsenerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixBasics()
    {
        Fix unknown;
        QVERIFY(!unknown.isValid());
        QVERIFY(std::isnan(unknown.latitude));
        QCOMPARE(Geo::sourceId(unknown.source), QStringLiteral("none"));
        QVERIFY(!fixAt(91.0, 0.0).isValid());
        QVERIFY(!fixAt(0.0, 180.5).isValid());
        QVERIFY(!fixAt(0.0, 0.0, -1.0).isValid());
        QVERIFY(!fixAt(qInf(), 0.0).isValid());
        QVERIFY(fixAt(-90.0, 180.0, 0.0).isValid());
        // One degree of latitude is ~111.2 km; Berlin to Paris is ~878 km.
        QVERIFY(qAbs(fixAt(0.0, 0.0).distanceTo(fixAt(1.0, 0.0)) - 111195.0) < 1.0);
        QVERIFY(qAbs(fixAt(52.52, 13.405).distanceTo(fixAt(48.8566, 2.3522)) - 877500.0) < 2000.0);
        QVERIFY(std::isnan(fixAt(0.0, 0.0).distanceTo(Fix())));
        QCOMPARE(Geo::sourceId(Geo::Source::GeoIp), QStringLiteral("geoip"));
    }

    void exactIsUnchanged()
    {
        const Fix fix = fixAt(52.5163, 13.3777);
        QCOMPARE(Coarsener(Precision::Exact).coarsen(fix), fix);
    }

    void invalidIsUnchanged()
    {
        const Fix unknown;
        QCOMPARE(Coarsener(Precision::City).coarsen(unknown), unknown);
    }

    void ids()
    {
        for (Precision p : {Precision::Exact, Precision::Neighbourhood, Precision::City, Precision::Country}) {
            QCOMPARE(Coarsener::precisionFromId(Coarsener::precisionId(p)), p);
        }
        QCOMPARE(Coarsener::precisionFromId(QStringLiteral("street"), Precision::Country), Precision::Country);
    }

    void coarseCircleHoldsTruth_data()
    {
        QTest::addColumn<Precision>("precision");
        QTest::newRow("neighbourhood") << Precision::Neighbourhood;
        QTest::newRow("city") << Precision::City;
        QTest::newRow("country") << Precision::Country;
    }

    // Everywhere on Earth, including the poles and the antimeridian: the published circle holds the true
    // position, the position really moved (unless it sat on a centre), and the accuracy is at least the cell's.
    void coarseCircleHoldsTruth()
    {
        QFETCH(Precision, precision);
        const Coarsener coarsener(precision);
        QRandomGenerator random(42);
        QVector<Fix> samples{fixAt(90.0, 0.0), fixAt(-90.0, -180.0), fixAt(0.0, 180.0), fixAt(0.0, -180.0), fixAt(89.999, 179.999)};
        for (int i = 0; i < 5000; ++i) {
            samples.append(fixAt(random.bounded(180.0) - 90.0, random.bounded(360.0) - 180.0));
        }
        for (const Fix &fix : std::as_const(samples)) {
            const Fix coarse = coarsener.coarsen(fix);
            QVERIFY(coarse.isValid());
            QVERIFY2(coarse.distanceTo(fix) <= coarse.accuracy, qPrintable(key(fix)));
            QVERIFY(coarse.accuracy >= Coarsener::cellSize(precision) / 2);
            // The coarse value is a cell centre: coarsening it again changes nothing.
            QCOMPARE(key(coarsener.coarsen(coarse)), key(coarse));
        }
    }

    void accuracyNeverShrinks()
    {
        const Fix rough = fixAt(52.52, 13.405, 250000.0);
        QCOMPARE(Coarsener(Precision::City).coarsen(rough).accuracy, 250000.0);
    }

    void cellSizeMatchesPrecision_data()
    {
        coarseCircleHoldsTruth_data();
    }

    // Neighbouring cells are one cell apart, at the equator and at 60°N alike.
    void cellSizeMatchesPrecision()
    {
        QFETCH(Precision, precision);
        const Coarsener coarsener(precision);
        const double size = Coarsener::cellSize(precision);
        for (double latitude : {0.3, 60.3}) {
            const Fix a = coarsener.coarsen(fixAt(latitude, 10.0));
            // Step east until the cell changes.
            Fix next = a;
            for (double lon = 10.0; key(next) == key(a); lon += 0.001) {
                next = coarsener.coarsen(fixAt(latitude, lon));
            }
            const double spacing = a.distanceTo(next);
            QVERIFY2(spacing > size * 0.8 && spacing < size * 1.25, qPrintable(QString::number(spacing)));
        }
    }

    void stableWithinOneCell_data()
    {
        coarseCircleHoldsTruth_data();
    }

    // 1,000 random true positions inside one cell all publish one value, which is neither their mean
    // nor any of them: repeated posts cannot be averaged back to the truth.
    void stableWithinOneCell()
    {
        QFETCH(Precision, precision);
        const Coarsener coarsener(precision);
        const Fix home = coarsener.coarsen(fixAt(52.5163, 13.3777));
        // The cell around `home` spans at least a third of the cell size in every direction from its centre.
        const double spread = Coarsener::cellSize(precision) / 3 / 111195.0;
        QRandomGenerator random(7);
        QSet<QString> published;
        for (int i = 0; i < 1000; ++i) {
            const double lat = home.latitude + (random.generateDouble() * 2 - 1) * spread;
            const double lon = home.longitude + (random.generateDouble() * 2 - 1) * spread;
            const Fix coarse = coarsener.coarsen(fixAt(lat, lon, random.bounded(50.0)));
            published.insert(key(coarse) + QLatin1Char('/') + QString::number(coarse.accuracy, 'g', 17));
        }
        QCOMPARE(published.size(), 1);
    }

    void sameInputSameOutput()
    {
        const Coarsener coarsener(Precision::Neighbourhood);
        const Fix fix = fixAt(-33.8688, 151.2093);
        QCOMPARE(coarsener.coarsen(fix), Coarsener(Precision::Neighbourhood).coarsen(fix));
        QVERIFY(coarsener.coarsen(fix) != fix);
    }

    void namesPerPrecision()
    {
        const Fix fix = fixAt(52.5163, 13.3777);
        QCOMPARE(Coarsener(Precision::City).coarsen(fix).city, QStringLiteral("Berlin"));
        const Fix country = Coarsener(Precision::Country).coarsen(fix);
        QVERIFY(country.city.isEmpty());
        QCOMPARE(country.countryCode, QStringLiteral("DE"));
        QCOMPARE(country.country, QStringLiteral("Germany"));
        QCOMPARE(country.source, Geo::Source::Gps);
        QCOMPARE(country.timestamp, fix.timestamp);
    }
};

QTEST_GUILESS_MAIN(CoarsenerTest)

#include "coarsenertest.moc"
