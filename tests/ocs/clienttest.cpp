// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/client.h"
#include "ocs/errortext.h"
#include "ocs/replyparser.h"
#include "ocsserverprocess.h"

#include <QAtomicInt>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Ocs;

namespace
{
// Counts the parses, and the ones that ran on the GUI thread (which must be none).
QAtomicInt parses;
QAtomicInt parsesOnGuiThread;

Reply<Person> countingParser(const QByteArray &xml)
{
    parses.ref();
    if (QThread::currentThread() == qApp->thread()) {
        parsesOnGuiThread.ref();
    }
    return ReplyParser::persons(xml);
}

// The rows of a friends page, as Ocs::Session makes them (counted as parses too).
RowPage countingRows(const QByteArray &xml, Reply<NoData> *status)
{
    const Reply<Person> reply = countingParser(xml);
    status->meta = reply.meta;
    status->error = reply.error;
    QVector<QVariantMap> rows;
    for (const Person &person : reply.items) {
        rows.append({{QStringLiteral("id"), person.id}, {QStringLiteral("firstName"), person.firstName}});
    }
    return RowPage::fromMaps(rows);
}

// A parser slower than the server's 304 on loopback.
Reply<Person> slowParser(const QByteArray &xml)
{
    QThread::msleep(500);
    return countingParser(xml);
}
}

// The client's cache-first flow against the real reference server on loopback.
class ClientTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    QTemporaryDir m_cacheDir;

    std::unique_ptr<Client> newClient()
    {
        auto client = std::make_unique<Client>();
        client->setProvider(Provider(m_server.baseUrl()));
        client->setCredentials({QStringLiteral("demo"), QStringLiteral("demo-password")});
        return client;
    }

    static Request friends()
    {
        Request request;
        request.path = QStringLiteral("friend/data/demo");
        request.query.addQueryItem(QStringLiteral("pagesize"), QStringLiteral("100"));
        return request;
    }

    QVector<Result<Person>> fetchFriends(Client &client, const ReplyCache &cache, int expected, Client::CachedCopy cachedCopy = Client::CachedCopy::Deliver)
    {
        QVector<Result<Person>> results;
        client.fetch<Person>(
            cache,
            QStringLiteral("Friends"),
            friends(),
            countingParser,
            this,
            [&results](const Result<Person> &result) {
                results.append(result);
            },
            cachedCopy);
        return waitFor(results, expected);
    }

    /// @p results once it holds @p expected results and nothing more follows; empty when it holds another number.
    template<typename R>
    static QVector<R> waitFor(QVector<R> &results, int expected)
    {
        QTest::qWaitFor(
            [&results, expected] {
                return results.size() >= expected;
            },
            30000);
        // Nothing more may follow.
        QTest::qWait(100);
        if (results.size() != expected) {
            qWarning() << "expected" << expected << "results, got" << results.size();
            results.clear();
        }
        return results;
    }

    struct RowsResult {
        Result<NoData> result;
        RowPage rows;
        bool beforeReturn = false; ///< delivered before fetchRows() returned
    };

    QVector<RowsResult> fetchFriendRows(Client &client, const ReplyCache &cache, int expected)
    {
        QVector<RowsResult> results;
        bool returned = false;
        client.fetchRows(
            cache,
            QStringLiteral("Friends"),
            friends(),
            countingRows,
            this,
            [&results, &returned](const Result<NoData> &result, const RowPage &rows) {
                results.append({result, rows, !returned});
            },
            Client::CachedCopy::Deliver);
        returned = true;
        return waitFor(results, expected);
    }

    static QString rowsFile(const ReplyCache &cache)
    {
        const QStringList files = QDir(cache.directory()).entryList({QStringLiteral("*.rows")}, QDir::Files);
        return files.size() == 1 ? cache.directory() + QLatin1Char('/') + files.first() : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cacheDir.isValid());
        QVERIFY2(m_server.start(300), qPrintable(m_server.errorString()));
    }

    void init()
    {
        parses = 0;
        parsesOnGuiThread = 0;
    }

    void callParsesOffTheGuiThread()
    {
        auto client = newClient();
        std::optional<Result<Person>> self;
        Request request;
        request.path = QStringLiteral("person/self");
        client->call<Person>(request, countingParser, this, [&self](const Result<Person> &result) {
            self = result;
        });
        QTRY_VERIFY_WITH_TIMEOUT(self.has_value(), 30000);
        QVERIFY(self->isSuccess());
        QCOMPARE(self->reply.items.first().id, QStringLiteral("demo"));
        QCOMPARE(int(parses), 1);
        QCOMPARE(int(parsesOnGuiThread), 0);
    }

    // A community server answers person calls to members only (401 with a challenge): the client sends the
    // member's credentials with the first request, and without an account it asks to sign in, not for a password.
    void membersOnlyServer()
    {
        OcsServerProcess server;
        server.setPublicProfiles(false);
        QVERIFY2(server.start(20), qPrintable(server.errorString()));
        Request request;
        request.path = QStringLiteral("person/data/demo");
        const auto fetch = [this, &request](Client &client) {
            std::optional<Result<Person>> person;
            client.call<Person>(request, ReplyParser::persons, this, [&person](const Result<Person> &result) {
                person = result;
            });
            QTest::qWaitFor(
                [&person] {
                    return person.has_value();
                },
                30000);
            return person.value_or(Result<Person>());
        };
        Client anonymous;
        anonymous.setProvider(Provider(server.baseUrl()));
        const Result<Person> refused = fetch(anonymous);
        QCOMPARE(refused.response.error, Response::Unauthorized);
        QVERIFY(!refused.response.credentialsSent);
        QVERIFY2(ErrorText::forResponse(refused.response).contains(QStringLiteral("sign in")), qPrintable(ErrorText::forResponse(refused.response)));

        Client member;
        member.setProvider(Provider(server.baseUrl()));
        member.setCredentials({QStringLiteral("demo"), QStringLiteral("demo-password")});
        const Result<Person> person = fetch(member);
        QVERIFY(person.isSuccess());
        QCOMPARE(person.reply.items.first().id, QStringLiteral("demo"));
        // no challenge was needed: the credentials went with the request
        int challenges = 0;
        for (const QJsonObject &entry : server.requestLog()) {
            challenges += entry.value(QStringLiteral("status")).toInt() == 401 && entry.value(QStringLiteral("user")).isNull() ? 1 : 0;
        }
        QCOMPARE(challenges, 1);
        QVERIFY(server.stop());
    }

    void coldFetchStoresThenRestartServesCacheAndRevalidates()
    {
        const ReplyCache cache(ReplyCache::directoryFor(m_cacheDir.path(), m_server.baseUrl(), QStringLiteral("demo")));
        cache.clear();

        // Cold: only the network.
        auto client = newClient();
        const auto cold = fetchFriends(*client, cache, 1);
        QCOMPARE(cold.size(), 1);
        QVERIFY(cold.first().isSuccess());
        QVERIFY(!cold.first().fromCache);
        const int friendCount = cold.first().reply.items.size();
        QVERIFY(friendCount > 0);
        QCOMPARE(cold.first().reply.meta.totalItems, friendCount);
        QVERIFY(cache.load(QStringLiteral("Friends")));

        // A new client (as after a restart): the cache at once, then a 304 that costs no parse.
        parses = 0;
        const int requestsBefore = m_server.requestLog().size();
        auto restarted = newClient();
        const auto warm = fetchFriends(*restarted, cache, 2);
        QCOMPARE(warm.size(), 2);
        QVERIFY(warm.at(0).fromCache);
        QCOMPARE(warm.at(0).reply.items.size(), friendCount);
        QVERIFY(warm.at(1).isSuccess());
        QVERIFY(warm.at(1).response.notModified);
        QVERIFY(warm.at(1).reply.items.isEmpty());
        QCOMPARE(int(parses), 1); // the cached bytes only
        QCOMPARE(int(parsesOnGuiThread), 0);
        const auto log = m_server.requestLog();
        QCOMPARE(log.size(), requestsBefore + 1);
        QCOMPARE(log.last().value(QStringLiteral("status")).toInt(), 304);

        // A refresh of data already shown: only the revalidation, and nothing parsed at all.
        parses = 0;
        const auto refreshed = fetchFriends(*restarted, cache, 1, Client::CachedCopy::Skip);
        QCOMPARE(refreshed.size(), 1);
        QVERIFY(!refreshed.first().fromCache);
        QVERIFY(refreshed.first().isSuccess());
        QVERIFY(refreshed.first().response.notModified);
        QCOMPARE(int(parses), 0);
        QCOMPARE(m_server.requestLog().last().value(QStringLiteral("status")).toInt(), 304);
    }

    // A list page comes from the cache as the rows the model holds: read from the rows file at once, not parsed;
    // without a rows file this version reads (a cache of an earlier version), from the XML reply, once.
    void rowsComeFromTheRowsFileAndFallBackToTheReply()
    {
        const ReplyCache cache(ReplyCache::directoryFor(m_cacheDir.path(), m_server.baseUrl(), QStringLiteral("rows")));
        cache.clear();
        auto client = newClient();
        const auto cold = fetchFriendRows(*client, cache, 1);
        QCOMPARE(cold.size(), 1);
        QVERIFY(cold.first().result.isSuccess());
        const int friendCount = cold.first().rows.size();
        QVERIFY(friendCount > 0);
        QVERIFY(cache.load(QStringLiteral("Friends")));
        const std::optional<ReplyCache::RowsEntry> stored = cache.loadRows(QStringLiteral("Friends"));
        QVERIFY(stored);
        QCOMPARE(stored->rows.size(), friendCount);
        QCOMPARE(stored->meta.totalItems, friendCount);
        QCOMPARE(stored->etag, cache.load(QStringLiteral("Friends"))->etag);

        // The XML reply made unreadable (same ETag): the rows still show, so they were not made from it.
        const ReplyCache::Entry reply = *cache.load(QStringLiteral("Friends"));
        QVERIFY(cache.store(QStringLiteral("Friends"), {reply.etag, "<not xml", reply.updated}));
        parses = 0;
        auto restarted = newClient();
        const auto warm = fetchFriendRows(*restarted, cache, 2);
        QCOMPARE(warm.size(), 2);
        QVERIFY(warm.at(0).result.fromCache);
        QVERIFY(warm.at(0).beforeReturn);
        QCOMPARE(warm.at(0).rows.size(), friendCount);
        QCOMPARE(warm.at(0).result.reply.meta.totalItems, friendCount);
        QVERIFY(warm.at(0).rows.sameRow(0, cold.first().rows, 0));
        QVERIFY(warm.at(1).result.response.notModified);
        QCOMPARE(int(parses), 0);

        // No rows file (as the version before rows files left the cache): the reply is parsed on a worker, and its
        // rows are written for the next start.
        QVERIFY(cache.store(QStringLiteral("Friends"), reply));
        const QString path = rowsFile(cache);
        QVERIFY(QFile::remove(path));
        parses = 0;
        parsesOnGuiThread = 0;
        const auto upgraded = fetchFriendRows(*newClient(), cache, 2);
        QCOMPARE(upgraded.size(), 2);
        QVERIFY(upgraded.at(0).result.fromCache);
        QVERIFY(!upgraded.at(0).beforeReturn);
        QCOMPARE(upgraded.at(0).rows.size(), friendCount);
        QVERIFY(upgraded.at(1).result.response.notModified);
        QCOMPARE(int(parses), 1);
        QCOMPARE(int(parsesOnGuiThread), 0);
        QVERIFY(QFile::exists(path));

        // Rows of another version (its version field changed): ignored, the reply read instead, the file replaced.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray bytes = file.readAll();
        bytes[5] = char(bytes.at(5) + 1);
        file.resize(0);
        file.write(bytes);
        file.close();
        parses = 0;
        const auto foreign = fetchFriendRows(*newClient(), cache, 2);
        QCOMPARE(foreign.size(), 2);
        QCOMPARE(foreign.at(0).rows.size(), friendCount);
        QCOMPARE(int(parses), 1);
        QVERIFY(cache.loadRows(QStringLiteral("Friends")));
    }

    // The server may answer before the cached copy is parsed: the caller still sees the cache first, the 304 last.
    void networkAnswerWaitsForTheCachedCopy()
    {
        const ReplyCache cache(ReplyCache::directoryFor(m_cacheDir.path(), m_server.baseUrl(), QStringLiteral("demo")));
        auto client = newClient();
        QVERIFY(!fetchFriends(*client, cache, 1 + (cache.load(QStringLiteral("Friends")) ? 1 : 0)).isEmpty());

        QVector<Result<Person>> results;
        client->fetch<Person>(cache, QStringLiteral("Friends"), friends(), slowParser, this, [&results](const Result<Person> &result) {
            results.append(result);
        });
        QTRY_COMPARE_WITH_TIMEOUT(results.size(), 2, 30000);
        QVERIFY(results.at(0).fromCache);
        QVERIFY(!results.at(0).reply.items.isEmpty());
        QVERIFY(results.at(1).response.notModified);
    }

    void offlineStillShowsTheCache()
    {
        const ReplyCache cache(ReplyCache::directoryFor(m_cacheDir.path(), m_server.baseUrl(), QStringLiteral("demo")));
        auto client = newClient();
        QVERIFY(!fetchFriends(*client, cache, 1 + (cache.load(QStringLiteral("Friends")) ? 1 : 0)).isEmpty());

        m_server.stop();
        auto offline = newClient();
        const auto results = fetchFriends(*offline, cache, 2);
        QCOMPARE(results.size(), 2);
        QVERIFY(results.at(0).fromCache);
        QVERIFY(!results.at(0).reply.items.isEmpty());
        QCOMPARE(results.at(1).response.error, Response::NetworkError);
        // The failure leaves the last good data in the cache.
        QVERIFY(cache.load(QStringLiteral("Friends")));
        QVERIFY(m_server.restart());
    }

    void brokenReplyIsNotCached()
    {
        const ReplyCache cache(ReplyCache::directoryFor(m_cacheDir.path(), m_server.baseUrl(), QStringLiteral("demo")));
        cache.clear();
        QVERIFY(m_server.setFault(QStringLiteral("truncated"), 1));
        auto client = newClient();
        const auto results = fetchFriends(*client, cache, 1);
        QCOMPARE(results.size(), 1);
        QCOMPARE(results.first().reply.error, ParseError::Truncated);
        QVERIFY(!results.first().isSuccess());
        QVERIFY(!cache.load(QStringLiteral("Friends")));
    }

    void resultsStopWithTheirContext()
    {
        auto client = newClient();
        bool called = false;
        {
            QObject context;
            Request request;
            request.path = QStringLiteral("person/self");
            client->call<Person>(request, countingParser, &context, [&called](const Result<Person> &) {
                called = true;
            });
        }
        QTest::qWait(1500);
        QVERIFY(!called);
    }
};

QTEST_GUILESS_MAIN(ClientTest)

#include "clienttest.moc"
