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
#include <QTest>

using Geo::Fix;
using Geo::GeoIpDatabase;
using Geo::GeoIpSource;
using Geo::SourceStatus;
using Error = Geo::SourceStatus::Error;
using State = Geo::SourceStatus::State;

namespace
{
/// A GeoIP source on a database asked for one address (not started), and the fixes it gives.
struct Lookup {
    Lookup(const QString &database, const QString &address)
    {
        source.setDatabasePath(database);
        source.setUserAddress(address);
    }

    GeoIpSource source;
    QSignalSpy fixes{&source, &GeoIpSource::fixChanged};
};
}

class GeoIpTest : public QObject
{
    Q_OBJECT

private:
    TestMmdb m_mmdb;

    QString copyWith(const QString &name, const std::function<QByteArray(QByteArray)> &change)
    {
        QFile in(m_mmdb.path());
        if (!in.open(QIODevice::ReadOnly)) {
            return QString();
        }
        const QString path = m_mmdb.filePath(name);
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
        QVERIFY(m_mmdb.isValid());
        QVERIFY(QFile::exists(m_mmdb.path()));
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
        QVERIFY(db.open(m_mmdb.path()));
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
        QVERIFY(db.open(m_mmdb.path()));
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
        QVERIFY(db.open(m_mmdb.path()));
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
        QVERIFY(db.open(m_mmdb.path()));
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
        const QString path = m_mmdb.filePath(QStringLiteral("city-v4.mmdb"));
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
        QVERIFY(!db.open(m_mmdb.filePath(QStringLiteral("nothing-here.mmdb"))));
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
        QVERIFY(db.open(m_mmdb.path()));
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
        Lookup lookup(m_mmdb.path(), QStringLiteral(" 89.160.20.112 "));
        lookup.source.start();
        QCOMPARE(lookup.fixes.count(), 1);
        QCOMPARE(lookup.source.fix().countryCode, QStringLiteral("SE"));
        QCOMPARE(lookup.source.status().state, State::Active);

        // Changing the address while running looks again; an unknown one loses the position.
        QSignalSpy lost(&lookup.source, &GeoIpSource::fixLost);
        lookup.source.setUserAddress(QStringLiteral("8.8.4.4"));
        QCOMPARE(lost.count(), 1);
        QCOMPARE(lookup.source.status().state, State::Error);
        QCOMPARE(lookup.source.status().error, Error::AddressNotFound);

        lookup.source.setUserAddress(QStringLiteral("not-an-address"));
        QCOMPARE(lookup.source.status().error, Error::InvalidAddress);

        lookup.source.setUserAddress(QStringLiteral("81.2.69.142"));
        QCOMPARE(lookup.source.status().state, State::Active);
        lookup.source.stop();
        QCOMPARE(lookup.source.status().state, State::Off);
        QVERIFY(!lookup.source.fix().isValid());
        QCOMPARE(lost.count(), 1 + 1);
    }

    // While running, the source looks again by itself (a new network, and no stale position); stopped, it does not.
    void sourceRefreshesPeriodically()
    {
        Lookup lookup(m_mmdb.path(), QStringLiteral("81.2.69.142"));
        lookup.source.setRefreshInterval(std::chrono::milliseconds(100));
        lookup.source.start();
        QCOMPARE(lookup.fixes.count(), 1);
        QTRY_VERIFY(lookup.fixes.count() >= 3);
        lookup.source.stop();
        const int count = lookup.fixes.count();
        QTest::qWait(300);
        QCOMPARE(lookup.fixes.count(), count);
    }

    void sourceWithBrokenDatabase()
    {
        const QString broken = copyWith(QStringLiteral("garbage.mmdb"), [](const QByteArray &) {
            return QByteArray("garbage");
        });
        Lookup lookup(broken, QStringLiteral("81.2.69.142"));
        lookup.source.start();
        QCOMPARE(lookup.fixes.count(), 0);
        QCOMPARE(lookup.source.status().state, State::Error);
        QCOMPARE(lookup.source.status().error, Error::DatabaseCorrupt);
        QVERIFY(!lookup.source.status().detail.isEmpty());

        // A good database path brings it back.
        lookup.source.setDatabasePath(m_mmdb.path());
        QCOMPARE(lookup.fixes.count(), 1);
        QCOMPARE(lookup.source.status().state, State::Active);

        Lookup missing(m_mmdb.filePath(QStringLiteral("absent.mmdb")), QStringLiteral("81.2.69.142"));
        missing.source.start();
        QCOMPARE(missing.source.status().error, Error::DatabaseMissing);
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
        source.setDatabasePath(m_mmdb.path());
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
