// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geo/locationservice.h"
#include "fakegpsd.h"
#include "gpsdharness.h"
#include "testmmdb.h"

#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

using namespace std::chrono_literals;
using Geo::LocationService;
using Geo::Settings;
using Geo::Source;
using Error = Geo::SourceStatus::Error;
using State = Geo::SourceStatus::State;

// Settings changed while running take effect at once (what the engine does when the config file changes).
class LocationServiceTest : public QObject
{
    Q_OBJECT

private:
    TestMmdb m_mmdb;

    Settings geoIpOnly() const
    {
        Settings settings;
        settings.gpsEnabled = false;
        settings.geoIpDatabase = m_mmdb.path();
        settings.publicAddress = QStringLiteral("81.2.69.142");
        return settings;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_mmdb.isValid());
    }

    void nothingBeforeStart()
    {
        LocationService service;
        service.setSettings(geoIpOnly());
        QCOMPARE(service.location().source, Source::None);
        QCOMPARE(service.status(Source::GeoIp).state, State::Off);
        QCOMPARE(service.status(Source::Gps).state, State::Off);
    }

    void manualOnAndOff()
    {
        LocationService service;
        service.setSettings(geoIpOnly());
        service.start();
        QCOMPARE(service.location().source, Source::GeoIp);
        QCOMPARE(service.location().city, QStringLiteral("London"));

        Settings settings = geoIpOnly();
        settings.useManual = true;
        settings.manual.latitude = 48.2082;
        settings.manual.longitude = 16.3738;
        settings.manual.accuracy = 1000;
        settings.manual.city = QStringLiteral("Wien");
        service.setSettings(settings);
        QCOMPARE(service.location().source, Source::Manual);
        QCOMPARE(service.location().city, QStringLiteral("Wien"));
        QCOMPARE(service.status(Source::Manual).state, State::Active);

        // Chosen, but no valid coordinates: said so, and the automatic position returns.
        settings.manual.latitude = 123.0;
        service.setSettings(settings);
        QCOMPARE(service.status(Source::Manual).error, Error::ManualInvalid);
        QCOMPARE(service.location().source, Source::GeoIp);

        settings.useManual = false;
        service.setSettings(settings);
        QCOMPARE(service.status(Source::Manual).state, State::Off);
        QCOMPARE(service.location().source, Source::GeoIp);
    }

    void geoIpOffAndStop()
    {
        LocationService service;
        service.setSettings(geoIpOnly());
        QSignalSpy changes(&service, &LocationService::locationChanged);
        service.start();
        QCOMPARE(service.location().source, Source::GeoIp);

        Settings settings = geoIpOnly();
        settings.geoIpEnabled = false;
        service.setSettings(settings);
        QCOMPARE(service.location().source, Source::None);
        QCOMPARE(service.status(Source::GeoIp).state, State::Off);

        settings.geoIpEnabled = true;
        service.setSettings(settings);
        QCOMPARE(service.location().source, Source::GeoIp);

        service.stop();
        QCOMPARE(service.location().source, Source::None);
        QCOMPARE(service.status(Source::GeoIp).state, State::Off);
        QCOMPARE(changes.count(), 4);
    }

    // A new gpsd port is used at once, without waiting for the old address's backoff.
    void gpsdAddressChange()
    {
        FakeGpsd gpsd("{\"class\":\"VERSION\",\"release\":\"3.22\",\"rev\":\"3.22\",\"proto_major\":3,\"proto_minor\":14}\n");
        QVERIFY(gpsd.start());
        Settings settings = geoIpOnly();
        settings.gpsEnabled = true;
        settings.gpsd.host = QStringLiteral("127.0.0.1");
        settings.gpsd.port = GpsdHarness::freePort();
        settings.gpsd.retryMinimum = 20s; // a long backoff: only the settings change can explain a quick connection
        settings.gpsd.retryMaximum = 20s;
        LocationService service;
        service.setSettings(settings);
        service.start();
        QTRY_COMPARE(service.status(Source::Gps).error, Error::GpsdUnreachable);

        settings.gpsd.port = gpsd.serverPort();
        service.setSettings(settings);
        QTRY_COMPARE_WITH_TIMEOUT(gpsd.connectionCount(), 1, 3000);
        QTRY_COMPARE(service.status(Source::Gps).state, State::Searching);

        gpsd.send("{\"class\":\"TPV\",\"mode\":3,\"lat\":51.51,\"lon\":-0.09,\"eph\":8}\n");
        QTRY_COMPARE(service.location().source, Source::Gps);
        QCOMPARE(service.location().accuracy, 8.0);

        settings.gpsEnabled = false;
        service.setSettings(settings);
        QCOMPARE(service.status(Source::Gps).state, State::Off);
        QCOMPARE(service.location().source, Source::GeoIp);
        QTRY_VERIFY(gpsd.findChildren<QTcpSocket *>().isEmpty());
    }
};

QTEST_GUILESS_MAIN(LocationServiceTest)

#include "locationservicetest.moc"
