// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "fakegpsd.h"
#include "geolocatorview.h"
#include "gpsdharness.h"
#include "locationsettingsfile.h"
#include "testmmdb.h"

#include <plasmaengine.h>

#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>

class GeolocatorEngineTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config;
    QString m_mmdb;
    GpsdHarness m_gpsd;

    void writeSettings(const QVariantMap &entries)
    {
        writeLocationSettings(m_config.path(), entries);
    }

    /// gpsd on @p port (quick retries) and the test GeoIP database, whose answer for the public address is London.
    void writeGpsAndLondonSettings(quint16 port)
    {
        writeSettings({{QStringLiteral("GpsdHost"), QStringLiteral("127.0.0.1")},
                       {QStringLiteral("GpsdPort"), port},
                       {QStringLiteral("GpsdRetryMinimumMs"), 100},
                       {QStringLiteral("GpsdRetryMaximumMs"), 400},
                       {QStringLiteral("GeoIpDatabase"), m_mmdb},
                       {QStringLiteral("PublicAddress"), QStringLiteral("81.2.69.142")}});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
        m_mmdb = m_config.filePath(QStringLiteral("city.mmdb"));
        QVERIFY(writeTestMmdb(m_mmdb));
    }

    // The whole chain through Plasma's plugin loader: GeoIP first, GPS when gpsd has a fix, back to GeoIP
    // within seconds when gpsd stops, and back to GPS by itself when gpsd returns.
    void fallbackAndRecovery()
    {
        const quint16 port = GpsdHarness::freePort();
        writeGpsAndLondonSettings(port);

        GeolocatorView view;
        QVERIFY(view.open());

        // gpsd is absent: GeoIP is used, and the settings page can say why GPS is not.
        QTRY_COMPARE(view.source(), QStringLiteral("geoip"));
        auto location = view.location();
        QCOMPARE(location.value(QStringLiteral("city")).toString(), QStringLiteral("London"));
        QCOMPARE(location.value(QStringLiteral("countryCode")).toString(), QStringLiteral("GB"));
        QCOMPARE(location.value(QStringLiteral("latitude")).userType(), int(QMetaType::Double));
        QCOMPARE(location.value(QStringLiteral("accuracy")).toDouble(), 10000.0);
        QTRY_COMPARE(view.state("gps"), QStringLiteral("error"));
        QVERIFY(!view.provider("gps").value(QStringLiteral("error")).toString().isEmpty());
        QCOMPARE(view.state("geoip"), QStringLiteral("active"));
        QCOMPARE(view.state("manual"), QStringLiteral("off"));

        QVERIFY(m_gpsd.start(port));
        // Connected and greeted: waiting for a fix.
        QTRY_COMPARE_WITH_TIMEOUT(view.state("gps"), QStringLiteral("searching"), 5000);
        QVERIFY(m_gpsd.play(QStringLiteral("first-fix.nmea")));
        QTRY_COMPARE_WITH_TIMEOUT(view.source(), QStringLiteral("gps"), 5000);
        location = view.location();
        QVERIFY(qAbs(location.value(QStringLiteral("latitude")).toDouble() - 52.5163) < 1e-6);
        QCOMPARE(location.value(QStringLiteral("latitude")).userType(), int(QMetaType::Double));
        QCOMPARE(view.state("gps"), QStringLiteral("active"));

        QElapsedTimer timer;
        timer.start();
        m_gpsd.stop();
        QTRY_COMPARE_WITH_TIMEOUT(view.source(), QStringLiteral("geoip"), 5000);
        const qint64 fallbackMs = timer.elapsed();

        QVERIFY(m_gpsd.start(port));
        timer.restart();
        QTRY_COMPARE_WITH_TIMEOUT(view.state("gps"), QStringLiteral("searching"), 5000);
        QVERIFY(m_gpsd.play(QStringLiteral("first-fix.nmea")));
        QTRY_COMPARE_WITH_TIMEOUT(view.source(), QStringLiteral("gps"), 5000);
        qInfo("engine: fallback to GeoIP %lld ms after gpsd stopped; GPS again %lld ms after gpsd restarted (incl. gpsd start-up and 120 ms of NMEA)",
              fallbackMs,
              timer.elapsed());
        m_gpsd.stop();
    }

    // GPS gives coordinates only; inside the GeoIP lookup's city circle the header can say which city.
    void gpsPositionNamedByTheNetworkCity()
    {
        const quint16 port = GpsdHarness::freePort();
        writeGpsAndLondonSettings(port);
        GeolocatorView view;
        QVERIFY(view.open());
        QTRY_COMPARE(view.source(), QStringLiteral("geoip"));
        QVERIFY(m_gpsd.start(port));
        QTRY_COMPARE_WITH_TIMEOUT(view.state("gps"), QStringLiteral("searching"), 5000);

        // A receiver reports every second. A GeoIP answer arriving in between (the engine rereads its settings
        // when the file changes) takes over until the next report, as GeoClue ranks them: so report again, as a
        // receiver would, until the engine shows the position.
        const auto playUntil = [this, &view](const QString &log, const std::function<bool(const QVariantMap &)> &shown) {
            return QTest::qWaitFor(
                [&] {
                    return m_gpsd.play(log)
                        && QTest::qWaitFor(
                               [&] {
                                   return view.source() == QLatin1String("gps") && shown(view.location());
                               },
                               1500);
                },
                15000);
        };
        QVERIFY(playUntil(QStringLiteral("london-fix.nmea"), [](const QVariantMap &location) {
            return location.value(QStringLiteral("city")).toString() == QLatin1String("London");
        }));
        const auto location = view.location();
        QCOMPARE(location.value(QStringLiteral("countryCode")).toString(), QStringLiteral("GB"));
        // The coordinates are still the receiver's, not the lookup's.
        QVERIFY(qAbs(location.value(QStringLiteral("latitude")).toDouble() - 51.5074) < 1e-6);
        QVERIFY(location.value(QStringLiteral("accuracy")).toDouble() < 100);

        // Berlin is far outside that circle: coordinates only.
        QVERIFY(playUntil(QStringLiteral("first-fix.nmea"), [](const QVariantMap &location) {
            return qAbs(location.value(QStringLiteral("latitude")).toDouble() - 52.5163) < 1e-6;
        }));
        QVERIFY(view.location().value(QStringLiteral("city")).toString().isEmpty());
        m_gpsd.stop();
    }

    void manualWins()
    {
        writeSettings({{QStringLiteral("Gps"), false},
                       {QStringLiteral("GeoIpDatabase"), m_mmdb},
                       {QStringLiteral("PublicAddress"), QStringLiteral("81.2.69.142")},
                       {QStringLiteral("UseManual"), true},
                       {QStringLiteral("ManualLatitude"), 48.2082},
                       {QStringLiteral("ManualLongitude"), 16.3738},
                       {QStringLiteral("ManualCity"), QStringLiteral("Wien")}});
        GeolocatorView view;
        QVERIFY(view.open());
        QTRY_COMPARE(view.source(), QStringLiteral("manual"));
        QTRY_COMPARE(view.state("geoip"), QStringLiteral("active"));
        QTest::qWait(200);
        QCOMPARE(view.source(), QStringLiteral("manual"));
        QCOMPARE(view.location().value(QStringLiteral("city")).toString(), QStringLiteral("Wien"));
        QCOMPARE(view.state("gps"), QStringLiteral("off"));
        QCOMPARE(view.state("manual"), QStringLiteral("active"));
    }

    // When nobody watches any more, the gpsd stream is closed and no reconnection follows.
    void noWatcherStopsWork()
    {
        FakeGpsd gpsd("{\"class\":\"VERSION\",\"release\":\"3.22\",\"rev\":\"3.22\",\"proto_major\":3,\"proto_minor\":14}\n");
        QVERIFY(gpsd.start());
        writeSettings({{QStringLiteral("GpsdHost"), QStringLiteral("127.0.0.1")},
                       {QStringLiteral("GpsdPort"), gpsd.serverPort()},
                       {QStringLiteral("GpsdRetryMinimumMs"), 100},
                       {QStringLiteral("GeoIp"), false}});
        PlasmaEngine::DataEngineConsumer consumer;
        PlasmaEngine::DataEngine *engine = consumer.dataEngine(QStringLiteral("geolocator"));
        QVERIFY(engine && engine->isValid());
        // Loaded but unwatched: nothing connects.
        QTest::qWait(300);
        QCOMPARE(gpsd.connectionCount(), 0);

        Receiver receiver;
        engine->connectSource(QStringLiteral("location"), &receiver);
        QTRY_COMPARE(gpsd.connectionCount(), 1);
        QTRY_COMPARE(receiver.data.value(QStringLiteral("location")).value(QStringLiteral("source")).toString(), QStringLiteral("none"));

        engine->disconnectSource(QStringLiteral("location"), &receiver);
        QTRY_VERIFY(!engine->containerForSource(QStringLiteral("location")));
        QTRY_VERIFY(gpsd.findChildren<QTcpSocket *>().isEmpty());
        QTest::qWait(500);
        QCOMPARE(gpsd.connectionCount(), 1);
        QVERIFY(!engine->containerForSource(QStringLiteral("location")));
    }
};

QTEST_MAIN(GeolocatorEngineTest)

#include "geolocatorenginetest.moc"
