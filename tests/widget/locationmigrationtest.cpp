// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// Users upgrading keep their location choices: an applet configuration as the earlier widget wrote it (its own
// copy of [Location] in main.xml) is moved once into [Location] of socialdesktoprc, where LocationConfig and
// the settings pages read it, and the copy goes.

#include "locationmigration.h"
#include "locationsettings.h"
#include "privatehome.h"

#include "geo/locationconfig.h"

#include <KConfig>
#include <KConfigGroup>
#include <KSharedConfig>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class LocationMigrationTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;

    /// The widget's configuration as plasmashell kept it, written as text the way the earlier version left it.
    KConfigGroup widgetConfig(const QString &name, const QByteArray &locationGroup)
    {
        const QString path = m_home.filePath(name + QStringLiteral("-appletsrc"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            return {};
        }
        file.write(
            "[Containments][1]\nplugin=org.kde.panel\n\n"
            "[Containments][1][Applets][3]\nplugin=org.kde.plasma.socialdesktop\n\n"
            "[Containments][1][Applets][3][Configuration][Account]\nserverUrl=https://api.example.org/v1/\nuserName=demo\n\n"
            "[Containments][1][Applets][3][Configuration][Location]\n"
            + locationGroup);
        file.close();
        KSharedConfig::Ptr config = KSharedConfig::openConfig(path, KConfig::SimpleConfig);
        return config->group(QStringLiteral("Containments"))
            .group(QStringLiteral("1"))
            .group(QStringLiteral("Applets"))
            .group(QStringLiteral("3"))
            .group(QStringLiteral("Configuration"));
    }

    static KSharedConfig::Ptr freshSocialDesktopRc()
    {
        KSharedConfig::Ptr config = KSharedConfig::openConfig(Geo::LocationConfig::fileName());
        config->deleteGroup(Geo::LocationConfig::groupName());
        config->sync();
        return config;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        PrivateHome::use(m_home.path());
    }

    void manualPositionMovesOnce()
    {
        freshSocialDesktopRc();
        KConfigGroup widget = widgetConfig(QStringLiteral("manual"),
                                           "locationSource=manual\nmanualCity=München\nmanualCountryCode=de\n"
                                           "manualLatitude=48.1374\nmanualLongitude=11.5755\nnearbyRadius=50\n"
                                           "nearbySearchAgreed=true\nprecision=neighbourhood\npublishLocation=true\n");
        QVERIFY(widget.isValid());

        QVERIFY(LocationMigration::run(widget));

        const Geo::LocationConfig location;
        // source, latitude, longitude, city, country code (written upper case), precision
        const Geo::LocationConfig::Choice expected{QStringLiteral("manual"),
                                                   48.1374,
                                                   11.5755,
                                                   QStringLiteral("München"),
                                                   QStringLiteral("DE"),
                                                   QStringLiteral("neighbourhood")};
        QCOMPARE(location.choice(), expected);
        // What the engines read: only the typed place, at the chosen precision.
        const Geo::Settings settings = location.settings();
        QVERIFY(settings.useManual);
        QVERIFY(!settings.gpsEnabled);
        QVERIFY(!settings.geoIpEnabled);
        QCOMPARE(settings.manual.latitude, 48.1374);
        QCOMPARE(location.precision(), Geo::Coarsener::Precision::Neighbourhood);
        // And what the settings pages show.
        LocationSettings pages;
        QCOMPARE(pages.source(), QStringLiteral("manual"));
        QCOMPARE(pages.city(), QStringLiteral("München"));
        QCOMPARE(pages.precision(), QStringLiteral("neighbourhood"));

        // The copy is gone from the widget's file; the widget's own choices stay.
        KConfig reread(widget.config()->name(), KConfig::SimpleConfig);
        const KConfigGroup old = reread.group(QStringLiteral("Containments"))
                                     .group(QStringLiteral("1"))
                                     .group(QStringLiteral("Applets"))
                                     .group(QStringLiteral("3"))
                                     .group(QStringLiteral("Configuration"))
                                     .group(QStringLiteral("Location"));
        for (const char *key : {"locationSource", "manualLatitude", "manualLongitude", "manualCity", "manualCountryCode", "precision"}) {
            QVERIFY2(!old.hasKey(key), key);
        }
        QCOMPARE(old.readEntry("publishLocation", false), true);
        QCOMPARE(old.readEntry("nearbyRadius", 0), 50);
        QCOMPARE(old.readEntry("nearbySearchAgreed", false), true);

        // Once: a choice made later in the settings pages is not undone by the next start.
        LocationSettings later;
        QVERIFY(later.apply({{QStringLiteral("source"), QStringLiteral("gps")}, {QStringLiteral("precision"), QStringLiteral("country")}}));
        QVERIFY(!LocationMigration::run(widget));
        QCOMPARE(Geo::LocationConfig().choice().source, QStringLiteral("gps"));
        QCOMPARE(Geo::LocationConfig().choice().precision, QStringLiteral("country"));
    }

    void keysLeftAtTheirDefaultsMoveAsDefaults()
    {
        // An earlier widget where only the precision was changed: it also wrote its defaults (both automatic
        // sources) to [Location] at every start, over whatever stood there.
        KSharedConfig::Ptr rc = freshSocialDesktopRc();
        rc->group(Geo::LocationConfig::groupName()).writeEntry("UseManual", true);
        rc->sync();
        KConfigGroup widget = widgetConfig(QStringLiteral("precision"), "precision=country\n");

        QVERIFY(LocationMigration::run(widget));

        Geo::LocationConfig::Choice expected;
        expected.precision = QStringLiteral("country");
        QCOMPARE(Geo::LocationConfig().choice(), expected);
    }

    void aPlaceTypedForLaterStaysWithAnotherSource()
    {
        // The earlier widget kept a place typed once while GPS was chosen (and showed it when "set by hand" was
        // chosen again); it never reached [Location] then.
        freshSocialDesktopRc();
        KConfigGroup widget = widgetConfig(QStringLiteral("typed"),
                                           "locationSource=gps\nmanualCity=Sydney\nmanualLatitude=-33.8688\n"
                                           "manualLongitude=151.2093\nprecision=country\n");

        QVERIFY(LocationMigration::run(widget));

        const Geo::LocationConfig location;
        // source, latitude, longitude, city, country code, precision
        const Geo::LocationConfig::Choice expected{QStringLiteral("gps"), -33.8688, 151.2093, QStringLiteral("Sydney"), QString(), QStringLiteral("country")};
        QCOMPARE(location.choice(), expected);
        // Kept for later, not used now.
        const Geo::Settings settings = location.settings();
        QVERIFY(!settings.useManual);
        QVERIFY(settings.gpsEnabled);
        QVERIFY(!settings.geoIpEnabled);
    }

    void nothingToMove()
    {
        KSharedConfig::Ptr rc = freshSocialDesktopRc();
        rc->group(Geo::LocationConfig::groupName()).writeEntry("Precision", QStringLiteral("exact"));
        rc->sync();
        // A new widget (or one already moved): [Location] stays as it is.
        KConfigGroup widget = widgetConfig(QStringLiteral("new"), "publishLocation=true\n");
        QVERIFY(!LocationMigration::run(widget));
        QCOMPARE(Geo::LocationConfig().choice().precision, QStringLiteral("exact"));
    }
};

QTEST_GUILESS_MAIN(LocationMigrationTest)

#include "locationmigrationtest.moc"
