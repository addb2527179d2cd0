// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// The `ocs` engine, as plasmashell loads it, against the hostile modes of the reference server: a page
// of 3,000 rows, friend pages that never end, an element with 160,000 attributes and a grid of people
// around the searched point. Each must be bounded (or learn the server nothing) without losing what
// was shown before.

#include "enginesession.h"
#include "ocsserverprocess.h"

#include "geo/coarsener.h"
#include "ocs/replycache.h"
#include "ocs/worklimits.h"

#include <KConfigGroup>
#include <KSharedConfig>

#include <QDirIterator>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

#include <cmath>

namespace
{
const QString password = QStringLiteral("demo-password");
constexpr double kilometresPerDegree = 111.195;
// The finer, two-decimal position an earlier version put into a cache key.
const QString fineKey = QStringLiteral("Nearby:52.52,13.40,25");

QString cacheRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/socialdesktop");
}

Geo::Fix at(double latitude, double longitude)
{
    Geo::Fix fix;
    fix.latitude = latitude;
    fix.longitude = longitude;
    fix.accuracy = 0;
    return fix;
}

QString nearby(const Geo::Fix &position)
{
    return QStringLiteral("Nearby:%1,%2,25").arg(position.latitude, 0, 'f', 6).arg(position.longitude, 0, 'f', 6);
}

/// What the widget shows of a nearby list: ids in order with their distances.
QStringList shownNearby(const QVariantList &rows)
{
    QStringList shown;
    for (const QVariant &row : rows) {
        const QVariantMap map = row.toMap();
        shown.append(map.value(QStringLiteral("id")).toString() + QLatin1Char('@')
                     + QString::number(map.value(QStringLiteral("distanceKm")).toDouble(), 'g', 17));
    }
    return shown;
}
}

class HostileEngineTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    EngineSession m_session;

    QString cacheDirectory() const
    {
        return Ocs::ReplyCache::directoryFor(cacheRoot(), m_server.baseUrl(), QStringLiteral("demo"));
    }

    /// The log entries since @p first whose path is @p path.
    QVector<QJsonObject> requestsTo(const QString &path, int first) const
    {
        QVector<QJsonObject> found;
        const QVector<QJsonObject> log = m_server.requestLog();
        for (int i = first; i < log.size(); ++i) {
            if (log.at(i).value(QStringLiteral("path")).toString().startsWith(path)) {
                found.append(log.at(i));
            }
        }
        return found;
    }

    /// Searches around @p position with the grid server; returns the position requests it made, as the server logged them.
    QByteArray searchOnGrid(const Geo::Fix &position, QStringList *shown, QVariantList *rows)
    {
        const QString source = nearby(position);
        const int before = m_server.requestLog().size();
        m_session.connect(source);
        [&] {
            QTRY_COMPARE_WITH_TIMEOUT(m_session.status(source), QStringLiteral("ready"), 30000);
        }();
        *rows = m_session.rows(source);
        *shown = shownNearby(*rows);
        QByteArray requests;
        for (const QJsonObject &entry : requestsTo(QStringLiteral("/v1/person/data"), before)) {
            requests += QJsonDocument(entry).toJson(QJsonDocument::Compact) + '\n';
        }
        m_session.engine()->disconnectSource(source, &m_session.receiver());
        return requests;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(cacheRoot()).removeRecursively();
        QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/socialdesktop")).removeRecursively();
        KConfigGroup location = KSharedConfig::openConfig(QStringLiteral("socialdesktoprc"))->group(QStringLiteral("Location"));
        location.writeEntry("Precision", QStringLiteral("city"));
        location.sync();
        QVERIFY2(m_server.start(60), qPrintable(m_server.errorString()));

        // What an earlier version left: a nearby search cached under the position the view gave.
        QVERIFY(Ocs::ReplyCache(cacheDirectory()).store(fineKey, {"\"old\"", QByteArrayLiteral("<ocs/>"), QDateTime::currentDateTimeUtc()}));
        QVERIFY(Ocs::ReplyCache(cacheDirectory()).keys().contains(fineKey));

        QVERIFY(m_session.load());
        QCOMPARE(m_session.login(m_server.baseUrl(), QStringLiteral("demo"), password), QString());
        m_session.connect(QStringLiteral("Friends"));
        QTRY_COMPARE_WITH_TIMEOUT(m_session.status(QStringLiteral("Friends")), QStringLiteral("ready"), 30000);
        QVERIFY(!m_session.rows(QStringLiteral("Friends")).isEmpty());
    }

    void cleanup()
    {
        QVERIFY(m_server.setFault(QStringLiteral("none")));
    }

    // A cache entry keyed by a fine position is removed when the account is used, never read.
    void fineNearbyKeysAreRemoved()
    {
        QTRY_VERIFY_WITH_TIMEOUT(!Ocs::ReplyCache(cacheDirectory()).keys().contains(fineKey), 10000);
    }

    // A member writes bidi overrides and invisible characters into a message (issue 28): the widget gets the
    // text without them, whatever field it is in.
    void invisibleCharactersNeverReachTheWidget()
    {
        const QString sender = m_session.rows(QStringLiteral("Friends")).first().toMap().value(QStringLiteral("id")).toString();
        QVERIFY(!sender.isEmpty());
        const QString subject = QStringLiteral("Invoice ") + QChar(0x202E) + QStringLiteral("fdp.exe") + QChar(0x202C);
        const QString body = QStringLiteral("pay") + QChar(0x200B) + QStringLiteral("pal") + QChar(0x2067) + QStringLiteral(" now") + QChar(0x2069)
            + QChar(0xFEFF) + QChar(0x061C) + QStringLiteral("\nline two");
        QUrlQuery form;
        form.addQueryItem(QStringLiteral("to"), QStringLiteral("demo"));
        form.addQueryItem(QStringLiteral("subject"), subject);
        form.addQueryItem(QStringLiteral("message"), body);
        bool ok = false;
        m_server.call(QStringLiteral("v1/message/2"), sender, sender + QStringLiteral("-password"), form.toString(QUrl::FullyEncoded).toUtf8(), &ok);
        QVERIFY(ok);

        const QString source = QStringLiteral("Messages:0");
        m_session.connect(source);
        m_session.refresh({source});
        QVariantMap message;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const QVariantList rows = m_session.rows(source);
                for (const QVariant &row : rows) {
                    if (row.toMap().value(QStringLiteral("subject")).toString().startsWith(QLatin1String("Invoice"))) {
                        message = row.toMap();
                        return true;
                    }
                }
                return false;
            }(),
            30000);
        QCOMPARE(message.value(QStringLiteral("subject")).toString(), QStringLiteral("Invoice fdp.exe"));
        QCOMPARE(message.value(QStringLiteral("body")).toString(), QStringLiteral("paypal now\nline two"));
        m_session.engine()->disconnectSource(source, &m_session.receiver());
    }

    // 3,000 invitations when 100 were asked for: 100 rows, the rest dropped and said in the log.
    void pageRowsNeverMoreThanAsked()
    {
        QVERIFY(m_server.setFault(QStringLiteral("rows3000")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("3000 items where at most 100 were asked for; 2900 dropped")));
        const QString source = QStringLiteral("Invitations");
        const int before = m_server.requestLog().size();
        m_session.connect(source);
        // Signing in fetched it already: the flood comes with the next fetch.
        m_session.refresh({source});
        QTRY_VERIFY_WITH_TIMEOUT(!requestsTo(QStringLiteral("/v1/friend/receivedinvitations"), before).isEmpty(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(m_session.status(source), QStringLiteral("ready"), 30000);
        const QVector<QJsonObject> requests = requestsTo(QStringLiteral("/v1/friend/receivedinvitations"), before);
        QVERIFY(!requests.isEmpty());
        QCOMPARE(requests.first().value(QStringLiteral("fault")).toString(), QStringLiteral("rows3000"));
        const QVariantList rows = m_session.rows(source);
        QCOMPARE(rows.size(), Ocs::Limits::pageSize);
        QCOMPARE(m_session.data(source).value(QStringLiteral("LoadedItems")).toInt(), Ocs::Limits::pageSize);
        QCOMPARE(rows.first().toMap().value(QStringLiteral("id")).toString(), QStringLiteral("flood0"));
        QCOMPARE(rows.last().toMap().value(QStringLiteral("id")).toString(), QStringLiteral("flood99"));
    }

    // One element with 160,000 attributes: refused by the limit with a clear error, the friends shown stay.
    void attributeFloodIsRefused()
    {
        const QString source = QStringLiteral("Friends");
        const QVariantList good = m_session.rows(source);
        QVERIFY(!good.isEmpty());
        QVERIFY(m_server.setFault(QStringLiteral("attrflood")));
        const int before = m_server.requestLog().size();
        m_session.refresh({source});
        QTRY_VERIFY_WITH_TIMEOUT(m_session.settled({source}), 60000);
        QCOMPARE(requestsTo(QStringLiteral("/v1/friend/data"), before).value(0).value(QStringLiteral("fault")).toString(), QStringLiteral("attrflood"));
        QCOMPARE(m_session.status(source), QStringLiteral("error"));
        const QString error = m_session.data(source).value(QStringLiteral("Error")).toString();
        QVERIFY2(error.contains(QLatin1String("too many attributes")), qPrintable(error));
        QCOMPARE(m_session.rows(source), good);

        QVERIFY(m_server.setFault(QStringLiteral("none")));
        m_session.refresh({source});
        QTRY_COMPARE_WITH_TIMEOUT(m_session.status(source), QStringLiteral("ready"), 30000);
        QCOMPARE(m_session.rows(source), good);
    }

    // Friend pages that never end: the export walks the ceiling of pages, then stops with a clear error.
    void endlessExportStopsAtTheCeiling()
    {
        QVERIFY(m_server.setFault(QStringLiteral("endless")));
        QTemporaryDir target;
        const QString path = target.filePath(QStringLiteral("friends.ttl"));
        const int before = m_server.requestLog().size();
        const QString error =
            m_session.call(QStringLiteral("exportContacts"), {{QStringLiteral("format"), QStringLiteral("turtle")}, {QStringLiteral("path"), path}});
        QVERIFY2(error.contains(QRegularExpression(QStringLiteral("does not end after 10.?000 friends"))), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        const QVector<QJsonObject> pages = requestsTo(QStringLiteral("/v1/friend/data"), before);
        QCOMPARE(pages.size(), Ocs::Limits::maxPages);
        QCOMPARE(pages.last().value(QStringLiteral("query")).toObject().value(QStringLiteral("page")).toString(), QString::number(Ocs::Limits::maxPages - 1));
        QVERIFY(requestsTo(QStringLiteral("/v1/person/data/"), before).isEmpty());

        // The cache holds at most one file per page walked, whatever the server claimed.
        int files = 0;
        for (QDirIterator it(cacheDirectory(), QDir::Files, QDirIterator::Subdirectories); it.hasNext(); it.next()) {
            ++files;
        }
        QVERIFY2(files <= Ocs::Limits::maxPages + 20, qPrintable(QString::number(files)));
    }

    // Pages that repeat what came before add nothing: the export stops at the second and writes what it has.
    void exportStopsAtAPageWithNothingNew()
    {
        QVERIFY(m_server.setFault(QStringLiteral("samepage")));
        QTemporaryDir target;
        const QString path = target.filePath(QStringLiteral("friends.vcf"));
        const int before = m_server.requestLog().size();
        QVariant result;
        const QString error =
            m_session.call(QStringLiteral("exportContacts"), {{QStringLiteral("format"), QStringLiteral("vcard")}, {QStringLiteral("path"), path}}, &result);
        QCOMPARE(error, QString());
        QCOMPARE(requestsTo(QStringLiteral("/v1/friend/data"), before).size(), 2);
        // You and the first page's 100 friends, once each.
        QCOMPARE(result.toMap().value(QStringLiteral("people")).toInt(), 1 + Ocs::Limits::pageSize);
        QVERIFY(QFile::exists(path));
    }

    // The same endless list in the Friends source: loadMore stops at the ceiling of pages.
    void loadMoreStopsAtTheCeiling()
    {
        QVERIFY(m_server.setFault(QStringLiteral("endless")));
        const QString source = QStringLiteral("Friends");
        m_session.refresh({source});
        QTRY_COMPARE_WITH_TIMEOUT(m_session.status(source), QStringLiteral("ready"), 30000);
        QCOMPARE(m_session.data(source).value(QStringLiteral("TotalItems")).toInt(), 2147483647);
        int loaded = 1;
        while (m_session.call(QStringLiteral("loadMore"), {{QStringLiteral("source"), source}}).isEmpty()) {
            ++loaded;
            QVERIFY(loaded <= Ocs::Limits::maxPages);
            QTRY_COMPARE_WITH_TIMEOUT(m_session.data(source).value(QStringLiteral("LoadedItems")).toInt(), loaded * Ocs::Limits::pageSize, 30000);
        }
        QCOMPARE(loaded, Ocs::Limits::maxPages);
        QCOMPARE(m_session.rows(source).size(), Ocs::Limits::maxListItems);
        QCOMPARE(m_session.data(source).value(QStringLiteral("HasMore")).toBool(), false);
        // Back to a healthy server and one page, for the tests after this one.
        QVERIFY(m_server.setFault(QStringLiteral("none")));
        m_session.engine()->disconnectSource(source, &m_session.receiver());
    }

    // The grid server learns nothing finer than the precision's cell: two true positions several km apart in
    // one city cell give byte-identical requests and the same rows, distances from the cell's point; the
    // neighbouring cell gives others.
    void gridLearnsNoMoreThanTheCell()
    {
        const Geo::Coarsener city(Geo::Coarsener::Precision::City);
        const Geo::Fix cell = city.coarsen(at(52.52, 13.40));
        const double kmLatitude = 1.0 / kilometresPerDegree;
        const Geo::Fix south = at(cell.latitude - 3 * kmLatitude, cell.longitude - 0.02);
        const Geo::Fix north = at(cell.latitude + 3 * kmLatitude, cell.longitude + 0.02);
        const Geo::Fix neighbour = at(cell.latitude + 11 * kmLatitude, cell.longitude);
        QVERIFY(south.distanceTo(north) > 5000);
        QCOMPARE(city.coarsen(south).latitude, cell.latitude);
        QCOMPARE(city.coarsen(north).longitude, cell.longitude);
        QVERIFY(city.coarsen(neighbour).latitude != cell.latitude);

        QVERIFY(m_server.setFault(QStringLiteral("grid")));
        QStringList shownSouth;
        QStringList shownNorth;
        QStringList shownNeighbour;
        QVariantList rows;
        QVariantList unused;
        const QByteArray sentSouth = searchOnGrid(south, &shownSouth, &rows);
        const QByteArray sentNorth = searchOnGrid(north, &shownNorth, &unused);
        const QByteArray sentNeighbour = searchOnGrid(neighbour, &shownNeighbour, &unused);

        QVERIFY(!sentSouth.isEmpty());
        QVERIFY(sentSouth.contains("\"fault\":\"grid\""));
        QCOMPARE(sentNorth, sentSouth);
        QCOMPARE(rows.size(), Ocs::Limits::pageSize);
        QCOMPARE(shownNorth, shownSouth);
        for (const QVariant &row : std::as_const(rows)) {
            const QVariantMap map = row.toMap();
            const Geo::Fix there = at(map.value(QStringLiteral("latitude")).toDouble(), map.value(QStringLiteral("longitude")).toDouble());
            const double fromCell = cell.distanceTo(there) / 1000.0;
            QVERIFY2(std::abs(map.value(QStringLiteral("distanceKm")).toDouble() - fromCell) < 1e-3,
                     qPrintable(map.value(QStringLiteral("id")).toString() + QStringLiteral(": ") + map.value(QStringLiteral("distanceKm")).toString()
                                + QStringLiteral(" km, from the cell ") + QString::number(fromCell)));
        }

        QVERIFY(sentNeighbour != sentSouth);
        QVERIFY(shownNeighbour != shownSouth);

        // The cache keys (and so the file names) hold the coarse point only.
        const QStringList keys = Ocs::ReplyCache(cacheDirectory()).keys();
        const QString coarseKey = QStringLiteral("NearbyCell:%1,%2,25.000").arg(cell.latitude, 0, 'f', 6).arg(cell.longitude, 0, 'f', 6);
        QVERIFY2(keys.contains(coarseKey), qPrintable(keys.join(QLatin1Char(' '))));
        for (const QString &key : keys) {
            QVERIFY2(!key.startsWith(QLatin1String("Nearby:")), qPrintable(key));
        }
    }
};

QTEST_GUILESS_MAIN(HostileEngineTest)

#include "hostileenginetest.moc"
