// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "engineservice.h"
#include "modelrows.h"
#include "ocsserverprocess.h"
#include "receiver.h"

#include <KConfigGroup>
#include <KSharedConfig>
#include <plasmaengine.h>

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTest>

// The `ocs` engine loaded through Plasma's plugin loader, against the reference server on loopback.
class OcsEngineTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    PlasmaEngine::DataEngineConsumer m_consumer;
    PlasmaEngine::DataEngine *m_engine = nullptr;
    Receiver m_receiver;

    QString status(const QString &source) const
    {
        return m_receiver.data.value(source).value(QStringLiteral("Status")).toString();
    }

    /// Runs a service operation and returns its error text (empty on success).
    QString call(const QString &operation, const QVariantMap &parameters)
    {
        return callService(m_engine, operation, parameters, 30000).error;
    }

    QVariantMap login(const QString &password)
    {
        return {{QStringLiteral("serverUrl"), m_server.baseUrl().toString()},
                {QStringLiteral("user"), QStringLiteral("demo")},
                {QStringLiteral("password"), password}};
    }

    /// The rows of a list source's model, as a QML delegate sees them.
    QVariantList items(const QString &source) const
    {
        return sourceRows(m_engine, source);
    }

    /// The query of the last request that had @p key in its query.
    QJsonObject lastQueryWith(const QString &key) const
    {
        QJsonObject query;
        const auto log = m_server.requestLog();
        for (const QJsonObject &entry : log) {
            if (entry.value(QStringLiteral("query")).toObject().contains(key)) {
                query = entry.value(QStringLiteral("query")).toObject();
            }
        }
        return query;
    }

    /// The page numbers asked for a nearby source, in order (the log shows the coarse point, so all person/data searches count).
    QList<int> pageRequests(const QString &source) const
    {
        Q_UNUSED(source)
        QList<int> pages;
        const auto log = m_server.requestLog();
        for (const QJsonObject &entry : log) {
            const QJsonObject query = entry.value(QStringLiteral("query")).toObject();
            if (entry.value(QStringLiteral("path")).toString() == QLatin1String("/v1/person/data")
                && query.value(QStringLiteral("distance")).toString().toDouble() > 100) {
                pages.append(query.value(QStringLiteral("page")).toString().toInt());
            }
        }
        return pages;
    }

    bool activityHas(const QString &text) const
    {
        const QVariantList stream = items(QStringLiteral("Activity"));
        return std::any_of(stream.cbegin(), stream.cend(), [&text](const QVariant &item) {
            return item.toMap().value(QStringLiteral("message")).toString() == text
                && item.toMap().value(QStringLiteral("personId")).toString() == QLatin1String("demo");
        });
    }

    int postsTo(const QString &path) const
    {
        const auto log = m_server.requestLog();
        return std::count_if(log.cbegin(), log.cend(), [&path](const QJsonObject &entry) {
            return entry.value(QStringLiteral("method")).toString() == QLatin1String("POST") && entry.value(QStringLiteral("path")).toString() == path;
        });
    }

    bool sentFolderHas(const QString &subject) const
    {
        const QVariantList sent = items(QStringLiteral("Messages:1"));
        return std::any_of(sent.begin(), sent.end(), [&subject](const QVariant &item) {
            return item.toMap().value(QStringLiteral("subject")).toString() == subject;
        });
    }

    QString firstOutboxState() const
    {
        const QVariantList items = m_receiver.data.value(QStringLiteral("Outbox")).value(QStringLiteral("Items")).toList();
        return items.isEmpty() ? QString() : items.first().toMap().value(QStringLiteral("state")).toString();
    }

    void connect(const QString &source)
    {
        m_engine->connectSource(source, &m_receiver);
    }

private Q_SLOTS:
    void initTestCase()
    {
        startWithEmptyCache();
        QVERIFY2(m_server.start(300), qPrintable(m_server.errorString()));
        m_engine = m_consumer.dataEngine(QStringLiteral("ocs"));
        QVERIFY(m_engine && m_engine->isValid());
    }

    void beforeSignIn()
    {
        connect(QStringLiteral("Account"));
        connect(QStringLiteral("Friends"));
        QTRY_COMPARE(status(QStringLiteral("Account")), QStringLiteral("unconfigured"));
        QTRY_COMPARE(status(QStringLiteral("Friends")), QStringLiteral("unconfigured"));
        QVERIFY(!m_receiver.data.value(QStringLiteral("Friends")).value(QStringLiteral("Error")).toString().isEmpty());
        for (const char *key : {"Status", "Error", "StatusCode", "FromCache", "Updated"}) {
            QVERIFY2(m_receiver.data.value(QStringLiteral("Friends")).contains(QLatin1String(key)), key);
        }
    }

    void unknownSourcesAreRefused()
    {
        for (const QString &name :
             {QStringLiteral("Credentials"), QStringLiteral("Person:"), QStringLiteral("PostLocation-1:2"), QStringLiteral("Nearby:1,2")}) {
            m_engine->connectSource(name, &m_receiver);
            QVERIFY2(!m_engine->containerForSource(name), qPrintable(name));
        }
    }

    void wrongPasswordIsSaidClearly()
    {
        const QString error = call(QStringLiteral("login"), login(QStringLiteral("wrong")));
        QVERIFY(!error.isEmpty());
        QVERIFY2(!error.startsWith(QLatin1String("no description")), qPrintable(error));
        QTRY_COMPARE(status(QStringLiteral("Account")), QStringLiteral("error"));
        QCOMPARE(m_receiver.data.value(QStringLiteral("Account")).value(QStringLiteral("Error")).toString(), error);
        QCOMPARE(m_receiver.data.value(QStringLiteral("Account")).value(QStringLiteral("SignedIn")).toBool(), false);
    }

    void passwordNeverGoesToAnotherHostInClear()
    {
        QVariantMap parameters = login(QStringLiteral("demo-password"));
        parameters.insert(QStringLiteral("serverUrl"), QStringLiteral("http://ocs.invalid/v1/"));
        // The refused sign-in before sent several requests at once; the first answer ended it, and the others may
        // still be on their way to the server: count from when the log has been quiet for a second.
        int requests = -1;
        QElapsedTimer quiet;
        quiet.start();
        QTRY_VERIFY_WITH_TIMEOUT(([this, &requests, &quiet] {
                                     const int now = m_server.requestLog().size();
                                     if (now != requests) {
                                         requests = now;
                                         quiet.restart();
                                     }
                                     return quiet.elapsed() > 1000;
                                 }()),
                                 15000);
        QVERIFY(!call(QStringLiteral("login"), parameters).isEmpty());
        QCOMPARE(m_server.requestLog().size(), requests);
    }

    void signInFillsTheSources()
    {
        QCOMPARE(call(QStringLiteral("login"), login(QStringLiteral("demo-password"))), QString());
        QTRY_COMPARE(status(QStringLiteral("Account")), QStringLiteral("ready"));
        QCOMPARE(m_receiver.data.value(QStringLiteral("Account")).value(QStringLiteral("User")).toString(), QStringLiteral("demo"));

        // Sources connected before the sign-in fill by themselves.
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("Friends")), QStringLiteral("ready"), 30000);
        const auto friends = m_receiver.data.value(QStringLiteral("Friends"));
        const QVariantList friendItems = items(QStringLiteral("Friends"));
        QVERIFY(!friendItems.isEmpty());
        QCOMPARE(friends.value(QStringLiteral("TotalItems")).toInt(), friendItems.size());
        QCOMPARE(friends.value(QStringLiteral("LoadedItems")).toInt(), friendItems.size());
        QCOMPARE(friends.value(QStringLiteral("HasMore")).toBool(), false);
        QVERIFY(!friends.contains(QStringLiteral("Items")));
        QCOMPARE(friends.value(QStringLiteral("StatusCode")).toInt(), 100);
        QVERIFY(friends.value(QStringLiteral("Updated")).toDateTime().isValid());
        QVERIFY(!friendItems.first().toMap().value(QStringLiteral("firstName")).toString().isEmpty());

        for (const QString &source : {QStringLiteral("Self"),
                                      QStringLiteral("Invitations"),
                                      QStringLiteral("SentInvitations"),
                                      QStringLiteral("Folders"),
                                      QStringLiteral("Messages:0"),
                                      QStringLiteral("Activity")}) {
            connect(source);
            QTRY_COMPARE_WITH_TIMEOUT(status(source), QStringLiteral("ready"), 30000);
        }
        QCOMPARE(m_receiver.data.value(QStringLiteral("Self")).value(QStringLiteral("Person")).toMap().value(QStringLiteral("id")).toString(),
                 QStringLiteral("demo"));
        QVERIFY(items(QStringLiteral("Invitations")).size() >= 3);
        QVERIFY(!items(QStringLiteral("Messages:0")).isEmpty());
        const auto folders = items(QStringLiteral("Folders"));
        QVERIFY(std::any_of(folders.begin(), folders.end(), [](const QVariant &folder) {
            return folder.toMap().value(QStringLiteral("type")) == QLatin1String("inbox");
        }));

        const QString friendId = friendItems.first().toMap().value(QStringLiteral("id")).toString();
        connect(QStringLiteral("Person:") + friendId);
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("Person:") + friendId), QStringLiteral("ready"), 30000);
    }

    // A friend request you sent shows in SentInvitations until you withdraw it; an id that is no one is refused.
    void withdrawingAFriendRequest()
    {
        connect(QStringLiteral("SentInvitations"));
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("SentInvitations")), QStringLiteral("ready"), 30000);
        const QVariantList sent = items(QStringLiteral("SentInvitations"));
        QVERIFY(sent.size() >= 2); // the seeded demo asked two neighbours
        const QString asked = sent.first().toMap().value(QStringLiteral("id")).toString();
        QVERIFY(!asked.isEmpty());

        QCOMPARE(call(QStringLiteral("cancelInvitation"), {{QStringLiteral("person"), asked}}), QString());
        QCOMPARE(postsTo(QStringLiteral("/v1/friend/cancelinvitation/") + asked), 1);
        const auto stillAsked = [this, &asked] {
            const QVariantList rows = items(QStringLiteral("SentInvitations"));
            return std::any_of(rows.cbegin(), rows.cend(), [&asked](const QVariant &row) {
                return row.toMap().value(QStringLiteral("id")).toString() == asked;
            });
        };
        QTRY_VERIFY_WITH_TIMEOUT(!stillAsked(), 30000);
        QCOMPARE(items(QStringLiteral("SentInvitations")).size(), sent.size() - 1);

        // Hostile ids stay one path segment and are refused by the server's words.
        for (const QString &hostile : {QStringLiteral("../../person/self"), QStringLiteral("nobody-here\u202E"), QString()}) {
            QVERIFY(!call(QStringLiteral("cancelInvitation"), {{QStringLiteral("person"), hostile}}).isEmpty());
        }
        QCOMPARE(postsTo(QStringLiteral("/v1/person/self")), 0);
    }

    void passwordStorageIsSaid()
    {
        // No wallet runs in this test: the password stays in memory, and the account says so.
        QTRY_COMPARE(m_receiver.data.value(QStringLiteral("Account")).value(QStringLiteral("PasswordStorage")).toString(), QStringLiteral("memory"));
        QVERIFY(!m_receiver.data.value(QStringLiteral("Account")).value(QStringLiteral("Notice")).toString().isEmpty());

        // Resuming the same account uses it; an account never signed in asks for its password.
        QVariantMap same{{QStringLiteral("serverUrl"), m_server.baseUrl().toString()}, {QStringLiteral("user"), QStringLiteral("demo")}};
        QCOMPARE(call(QStringLiteral("resume"), same), QString());
        QVariantMap other = same;
        other.insert(QStringLiteral("user"), QStringLiteral("someone-else"));
        QVERIFY(!call(QStringLiteral("resume"), other).isEmpty());
        QCOMPARE(call(QStringLiteral("login"), login(QStringLiteral("demo-password"))), QString());
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("Friends")), QStringLiteral("ready"), 30000);
    }

    void nearbySearchesAroundAPosition()
    {
        const QVariantMap self = m_receiver.data.value(QStringLiteral("Self")).value(QStringLiteral("Person")).toMap();
        QVERIFY(self.contains(QStringLiteral("latitude")));
        const QString source =
            QStringLiteral("Nearby:%1,%2,25").arg(self.value(QStringLiteral("latitude")).toDouble()).arg(self.value(QStringLiteral("longitude")).toDouble());
        connect(source);
        QTRY_COMPARE_WITH_TIMEOUT(status(source), QStringLiteral("ready"), 30000);
        QVERIFY(!items(source).isEmpty());
        QJsonObject query;
        const auto log = m_server.requestLog();
        for (const QJsonObject &entry : log) {
            if (entry.value(QStringLiteral("path")).toString() == QLatin1String("/v1/person/data")
                && entry.value(QStringLiteral("query")).toObject().contains(QStringLiteral("latitude"))) {
                query = entry.value(QStringLiteral("query")).toObject();
            }
        }
        QVERIFY(std::abs(query.value(QStringLiteral("distance")).toString().toDouble() - 0.2248) < 0.001);
    }

    void nearbySendsOnlyTheCoarsePosition()
    {
        // A true position in Berlin; the user chose "city" precision (the default).
        const double latitude = 52.516274;
        const double longitude = 13.377704;
        const QString source = QStringLiteral("Nearby:%1,%2,50").arg(latitude, 0, 'f', 6).arg(longitude, 0, 'f', 6);
        connect(source);
        QTRY_COMPARE_WITH_TIMEOUT(status(source), QStringLiteral("ready"), 30000);
        const QJsonObject query = lastQueryWith(QStringLiteral("latitude"));
        const double sentLatitude = query.value(QStringLiteral("latitude")).toString().toDouble();
        const double sentLongitude = query.value(QStringLiteral("longitude")).toString().toDouble();
        QVERIFY2(std::abs(sentLatitude - latitude) > 1e-4 || std::abs(sentLongitude - longitude) > 1e-4, "the exact position left the computer");
        QVERIFY(std::abs(sentLatitude - latitude) < 0.2 && std::abs(sentLongitude - longitude) < 0.2);

        // A nearby position in the same cell sends the same coarse point: repeated searches can't be averaged back.
        const QString close = QStringLiteral("Nearby:%1,%2,50").arg(latitude + 0.0003, 0, 'f', 6).arg(longitude - 0.0002, 0, 'f', 6);
        connect(close);
        QTRY_COMPARE_WITH_TIMEOUT(status(close), QStringLiteral("ready"), 30000);
        const QJsonObject again = lastQueryWith(QStringLiteral("latitude"));
        QCOMPARE(again.value(QStringLiteral("latitude")).toString(), query.value(QStringLiteral("latitude")).toString());
        QCOMPARE(again.value(QStringLiteral("longitude")).toString(), query.value(QStringLiteral("longitude")).toString());

        // Distances are measured locally, from the coarse point that was sent (see hostileenginetest).
        const QVariantList people = items(source);
        QVERIFY(!people.isEmpty());
        for (const QVariant &person : people) {
            const QVariantMap map = person.toMap();
            QVERIFY2(map.contains(QStringLiteral("distanceKm")), qPrintable(map.value(QStringLiteral("id")).toString()));
            QVERIFY(map.value(QStringLiteral("distanceKm")).toDouble() >= 0);
        }
    }

    void listsLoadPageByPage()
    {
        // The whole world holds the 300 people of the test community: three pages of 100.
        const QString source = QStringLiteral("Nearby:0,0,20000");
        connect(source);
        QTRY_COMPARE_WITH_TIMEOUT(status(source), QStringLiteral("ready"), 30000);
        auto value = [this, &source](const char *key) {
            return m_receiver.data.value(source).value(QLatin1String(key));
        };
        QVERIFY(value("TotalItems").toInt() > 200);
        QCOMPARE(value("LoadedItems").toInt(), 100);
        QCOMPARE(items(source).size(), 100);
        QVERIFY(value("HasMore").toBool());
        QCOMPARE(pageRequests(source), QList<int>{0});

        QCOMPARE(call(QStringLiteral("loadMore"), {{QStringLiteral("source"), source}}), QString());
        QTRY_COMPARE_WITH_TIMEOUT(value("LoadedItems").toInt(), 200, 30000);
        QCOMPARE(items(source).size(), 200);
        QCOMPARE(pageRequests(source), (QList<int>{0, 1}));
        QSet<QString> ids;
        for (const QVariant &person : items(source)) {
            ids.insert(person.toMap().value(QStringLiteral("id")).toString());
        }
        QCOMPARE(ids.size(), 200);

        // A refresh revalidates both pages; unchanged, each costs a 304 and the rows stay. The pages on screen
        // are not read from the cache again: with the server slow, a cached copy would show up before the 304s.
        int cachedCopies = 0;
        const auto counter = QObject::connect(m_engine->containerForSource(source),
                                              &PlasmaEngine::DataContainer::dataUpdated,
                                              this,
                                              [&cachedCopies](const QString &, const PlasmaEngine::DataEngine::Data &data) {
                                                  cachedCopies += data.value(QStringLiteral("FromCache")).toBool() ? 1 : 0;
                                              });
        QVERIFY(m_server.setLatency(400));
        const int before = m_server.requestLog().size();
        QCOMPARE(call(QStringLiteral("refresh"), {{QStringLiteral("source"), source}}), QString());
        QTRY_COMPARE_WITH_TIMEOUT(m_server.requestLog().size(), before + 2, 30000);
        const auto log = m_server.requestLog().mid(before);
        QVERIFY(m_server.setLatency(0));
        for (const QJsonObject &entry : log) {
            QCOMPARE(entry.value(QStringLiteral("status")).toInt(), 304);
        }
        QTRY_COMPARE(status(source), QStringLiteral("ready"));
        QObject::disconnect(counter);
        QCOMPARE(cachedCopies, 0);
        QCOMPARE(items(source).size(), 200);

        // A list with everything loaded has nothing more to load.
        QVERIFY(!call(QStringLiteral("loadMore"), {{QStringLiteral("source"), QStringLiteral("Folders")}}).isEmpty());
    }

    void publishedLocationIsCoarse()
    {
        // With "country" precision, a published position is a ~100 km cell and names no city.
        KConfigGroup location = KSharedConfig::openConfig(QStringLiteral("socialdesktoprc"))->group(QStringLiteral("Location"));
        location.writeEntry("Precision", QStringLiteral("country"));
        location.sync();
        const double latitude = 48.137154;
        const double longitude = 11.576124;
        QCOMPARE(call(QStringLiteral("publishLocation"),
                      {{QStringLiteral("latitude"), latitude},
                       {QStringLiteral("longitude"), longitude},
                       {QStringLiteral("city"), QStringLiteral("München")},
                       {QStringLiteral("country"), QStringLiteral("Germany")}}),
                 QString());
        QJsonObject form;
        const auto log = m_server.requestLog();
        for (const QJsonObject &entry : log) {
            if (entry.value(QStringLiteral("path")).toString() == QLatin1String("/v1/person/self")
                && entry.value(QStringLiteral("method")).toString() == QLatin1String("POST")) {
                form = entry.value(QStringLiteral("form")).toObject();
            }
        }
        QVERIFY(!form.isEmpty());
        const double sentLatitude = form.value(QStringLiteral("latitude")).toString().toDouble();
        QVERIFY2(std::abs(sentLatitude - latitude) > 1e-3, qPrintable(form.value(QStringLiteral("latitude")).toString()));
        QVERIFY(std::abs(sentLatitude - latitude) < 1.5);
        QVERIFY(!QJsonDocument(form).toJson().contains("M\u00fcnchen") && !QJsonDocument(form).toJson().contains("München"));
        location.deleteEntry("Precision");
        location.sync();
    }

    void sendingAMessage()
    {
        connect(QStringLiteral("Messages:1"));
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("Messages:1")), QStringLiteral("ready"), 30000);
        const QString subject = QStringLiteral("Hallo aus dem Test ✓");
        const QVariantMap message{{QStringLiteral("to"), items(QStringLiteral("Friends")).first().toMap().value(QStringLiteral("id"))},
                                  {QStringLiteral("subject"), subject},
                                  {QStringLiteral("body"), QStringLiteral("Zeile 1\nZeile 2")}};
        QCOMPARE(call(QStringLiteral("sendMessage"), message), QString());
        QTRY_VERIFY_WITH_TIMEOUT(sentFolderHas(subject), 30000);

        QVariantMap empty = message;
        empty.insert(QStringLiteral("subject"), QString());
        QVERIFY(!call(QStringLiteral("sendMessage"), empty).isEmpty());
    }

    // A status goes through the outbox like a message and shows in the activity stream (refreshed after delivery).
    void postingAStatus()
    {
        connect(QStringLiteral("Activity"));
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("Activity")), QStringLiteral("ready"), 30000);
        const QString text = QStringLiteral("Trying the Social Desktop ✓ <b>not bold</b>");
        const ServiceAnswer posted = callService(m_engine, QStringLiteral("postActivity"), {{QStringLiteral("message"), text}}, 30000);
        QCOMPARE(posted.error, QString());
        QCOMPARE(posted.result.toString(), QStringLiteral("sent"));
        QTRY_VERIFY_WITH_TIMEOUT(activityHas(text), 30000);

        // Nothing to post: refused before anything is written or sent.
        const int posts = postsTo(QStringLiteral("/v1/activity"));
        QCOMPARE(call(QStringLiteral("postActivity"), {{QStringLiteral("message"), QStringLiteral(" \n\t ")}}), QStringLiteral("Write something to post."));
        QCOMPARE(postsTo(QStringLiteral("/v1/activity")), posts);
    }

    void refusedMessageStaysInTheOutbox()
    {
        connect(QStringLiteral("Outbox"));
        QTRY_COMPARE(status(QStringLiteral("Outbox")), QStringLiteral("ready"));
        QVERIFY(m_receiver.data.value(QStringLiteral("Outbox")).value(QStringLiteral("Items")).toList().isEmpty());

        const QVariantMap unknown{{QStringLiteral("to"), QStringLiteral("nobody-at-all")},
                                  {QStringLiteral("subject"), QStringLiteral("To nobody")},
                                  {QStringLiteral("body"), QStringLiteral("Words worth keeping")}};
        QVERIFY(!call(QStringLiteral("sendMessage"), unknown).isEmpty());
        QTRY_COMPARE(firstOutboxState(), QStringLiteral("refused"));
        QCOMPARE(m_receiver.data.value(QStringLiteral("Outbox")).value(QStringLiteral("Items")).toList().size(), 1);
        const QVariantMap entry = m_receiver.data.value(QStringLiteral("Outbox")).value(QStringLiteral("Items")).toList().first().toMap();
        QCOMPARE(entry.value(QStringLiteral("state")).toString(), QStringLiteral("refused"));
        QCOMPARE(entry.value(QStringLiteral("body")).toString(), QStringLiteral("Words worth keeping"));

        // Fixed and sent again: delivered, and gone from the outbox.
        const QString friendId = items(QStringLiteral("Friends")).first().toMap().value(QStringLiteral("id")).toString();
        QCOMPARE(call(QStringLiteral("resendOutboxEntry"), {{QStringLiteral("id"), entry.value(QStringLiteral("id"))}, {QStringLiteral("to"), friendId}}),
                 QString());
        QTRY_VERIFY_WITH_TIMEOUT(m_receiver.data.value(QStringLiteral("Outbox")).value(QStringLiteral("Items")).toList().isEmpty(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(sentFolderHas(QStringLiteral("To nobody")), 30000);
    }

    void offlineMessageIsQueuedAndDeliveredLater()
    {
        m_server.stop();
        const QVariantMap message{{QStringLiteral("to"), QStringLiteral("anna.richter")},
                                  {QStringLiteral("subject"), QStringLiteral("Written offline")},
                                  {QStringLiteral("body"), QStringLiteral("It waits")}};
        const ServiceAnswer sent = callService(m_engine, QStringLiteral("sendMessage"), message, 30000);
        QCOMPARE(sent.error, QString());
        QCOMPARE(sent.result.toString(), QStringLiteral("queued"));
        QTRY_COMPARE(m_receiver.data.value(QStringLiteral("Outbox")).value(QStringLiteral("Items")).toList().size(), 1);

        QVERIFY(m_server.restart());
        // Signing in again (as when the network returns) flushes the outbox.
        QCOMPARE(call(QStringLiteral("login"), login(QStringLiteral("demo-password"))), QString());
        QTRY_VERIFY_WITH_TIMEOUT(m_receiver.data.value(QStringLiteral("Outbox")).value(QStringLiteral("Items")).toList().isEmpty(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(sentFolderHas(QStringLiteral("Written offline")), 30000);
    }

    void failureKeepsTheLastGoodData()
    {
        const int before = items(QStringLiteral("Friends")).size();
        QVERIFY(before > 0);
        QVERIFY(m_server.setFault(QStringLiteral("garbage")));
        QCOMPARE(call(QStringLiteral("refresh"), {{QStringLiteral("source"), QStringLiteral("Friends")}}), QString());
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("Friends")), QStringLiteral("error"), 30000);
        const auto friends = m_receiver.data.value(QStringLiteral("Friends"));
        QVERIFY(!friends.value(QStringLiteral("Error")).toString().isEmpty());
        QCOMPARE(items(QStringLiteral("Friends")).size(), before);

        QVERIFY(m_server.setFault(QStringLiteral("none")));
        QCOMPARE(call(QStringLiteral("refresh"), {{QStringLiteral("source"), QStringLiteral("Friends")}}), QString());
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("Friends")), QStringLiteral("ready"), 30000);
        QVERIFY(m_receiver.data.value(QStringLiteral("Friends")).value(QStringLiteral("Error")).toString().isEmpty());
    }

    void busyServerSlowsThePeriodicRefresh()
    {
        QVERIFY(m_server.setFault(QStringLiteral("ratelimit")));
        QCOMPARE(call(QStringLiteral("refresh"), {{QStringLiteral("source"), QStringLiteral("Friends")}}), QString());
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("Friends")), QStringLiteral("error"), 30000);
        QCOMPARE(m_receiver.data.value(QStringLiteral("Friends")).value(QStringLiteral("StatusCode")).toInt(), 200);
        QVERIFY(!items(QStringLiteral("Friends")).isEmpty());

        // The periodic refresh (no source named) leaves the server alone for a while.
        const int before = m_server.requestLog().size();
        QCOMPARE(call(QStringLiteral("refresh"), {{QStringLiteral("source"), QString()}}), QString());
        QTest::qWait(1500);
        const auto sent = m_server.requestLog().mid(before);
        QVERIFY2(sent.isEmpty(), qPrintable(QString::fromUtf8(QJsonDocument(sent.isEmpty() ? QJsonObject() : sent.first()).toJson())));

        // A reload the user asks for still goes out, and a good answer ends the pause.
        QVERIFY(m_server.setFault(QStringLiteral("none")));
        QCOMPARE(call(QStringLiteral("refresh"), {{QStringLiteral("source"), QStringLiteral("Friends")}}), QString());
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("Friends")), QStringLiteral("ready"), 30000);
        const int after = m_server.requestLog().size();
        QVERIFY(after > before);
        QCOMPARE(call(QStringLiteral("refresh"), {{QStringLiteral("source"), QString()}}), QString());
        QTRY_VERIFY_WITH_TIMEOUT(m_server.requestLog().size() > after, 30000);
    }

    void noPasswordInAnyData()
    {
        const QStringList names = m_engine->sources();
        QVERIFY(names.size() > 5);
        for (const QString &name : names) {
            const PlasmaEngine::DataContainer *container = m_engine->containerForSource(name);
            QVERIFY(container);
            QString dump;
            QDebug(&dump) << container->data();
            QVERIFY2(!dump.contains(QLatin1String("demo-password")), qPrintable(name));
        }
        QVERIFY(!m_server.requestLogBytes().contains("demo-password"));
    }

    void signOutForgetsTheAccount()
    {
        QCOMPARE(call(QStringLiteral("logout"), {}), QString());
        QTRY_COMPARE(status(QStringLiteral("Account")), QStringLiteral("unconfigured"));
        QTRY_COMPARE(status(QStringLiteral("Friends")), QStringLiteral("unconfigured"));
        QVERIFY(items(QStringLiteral("Friends")).isEmpty());
        QVERIFY(!QDir(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/socialdesktop/ocs"))
                     .entryList(QDir::AllDirs | QDir::NoDotAndDotDot)
                     .contains(QStringLiteral("demo")));
    }
};

QTEST_MAIN(OcsEngineTest)

#include "ocsenginetest.moc"
