// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "postgresqlserver.h"
#include "testhelpers.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTest>

#include <sqlite3.h>

using namespace TestHelpers;

namespace
{
/** Runs @p sql on a SQLite file; returns the first column of the first row (or "error: ..."). */
QByteArray sqlite(const QString &path, const QByteArray &sql)
{
    sqlite3 *db = nullptr;
    QByteArray result;
    if (sqlite3_open(QFile::encodeName(path).constData(), &db) == SQLITE_OK) {
        sqlite3_stmt *statement = nullptr;
        const char *rest = sql.constData();
        // every statement of a script; the answer is the last one's first value
        while (rest && *rest && sqlite3_prepare_v2(db, rest, -1, &statement, &rest) == SQLITE_OK && statement) {
            if (sqlite3_step(statement) == SQLITE_ROW) {
                result = QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(statement, 0)));
            }
            sqlite3_finalize(statement);
            statement = nullptr;
        }
        if (sqlite3_errcode(db) != SQLITE_OK && sqlite3_errcode(db) != SQLITE_DONE && sqlite3_errcode(db) != SQLITE_ROW) {
            result = QByteArray("error: ") + sqlite3_errmsg(db);
        }
    }
    sqlite3_close(db);
    return result;
}

/** Runs @p sql on the server's database, whichever store it is; the first value of the last answer. */
QByteArray query(const OcsServerProcess &server, const QByteArray &sql)
{
    if (!OcsServerProcess::usesPostgreSql()) {
        return sqlite(server.filePath(QStringLiteral("community.sqlite")), sql);
    }
    QString error;
    PostgreSqlServer *postgres = PostgreSqlServer::shared(&error);
    return postgres ? postgres->query(server.databaseUrl(), QString::fromUtf8(sql)).trimmed() : QByteArray("error: ") + error.toUtf8();
}

QByteArray digest(const char *login)
{
    return QCryptographicHash::hash(QByteArray(login) + ':' + login + "-password", QCryptographicHash::Sha256).toHex();
}

Form signup(const QString &login)
{
    return Form{{QStringLiteral("login"), login},
                {QStringLiteral("password"), QStringLiteral("long-enough-42")},
                {QStringLiteral("firstname"), QStringLiteral("Grace")},
                {QStringLiteral("lastname"), QStringLiteral("Hopper")},
                {QStringLiteral("email"), login + QStringLiteral("@example.org")}};
}
}

/**
 * The database itself, on the store of the run (SQLite, or PostgreSQL in the -postgresql run): a database of the
 * servers before migrations (schema version 1, tables made by running the first two steps on every start) opens and
 * is brought up to date with everything kept; the schema is updated once;
 * a database newer than the server is refused; two server processes share one database.
 */
class OcsStoreTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versionOneDatabaseIsUpgraded();
    void schemaIsUpdatedOnce();
    void newerSchemaIsRefused();
    void twoProcessesShareOneDatabase();
    void bothStoresAnswerAlike();
};

void OcsStoreTest::versionOneDatabaseIsUpgraded()
{
    if (OcsServerProcess::usesPostgreSql()) {
        QSKIP("the servers before migrations wrote SQLite files only");
    }
    OcsServerProcess server;
    const QString path = server.filePath(QStringLiteral("community.sqlite"));
    // what they made: the first two steps (which they ran on every start) and version 1
    QByteArray schema;
    for (const char *step : {"0001-schema.sqlite.sql", "0002-registrations.sqlite.sql"}) {
        QFile file(QFINDTESTDATA(QStringLiteral("../data/migrations/") + QLatin1String(step)));
        QVERIFY(file.open(QIODevice::ReadOnly));
        schema += file.readAll();
    }
    schema += "INSERT INTO meta (key, value) VALUES ('schemaversion', '1');";
    const QByteArray rows = "INSERT INTO people (id, personid, passwordsalt, passwordhash, apikey, privacy, firstname, lastname, searchname) VALUES"
                            " (1, 'ada', 'ada', '"
        + digest("ada") + "', 'ada-apikey', 0, 'Ada', 'Lovelace', 'ada ada lovelace|ada lovelace'), (2, 'bob', 'bob', '" + digest("bob")
        + "', 'bob-apikey', 0, 'Bob', 'Babbage', 'bob bob babbage|bob babbage');"
          "INSERT INTO homepages VALUES (1, 1, 'https://ada.example.org/', 'Homepage');"
          "INSERT INTO friendships VALUES (1, 2, 1700000000), (2, 1, 1700000000);"
          "INSERT INTO messages (owner, folder, sender, recipient, senddate, status, subject, body)"
          " VALUES (1, 0, 2, 1, 1700000100, 0, 'Engines', 'About the analytical engine');"
          "INSERT INTO activities (person, timestamp, type, message, link) VALUES (2, 1700000200, 1, 'Bob was here', '/people/bob');"
          "SELECT value FROM meta WHERE key = 'schemaversion';";
    QCOMPARE(sqlite(path, schema + rows), QByteArray("1"));

    QVERIFY2(server.start(-1), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const Credentials ada = Credentials::of(QStringLiteral("ada"));
    const OcsDocument self = ocs(client.get(QStringLiteral("person/self"), ada));
    OCS_VERIFY_OK(self);
    QCOMPARE(self.items.at(0).value(QStringLiteral("lastname")), QStringLiteral("Lovelace"));
    QCOMPARE(ocs(client.get(QStringLiteral("friend/data/ada"), ada)).personIds(), QStringList{QStringLiteral("bob")});
    QCOMPARE(ocs(client.get(QStringLiteral("message/0"), ada)).items.at(0).value(QStringLiteral("subject")), QStringLiteral("Engines"));
    QCOMPARE(ocs(client.get(QStringLiteral("activity"), ada)).items.at(0).value(QStringLiteral("message")), QStringLiteral("Bob was here"));
    {
        const OcsDocument reply = ocs(client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("bob-apikey"), QString()}));
        OCS_VERIFY_OK(reply);
    }
    // and it takes new data: a sign-up, a message
    {
        const OcsDocument reply = ocs(client.post(QStringLiteral("person/add"), signup(QStringLiteral("grace"))));
        OCS_VERIFY_OK(reply);
    }
    {
        const OcsDocument reply = ocs(client.post(QStringLiteral("message/2"),
                                                  {{QStringLiteral("to"), QStringLiteral("ada")},
                                                   {QStringLiteral("subject"), QStringLiteral("Re")},
                                                   {QStringLiteral("message"), QStringLiteral("b")}},
                                                  Credentials::of(QStringLiteral("bob"))));
        OCS_VERIFY_OK(reply);
    }
    client.clearConnections();
    QVERIFY(server.stop());
    const QByteArray log = server.standardError();
    QVERIFY(log.contains("0002-registrations"));
    // 0.1.0's databases get the rate limits' table, and the limits written at shutdown are in it
    QVERIFY(log.contains("0005-limit-counts"));
    QCOMPARE(query(server, "SELECT COUNT(*) FROM limit_counts WHERE limit_name = 'message-account' AND limit_key = 'bob'"), QByteArray("1"));

    QVERIFY(query(server, "SELECT value FROM meta WHERE key = 'schemaversion'").toInt() >= 2);
    QCOMPARE(query(server, "SELECT COUNT(*) FROM people"), QByteArray("3"));
    QCOMPARE(query(server, "SELECT COUNT(*) FROM messages"), QByteArray("3"));
    QCOMPARE(query(server, "SELECT url FROM homepages WHERE person = 1"), QByteArray("https://ada.example.org/"));
    QCOMPARE(query(server, "SELECT email FROM registrations"), QByteArray("grace@example.org"));
}

void OcsStoreTest::schemaIsUpdatedOnce()
{
    OcsServerProcess server;
    QVERIFY2(server.start(5), qPrintable(server.errorString()));
    QVERIFY(server.stop());
    const QByteArray first = server.standardError();
    QVERIFY(first.contains("schema update"));
    QVERIFY(first.contains("was 0"));
    const QByteArray version = query(server, "SELECT value FROM meta WHERE key = 'schemaversion'");
    QVERIFY(version.toInt() >= 2);

    QVERIFY2(server.restart(), qPrintable(server.errorString()));
    QVERIFY(server.stop());
    QVERIFY(!server.standardError().contains("schema update"));
    QCOMPARE(query(server, "SELECT value FROM meta WHERE key = 'schemaversion'"), version);
    QCOMPARE(query(server, "SELECT COUNT(*) FROM people"), QByteArray("5"));
}

void OcsStoreTest::newerSchemaIsRefused()
{
    OcsServerProcess server;
    QVERIFY2(server.start(5), qPrintable(server.errorString()));
    QVERIFY(server.stop());
    query(server, "UPDATE meta SET value = '999' WHERE key = 'schemaversion'");
    QCOMPARE(query(server, "SELECT value FROM meta WHERE key = 'schemaversion'"), QByteArray("999"));
    QVERIFY(!server.restart());
    QVERIFY2(server.errorString().contains(QLatin1String("schema version 999, newer than this server")), qPrintable(server.errorString()));
    // and it left the database alone
    QCOMPARE(query(server, "SELECT COUNT(*) FROM people"), QByteArray("5"));
}

void OcsStoreTest::twoProcessesShareOneDatabase()
{
    OcsServerProcess first;
    QVERIFY2(first.start(50), qPrintable(first.errorString()));
    OcsServerProcess second;
    second.shareDatabaseWith(first);
    QVERIFY2(second.start(50), qPrintable(second.errorString()));
    OcsClient a(first.origin());
    OcsClient b(second.origin());

    // an account made on one process signs in on the other, and cannot be made twice
    {
        const OcsDocument reply = ocs(a.post(QStringLiteral("person/add"), signup(QStringLiteral("grace"))));
        OCS_VERIFY_OK(reply);
    }
    {
        const OcsDocument reply = ocs(b.get(QStringLiteral("person/self"), Credentials{QStringLiteral("grace"), QStringLiteral("long-enough-42")}));
        OCS_VERIFY_OK(reply);
    }
    QVERIFY(ocs(b.post(QStringLiteral("person/add"), signup(QStringLiteral("Grace")))).statusCode != 100);

    // a message sent through one arrives through the other
    const Credentials demo = Credentials::demo();
    const QString friendId = ocs(a.get(QStringLiteral("friend/data/demo"), demo)).personIds().constFirst();
    const OcsDocument sent =
        ocs(b.post(QStringLiteral("message/2"),
                   {{QStringLiteral("to"), friendId}, {QStringLiteral("subject"), QStringLiteral("shared")}, {QStringLiteral("message"), QStringLiteral("b")}},
                   demo));
    OCS_VERIFY_OK(sent);
    QCOMPARE(ocs(a.get(QStringLiteral("message/0"), Credentials::of(friendId))).items.at(0).value(QStringLiteral("subject")), QStringLiteral("shared"));
    // friendship ended through one is gone for the other
    {
        const OcsDocument reply = ocs(a.post(QStringLiteral("friend/cancel/") + friendId, {}, demo));
        OCS_VERIFY_OK(reply);
    }
    QVERIFY(!ocs(b.get(QStringLiteral("friend/data/demo?pagesize=100"), demo)).personIds().contains(friendId));
    QCOMPARE(ocs(b.get(QStringLiteral("person/data"))).totalItems, ocs(a.get(QStringLiteral("person/data"))).totalItems);

    a.clearConnections();
    b.clearConnections();
    QVERIFY(second.stop());
    QVERIFY(second.standardError().contains("not seeding"));
    QVERIFY(first.stop());
}

void OcsStoreTest::bothStoresAnswerAlike()
{
    if (OcsServerProcess::usesPostgreSql()) {
        QSKIP("compares the two stores: once, in the SQLite run");
    }
    OcsServerProcess sqlite;
    OcsServerProcess postgres;
    postgres.setPostgreSql(true);
    QVERIFY2(sqlite.start(300), qPrintable(sqlite.errorString()));
    QVERIFY2(postgres.start(300), qPrintable(postgres.errorString()));
    OcsClient a(sqlite.origin());
    OcsClient b(postgres.origin());
    const auto same = [&](const QString &path, const Credentials &credentials) {
        QByteArray left = TestHelpers::withoutPictureTokens(a.get(path, credentials).body);
        QByteArray right = TestHelpers::withoutPictureTokens(b.get(path, credentials).body);
        left.replace(sqlite.origin().toUtf8(), "ORIGIN");
        right.replace(postgres.origin().toUtf8(), "ORIGIN");
        QVERIFY2(left.size() > 150, qPrintable(path));
        QVERIFY2(left == right, qPrintable(path + QLatin1Char('\n') + QString::fromUtf8(left) + QString::fromUtf8(right)));
    };
    const Credentials demo = Credentials::demo();
    // searches (sorted by login, by distance; by name, city, country, description), lists, the feed
    const QStringList paths = {QStringLiteral("person/data?pagesize=100"),
                               QStringLiteral("person/data?pagesize=100&page=2"),
                               QStringLiteral("person/data?name=AN&pagesize=100"),
                               QStringLiteral("person/data?city=BERLIN&pagesize=100"),
                               QStringLiteral("person/data?country=de&pagesize=100"),
                               QStringLiteral("person/data?description=the&pagesize=100"),
                               QStringLiteral("person/data?latitude=52.52&longitude=13.405&distance=0.5&pagesize=100"),
                               QStringLiteral("person/data?latitude=-33.9&longitude=151.2&pagesize=50"),
                               QStringLiteral("person/data/DEMO"),
                               QStringLiteral("person/self"),
                               QStringLiteral("friend/data/demo?pagesize=100"),
                               QStringLiteral("friend/receivedinvitations"),
                               QStringLiteral("friend/sentinvitations"),
                               QStringLiteral("message/0?pagesize=100"),
                               QStringLiteral("message/1?pagesize=100"),
                               QStringLiteral("message/0?status=0"),
                               QStringLiteral("activity?pagesize=100"),
                               QStringLiteral("event/data?pagesize=20")};
    for (const QString &path : paths) {
        same(path, demo);
    }
    // the searches above found something: a case-insensitive city and name, a description's word
    for (const char *search : {"name=AN", "city=BERLIN", "description=the"}) {
        QVERIFY2(ocs(b.get(QStringLiteral("person/data?") + QLatin1String(search), demo)).totalItems > 0, search);
    }
    // the same write gives the same state (invitation lists carry no time)
    const QString invitee = ocs(a.get(QStringLiteral("person/data?pagesize=1&page=7"))).personIds().constFirst();
    for (OcsClient *client : {&a, &b}) {
        const OcsDocument invited = ocs(client->post(QStringLiteral("friend/invite/") + invitee, {{QStringLiteral("message"), QStringLiteral("hello")}}, demo));
        OCS_VERIFY_OK(invited);
    }
    same(QStringLiteral("friend/sentinvitations"), demo);
    a.clearConnections();
    b.clearConnections();
    QVERIFY(sqlite.stop());
    QVERIFY(postgres.stop());
}

QTEST_GUILESS_MAIN(OcsStoreTest)
#include "ocsstoretest.moc"
