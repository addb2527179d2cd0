// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include <plasmaengine.h>

#include <QSignalSpy>
#include <QTest>

#include <cmath>

// Receives what an engine publishes, as a widget's DataSource does.
class Receiver : public QObject
{
    Q_OBJECT

public:
    QHash<QString, PlasmaEngine::DataEngine::Data> received;

public Q_SLOTS:
    void dataUpdated(const QString &source, const PLASMAENGINE_DATA &data)
    {
        received.insert(source, data);
    }
};

class EngineLoadTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ocsEngineLoads()
    {
        PlasmaEngine::DataEngineConsumer consumer;
        PlasmaEngine::DataEngine *engine = consumer.dataEngine(QStringLiteral("ocs"));
        QVERIFY(engine);
        QVERIFY2(engine->isValid(), "the ocs engine plugin was not found or did not load");
        // Its own plugin: the id is "ocs" on Plasma 5 and the file's name on Plasma 6 (KDE Frameworks 6 takes ids
        // from file names), so the file and its metadata's name say which plugin it is on both.
        QVERIFY2(engine->metadata().fileName().endsWith(QLatin1String("/plasma_engine_ocs.so")), qPrintable(engine->metadata().fileName()));
        QCOMPARE(engine->metadata().name(), QStringLiteral("Open Collaboration Services"));
        QVERIFY(engine->sources().contains(QStringLiteral("Account")));

        Receiver receiver;
        engine->connectSource(QStringLiteral("Account"), &receiver);
        QTRY_VERIFY(receiver.received.contains(QStringLiteral("Account")));
        const auto data = receiver.received.value(QStringLiteral("Account"));
        for (const char *key : {"Status", "Error", "StatusCode", "FromCache", "Updated"}) {
            QVERIFY2(data.contains(QLatin1String(key)), key);
        }
        QCOMPARE(data.value(QStringLiteral("Status")).toString(), QStringLiteral("unconfigured"));

        // An unknown source is refused, not invented.
        QVERIFY(!engine->containerForSource(QStringLiteral("NoSuchSource")));
        engine->connectSource(QStringLiteral("NoSuchSource"), &receiver);
        QVERIFY(!engine->containerForSource(QStringLiteral("NoSuchSource")));
    }

    void geolocatorEngineLoads()
    {
        PlasmaEngine::DataEngineConsumer consumer;
        PlasmaEngine::DataEngine *engine = consumer.dataEngine(QStringLiteral("geolocator"));
        QVERIFY(engine);
        QVERIFY2(engine->isValid(), "the geolocator engine plugin was not found or did not load");
        QVERIFY2(engine->metadata().fileName().endsWith(QLatin1String("/plasma_engine_geolocator.so")), qPrintable(engine->metadata().fileName()));

        Receiver receiver;
        engine->connectSource(QStringLiteral("location"), &receiver);
        engine->connectSource(QStringLiteral("providers"), &receiver);
        QTRY_VERIFY(receiver.received.contains(QStringLiteral("location")) && receiver.received.contains(QStringLiteral("providers")));

        const auto location = receiver.received.value(QStringLiteral("location"));
        // Before any source has a fix, the position is unknown, and says so with one number type.
        QCOMPARE(location.value(QStringLiteral("source")).toString(), QStringLiteral("none"));
        QCOMPARE(location.value(QStringLiteral("latitude")).userType(), int(QMetaType::Double));
        QVERIFY(std::isnan(location.value(QStringLiteral("latitude")).toDouble()));

        const auto providers = receiver.received.value(QStringLiteral("providers"));
        for (const char *name : {"gps", "geoip", "manual"}) {
            QVERIFY2(providers.value(QLatin1String(name)).toMap().contains(QStringLiteral("state")), name);
        }
    }

    void plasmaOwnGeolocationIdUntouched()
    {
        // Our engine must never take the id of Plasma's own "geolocation" engine.
        PlasmaEngine::DataEngineConsumer consumer;
        PlasmaEngine::DataEngine *engine = consumer.dataEngine(QStringLiteral("geolocation"));
        QVERIFY(engine);
        if (engine->isValid()) {
            QVERIFY(!engine->sources().contains(QStringLiteral("providers")));
        }
    }
};

QTEST_MAIN(EngineLoadTest)

#include "engineloadtest.moc"
