// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/session.h"
#include "geo/locationconfig.h"
#include "ocs/pagedlistmodel.h"
#include "ocs/replyparser.h"
#include "ocsserverprocess.h"
#include "privatehome.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Ocs;

// One signed-in account's session against the real reference server: what it publishes, in which order,
// what it asks the server, and that nothing of it remains once it is gone.
class SessionTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    OcsServerProcess m_server;
    std::unique_ptr<Session> m_session;
    /// Every dataChanged, in order.
    QVector<QPair<QString, QVariantMap>> m_events;
    /// Each source's keys as an engine would merge them.
    QHash<QString, QVariantMap> m_data;
    QHash<QString, std::shared_ptr<PagedListModel>> m_models;

    /// An exact position (the Brandenburg Gate), as gpsd would give it.
    static Geo::Fix brandenburgGate()
    {
        Geo::Fix exact;
        exact.latitude = 52.516312;
        exact.longitude = 13.377702;
        exact.accuracy = 0;
        return exact;
    }

    /// Where @p exact is for a user who chose @p precision: the centre of its cell.
    static Geo::Fix coarsened(const Geo::Fix &exact, const QString &precision)
    {
        Geo::LocationConfig config;
        Geo::LocationConfig::Choice choice;
        choice.precision = precision;
        config.setChoice(choice);
        return config.coarsened(exact);
    }

    Session *startSession()
    {
        m_session.reset();
        m_events.clear();
        m_data.clear();
        m_models.clear();
        m_session = std::make_unique<Session>(m_server.baseUrl(), Credentials{QStringLiteral("demo"), QStringLiteral("demo-password")});
        m_session->setModels([this](const QString &source) {
            std::shared_ptr<PagedListModel> &model = m_models[source];
            if (!model) {
                model = std::make_shared<PagedListModel>();
            }
            return model.get();
        });
        connect(m_session.get(), &Session::dataChanged, this, [this](const QString &source, const QVariantMap &data) {
            m_events.append({source, data});
            QVariantMap &merged = m_data[source];
            for (auto it = data.cbegin(); it != data.cend(); ++it) {
                merged.insert(it.key(), it.value());
            }
        });
        return m_session.get();
    }

    QVariant value(const QString &source, const char *key) const
    {
        return m_data.value(source).value(QLatin1String(key));
    }

    bool waitReady(const QString &source, int timeout = 20000)
    {
        return QTest::qWaitFor(
            [this, &source] {
                const QString status = value(source, "Status").toString();
                return status == QLatin1String("ready") || status == QLatin1String("error");
            },
            timeout);
    }

    /// The requests to @p pathStart in the server's log, from @p from on.
    QVector<QJsonObject> requestsTo(const QString &pathStart, int from = 0) const
    {
        QVector<QJsonObject> found;
        const QVector<QJsonObject> log = m_server.requestLog();
        for (int i = from; i < log.size(); ++i) {
            if (log.at(i).value(QStringLiteral("path")).toString().startsWith(pathStart)) {
                found.append(log.at(i));
            }
        }
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        PrivateHome::use(m_home.path());
        QVERIFY2(m_server.start(400, {QStringLiteral("--demo-friends"), QStringLiteral("250")}), qPrintable(m_server.errorString()));
    }

    void cleanup()
    {
        m_server.setLatency(0);
        m_server.setFault(QStringLiteral("none"));
    }

    void cachedCopyFirstThenTheServer()
    {
        Session *first = startSession();
        first->show(QStringLiteral("Friends"));
        QVERIFY(waitReady(QStringLiteral("Friends")));
        QCOMPARE(value(QStringLiteral("Friends"), "Status").toString(), QStringLiteral("ready"));
        QCOMPARE(value(QStringLiteral("Friends"), "FromCache").toBool(), false);
        QCOMPARE(value(QStringLiteral("Friends"), "TotalItems").toInt(), 250);
        QCOMPARE(value(QStringLiteral("Friends"), "LoadedItems").toInt(), 100);
        QCOMPARE(value(QStringLiteral("Friends"), "HasMore").toBool(), true);

        // The next session of the same account shows the cache at once, then asks with its ETag.
        const int logStart = m_server.requestLog().size();
        Session *second = startSession();
        second->show(QStringLiteral("Friends"));
        QVERIFY(waitReady(QStringLiteral("Friends")));
        QVERIFY(m_events.size() >= 3);
        QCOMPARE(m_events.at(0).second.value(QStringLiteral("Status")).toString(), QStringLiteral("loading"));
        QCOMPARE(m_events.at(1).second.value(QStringLiteral("FromCache")).toBool(), true);
        QCOMPARE(m_events.at(1).second.value(QStringLiteral("LoadedItems")).toInt(), 100);
        QCOMPARE(m_events.last().second.value(QStringLiteral("Status")).toString(), QStringLiteral("ready"));
        const QVector<QJsonObject> asked = requestsTo(QStringLiteral("/v1/friend/data/demo"), logStart);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().value(QStringLiteral("status")).toInt(), 304);
    }

    void loadMoreWalksToTheEndAndRefreshRevalidatesEveryPage()
    {
        Session *session = startSession();
        session->show(QStringLiteral("Friends"));
        QVERIFY(waitReady(QStringLiteral("Friends")));
        QVERIFY(session->loadMore(QStringLiteral("Friends")));
        QTRY_COMPARE_WITH_TIMEOUT(value(QStringLiteral("Friends"), "LoadedItems").toInt(), 200, 20000);
        QVERIFY(session->loadMore(QStringLiteral("Friends")));
        QTRY_COMPARE_WITH_TIMEOUT(value(QStringLiteral("Friends"), "LoadedItems").toInt(), 250, 20000);
        QCOMPARE(value(QStringLiteral("Friends"), "HasMore").toBool(), false);
        QVERIFY(!session->loadMore(QStringLiteral("Friends")));
        QVERIFY(!session->loadMore(QStringLiteral("Self")));

        const PagedListModel *model = m_models.value(QStringLiteral("Friends")).get();
        QCOMPARE(model->rowCount(), 250);
        QSet<QString> ids;
        for (int row = 0; row < model->rowCount(); ++row) {
            ids.insert(model->item(row).value(QStringLiteral("id")).toString());
        }
        QCOMPARE(ids.size(), 250);

        // A refresh asks for the three pages shown, each with its ETag: unchanged, three 304s.
        const int logStart = m_server.requestLog().size();
        session->refresh(QStringLiteral("Friends"));
        QTRY_COMPARE_WITH_TIMEOUT(requestsTo(QStringLiteral("/v1/friend/data/demo"), logStart).size(), 3, 20000);
        QVERIFY(waitReady(QStringLiteral("Friends")));
        QSet<QString> pages;
        for (const QJsonObject &request : requestsTo(QStringLiteral("/v1/friend/data/demo"), logStart)) {
            QCOMPARE(request.value(QStringLiteral("status")).toInt(), 304);
            pages.insert(request.value(QStringLiteral("query")).toObject().value(QStringLiteral("page")).toString());
        }
        QCOMPARE(pages, (QSet<QString>{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2")}));
        QCOMPARE(model->rowCount(), 250);

        // A source no longer shown is no longer refreshed.
        session->forget(QStringLiteral("Friends"));
        QVERIFY(!session->loadMore(QStringLiteral("Friends")));
        const int afterForget = m_server.requestLog().size();
        session->refresh();
        QTest::qWait(500);
        QCOMPARE(requestsTo(QStringLiteral("/v1/friend/data/demo"), afterForget).size(), 0);
    }

    void periodicRefreshWaitsWhileTheServerIsBusy()
    {
        Session *session = startSession();
        session->show(QStringLiteral("Self"));
        QVERIFY(waitReady(QStringLiteral("Self")));
        QVERIFY(m_server.setFault(QStringLiteral("ratelimit"), 1));
        session->refresh(QStringLiteral("Self"));
        QTRY_COMPARE_WITH_TIMEOUT(value(QStringLiteral("Self"), "StatusCode").toInt(), 200, 20000);
        QCOMPARE(value(QStringLiteral("Self"), "Status").toString(), QStringLiteral("error"));
        // The last good profile stays.
        QCOMPARE(value(QStringLiteral("Self"), "Person").toMap().value(QStringLiteral("id")).toString(), QStringLiteral("demo"));

        const int logStart = m_server.requestLog().size();
        session->refresh();
        QTest::qWait(500);
        QCOMPARE(requestsTo(QStringLiteral("/v1/person/self"), logStart).size(), 0);

        // What the user asks for goes out anyway; its success ends the pause.
        session->refresh(QStringLiteral("Self"));
        QTRY_COMPARE_WITH_TIMEOUT(value(QStringLiteral("Self"), "Status").toString(), QStringLiteral("ready"), 20000);
        QCOMPARE(requestsTo(QStringLiteral("/v1/person/self"), logStart).size(), 1);
        session->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(requestsTo(QStringLiteral("/v1/person/self"), logStart).size(), 2, 20000);
    }

    void nothingOfAnEndedSessionArrives()
    {
        Session *session = startSession();
        const QString directory = session->cache().directory();
        QVERIFY(!ReplyCache(directory).load(QStringLiteral("Invitations")));
        QVERIFY(m_server.setLatency(1500));
        session->show(QStringLiteral("Invitations"));
        QTRY_VERIFY_WITH_TIMEOUT(!requestsTo(QStringLiteral("/v1/friend/receivedinvitations")).isEmpty() || m_events.size() > 0, 5000);
        const int events = m_events.size();
        m_session.reset();
        QTest::qWait(2500);
        // The server answered meanwhile; the reply is neither published nor cached.
        QCOMPARE(m_events.size(), events);
        QVERIFY(!ReplyCache(directory).load(QStringLiteral("Invitations")));
    }

    void aDeliveredMessageRefreshesTheSentFolder()
    {
        Session *session = startSession();
        session->show(QStringLiteral("Folders"));
        QVERIFY(waitReady(QStringLiteral("Folders")));
        QString sentFolder;
        const PagedListModel *folders = m_models.value(QStringLiteral("Folders")).get();
        for (int row = 0; row < folders->rowCount(); ++row) {
            if (folders->item(row).value(QStringLiteral("type")).toString() == QLatin1String("send")) {
                sentFolder = folders->item(row).value(QStringLiteral("id")).toString();
            }
        }
        QVERIFY(!sentFolder.isEmpty());
        const QString source = QStringLiteral("Messages:") + sentFolder;
        session->show(source);
        QVERIFY(waitReady(source));
        const int before = value(source, "TotalItems").toInt();

        session->show(QStringLiteral("Friends"));
        QVERIFY(waitReady(QStringLiteral("Friends")));
        const QString to = m_models.value(QStringLiteral("Friends"))->item(0).value(QStringLiteral("id")).toString();
        Outbox::Entry entry;
        entry.to = to;
        entry.subject = QStringLiteral("Session test");
        entry.body = QStringLiteral("Delivered through the outbox");
        QString result;
        session->queue(entry, [&result](const QString &outcome, const QString &error) {
            result = error.isEmpty() ? outcome : error;
        });
        QTRY_COMPARE_WITH_TIMEOUT(result, QStringLiteral("sent"), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(value(source, "TotalItems").toInt(), before + 1, 20000);
        QCOMPARE(session->outboxData().value(QStringLiteral("TotalItems")).toInt(), 0);
    }

    void aPositionLeavesOnlyCoarsened()
    {
        const Geo::Fix exact = brandenburgGate();
        const Geo::Fix coarse = coarsened(exact, QStringLiteral("city"));
        QVERIFY(std::abs(coarse.latitude - exact.latitude) > 1e-4);

        Session *session = startSession();
        const int logStart = m_server.requestLog().size();
        QString error = QStringLiteral("pending");
        session->publishLocation(exact, [&error](const QString &e) {
            error = e;
        });
        QTRY_VERIFY_WITH_TIMEOUT(error != QLatin1String("pending"), 20000);
        QCOMPARE(error, QString());
        const QVector<QJsonObject> posted = requestsTo(QStringLiteral("/v1/person/self"), logStart);
        QVERIFY(!posted.isEmpty());
        const QJsonObject form = posted.first().value(QStringLiteral("form")).toObject();
        QCOMPARE(form.value(QStringLiteral("latitude")).toString(), QString::number(coarse.latitude, 'f', 6));
        QCOMPARE(form.value(QStringLiteral("longitude")).toString(), QString::number(coarse.longitude, 'f', 6));

        // A nearby search sends, and measures from, that same coarse point.
        const QString nearby = QStringLiteral("Nearby:%1,%2,50").arg(exact.latitude, 0, 'f', 6).arg(exact.longitude, 0, 'f', 6);
        const int searchStart = m_server.requestLog().size();
        session->show(nearby);
        QVERIFY(waitReady(nearby));
        const QVector<QJsonObject> searched = requestsTo(QStringLiteral("/v1/person/data"), searchStart);
        QCOMPARE(searched.size(), 1);
        const QJsonObject query = searched.first().value(QStringLiteral("query")).toObject();
        QVERIFY2(std::abs(query.value(QStringLiteral("latitude")).toString().toDouble() - coarse.latitude) < 1e-6,
                 qPrintable(query.value(QStringLiteral("latitude")).toString()));
        QVERIFY(session->cache().keys().contains(QStringLiteral("NearbyCell:%1,%2,50.000").arg(coarse.latitude, 0, 'f', 6).arg(coarse.longitude, 0, 'f', 6)));
        QVERIFY(!session->cache().keys().contains(nearby));
    }

    void sameComputerSendsOnlyTheCoarseCell_data()
    {
        QTest::addColumn<QString>("precision");
        QTest::newRow("city") << QStringLiteral("city");
        QTest::newRow("country") << QStringLiteral("country");
    }

    void sameComputerSendsOnlyTheCoarseCell()
    {
        // docs/engines.md, SameComputer: without a point in the name (the location is not published) no position
        // leaves; with one, only the centre of the coarse cell of the user's precision, and the rows come nearest
        // first with their distance from that centre.
        QFETCH(QString, precision);
        const Geo::Fix exact = brandenburgGate();
        const Geo::Fix coarse = coarsened(exact, precision);
        QVERIFY(std::abs(coarse.latitude - exact.latitude) > 1e-4);
        const QString model = QStringLiteral("Lenovo ThinkPad T14 Gen 3"); // the demo community's first model

        Session *session = startSession();
        const QString plain = QStringLiteral("SameComputer:") + model;
        int logStart = m_server.requestLog().size();
        session->show(plain);
        QVERIFY(waitReady(plain));
        QCOMPARE(value(plain, "Status").toString(), QStringLiteral("ready"));
        QVector<QJsonObject> searched = requestsTo(QStringLiteral("/v1/person/data"), logStart);
        QCOMPARE(searched.size(), 1);
        QJsonObject query = searched.first().value(QStringLiteral("query")).toObject();
        QCOMPARE(query.value(QStringLiteral("attributevalue")).toString(), model);
        QVERIFY(!query.contains(QStringLiteral("latitude")));
        QVERIFY(!query.contains(QStringLiteral("longitude")));
        QVERIFY(!query.contains(QStringLiteral("distance")));
        const int members = value(plain, "TotalItems").toInt();
        QVERIFY2(members >= 3, qPrintable(QString::number(members)));

        const QString near = QStringLiteral("SameComputerNear:%1,%2,").arg(exact.latitude, 0, 'f', 6).arg(exact.longitude, 0, 'f', 6) + model;
        logStart = m_server.requestLog().size();
        session->show(near);
        QVERIFY(waitReady(near));
        QCOMPARE(value(near, "Status").toString(), QStringLiteral("ready"));
        searched = requestsTo(QStringLiteral("/v1/person/data"), logStart);
        QCOMPARE(searched.size(), 1);
        query = searched.first().value(QStringLiteral("query")).toObject();
        QCOMPARE(query.value(QStringLiteral("latitude")).toString(), QString::number(coarse.latitude, 'f', 6));
        QCOMPARE(query.value(QStringLiteral("longitude")).toString(), QString::number(coarse.longitude, 'f', 6));
        QVERIFY(!query.contains(QStringLiteral("distance")));
        // the same members, none dropped for a position they did not share
        QCOMPARE(value(near, "TotalItems").toInt(), members);

        // nearest first, each distance measured from the coarse centre; members without a position last
        const QAbstractItemModel *rows = m_models.value(near).get();
        QVERIFY(rows);
        QTRY_COMPARE_WITH_TIMEOUT(rows->rowCount(), std::min(members, 50), 10000);
        const QHash<int, QByteArray> roles = rows->roleNames();
        const int distanceRole = roles.key("distanceKm", -1);
        const int latitudeRole = roles.key("latitude", -1);
        const int longitudeRole = roles.key("longitude", -1);
        QVERIFY(distanceRole >= 0 && latitudeRole >= 0 && longitudeRole >= 0);
        double last = -1;
        bool unplacedSeen = false;
        int measured = 0;
        for (int row = 0; row < rows->rowCount(); ++row) {
            const QVariant distance = rows->data(rows->index(row, 0), distanceRole);
            if (!distance.isValid()) {
                unplacedSeen = true;
                continue;
            }
            QVERIFY2(!unplacedSeen, "a member with a position after one without");
            QVERIFY2(distance.toDouble() >= last - 1e-9, qPrintable(QStringLiteral("row %1: %2 after %3").arg(row).arg(distance.toDouble()).arg(last)));
            last = distance.toDouble();
            Geo::Fix there;
            there.latitude = rows->data(rows->index(row, 0), latitudeRole).toDouble();
            there.longitude = rows->data(rows->index(row, 0), longitudeRole).toDouble();
            there.accuracy = 0;
            QVERIFY(std::abs(distance.toDouble() - coarse.distanceTo(there) / 1000.0) < 1e-6);
            ++measured;
        }
        QVERIFY(measured >= 2);

        // on disk only the coarse centre: no key holds the exact position
        const QStringList keys = session->cache().keys();
        QVERIFY(keys.contains(QStringLiteral("SameComputerNear:%1,%2,").arg(coarse.latitude, 0, 'f', 6).arg(coarse.longitude, 0, 'f', 6) + model));
        for (const QString &key : keys) {
            QVERIFY2(!key.contains(QStringLiteral("52.516312")), qPrintable(key));
        }
        session->forget(near);
        session->forget(plain);
    }

    void fetchIfUnchangedBringsTheCachedCopy()
    {
        Session *session = startSession();
        Request request;
        request.path = QStringLiteral("person/self");
        QVector<Result<Person>> results;
        auto collect = [&results](const Result<Person> &result) {
            results.append(result);
        };
        session->fetch<Person>(QStringLiteral("Test:Self"), request, ReplyParser::persons, this, collect, Client::CachedCopy::IfUnchanged);
        QTRY_COMPARE_WITH_TIMEOUT(results.size(), 1, 20000);
        QVERIFY(!results.first().response.notModified);
        session->fetch<Person>(QStringLiteral("Test:Self"), request, ReplyParser::persons, this, collect, Client::CachedCopy::IfUnchanged);
        QTRY_COMPARE_WITH_TIMEOUT(results.size(), 2, 20000);
        QTest::qWait(200);
        QCOMPARE(results.size(), 2);
        QVERIFY(results.last().response.notModified);
        QVERIFY(!results.last().fromCache);
        QCOMPARE(results.last().reply.items.size(), 1);
        QCOMPARE(results.last().reply.items.first().id, QStringLiteral("demo"));
    }
};

QTEST_GUILESS_MAIN(SessionTest)

#include "sessiontest.moc"
