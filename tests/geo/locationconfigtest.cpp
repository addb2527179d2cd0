// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// Group [Location] of socialdesktoprc through its one owner, Geo::LocationConfig.

#include "geo/locationconfig.h"

#include <KConfigGroup>

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using Geo::Coarsener;
using Geo::LocationConfig;

class LocationConfigTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    KSharedConfig::Ptr file(const QString &name) const
    {
        return KSharedConfig::openConfig(m_dir.filePath(name), KConfig::SimpleConfig);
    }

private Q_SLOTS:
    void defaultsWithoutAFile()
    {
        const LocationConfig config(file(QStringLiteral("none")));
        const Geo::Settings settings = config.settings();
        QVERIFY(settings.gpsEnabled);
        QVERIFY(settings.geoIpEnabled);
        QVERIFY(!settings.useManual);
        // No typed place is no place, not 0°, 0° in the Gulf of Guinea.
        QVERIFY(std::isnan(settings.manual.latitude));
        QVERIFY(!settings.manual.isValid());
        QCOMPARE(config.precision(), Coarsener::Precision::City);
    }

    // A file as the previous version's widget wrote it reads as it meant.
    void readsWhatTheLastVersionWrote()
    {
        const KSharedConfig::Ptr old = file(QStringLiteral("old"));
        KConfigGroup group = old->group(QStringLiteral("Location"));
        group.writeEntry("Gps", false);
        group.writeEntry("GeoIp", false);
        group.writeEntry("UseManual", true);
        group.writeEntry("ManualLatitude", 48.2082);
        group.writeEntry("ManualLongitude", 16.3738);
        group.writeEntry("ManualCity", QStringLiteral("Wien"));
        group.writeEntry("ManualCountryCode", QStringLiteral("AT"));
        group.writeEntry("Precision", QStringLiteral("neighbourhood"));
        old->sync();

        const LocationConfig config(old);
        const Geo::Settings settings = config.settings();
        QVERIFY(!settings.gpsEnabled);
        QVERIFY(settings.useManual);
        QVERIFY(settings.manual.isValid());
        QCOMPARE(settings.manual.city, QStringLiteral("Wien"));
        QCOMPARE(settings.manual.source, Geo::Source::Manual);
        QCOMPARE(config.precision(), Coarsener::Precision::Neighbourhood);
    }

    void unknownPrecisionIsTheDefault()
    {
        const KSharedConfig::Ptr damaged = file(QStringLiteral("damaged"));
        damaged->group(QStringLiteral("Location")).writeEntry("Precision", QStringLiteral("street\x01"));
        damaged->sync();
        QCOMPARE(LocationConfig(damaged).precision(), Coarsener::Precision::City);
    }

    void choicesAreWrittenOnceAndReadBack()
    {
        const KSharedConfig::Ptr config = file(QStringLiteral("choice"));
        LocationConfig location(config);
        LocationConfig::Choice choice;
        choice.source = QStringLiteral("manual");
        choice.latitude = 52.52;
        choice.longitude = 13.405;
        choice.city = QStringLiteral("Berlin");
        choice.countryCode = QStringLiteral("de");
        choice.precision = QStringLiteral("country");
        QVERIFY(location.setChoice(choice));
        // Nothing differs the second time: nothing is written, nobody is notified.
        QVERIFY(!location.setChoice(choice));

        const Geo::Settings settings = location.settings();
        QVERIFY(settings.useManual);
        QVERIFY(!settings.gpsEnabled);
        QVERIFY(!settings.geoIpEnabled);
        QCOMPARE(settings.manual.countryCode, QStringLiteral("DE"));
        QCOMPARE(location.precision(), Coarsener::Precision::Country);
        // Country precision: the coarse position has no city.
        Geo::Fix here;
        here.latitude = 52.5163;
        here.longitude = 13.3777;
        here.accuracy = 10;
        here.city = QStringLiteral("Berlin");
        QVERIFY(location.coarsened(here).city.isEmpty());
        // Read back in the settings pages' words (the country code as written: upper case).
        LocationConfig::Choice expected = choice;
        expected.countryCode = QStringLiteral("DE");
        QCOMPARE(location.choice(), expected);

        // A word the settings do not know is written as the default, never as it came.
        choice.precision = QStringLiteral("street");
        QVERIFY(location.setChoice(choice));
        QCOMPARE(config->group(QStringLiteral("Location")).readEntry("Precision", QString()), QStringLiteral("city"));
    }

    void choiceReadsEachSource()
    {
        const KSharedConfig::Ptr config = file(QStringLiteral("sources"));
        LocationConfig location(config);
        // Nothing written: the defaults, both automatic sources on.
        QCOMPARE(location.choice(), LocationConfig::Choice());
        for (const QString &source : {QStringLiteral("gps"), QStringLiteral("network"), QStringLiteral("automatic")}) {
            LocationConfig::Choice choice;
            choice.source = source;
            location.setChoice(choice);
            QCOMPARE(location.choice().source, source);
        }
    }

    void noPlaceTypedIsNotWritten()
    {
        // The settings pages hand 0°, 0° without names when nothing was typed: with another source nothing of a
        // manual position is written (it would read as a place in the Gulf of Guinea when "set by hand" is chosen).
        const KSharedConfig::Ptr config = file(QStringLiteral("untyped"));
        LocationConfig location(config);
        LocationConfig::Choice choice;
        choice.source = QStringLiteral("gps");
        QVERIFY(location.setChoice(choice));
        for (const char *key : {"ManualLatitude", "ManualLongitude", "ManualCity", "ManualCountryCode"}) {
            QVERIFY2(!config->group(QStringLiteral("Location")).hasKey(key), key);
        }
        // A place typed is kept with it.
        choice.latitude = 47.3769;
        choice.longitude = 8.5417;
        choice.city = QStringLiteral("Zürich");
        QVERIFY(location.setChoice(choice));
        QCOMPARE(config->group(QStringLiteral("Location")).readEntry("ManualCity", QString()), QStringLiteral("Zürich"));
        QVERIFY(!location.settings().useManual);
    }
};

QTEST_GUILESS_MAIN(LocationConfigTest)

#include "locationconfigtest.moc"
