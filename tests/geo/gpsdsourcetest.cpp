// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geo/gpsdsource.h"
#include "fakegpsd.h"
#include "gpsdharness.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <utility>

using namespace std::chrono_literals;
using Geo::Fix;
using Geo::GpsdSource;
using Error = Geo::SourceStatus::Error;
using State = Geo::SourceStatus::State;

namespace
{
const QByteArray version = "{\"class\":\"VERSION\",\"release\":\"3.22\",\"rev\":\"3.22\",\"proto_major\":3,\"proto_minor\":14}\n";

void configure(GpsdSource &source, quint16 port)
{
    source.setHost(QStringLiteral("127.0.0.1"));
    source.setPort(port);
    source.setRetryInterval(100ms, 400ms);
    source.setHandshakeTimeout(500ms);
}

/// Points @p source at @p port, starts it and waits until @p connected has seen it connect.
bool startAndConnect(GpsdSource &source, quint16 port, const QSignalSpy &connected)
{
    configure(source, port);
    source.start();
    return QTest::qWaitFor(
        [&connected] {
            return connected.count() == 1;
        },
        5000);
}

/// A source connected to a fake gpsd that has said its version.
struct FakeSession {
    FakeGpsd server{version};
    GpsdSource source;
    QSignalSpy connected{&source, &GpsdSource::connected};

    bool start()
    {
        return server.start() && startAndConnect(source, server.serverPort(), connected);
    }
};
}

class GpsdSourceTest : public QObject
{
    Q_OBJECT

private:
    GpsdHarness m_gpsd;

    /// gpsd running (started again if a test before stopped it) and @p source, watched by @p connected, connected to it.
    bool connectToGpsd(GpsdSource &source, const QSignalSpy &connected)
    {
        return (m_gpsd.isRunning() || m_gpsd.start()) && startAndConnect(source, m_gpsd.port(), connected);
    }

private Q_SLOTS:
    // gpsd is not there when the source starts; it keeps trying and connects by itself when gpsd appears.
    void absentAtStartThenFirstFix()
    {
        const quint16 port = GpsdHarness::freePort();
        GpsdSource source;
        configure(source, port);
        QSignalSpy connected(&source, &GpsdSource::connected);
        source.start();
        QTRY_COMPARE(source.status().error, Error::GpsdUnreachable);
        QCOMPARE(source.status().state, State::Error);
        QVERIFY(!source.fix().isValid());

        QVERIFY(m_gpsd.start(port));
        QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 1, 3000);
        QCOMPARE(source.status().error, Error::NoFix);

        QSignalSpy fixes(&source, &GpsdSource::fixChanged);
        QVERIFY(m_gpsd.play(QStringLiteral("first-fix.nmea")));
        QTRY_VERIFY(fixes.count() >= 1);
        const Fix fix = source.fix();
        QCOMPARE(fix.source, Geo::Source::Gps);
        QVERIFY(qAbs(fix.latitude - 52.5163) < 1e-6);
        QVERIFY(qAbs(fix.longitude - 13.3777) < 1e-6);
        // gpsd's horizontal error estimate from HDOP 1.0: some metres, not the 100 m fallback.
        QVERIFY2(fix.accuracy > 1 && fix.accuracy < 50, qPrintable(QString::number(fix.accuracy)));
        QCOMPARE(fix.timestamp.date(), QDate(2026, 5, 3));
        QCOMPARE(fix.timestamp.time().hour(), 12);
        QCOMPARE(source.status().state, State::Active);
    }

    void movingTrackThenLossOfFix()
    {
        GpsdSource source;
        QSignalSpy connected(&source, &GpsdSource::connected);
        QVERIFY(connectToGpsd(source, connected));

        QSignalSpy fixes(&source, &GpsdSource::fixChanged);
        QVERIFY(m_gpsd.play(QStringLiteral("track.nmea")));
        QTRY_VERIFY(qAbs(source.fix().latitude - 52.5213) < 1e-6);
        double previous = -90;
        QSet<double> positions;
        for (const auto &arguments : std::as_const(fixes)) {
            const Fix fix = arguments.at(0).value<Fix>();
            QVERIFY(fix.latitude >= previous);
            previous = fix.latitude;
            positions.insert(fix.latitude);
        }
        QCOMPARE(positions.size(), 6);

        QSignalSpy lost(&source, &GpsdSource::fixLost);
        QVERIFY(m_gpsd.play(QStringLiteral("no-fix.nmea")));
        QTRY_COMPARE(lost.count(), 1);
        QVERIFY(!source.fix().isValid());
        QCOMPARE(source.status().state, State::Searching);
        QCOMPARE(source.status().error, Error::NoFix);
    }

    // Junk from the receiver never becomes a position, and does not break the stream.
    void junkSentences()
    {
        GpsdSource source;
        QSignalSpy connected(&source, &GpsdSource::connected);
        QVERIFY(connectToGpsd(source, connected));
        QSignalSpy fixes(&source, &GpsdSource::fixChanged);
        QVERIFY(m_gpsd.play(QStringLiteral("junk.nmea")));
        QTest::qWait(300);
        if (!fixes.isEmpty()) {
            const Fix wrong = fixes.first().at(0).value<Fix>();
            qWarning("junk gave %f,%f accuracy %f", wrong.latitude, wrong.longitude, wrong.accuracy);
        }
        QCOMPARE(fixes.count(), 0);
        QVERIFY(source.isConnected());
        QVERIFY(m_gpsd.play(QStringLiteral("first-fix.nmea")));
        QTRY_VERIFY(fixes.count() >= 1);
    }

    // gpsd stops: the position goes at once; gpsd returns: the source finds it again by itself.
    void gpsdKilledAndRestarted()
    {
        GpsdSource source;
        QSignalSpy connected(&source, &GpsdSource::connected);
        QVERIFY(connectToGpsd(source, connected));
        const quint16 port = m_gpsd.port();
        QVERIFY(m_gpsd.play(QStringLiteral("first-fix.nmea")));
        QTRY_VERIFY(source.fix().isValid());

        QSignalSpy lost(&source, &GpsdSource::fixLost);
        QElapsedTimer timer;
        timer.start();
        m_gpsd.stop();
        QTRY_COMPARE_WITH_TIMEOUT(lost.count(), 1, 3000);
        const qint64 lossMs = timer.elapsed();
        QCOMPARE(source.status().state, State::Error);
        QVERIFY(source.status().error == Error::GpsdLost || source.status().error == Error::GpsdUnreachable);

        QTest::qWait(500); // a few failed attempts while gpsd is gone
        QVERIFY(m_gpsd.start(port));
        timer.restart();
        QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 2, 3000);
        QVERIFY(m_gpsd.play(QStringLiteral("first-fix.nmea")));
        QTRY_VERIFY(source.fix().isValid());
        qInfo("gpsd stop noticed in %lld ms; position back %lld ms after gpsd restarted (retry at most 400 ms)", lossMs, timer.elapsed());
    }

    // Something that is not gpsd on the port: garbage is an error, never a crash, and the source keeps retrying.
    void garbageServer()
    {
        QByteArray junk("\x00\xff{not json at all\n", 20);
        for (int i = 0; i < 4096; ++i) {
            junk.append(char(QRandomGenerator::global()->bounded(256)));
        }
        junk.append('\n');
        FakeGpsd server(junk);
        QVERIFY(server.start());
        GpsdSource source;
        configure(source, server.serverPort());
        source.start();
        QTRY_COMPARE(source.status().error, Error::GpsdProtocol);
        QVERIFY(!source.fix().isValid());
        QTRY_VERIFY(server.connectionCount() >= 2);
    }

    // A server that never greets is given up on after the handshake timeout.
    void silentServer()
    {
        FakeGpsd server{QByteArray()};
        QVERIFY(server.start());
        GpsdSource source;
        configure(source, server.serverPort());
        source.start();
        QTRY_COMPARE(source.status().error, Error::GpsdProtocol);
        QTRY_VERIFY(server.connectionCount() >= 2);
    }

    // Well-formed reports with unusable content, and a half line that must not block the event loop.
    void oddReports()
    {
        FakeSession fake;
        QSignalSpy fixes(&fake.source, &GpsdSource::fixChanged);
        QVERIFY(fake.start());

        fake.server.send("{\"class\":\"TPV\",\"device\":\"x\",\"mode\":3,\"lat\":123.0,\"lon\":13.0,\"eph\":5.0}\n");
        fake.server.send("{\"class\":\"TPV\",\"device\":\"x\",\"mode\":3,\"lon\":13.0,\"eph\":5.0}\n");
        fake.server.send("{\"class\":\"SKY\",\"device\":\"x\"}\n");
        QTest::qWait(200);
        QCOMPARE(fixes.count(), 0);

        // No error estimate at all: the documented 100 m fallback.
        fake.server.send("{\"class\":\"TPV\",\"device\":\"x\",\"mode\":2,\"lat\":48.1,\"lon\":11.5}\n");
        QTRY_COMPARE(fixes.count(), 1);
        QCOMPARE(fake.source.fix().accuracy, 100.0);
        // epx/epy but no eph.
        fake.server.send("{\"class\":\"TPV\",\"device\":\"x\",\"mode\":3,\"lat\":48.2,\"lon\":11.5,\"epx\":3.0,\"epy\":4.0}\n");
        QTRY_COMPARE(fixes.count(), 2);
        QCOMPARE(fake.source.fix().accuracy, 5.0);

        QSignalSpy lost(&fake.source, &GpsdSource::fixLost);
        fake.server.send("{\"class\":\"TPV\",\"device\":\"x\",\"mode\":1}\n");
        QTRY_COMPARE(lost.count(), 1);

        fake.server.send("{\"class\":\"TPV\",\"mo");
        QElapsedTimer timer;
        timer.start();
        QTest::qWait(200);
        QVERIFY(timer.elapsed() < 1000);
        fake.server.send("de\":3,\"lat\":48.3,\"lon\":11.5,\"eph\":7.5}\n");
        QTRY_COMPARE(fixes.count(), 3);
        QCOMPARE(fake.source.fix().accuracy, 7.5);
        QCOMPARE(fake.server.connectionCount(), 1);
    }

    // A burst of reports is read to the end, in slices that leave the event loop running.
    void burstOfReports()
    {
        FakeSession fake;
        QVERIFY(fake.start());
        QByteArray burst;
        for (int i = 1; i <= 500; ++i) {
            burst += "{\"class\":\"TPV\",\"mode\":2,\"lat\":" + QByteArray::number(i / 100.0) + ",\"lon\":1.0,\"eph\":9}\n";
        }
        QSignalSpy fixes(&fake.source, &GpsdSource::fixChanged);
        fake.server.send(burst);
        QTRY_COMPARE(fake.source.fix().latitude, 5.0);
        QCOMPARE(fixes.count(), 500);
    }

    // Stopping closes the stream and stops retrying.
    void stopClosesStream()
    {
        FakeSession fake;
        QVERIFY(fake.start());
        fake.source.stop();
        QVERIFY(!fake.source.isConnected());
        QCOMPARE(fake.source.status().state, State::Off);
        // The server sees its client go away, and nobody comes back.
        QTRY_VERIFY(fake.server.findChildren<QTcpSocket *>().isEmpty());
        fake.server.close();
        QTest::qWait(600);
        QCOMPARE(fake.source.status().state, State::Off);
        QCOMPARE(fake.server.connectionCount(), 1);
    }

    void cleanupTestCase()
    {
        m_gpsd.stop();
    }
};

QTEST_GUILESS_MAIN(GpsdSourceTest)

#include "gpsdsourcetest.moc"
