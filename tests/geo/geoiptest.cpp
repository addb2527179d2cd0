// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geo/geoipdatabase.h"
#include "geo/geoipsource.h"
#include "geo/publicaddress.h"
#include "testmmdb.h"
#include "tinyhttpserver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using Geo::Fix;
using Geo::GeoIpDatabase;
using Geo::GeoIpSource;
using Geo::SourceStatus;
using Error = Geo::SourceStatus::Error;
using State = Geo::SourceStatus::State;

class GeoIpTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_mmdb;

    QString copyWith(const QString &name, const std::function<QByteArray(QByteArray)> &change)
    {
        QFile in(m_mmdb);
        if (!in.open(QIODevice::ReadOnly)) {
            return QString();
        }
        const QString path = m_dir.filePath(name);
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly)) {
            return QString();
        }
        out.write(change(in.readAll()));
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_mmdb = m_dir.filePath(QStringLiteral("city.mmdb"));
        QVERIFY(writeTestMmdb(m_mmdb));
        QVERIFY(QFile::exists(m_mmdb));
    }

    void publicAddresses()
    {
        for (const char *address : {"81.2.69.142", "8.8.8.8", "2001:67c:2e8::1", "::ffff:81.2.69.142"}) {
            QVERIFY2(Geo::PublicAddress::isPublic(QHostAddress(QLatin1String(address))), address);
        }
        for (const char *address : {"127.0.0.1",
                                    "10.1.2.3",
                                    "172.20.0.1",
                                    "192.168.1.10",
                                    "100.64.0.1",
                                    "169.254.1.1",
                                    "192.0.2.1",
                                    "224.0.0.1",
                                    "0.0.0.0",
                                    "::1",
                                    "fe80::1",
                                    "fd00::1",
                                    "2001:db8::1",
                                    "ff02::1",
                                    "::ffff:10.0.0.1",
                                    ""}) {
            QVERIFY2(!Geo::PublicAddress::isPublic(QHostAddress(QLatin1String(address))), address);
        }
        const QHostAddress local = Geo::PublicAddress::fromInterfaces();
        QVERIFY(local.isNull() || Geo::PublicAddress::isPublic(local));
    }

    void lookupIPv4()
    {
        GeoIpDatabase db;
        QVERIFY(db.open(m_mmdb));
        const Fix fix = db.lookup(QHostAddress(QStringLiteral("81.2.69.142")), {QStringLiteral("en-GB")});
        QVERIFY(fix.isValid());
        QCOMPARE(fix.source, Geo::Source::GeoIp);
        QCOMPARE(fix.latitude, 51.5142);
        QCOMPARE(fix.longitude, -0.0931);
        QCOMPARE(fix.accuracy, 10000.0);
        QCOMPARE(fix.city, QStringLiteral("London"));
        QCOMPARE(fix.country, QStringLiteral("United Kingdom"));
        QCOMPARE(fix.countryCode, QStringLiteral("GB"));
        QVERIFY(qAbs(fix.timestamp.secsTo(QDateTime::currentDateTimeUtc())) < 5);
        QCOMPARE(db.error(), Error::None);
    }

    void lookupIPv6()
    {
        GeoIpDatabase db;
        QVERIFY(db.open(m_mmdb));
        const Fix fix = db.lookup(QHostAddress(QStringLiteral("2001:67c:2e8:22::c100:68b")));
        QVERIFY(fix.isValid());
        QCOMPARE(fix.city, QStringLiteral("Amsterdam"));
        QCOMPARE(fix.countryCode, QStringLiteral("NL"));
        QCOMPARE(fix.accuracy, 5000.0);
    }

    // Names in the desktop language when the database has them, English otherwise.
    void namesInDesktopLanguage()
    {
        GeoIpDatabase db;
        QVERIFY(db.open(m_mmdb));
        const Fix london = db.lookup(QHostAddress(QStringLiteral("81.2.69.1")), {QStringLiteral("de-DE"), QStringLiteral("en-US")});
        QCOMPARE(london.country, QStringLiteral("Vereinigtes Königreich"));
        const Fix linkoping = db.lookup(QHostAddress(QStringLiteral("89.160.20.112")), {QStringLiteral("de_AT")});
        QCOMPARE(linkoping.country, QStringLiteral("Schweden"));
        QCOMPARE(linkoping.city, QStringLiteral("Linköping"));
        const Fix french = db.lookup(QHostAddress(QStringLiteral("89.160.20.112")), {QStringLiteral("fr-FR")});
        QCOMPARE(french.country, QStringLiteral("Sweden"));
    }

    void notInDatabase()
    {
        GeoIpDatabase db;
        QVERIFY(db.open(m_mmdb));
        QVERIFY(!db.lookup(QHostAddress(QStringLiteral("8.8.8.8"))).isValid());
        QCOMPARE(db.error(), Error::AddressNotFound);
        QVERIFY(!db.lookup(QHostAddress(QStringLiteral("2a00:1450::1"))).isValid());
        QCOMPARE(db.error(), Error::AddressNotFound);
        // Found, but the record has only a country: no position to offer.
        QVERIFY(!db.lookup(QHostAddress(QStringLiteral("175.16.199.5"))).isValid());
        QCOMPARE(db.error(), Error::AddressNotFound);
        // A good lookup after failures clears the error.
        QVERIFY(db.lookup(QHostAddress(QStringLiteral("81.2.69.142"))).isValid());
        QCOMPARE(db.error(), Error::None);
        // No address at all is an invalid address.
        QVERIFY(!db.lookup(QHostAddress()).isValid());
        QCOMPARE(db.error(), Error::InvalidAddress);
    }

    // An IPv6 address in an IPv4-only database is simply not there; the database is fine.
    void ipv6InIpv4Database()
    {
        const QString path = m_dir.filePath(QStringLiteral("city-v4.mmdb"));
        QVERIFY(writeTestMmdb(path, true));
        GeoIpDatabase db;
        QVERIFY(db.open(path));
        QVERIFY(!db.lookup(QHostAddress(QStringLiteral("2001:67c:2e8::1"))).isValid());
        QCOMPARE(db.error(), Error::AddressNotFound);
        QCOMPARE(db.lookup(QHostAddress(QStringLiteral("81.2.69.142"))).city, QStringLiteral("London"));
    }

    void missingDatabase()
    {
        GeoIpDatabase db;
        QVERIFY(!db.open(m_dir.filePath(QStringLiteral("nothing-here.mmdb"))));
        QCOMPARE(db.error(), Error::DatabaseMissing);
        QVERIFY(!db.lookup(QHostAddress(QStringLiteral("81.2.69.142"))).isValid());
        QVERIFY(!db.open(QString()));
        QCOMPARE(db.error(), Error::DatabaseMissing);
    }

    void corruptDatabase_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("truncated to half") << 0;
        QTest::newRow("not a database") << 1;
        QTest::newRow("empty") << 2;
        QTest::newRow("search tree overwritten") << 3;
    }

    // A broken file is an error state, never a crash and never a made-up position.
    void corruptDatabase()
    {
        QFETCH(int, kind);
        const QString path = copyWith(QStringLiteral("broken%1.mmdb").arg(kind), [kind](QByteArray data) {
            switch (kind) {
            case 0:
                return data.left(data.size() / 2);
            case 1:
                return QByteArray("this is not a MaxMind database\n").repeated(50);
            case 2:
                return QByteArray();
            default:
                for (int i = 0; i < 600 && i < data.size(); ++i) {
                    data[i] = char(0xff);
                }
                return data;
            }
        });
        QVERIFY(!path.isEmpty());
        GeoIpDatabase db;
        if (!db.open(path)) {
            QCOMPARE(db.error(), Error::DatabaseCorrupt);
            QVERIFY(!db.errorString().isEmpty());
            return;
        }
        // The metadata survived; lookups must then fail cleanly.
        for (const char *address : {"81.2.69.142", "89.160.20.112", "2001:67c:2e8::1", "8.8.8.8"}) {
            const Fix fix = db.lookup(QHostAddress(QLatin1String(address)));
            QVERIFY2(!fix.isValid() || fix.latitude == 51.5142 || fix.latitude == 58.4167 || fix.latitude == 52.3759, address);
        }
        QVERIFY(db.error() == Error::DatabaseCorrupt || db.error() == Error::AddressNotFound);
    }

    void lookupsPerSecond()
    {
        GeoIpDatabase db;
        QVERIFY(db.open(m_mmdb));
        const QHostAddress addresses[] = {QHostAddress(QStringLiteral("81.2.69.142")), QHostAddress(QStringLiteral("2001:67c:2e8::1"))};
        QElapsedTimer timer;
        timer.start();
        int count = 0;
        while (timer.elapsed() < 300) {
            for (int i = 0; i < 100; ++i) {
                QVERIFY(db.lookup(addresses[count % 2], {QStringLiteral("de")}).isValid());
                ++count;
            }
        }
        qInfo("GeoIP lookups per second (with names): %lld", qint64(count) * 1000 / timer.elapsed());
    }

    void sourceUsesUserAddress()
    {
        GeoIpSource source;
        source.setDatabasePath(m_mmdb);
        source.setUserAddress(QStringLiteral(" 89.160.20.112 "));
        QSignalSpy fixes(&source, &GeoIpSource::fixChanged);
        source.start();
        QCOMPARE(fixes.count(), 1);
        QCOMPARE(source.fix().countryCode, QStringLiteral("SE"));
        QCOMPARE(source.status().state, State::Active);

        // Changing the address while running looks again; an unknown one loses the position.
        QSignalSpy lost(&source, &GeoIpSource::fixLost);
        source.setUserAddress(QStringLiteral("8.8.4.4"));
        QCOMPARE(lost.count(), 1);
        QCOMPARE(source.status().state, State::Error);
        QCOMPARE(source.status().error, Error::AddressNotFound);

        source.setUserAddress(QStringLiteral("not-an-address"));
        QCOMPARE(source.status().error, Error::InvalidAddress);

        source.setUserAddress(QStringLiteral("81.2.69.142"));
        QCOMPARE(source.status().state, State::Active);
        source.stop();
        QCOMPARE(source.status().state, State::Off);
        QVERIFY(!source.fix().isValid());
        QCOMPARE(lost.count(), 1 + 1);
    }

    // While running, the source looks again by itself (a new network, and no stale position); stopped, it does not.
    void sourceRefreshesPeriodically()
    {
        GeoIpSource source;
        source.setDatabasePath(m_mmdb);
        source.setUserAddress(QStringLiteral("81.2.69.142"));
        source.setRefreshInterval(std::chrono::milliseconds(100));
        QSignalSpy fixes(&source, &GeoIpSource::fixChanged);
        source.start();
        QCOMPARE(fixes.count(), 1);
        QTRY_VERIFY(fixes.count() >= 3);
        source.stop();
        const int count = fixes.count();
        QTest::qWait(300);
        QCOMPARE(fixes.count(), count);
    }

    void sourceWithBrokenDatabase()
    {
        const QString broken = copyWith(QStringLiteral("garbage.mmdb"), [](const QByteArray &) {
            return QByteArray("garbage");
        });
        GeoIpSource source;
        source.setDatabasePath(broken);
        source.setUserAddress(QStringLiteral("81.2.69.142"));
        QSignalSpy fixes(&source, &GeoIpSource::fixChanged);
        source.start();
        QCOMPARE(fixes.count(), 0);
        QCOMPARE(source.status().state, State::Error);
        QCOMPARE(source.status().error, Error::DatabaseCorrupt);
        QVERIFY(!source.status().detail.isEmpty());

        // A good database path brings it back.
        source.setDatabasePath(m_mmdb);
        QCOMPARE(fixes.count(), 1);
        QCOMPARE(source.status().state, State::Active);

        GeoIpSource missing;
        missing.setDatabasePath(m_dir.filePath(QStringLiteral("absent.mmdb")));
        missing.setUserAddress(QStringLiteral("81.2.69.142"));
        missing.start();
        QCOMPARE(missing.status().error, Error::DatabaseMissing);
    }

    void sourceAsksDiscoveryUrlOnlyWhenAllowed()
    {
        if (!Geo::PublicAddress::fromInterfaces().isNull()) {
            QSKIP("this machine has a public address on an interface, which comes before discovery");
        }
        TinyHttpServer server;
        QVERIFY(server.start());
        server.setReply(200, "2001:67c:2e8::2\n");

        GeoIpSource source;
        source.setDatabasePath(m_mmdb);
        source.start();
        // Off by default: no request leaves the machine.
        QCOMPARE(source.status().error, Error::NoPublicAddress);
        QTest::qWait(50);
        QCOMPARE(server.requestCount(), 0);

        QSignalSpy fixes(&source, &GeoIpSource::fixChanged);
        source.setDiscoveryUrl(server.url());
        QCOMPARE(source.status().state, State::Searching);
        QVERIFY(fixes.wait(5000));
        QCOMPARE(source.fix().city, QStringLiteral("Amsterdam"));
        QCOMPARE(server.requestCount(), 1);

        // A discovery answer that is not a public address is an error, not a lookup.
        server.setReply(200, "127.0.0.1\n");
        source.refresh();
        QTRY_COMPARE(source.status().error, Error::DiscoveryFailed);
        QVERIFY(!source.fix().isValid());

        server.setReply(500, "oops");
        source.refresh();
        QTRY_COMPARE(server.requestCount(), 3);
        QTRY_COMPARE(source.status().error, Error::DiscoveryFailed);
    }
};

QTEST_GUILESS_MAIN(GeoIpTest)

#include "geoiptest.moc"
