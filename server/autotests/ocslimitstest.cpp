// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsserverprocess.h"
#include "postgresqlserver.h"
#include "sqlitefile.h"
#include "testhelpers.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>

using namespace TestHelpers;

// OCS_VERIFY_* name their argument several times: a call must be made once, before them.
#define EXPECT_OK(call)                                                                                                                                        \
    do {                                                                                                                                                       \
        const OcsDocument document_ = ocs(call);                                                                                                               \
        OCS_VERIFY_OK(document_);                                                                                                                              \
    } while (false)

#define EXPECT_FAILED(call, code)                                                                                                                              \
    do {                                                                                                                                                       \
        const OcsDocument document_ = ocs(call);                                                                                                               \
        OCS_VERIFY_FAILED(document_, code);                                                                                                                    \
    } while (false)

namespace
{
/** Whatever the server answers to @p bytes sent as they are, up to the end of the reply or of the connection. */
QByteArray exchangeRaw(int port, const QByteArray &bytes)
{
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), static_cast<quint16>(port));
    if (!socket.waitForConnected(5000)) {
        return QByteArray();
    }
    socket.write(bytes);
    socket.waitForBytesWritten(5000);
    QByteArray data;
    while (socket.state() == QAbstractSocket::ConnectedState || socket.bytesAvailable() > 0) {
        if (socket.bytesAvailable() == 0 && !socket.waitForReadyRead(10000)) {
            break;
        }
        data += socket.readAll();
    }
    return data + socket.readAll();
}

QByteArray statusLine(const QByteArray &reply)
{
    return reply.left(reply.indexOf("\r\n"));
}

/** The reply without its Date header, the one line that may differ between two identical answers. */
QByteArray withoutDate(const QByteArray &reply)
{
    QList<QByteArray> lines = reply.split('\n');
    lines.erase(std::remove_if(lines.begin(),
                               lines.end(),
                               [](const QByteArray &line) {
                                   return line.toLower().startsWith("date:");
                               }),
                lines.end());
    return lines.join('\n');
}

QByteArray basic(const QString &user, const QString &password)
{
    return OcsClient::authorization(Credentials{user, password});
}

Headers forwardedFor(const QByteArray &address)
{
    return {{QByteArrayLiteral("X-Forwarded-For"), address}};
}

Form signup(const QString &login)
{
    return {{QStringLiteral("login"), login},
            {QStringLiteral("password"), QStringLiteral("long-enough")},
            {QStringLiteral("firstname"), QStringLiteral("First")},
            {QStringLiteral("lastname"), QStringLiteral("Last")},
            {QStringLiteral("email"), login + QStringLiteral("@example.org")}};
}

Form message(const QString &to)
{
    return {{QStringLiteral("to"), to}, {QStringLiteral("subject"), QStringLiteral("hello")}, {QStringLiteral("message"), QStringLiteral("hi there")}};
}

/** The seconds of a refusal's Retry-After; fails the calling test (returning -1) when the reply is not a refusal. */
int refusal(const HttpReply &reply)
{
    const OcsDocument document = ocs(reply);
    if (reply.status != 200 || !document.isValid() || document.statusCode != 200 || document.status != QLatin1String("failed")) {
        qWarning("not a rate-limit refusal: HTTP %d, %s", reply.status, reply.body.constData());
        return -1;
    }
    bool ok = false;
    const int seconds = reply.header("Retry-After").toInt(&ok);
    return ok && seconds > 0 ? seconds : -1;
}

void waitFor(int seconds)
{
    QThread::msleep(static_cast<unsigned long>(seconds) * 1000 + 100);
}
}

/**
 * Safe on the internet: the rate limits per client address and per account over real HTTP (each trips at its
 * number with HTTP 200, OCS 200 and Retry-After, and recovers after it), the X-Forwarded-For rule, sign-in replies
 * that do not tell whether an account exists, and requests too large for the server.
 */
class OcsLimitsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void signInPerAddress();
    void signInPerAccount();
    void signUpPerAddressAndInAll();
    void messagesPerAccountAndAddress();
    void searchesPerAddressAndAccount();
    void emptyPasswordsDoNotLockOut();
    void limitsSurviveRestarts();
    void limitsSharedByProcesses();
    void limitsWrittenInBatches();
    void postsAndProfileEdits();
    void questionsAnswersAndVotes();
    void forwardedForOnlyFromTrustedProxies();
    void unknownLoginAnswersAsWrongPassword();
    void oversizedRequestsRefused();
    void badOptionsRefused();

private:
    static QString aFriendOfDemo(OcsClient &client);
};

QString OcsLimitsTest::aFriendOfDemo(OcsClient &client)
{
    return ocs(client.get(QStringLiteral("friend/data/demo"), Credentials::demo())).personIds().value(0);
}

void OcsLimitsTest::signInPerAddress()
{
    OcsServerProcess server;
    QVERIFY2(server.start(20, {QStringLiteral("--signin-limit"), QStringLiteral("3/18")}), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const Credentials wrong{QStringLiteral("demo"), QStringLiteral("wrong")};
    // failed Basic authentication and failed person/check both count
    QCOMPARE(client.get(QStringLiteral("person/self"), wrong).status, 401);
    QCOMPARE(client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("nobody"), QStringLiteral("x")}).status, 401);
    {
        const OcsDocument check = ocs(client.post(QStringLiteral("person/check"),
                                                  {{QStringLiteral("login"), QStringLiteral("demo")}, {QStringLiteral("password"), QStringLiteral("no")}}));
        OCS_VERIFY_FAILED(check, 102);
    }
    // over the limit even the right password is not looked at
    const int wait = refusal(client.get(QStringLiteral("person/self"), Credentials::demo()));
    QVERIFY(wait >= 1 && wait <= 6);
    QVERIFY(refusal(client.post(QStringLiteral("person/check"),
                                {{QStringLiteral("login"), QStringLiteral("demo")}, {QStringLiteral("password"), QStringLiteral("demo-password")}}))
            > 0);
    // calls without credentials are not sign-ins
    {
        const OcsDocument config = ocs(client.get(QStringLiteral("config")));
        OCS_VERIFY_OK(config);
    }
    waitFor(wait);
    {
        const OcsDocument self = ocs(client.get(QStringLiteral("person/self"), Credentials::demo()));
        OCS_VERIFY_OK(self);
    }
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsLimitsTest::signInPerAccount()
{
    // each attempt from another address (127.0.0.1 is a trusted proxy here), all at one account
    OcsServerProcess server;
    QVERIFY2(server.start(20,
                          {QStringLiteral("--trusted-proxy"),
                           QStringLiteral("127.0.0.1"),
                           QStringLiteral("--signin-limit"),
                           QStringLiteral("100"),
                           QStringLiteral("--signin-account-limit"),
                           QStringLiteral("2/12")}),
             qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const QString other = aFriendOfDemo(client);
    QVERIFY(!other.isEmpty());
    const Credentials wrong{QStringLiteral("demo"), QStringLiteral("wrong")};
    QCOMPARE(client.get(QStringLiteral("person/self"), wrong, forwardedFor("198.51.100.1")).status, 401);
    {
        const OcsDocument check = ocs(client.post(QStringLiteral("person/check"),
                                                  {{QStringLiteral("login"), QStringLiteral("DEMO")}, {QStringLiteral("password"), QStringLiteral("no")}},
                                                  {},
                                                  forwardedFor("198.51.100.2")));
        OCS_VERIFY_FAILED(check, 102);
    }
    // over the account's limit an address that failed waits, even with the right password
    const int wait = refusal(client.get(QStringLiteral("person/self"), Credentials::demo(), forwardedFor("198.51.100.1")));
    QVERIFY(wait >= 1 && wait <= 6);
    QVERIFY(refusal(client.get(QStringLiteral("person/self"), wrong, forwardedFor("198.51.100.2"))) > 0);
    // another account from the same address is not affected
    {
        const OcsDocument self = ocs(client.get(QStringLiteral("person/self"), Credentials::of(other), forwardedFor("198.51.100.1")));
        OCS_VERIFY_OK(self);
    }
    // an address without failures still gets in with the right password: no one can lock the owner out
    {
        const OcsDocument self = ocs(client.get(QStringLiteral("person/self"), Credentials::demo(), forwardedFor("198.51.100.3")));
        OCS_VERIFY_OK(self);
    }
    // but a wrong one from there is checked, counts, and that address then waits too
    QCOMPARE(client.get(QStringLiteral("person/self"), wrong, forwardedFor("198.51.100.5")).status, 401);
    QVERIFY(refusal(client.get(QStringLiteral("person/self"), Credentials::demo(), forwardedFor("198.51.100.5"))) > 0);
    waitFor(wait);
    {
        const OcsDocument self = ocs(client.get(QStringLiteral("person/self"), Credentials::demo(), forwardedFor("198.51.100.4")));
        OCS_VERIFY_OK(self);
    }
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsLimitsTest::signUpPerAddressAndInAll()
{
    OcsServerProcess server;
    QVERIFY2(server.start(5,
                          {QStringLiteral("--trusted-proxy"),
                           QStringLiteral("127.0.0.0/8"),
                           QStringLiteral("--signup-limit"),
                           QStringLiteral("2/12"),
                           QStringLiteral("--signup-total-limit"),
                           QStringLiteral("4/40")}),
             qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const Headers first = forwardedFor("203.0.113.1");
    EXPECT_OK((client.post(QStringLiteral("person/add"), signup(QStringLiteral("one")), {}, first)));
    EXPECT_OK((client.post(QStringLiteral("person/add"), signup(QStringLiteral("two")), {}, first)));
    const int wait = refusal(client.post(QStringLiteral("person/add"), signup(QStringLiteral("three")), {}, first));
    QVERIFY(wait >= 1 && wait <= 6);
    // the refused one was not made
    EXPECT_FAILED((client.get(QStringLiteral("person/data/three"), Credentials::demo())), 101);
    // another address still may, until all addresses together reach the total
    const Headers second = forwardedFor("203.0.113.2");
    EXPECT_OK((client.post(QStringLiteral("person/add"), signup(QStringLiteral("four")), {}, second)));
    EXPECT_OK((client.post(QStringLiteral("person/add"), signup(QStringLiteral("five")), {}, second)));
    const int waitTotal = refusal(client.post(QStringLiteral("person/add"), signup(QStringLiteral("six")), {}, forwardedFor("203.0.113.3")));
    QVERIFY(waitTotal >= 1 && waitTotal <= 10);
    waitFor(std::max(wait, waitTotal));
    EXPECT_OK((client.post(QStringLiteral("person/add"), signup(QStringLiteral("seven")), {}, first)));
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsLimitsTest::messagesPerAccountAndAddress()
{
    OcsServerProcess server;
    QVERIFY2(server.start(20,
                          {QStringLiteral("--trusted-proxy"),
                           QStringLiteral("127.0.0.1"),
                           QStringLiteral("--message-account-limit"),
                           QStringLiteral("2/12"),
                           QStringLiteral("--message-limit"),
                           QStringLiteral("3/18")}),
             qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const QStringList friends = ocs(client.get(QStringLiteral("friend/data/demo"), Credentials::demo())).personIds();
    QVERIFY(friends.size() >= 2);
    const QString other = friends.at(0);
    const QString third = friends.at(1);
    // per account, from different addresses: a message and a friend invitation both count
    EXPECT_OK((client.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.1"))));
    ocs(client.post(QStringLiteral("friend/invite/") + other,
                    {{QStringLiteral("message"), QStringLiteral("hi")}},
                    Credentials::demo(),
                    forwardedFor("192.0.2.2")));
    const int wait = refusal(client.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.3")));
    QVERIFY(wait >= 1 && wait <= 6);
    // reading is not limited
    EXPECT_OK((client.get(QStringLiteral("message/1"), Credentials::demo())));
    waitFor(wait);
    EXPECT_OK((client.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.4"))));

    // per address, from different accounts: 192.0.2.9 sends three, then the fourth (by an account with room) waits
    const Headers one = forwardedFor("192.0.2.9");
    EXPECT_OK((client.post(QStringLiteral("message/2"), message(QStringLiteral("demo")), Credentials::of(other), one)));
    EXPECT_OK((client.post(QStringLiteral("message/2"), message(QStringLiteral("demo")), Credentials::of(third), one)));
    EXPECT_OK((client.post(QStringLiteral("message/2"), message(third), Credentials::of(other), one)));
    QVERIFY(refusal(client.post(QStringLiteral("message/2"), message(other), Credentials::of(third), one)) > 0);
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsLimitsTest::searchesPerAddressAndAccount()
{
    OcsServerProcess server;
    QVERIFY2(server.start(20,
                          {QStringLiteral("--trusted-proxy"),
                           QStringLiteral("::1"),
                           QStringLiteral("--trusted-proxy"),
                           QStringLiteral("127.0.0.1"),
                           QStringLiteral("--search-limit"),
                           QStringLiteral("3/18"),
                           QStringLiteral("--search-account-limit"),
                           QStringLiteral("4/24")}),
             qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const Headers here = forwardedFor("2001:db8:1:2::5");
    for (int i = 0; i < 3; ++i) {
        EXPECT_OK((client.get(QStringLiteral("person/data?name=a"), {}, here)));
    }
    // the same /64 is the same client
    const int wait = refusal(client.get(QStringLiteral("person/data"), {}, forwardedFor("2001:db8:1:2::77")));
    QVERIFY(wait >= 1 && wait <= 6);
    // one person is no search; another address has its own count
    EXPECT_OK((client.get(QStringLiteral("person/data/demo"), {}, here)));
    EXPECT_OK((client.get(QStringLiteral("person/data"), {}, forwardedFor("2001:db8:1:3::5"))));
    waitFor(wait);
    EXPECT_OK((client.get(QStringLiteral("person/data"), {}, here)));

    // per account across addresses: demo has 4
    for (int i = 0; i < 4; ++i) {
        EXPECT_OK((client.get(QStringLiteral("person/data"), Credentials::demo(), forwardedFor("192.0.2." + QByteArray::number(10 + i)))));
    }
    QVERIFY(refusal(client.get(QStringLiteral("person/data"), Credentials::demo(), forwardedFor("192.0.2.20"))) > 0);
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsLimitsTest::emptyPasswordsDoNotLockOut()
{
    // the attack: an empty password (the API-key path, no Argon2 cost) from many addresses, at the owner's login
    OcsServerProcess server;
    QVERIFY2(server.start(20,
                          {QStringLiteral("--trusted-proxy"),
                           QStringLiteral("127.0.0.1"),
                           QStringLiteral("--signin-limit"),
                           QStringLiteral("3/600"),
                           QStringLiteral("--signin-account-limit"),
                           QStringLiteral("2/600")}),
             qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const Credentials empty{QStringLiteral("demo"), QString()};
    for (int i = 0; i < 21; ++i) {
        QCOMPARE(client.get(QStringLiteral("person/self"), empty, forwardedFor("198.51.100." + QByteArray::number(10 + i))).status, 401);
        const OcsDocument check = ocs(client.post(QStringLiteral("person/check"),
                                                  {{QStringLiteral("login"), QStringLiteral("demo")}},
                                                  {},
                                                  forwardedFor("198.51.101." + QByteArray::number(10 + i))));
        OCS_VERIFY_FAILED(check, 102);
    }
    // the address that sent them is limited (3 here) ...
    QCOMPARE(client.get(QStringLiteral("person/self"), empty, forwardedFor("198.51.102.1")).status, 401);
    QCOMPARE(client.get(QStringLiteral("person/self"), empty, forwardedFor("198.51.102.1")).status, 401);
    QCOMPARE(client.get(QStringLiteral("person/self"), empty, forwardedFor("198.51.102.1")).status, 401);
    QVERIFY(refusal(client.get(QStringLiteral("person/self"), empty, forwardedFor("198.51.102.1"))) > 0);
    // ... but the account counted none of them: its owner signs in from anywhere
    {
        const OcsDocument self = ocs(client.get(QStringLiteral("person/self"), Credentials::demo(), forwardedFor("198.51.100.10")));
        OCS_VERIFY_OK(self);
    }
    // even after the account's limit was reached with real guesses from other addresses
    const Credentials wrong{QStringLiteral("demo"), QStringLiteral("wrong")};
    QCOMPARE(client.get(QStringLiteral("person/self"), wrong, forwardedFor("203.0.113.1")).status, 401);
    QCOMPARE(client.get(QStringLiteral("person/self"), wrong, forwardedFor("203.0.113.2")).status, 401);
    QVERIFY(refusal(client.get(QStringLiteral("person/self"), wrong, forwardedFor("203.0.113.1"))) > 0);
    {
        const OcsDocument check =
            ocs(client.post(QStringLiteral("person/check"),
                            {{QStringLiteral("login"), QStringLiteral("demo")}, {QStringLiteral("password"), QStringLiteral("demo-password")}},
                            {},
                            forwardedFor("198.51.103.1")));
        OCS_VERIFY_OK(check);
    }
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsLimitsTest::limitsSurviveRestarts()
{
    OcsServerProcess server;
    QVERIFY2(server.start(20,
                          {QStringLiteral("--trusted-proxy"),
                           QStringLiteral("127.0.0.1"),
                           QStringLiteral("--message-account-limit"),
                           QStringLiteral("3/600"),
                           QStringLiteral("--signin-account-limit"),
                           QStringLiteral("2/600")}),
             qPrintable(server.errorString()));
    const QString other = [&server] {
        OcsClient client(server.origin());
        return aFriendOfDemo(client);
    }();
    QVERIFY(!other.isEmpty());
    const Credentials wrong{QStringLiteral("demo"), QStringLiteral("wrong")};
    {
        OcsClient client(server.origin());
        EXPECT_OK((client.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.1"))));
        EXPECT_OK((client.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.2"))));
        QCOMPARE(client.get(QStringLiteral("person/self"), wrong, forwardedFor("203.0.113.1")).status, 401);
        QCOMPARE(client.get(QStringLiteral("person/self"), wrong, forwardedFor("203.0.113.2")).status, 401);
        client.clearConnections();
    }
    QVERIFY2(server.restart(), qPrintable(server.errorString()));
    {
        OcsClient client(server.origin());
        EXPECT_OK((client.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.3"))));
        const int wait = refusal(client.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.4")));
        QVERIFY2(wait > 60, qPrintable(QString::number(wait)));
        // the failed sign-ins too: the account is over its limit for the addresses that failed
        QVERIFY(refusal(client.get(QStringLiteral("person/self"), Credentials::demo(), forwardedFor("203.0.113.1"))) > 60);
        client.clearConnections();
    }
    // killed, it loses nothing of a limit this small (written at every event)
    server.kill();
    QVERIFY2(server.restart(), qPrintable(server.errorString()));
    {
        OcsClient client(server.origin());
        QVERIFY(refusal(client.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.5"))) > 60);
        client.clearConnections();
    }
    QVERIFY(server.stop());
}

void OcsLimitsTest::limitsSharedByProcesses()
{
    const QStringList arguments{QStringLiteral("--trusted-proxy"),
                                QStringLiteral("127.0.0.1"),
                                QStringLiteral("--message-account-limit"),
                                QStringLiteral("4/600")};
    OcsServerProcess first;
    QVERIFY2(first.start(20, arguments), qPrintable(first.errorString()));
    OcsServerProcess second;
    second.shareDatabaseWith(first);
    QVERIFY2(second.start(-1, arguments), qPrintable(second.errorString()));
    OcsClient one(first.origin());
    OcsClient two(second.origin());
    const QString other = aFriendOfDemo(one);
    QVERIFY(!other.isEmpty());
    EXPECT_OK((one.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.1"))));
    EXPECT_OK((two.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.2"))));
    EXPECT_OK((one.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.3"))));
    EXPECT_OK((two.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.4"))));
    QVERIFY(refusal(one.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.5"))) > 0);
    QVERIFY(refusal(two.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor("192.0.2.6"))) > 0);
    one.clearConnections();
    two.clearConnections();
    QVERIFY(second.stop());
    QVERIFY(first.stop());
}

void OcsLimitsTest::limitsWrittenInBatches()
{
    // the default message limit per account: batches of 20 (a tenth), read again every few seconds
    const QStringList arguments{QStringLiteral("--trusted-proxy"),
                                QStringLiteral("127.0.0.1"),
                                QStringLiteral("--message-account-limit"),
                                QStringLiteral("200/600")};
    OcsServerProcess server;
    QVERIFY2(server.start(20, arguments), qPrintable(server.errorString()));
    const QString other = [&server] {
        OcsClient client(server.origin());
        return aFriendOfDemo(client);
    }();
    QVERIFY(!other.isEmpty());

    // every row the ledger inserts or updates for this limit, counted by a trigger of the test's own
    QString error;
    PostgreSqlServer *postgres = server.databaseUrl().isEmpty() ? nullptr : PostgreSqlServer::shared(&error);
    const auto sql = [&server, postgres](const QString &statement) {
        if (postgres) {
            return QString::fromUtf8(postgres->query(server.databaseUrl(), statement).trimmed());
        }
        SqliteFile db(server.filePath(QStringLiteral("community.sqlite")));
        const QVariant value = db.value(statement);
        return value.isValid() ? value.toString() : (db.errorString().isEmpty() ? QStringLiteral("ok") : QStringLiteral("error: ") + db.errorString());
    };
    if (postgres) {
        QVERIFY(
            !sql(QStringLiteral("CREATE TABLE limit_writes (name TEXT);"
                                " CREATE FUNCTION count_limit_write() RETURNS trigger AS $$ BEGIN"
                                " IF NEW.limit_name = 'message-account' THEN INSERT INTO limit_writes VALUES (NEW.limit_name); END IF;"
                                " RETURN NEW; END $$ LANGUAGE plpgsql;"
                                " CREATE TRIGGER limit_writes_counted AFTER INSERT OR UPDATE ON limit_counts FOR EACH ROW EXECUTE FUNCTION count_limit_write();"
                                " SELECT 'ok'"))
                 .isEmpty());
    } else {
        SqliteFile db(server.filePath(QStringLiteral("community.sqlite")));
        QVERIFY2(db.exec(QStringLiteral("CREATE TABLE limit_writes (name TEXT)")), qPrintable(db.errorString()));
        for (const char *event : {"INSERT", "UPDATE"}) {
            QVERIFY2(db.exec(QStringLiteral("CREATE TRIGGER limit_writes_%1 AFTER %1 ON limit_counts WHEN new.limit_name = 'message-account'"
                                            " BEGIN INSERT INTO limit_writes VALUES (new.limit_name); END")
                                 .arg(QLatin1String(event))),
                     qPrintable(db.errorString()));
        }
    }
    const auto writes = [&sql] {
        return sql(QStringLiteral("SELECT COUNT(*) FROM limit_writes")).toInt();
    };

    // each message from another address: only the account's limit counts them
    int sent = 0;
    int through = 0;
    const auto send = [&](OcsClient &client) {
        ++sent;
        const QByteArray address = "10.0." + QByteArray::number(sent / 250) + '.' + QByteArray::number(sent % 250 + 1);
        const OcsDocument reply = ocs(client.post(QStringLiteral("message/2"), message(other), Credentials::demo(), forwardedFor(address)));
        if (reply.statusCode == 100) {
            ++through;
        }
        return reply.statusCode == 100 || reply.statusCode == 200;
    };
    {
        OcsClient client(server.origin());
        for (int i = 0; i < 100; ++i) {
            QVERIFY(send(client));
        }
        client.clearConnections();
    }
    QCOMPARE(through, 100);
    const int batched = writes();
    qInfo("100 messages: %d writes to limit_counts", batched);
    QVERIFY2(batched >= 1 && batched <= 8, qPrintable(QString::number(batched)));

    // restarted eight times with 40 messages each: the limit holds across them (each stop writes what is pending)
    for (int restart = 0; restart < 8; ++restart) {
        QVERIFY2(server.restart(), qPrintable(server.errorString()));
        OcsClient client(server.origin());
        for (int i = 0; i < 40; ++i) {
            QVERIFY(send(client));
        }
        client.clearConnections();
    }
    qInfo("%d of %d messages through across 8 restarts, %d writes in all", through, sent, writes());
    QVERIFY2(through >= 200 && through <= 220, qPrintable(QString::number(through)));
    QVERIFY(server.stop());
}

void OcsLimitsTest::postsAndProfileEdits()
{
    OcsServerProcess server;
    QVERIFY2(server.start(20,
                          {QStringLiteral("--trusted-proxy"),
                           QStringLiteral("127.0.0.1"),
                           QStringLiteral("--activity-account-limit"),
                           QStringLiteral("3/600"),
                           QStringLiteral("--profile-account-limit"),
                           QStringLiteral("2/600"),
                           QStringLiteral("--activity-limit"),
                           QStringLiteral("5/600")}),
             qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const QString other = aFriendOfDemo(client);
    QVERIFY(!other.isEmpty());
    // the flood of the finding: long posts as fast as they go, from changing addresses
    const Form post{{QStringLiteral("message"), QString(2000, QLatin1Char('x'))}};
    int accepted = 0;
    int refused = 0;
    for (int i = 0; i < 20; ++i) {
        const HttpReply reply = client.post(QStringLiteral("activity"), post, Credentials::demo(), forwardedFor("192.0.2." + QByteArray::number(i + 1)));
        const OcsDocument document = ocs(reply);
        if (document.statusCode == 100) {
            ++accepted;
        } else if (refusal(reply) > 0) {
            ++refused;
        }
    }
    QCOMPARE(accepted, 3);
    QCOMPARE(refused, 17);
    // per address: another account from one address
    const Headers one = forwardedFor("198.51.100.1");
    EXPECT_OK((client.post(QStringLiteral("activity"), {{QStringLiteral("message"), QStringLiteral("hello")}}, Credentials::of(other), one)));
    // profile edits
    const Form city{{QStringLiteral("city"), QStringLiteral("Köln")}};
    EXPECT_OK((client.post(QStringLiteral("person/self"), city, Credentials::demo(), forwardedFor("192.0.2.30"))));
    EXPECT_OK((client.post(QStringLiteral("person/self"), city, Credentials::demo(), forwardedFor("192.0.2.31"))));
    QVERIFY(refusal(client.post(QStringLiteral("person/self"), city, Credentials::demo(), forwardedFor("192.0.2.32"))) > 0);
    // reading is not limited
    EXPECT_OK((client.get(QStringLiteral("activity"), Credentials::demo())));
    EXPECT_OK((client.get(QStringLiteral("person/self"), Credentials::demo())));
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsLimitsTest::questionsAnswersAndVotes()
{
    // docs/help.md, "Rate limits": questions and topics count together, answers and votes apart; a refused call
    // stores nothing
    OcsServerProcess server;
    QVERIFY2(server.start(20,
                          {QStringLiteral("--trusted-proxy"),
                           QStringLiteral("127.0.0.1"),
                           QStringLiteral("--question-account-limit"),
                           QStringLiteral("3/3600"),
                           QStringLiteral("--answer-account-limit"),
                           QStringLiteral("2/600"),
                           QStringLiteral("--vote-limit"),
                           QStringLiteral("2/600"),
                           QStringLiteral("--profile-account-limit"),
                           QStringLiteral("1/600")}),
             qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const auto question = [](int i) {
        return Form{{QStringLiteral("subject"), QStringLiteral("Question %1").arg(i)}, {QStringLiteral("message"), QStringLiteral("Why?")}};
    };
    EXPECT_OK((client.post(QStringLiteral("knowledgebase/data"), question(1), Credentials::demo(), forwardedFor("192.0.2.1"))));
    EXPECT_OK((client.post(QStringLiteral("knowledgebase/add"), question(2), Credentials::demo(), forwardedFor("192.0.2.2"))));
    const QString forum = ocs(client.get(QStringLiteral("forum/list"), Credentials::demo())).items.first().value(QStringLiteral("id"));
    const Form topic{{QStringLiteral("subject"), QStringLiteral("Topic")},
                     {QStringLiteral("content"), QStringLiteral("Text")},
                     {QStringLiteral("forum"), forum}};
    EXPECT_OK((client.post(QStringLiteral("forum/topic/add"), topic, Credentials::demo(), forwardedFor("192.0.2.3"))));
    QVERIFY(refusal(client.post(QStringLiteral("knowledgebase/data"), question(4), Credentials::demo(), forwardedFor("192.0.2.4"))) > 0);
    QVERIFY(refusal(client.post(QStringLiteral("forum/topics/add"), topic, Credentials::demo(), forwardedFor("192.0.2.5"))) > 0);
    const OcsDocument found = ocs(client.get(QStringLiteral("knowledgebase/data?search=Question%204"), Credentials::demo()));
    QCOMPARE(found.totalItems, 0);

    const QString entry =
        ocs(client.get(QStringLiteral("knowledgebase/data?search=Question%201"), Credentials::demo())).items.first().value(QStringLiteral("id"));
    const auto answer = [&](int i) {
        return Form{{QStringLiteral("type"), QStringLiteral("7")},
                    {QStringLiteral("content"), entry},
                    {QStringLiteral("subject"), QStringLiteral("Re: Question 1")},
                    {QStringLiteral("message"), QStringLiteral("Because %1").arg(i)}};
    };
    EXPECT_OK((client.post(QStringLiteral("comments/add"), answer(1), Credentials::demo(), forwardedFor("192.0.2.6"))));
    EXPECT_OK((client.post(QStringLiteral("comments/add"), answer(2), Credentials::demo(), forwardedFor("192.0.2.7"))));
    QVERIFY(refusal(client.post(QStringLiteral("comments/add"), answer(3), Credentials::demo(), forwardedFor("192.0.2.8"))) > 0);
    QCOMPARE(ocs(client.get(QStringLiteral("comments/data/7/%1/0").arg(entry), Credentials::demo())).totalItems, 2);

    // votes per address: two accounts from one address
    const QString other = aFriendOfDemo(client);
    const QString comment = ocs(client.get(QStringLiteral("comments/data/7/%1/0").arg(entry), Credentials::demo())).items.first().value(QStringLiteral("id"));
    const Form vote{{QStringLiteral("vote"), QStringLiteral("100")}};
    const Headers one = forwardedFor("198.51.100.9");
    EXPECT_OK((client.post(QStringLiteral("comments/vote/") + comment, vote, Credentials::demo(), one)));
    EXPECT_OK((client.post(QStringLiteral("comments/vote/") + comment, vote, Credentials::of(other), one)));
    QVERIFY(refusal(client.post(QStringLiteral("comments/vote/") + comment, vote, Credentials::of(other), one)) > 0);

    // person attributes count as profile edits
    const Form value{{QStringLiteral("value"), QStringLiteral("Dell XPS 13")}};
    EXPECT_OK((client.post(QStringLiteral("person/setattribute/global/pc"), value, Credentials::demo(), forwardedFor("192.0.2.20"))));
    QVERIFY(refusal(client.post(QStringLiteral("person/deleteattribute/global/pc"), {}, Credentials::demo(), forwardedFor("192.0.2.21"))) > 0);
    QVERIFY(server.stop());
}

void OcsLimitsTest::forwardedForOnlyFromTrustedProxies()
{
    {
        OcsServerProcess server;
        QVERIFY2(server.start(5, {QStringLiteral("--search-limit"), QStringLiteral("2/60")}), qPrintable(server.errorString()));
        OcsClient client(server.origin());
        QCOMPARE(client.get(QStringLiteral("/ip"), {}, forwardedFor("203.0.113.7")).body, QByteArrayLiteral("127.0.0.1\n"));
        // nor can a client dodge a limit by making up addresses
        EXPECT_OK((client.get(QStringLiteral("person/data"), {}, forwardedFor("203.0.113.1"))));
        EXPECT_OK((client.get(QStringLiteral("person/data"), {}, forwardedFor("203.0.113.2"))));
        QVERIFY(refusal(client.get(QStringLiteral("person/data"), {}, forwardedFor("203.0.113.3"))) > 0);
        client.clearConnections();
        QVERIFY(server.stop());
    }
    OcsServerProcess server;
    QVERIFY2(server.start(5, {QStringLiteral("--trusted-proxy"), QStringLiteral("127.0.0.1"), QStringLiteral("--trusted-proxy"), QStringLiteral("10.0.0.0/8")}),
             qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const auto ip = [&client](const QByteArray &header) {
        return client.get(QStringLiteral("/ip"), {}, header.isNull() ? Headers() : forwardedFor(header)).body.trimmed();
    };
    QCOMPARE(ip(QByteArray()), QByteArrayLiteral("127.0.0.1"));
    QCOMPARE(ip("203.0.113.7"), QByteArrayLiteral("203.0.113.7"));
    // the rightmost address that is not a trusted proxy: what the client wrote itself is on the left
    QCOMPARE(ip("198.51.100.66, 203.0.113.7"), QByteArrayLiteral("203.0.113.7"));
    QCOMPARE(ip("203.0.113.7, 10.1.2.3,127.0.0.1"), QByteArrayLiteral("203.0.113.7"));
    QCOMPARE(ip("garbage, 203.0.113.7"), QByteArrayLiteral("203.0.113.7"));
    QCOMPARE(ip("[2001:DB8::0:1]"), QByteArrayLiteral("2001:db8::1"));
    QCOMPARE(ip("::ffff:203.0.113.9"), QByteArrayLiteral("203.0.113.9"));
    // malformed where the client should be: the peer
    QCOMPARE(ip("203.0.113.7, not-an-address"), QByteArrayLiteral("127.0.0.1"));
    QCOMPARE(ip("203.0.113.7:5555"), QByteArrayLiteral("127.0.0.1"));
    // only trusted hops: the leftmost
    QCOMPARE(ip("10.9.9.9, 127.0.0.1"), QByteArrayLiteral("10.9.9.9"));
    // two headers: their order is not kept (cpp-httplib 0.16 and later), so neither is believed
    const QByteArray twoHeaders = exchangeRaw(server.port(),
                                              "GET /ip HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 198.51.100.1\r\nX-Forwarded-For: 203.0.113.8\r\n"
                                              "Connection: close\r\n\r\n");
    QVERIFY2(twoHeaders.endsWith("\r\n\r\n127.0.0.1\n"), twoHeaders.constData());
    client.clearConnections();
    QVERIFY(server.stop());

    // the configuration file's TrustedProxies is the same list
    QTemporaryDir dir;
    QFile config(dir.filePath(QStringLiteral("server.conf")));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write("[Server]\nTrustedProxies=10.0.0.0/8, 127.0.0.1\n");
    config.close();
    OcsServerProcess configured;
    QVERIFY2(configured.start(5, {QStringLiteral("--config"), config.fileName()}), qPrintable(configured.errorString()));
    client.setOrigin(configured.origin());
    QCOMPARE(ip("203.0.113.7, 10.1.1.1"), QByteArrayLiteral("203.0.113.7"));
    client.clearConnections();
    QVERIFY(configured.stop());
}

void OcsLimitsTest::unknownLoginAnswersAsWrongPassword()
{
    OcsServerProcess server;
    QVERIFY2(server.start(5), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    // an account made by sign-up, with an Argon2id hash as every real account has
    EXPECT_OK((client.post(QStringLiteral("person/add"), signup(QStringLiteral("realperson")))));
    EXPECT_OK((client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("realperson"), QStringLiteral("long-enough")})));

    const auto basicReply = [&server](const QString &user) {
        return withoutDate(exchangeRaw(server.port(),
                                       "GET /v1/person/self HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: " + basic(user, QStringLiteral("wrong-password"))
                                           + "\r\nConnection: close\r\n\r\n"));
    };
    const auto checkReply = [&server](const QString &login) {
        const QByteArray form = "login=" + login.toUtf8() + "&password=wrong-password";
        return withoutDate(exchangeRaw(server.port(),
                                       "POST /v1/person/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                                       "Content-Length: "
                                           + QByteArray::number(form.size()) + "\r\nConnection: close\r\n\r\n" + form));
    };
    const QByteArray basicKnown = basicReply(QStringLiteral("realperson"));
    QVERIFY2(statusLine(basicKnown).contains(" 401 "), basicKnown.constData());
    QCOMPARE(basicReply(QStringLiteral("nosuchperson")), basicKnown);
    const QByteArray checkKnown = checkReply(QStringLiteral("realperson"));
    QVERIFY2(checkKnown.contains("<statuscode>102</statuscode>"), checkKnown.constData());
    QCOMPARE(checkReply(QStringLiteral("nosuchperson")), checkKnown);

    // and in about the same time: an unknown login is checked against a hash too (medians of five; generous, as
    // the machine may be busy: without the dummy hash the unknown login answers many times faster)
    const auto median = [&](const QString &login) {
        QVector<qint64> times;
        for (int i = 0; i < 5; ++i) {
            QElapsedTimer timer;
            timer.start();
            client.get(QStringLiteral("person/self"), Credentials{login, QStringLiteral("wrong-password")});
            times.append(timer.nsecsElapsed());
        }
        std::sort(times.begin(), times.end());
        return times.at(2);
    };
    const qint64 known = median(QStringLiteral("realperson"));
    const qint64 unknown = median(QStringLiteral("nosuchperson"));
    qInfo("wrong password %.1f ms, unknown login %.1f ms", known / 1e6, unknown / 1e6);
    QVERIFY2(unknown * 3 > known, "an unknown login is answered much faster than a wrong password");
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsLimitsTest::oversizedRequestsRefused()
{
    OcsServerProcess server;
    QVERIFY2(server.start(5, {QStringLiteral("--max-body"), QStringLiteral("4096")}), qPrintable(server.errorString()));
    const int port = server.port();
    const QByteArray head = "Host: 127.0.0.1\r\nConnection: close\r\n";

    // a body over --max-body: urlencoded and multipart
    const QByteArray big = "message=" + QByteArray(5000, 'x');
    QVERIFY(statusLine(exchangeRaw(port,
                                   "POST /v1/activity HTTP/1.1\r\n" + head + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: "
                                       + QByteArray::number(big.size()) + "\r\n\r\n" + big))
                .contains(" 413 "));
    const QByteArray multipart = "--b\r\nContent-Disposition: form-data; name=\"message\"\r\n\r\n" + QByteArray(5000, 'x') + "\r\n--b--\r\n";
    QVERIFY(statusLine(exchangeRaw(port,
                                   "POST /v1/activity HTTP/1.1\r\n" + head + "Content-Type: multipart/form-data; boundary=b\r\nContent-Length: "
                                       + QByteArray::number(multipart.size()) + "\r\n\r\n" + multipart))
                .contains(" 413 "));
    // a body just under it is read
    const QByteArray fits = "login=x&password=" + QByteArray(3000, 'y');
    QVERIFY(exchangeRaw(port,
                        "POST /v1/person/check HTTP/1.1\r\n" + head
                            + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: " + QByteArray::number(fits.size()) + "\r\n\r\n" + fits)
                .contains("<statuscode>102</statuscode>"));
    // a URI over cpp-httplib's 8192 bytes
    QVERIFY(statusLine(exchangeRaw(port, "GET /v1/person/data?name=" + QByteArray(9000, 'a') + " HTTP/1.1\r\n" + head + "\r\n")).contains(" 414 "));
    // more than 100 parameters
    QByteArray many;
    for (int i = 0; i < 101; ++i) {
        many += "&p" + QByteArray::number(i) + "=1";
    }
    QVERIFY(statusLine(exchangeRaw(port, "GET /v1/person/data?" + many.mid(1) + " HTTP/1.1\r\n" + head + "\r\n")).contains(" 400 "));
    QVERIFY(statusLine(exchangeRaw(port, "GET /v1/person/data?" + many.mid(many.indexOf("&p1=") + 1) + " HTTP/1.1\r\n" + head + "\r\n")).contains(" 200 "));
    // too many header fields, and too many header bytes
    QByteArray headers;
    for (int i = 0; i < 70; ++i) {
        headers += "X-Filler-" + QByteArray::number(i) + ": 1\r\n";
    }
    QVERIFY(statusLine(exchangeRaw(port, "GET /v1/config HTTP/1.1\r\n" + head + headers + "\r\n")).contains(" 431 "));
    QByteArray longHeaders;
    for (int i = 0; i < 4; ++i) {
        longHeaders += "X-Long-" + QByteArray::number(i) + ": " + QByteArray(5000, 'z') + "\r\n";
    }
    QVERIFY(statusLine(exchangeRaw(port, "GET /v1/config HTTP/1.1\r\n" + head + longHeaders + "\r\n")).contains(" 431 "));
    // a header line over cpp-httplib's 8192 bytes ends the connection or is refused, never reaching the handlers
    const QByteArray hugeLine = exchangeRaw(port, "GET /v1/config HTTP/1.1\r\n" + head + "X-Huge: " + QByteArray(9000, 'z') + "\r\n\r\n");
    QVERIFY2(!hugeLine.contains("<ocs>"), hugeLine.left(200).constData());
    // and the server still answers
    QVERIFY(exchangeRaw(port, "GET /v1/config HTTP/1.1\r\n" + head + "\r\n").contains("<statuscode>100</statuscode>"));
    QVERIFY(server.stop());
}

void OcsLimitsTest::badOptionsRefused()
{
    QList<QStringList> bad = {{QStringLiteral("--trusted-proxy"), QStringLiteral("proxy.example.org")},
                              {QStringLiteral("--trusted-proxy"), QStringLiteral("10.0.0.0/33")},
                              {QStringLiteral("--search-limit"), QStringLiteral("ten")},
                              {QStringLiteral("--search-limit"), QStringLiteral("10/0")},
                              {QStringLiteral("--max-body"), QStringLiteral("12")}};
    QTemporaryDir dir;
    QFile config(dir.filePath(QStringLiteral("server.conf")));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write("[Server]\nTrustedProxies=127.0.0.1, proxy.example.org\n");
    config.close();
    bad.append({QStringLiteral("--config"), config.fileName()});
    for (const QStringList &arguments : bad) {
        QProcess process;
        process.start(OcsServerProcess::binary(), arguments);
        QVERIFY(process.waitForFinished(20000));
        QCOMPARE(process.exitCode(), 2);
        const QByteArray error = process.readAllStandardError();
        QVERIFY2(error.contains(arguments.constFirst().mid(2).toUtf8()) || error.contains("TrustedProxies"), error.constData());
    }
}

QTEST_GUILESS_MAIN(OcsLimitsTest)
#include "ocslimitstest.moc"
