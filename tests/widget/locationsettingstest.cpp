// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// What the widget learns of places from its plugin: the coarse point it may ask about, and distances
// measured the engine's way (one measure in C++, none in QML).

#include "locationsettings.h"
#include "privatehome.h"

#include <KConfigGroup>
#include <KSharedConfig>

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

class LocationSettingsTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;

    void setPrecision(const QString &precision)
    {
        KSharedConfig::Ptr config = KSharedConfig::openConfig(QStringLiteral("socialdesktoprc"));
        config->group(QStringLiteral("Location")).writeEntry("Precision", precision);
        config->sync();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        PrivateHome::use(m_home.path());
    }

    void distancesAreTheEnginesMeasure()
    {
        // Berlin (Brandenburg Gate) to Paris (Eiffel Tower): 878 km on the sphere.
        const double km = LocationSettings::distanceKm(52.5163, 13.3777, 48.8584, 2.2945);
        QVERIFY2(std::abs(km - 878.0) < 2.0, qPrintable(QString::number(km)));
        QCOMPARE(LocationSettings::distanceKm(52.5, 13.4, 52.5, 13.4), 0.0);
        QVERIFY(std::isnan(LocationSettings::distanceKm(std::nan(""), 13.4, 52.5, 13.4)));
        QVERIFY(std::isnan(LocationSettings::distanceKm(52.5, 13.4, 123.0, 13.4)));
    }

    // The words Nearby and Events show (Geo::RoughDistance's rule, tested on its own in geo-roughdistancetest).
    void distanceTextIsNoFinerThanThePoint()
    {
        QLocale::setDefault(QLocale::c());
        QCOMPARE(LocationSettings::distanceText(6.4, QStringLiteral("city")), QStringLiteral("about 5 km"));
        QCOMPARE(LocationSettings::distanceText(2.0, QStringLiteral("city")), QStringLiteral("less than 5 km"));
        QCOMPARE(LocationSettings::distanceText(6.4, QStringLiteral("neighbourhood")), QStringLiteral("about 6.5 km"));
        // At "exact" the widget's point is rounded to about a kilometre: no finer than a neighbourhood.
        QCOMPARE(LocationSettings::distanceText(6.44, QStringLiteral("exact")), QStringLiteral("about 6.5 km"));
        // An unknown precision id is read as the default (city).
        QCOMPARE(LocationSettings::distanceText(6.4, QStringLiteral("<b>street</b>")), QStringLiteral("about 5 km"));
        QCOMPARE(LocationSettings::distanceText(std::nan(""), QStringLiteral("city")), QString());
        QCOMPARE(LocationSettings::distanceText(-3, QStringLiteral("city")), QString());
        QCOMPARE(LocationSettings::distanceText(1e308, QStringLiteral("city")), QString());
        // The locale's digits and decimal separator.
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(LocationSettings::distanceText(6.4, QStringLiteral("neighbourhood")), QStringLiteral("about 6,5 km"));
        QCOMPARE(LocationSettings::distanceText(1234, QStringLiteral("city")), QStringLiteral("about 1.200 km"));
        QLocale::setDefault(QLocale::c());
    }

    void coarsePointFollowsThePrecision()
    {
        LocationSettings settings;
        setPrecision(QStringLiteral("city"));
        const QVariantMap here = settings.coarsened(52.5163, 13.3777);
        QCOMPARE(here.value(QStringLiteral("precision")).toString(), QStringLiteral("city"));
        const double latitude = here.value(QStringLiteral("latitude")).toDouble();
        const double longitude = here.value(QStringLiteral("longitude")).toDouble();
        QVERIFY(LocationSettings::distanceKm(52.5163, 13.3777, latitude, longitude) < 10.0);
        // Two points about 2 km apart on either side of the cell's centre: the same point for the server.
        QCOMPARE(settings.coarsened(latitude + 0.01, longitude - 0.01), here);
        QCOMPARE(settings.coarsened(latitude - 0.01, longitude + 0.01), here);
        // The next cell to the north is another point.
        QVERIFY(settings.coarsened(latitude + 0.1, longitude) != here);

        setPrecision(QStringLiteral("country"));
        const QVariantMap country = settings.coarsened(52.5163, 13.3777);
        QCOMPARE(country.value(QStringLiteral("precision")).toString(), QStringLiteral("country"));
        QVERIFY(country.value(QStringLiteral("latitude")) != here.value(QStringLiteral("latitude")));
    }
};

QTEST_GUILESS_MAIN(LocationSettingsTest)

#include "locationsettingstest.moc"
