// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include <KConfigLoader>
#include <KSharedConfig>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

// Loads the widget's real KConfigXT schema the way Plasma does and checks the defaults users rely on.
class ConfigSchemaTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaults()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile schema(QStringLiteral(MAIN_XML));
        QVERIFY(schema.exists());

        KConfigLoader loader(KSharedConfig::openConfig(dir.filePath(QStringLiteral("appletrc")), KConfig::SimpleConfig), &schema);

        KConfigSkeletonItem *publish = loader.findItemByName(QStringLiteral("publishLocation"));
        QVERIFY(publish);
        // Privacy: nothing is published unless the user turns it on.
        QCOMPARE(publish->property().toBool(), false);

        KConfigSkeletonItem *server = loader.findItemByName(QStringLiteral("serverUrl"));
        QVERIFY(server);
        QVERIFY(server->property().toString().isEmpty());

        KConfigSkeletonItem *refresh = loader.findItemByName(QStringLiteral("refreshInterval"));
        QVERIFY(refresh);
        QCOMPARE(refresh->property().toInt(), 15);
        QCOMPARE(refresh->minValue().toInt(), 1);
    }

    void noCopyOfTheLocationGroup()
    {
        // Where the position comes from, the place set by hand and the precision live in [Location] of
        // socialdesktoprc (Geo::LocationConfig) only; a second copy here drifted from it.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile schema(QStringLiteral(MAIN_XML));
        KConfigLoader loader(KSharedConfig::openConfig(dir.filePath(QStringLiteral("appletrc")), KConfig::SimpleConfig), &schema);
        for (const char *name : {"locationSource", "manualLatitude", "manualLongitude", "manualCity", "manualCountryCode", "precision"}) {
            QVERIFY2(!loader.findItemByName(QString::fromLatin1(name)), name);
        }
        // The widget's own choices stay.
        QVERIFY(loader.findItemByName(QStringLiteral("nearbyRadius")));
        QVERIFY(loader.findItemByName(QStringLiteral("nearbySearchAgreed")));
        // The Events tab's radius: 100 km until the user picks another, bounded like Nearby's.
        KConfigSkeletonItem *events = loader.findItemByName(QStringLiteral("eventsRadius"));
        QVERIFY(events);
        QCOMPARE(events->property().toInt(), 100);
        QCOMPARE(events->minValue().toInt(), 1);
        QCOMPARE(events->maxValue().toInt(), 20000);
    }

    void noPasswordEntry()
    {
        // The password lives in KWallet, never in the widget's configuration.
        QFile schema(QStringLiteral(MAIN_XML));
        QVERIFY(schema.open(QIODevice::ReadOnly));
        const QByteArray text = schema.readAll().toLower();
        QVERIFY(!text.contains("name=\"password"));
    }
};

QTEST_GUILESS_MAIN(ConfigSchemaTest)

#include "configschematest.moc"
