// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "postgresqlserver.h"
#include "testhelpers.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <sqlite3.h>

using namespace TestHelpers;

/**
 * The cache of verified passwords (--credential-cache) through the real server: an Argon2id account checked in full
 * once and then from the cache, a wrong password after a right one still refused, and a password changed in the
 * database (as the operator's tool does) refused at once by every server process on that database. On SQLite and on
 * PostgreSQL (server-ocscredentialtest-postgresql).
 */
class OcsCredentialTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void rightPasswordCheckedInFullOnce();
    void wrongPasswordAfterRightOneRefused();
    void changedPasswordRefusedByEveryProcess();
    void seededAccountsNeedNoCache();
    void cacheOff();

private:
    static QJsonObject cacheState(OcsClient &client);
    static int fullChecks(OcsClient &client);
    static void signUp(OcsClient &client, const QString &login, const QString &password);
    /** Sets @p login's stored hash to @p from's, as an operator's password reset writes a new one. */
    bool copyPassword(const QString &from, const QString &login) const;

    OcsServerProcess m_server;
    OcsClient m_client;
    const Credentials m_ada{QStringLiteral("ada"), QStringLiteral("first-secret")};
    const Credentials m_bob{QStringLiteral("bob"), QStringLiteral("second-secret")};
};

void OcsCredentialTest::initTestCase()
{
    QVERIFY2(m_server.start(20), qPrintable(m_server.errorString()));
    m_client.setOrigin(m_server.origin());
    signUp(m_client, m_ada.user, m_ada.password);
    signUp(m_client, m_bob.user, m_bob.password);
}

void OcsCredentialTest::cleanupTestCase()
{
    m_client.clearConnections();
    QVERIFY(m_server.stop());
}

QJsonObject OcsCredentialTest::cacheState(OcsClient &client)
{
    return QJsonDocument::fromJson(client.get(QStringLiteral("/control/state")).body).object().value(QStringLiteral("credentialCache")).toObject();
}

int OcsCredentialTest::fullChecks(OcsClient &client)
{
    const QJsonObject state = cacheState(client);
    return state.contains(QStringLiteral("fullChecks")) ? state.value(QStringLiteral("fullChecks")).toInt() : -1;
}

void OcsCredentialTest::signUp(OcsClient &client, const QString &login, const QString &password)
{
    const OcsDocument reply = ocs(client.post(QStringLiteral("person/add"),
                                              Form{{QStringLiteral("login"), login},
                                                   {QStringLiteral("password"), password},
                                                   {QStringLiteral("firstname"), login},
                                                   {QStringLiteral("lastname"), QStringLiteral("Tester")},
                                                   {QStringLiteral("email"), login + QStringLiteral("@example.org")}}));
    OCS_VERIFY_OK(reply);
}

bool OcsCredentialTest::copyPassword(const QString &from, const QString &login) const
{
    const QString sql =
        QStringLiteral("UPDATE people SET passwordhash = (SELECT passwordhash FROM people WHERE personid = '%1') WHERE personid = '%2'").arg(from, login);
    if (OcsServerProcess::usesPostgreSql()) {
        QString error;
        PostgreSqlServer *postgres = PostgreSqlServer::shared(&error);
        // the changed row's id, then (psql's status line) "UPDATE 1"
        return postgres && postgres->query(m_server.databaseUrl(), sql + QStringLiteral(" RETURNING id")).split('\n').constFirst().trimmed().toLongLong() > 0;
    }
    sqlite3 *db = nullptr;
    const QByteArray path = m_server.filePath(QStringLiteral("community.sqlite")).toUtf8();
    if (sqlite3_open_v2(path.constData(), &db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        return false;
    }
    sqlite3_busy_timeout(db, 5000);
    const bool ok = sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, nullptr) == SQLITE_OK && sqlite3_changes(db) == 1;
    sqlite3_close(db);
    return ok;
}

void OcsCredentialTest::rightPasswordCheckedInFullOnce()
{
    const int before = fullChecks(m_client);
    QVERIFY(before >= 0);
    for (int i = 0; i < 5; ++i) {
        const OcsDocument self = ocs(m_client.get(QStringLiteral("person/self"), m_ada));
        OCS_VERIFY_OK(self);
        QCOMPARE(self.items.at(0).value(QStringLiteral("personid")), m_ada.user);
    }
    // person/check takes the same way
    const OcsDocument check =
        ocs(m_client.post(QStringLiteral("person/check"), Form{{QStringLiteral("login"), m_ada.user}, {QStringLiteral("password"), m_ada.password}}));
    OCS_VERIFY_OK(check);
    QCOMPARE(fullChecks(m_client), before + 1);
    QVERIFY(cacheState(m_client).value(QStringLiteral("entries")).toInt() >= 1);
}

void OcsCredentialTest::wrongPasswordAfterRightOneRefused()
{
    QCOMPARE(m_client.get(QStringLiteral("person/self"), m_ada).status, 200);
    const int before = fullChecks(m_client);
    for (const QString &wrong : {QStringLiteral("first-secreT"), QStringLiteral("first-secre"), QStringLiteral("first-secret2"), m_bob.password}) {
        const HttpReply refused = m_client.get(QStringLiteral("person/self"), Credentials{m_ada.user, wrong});
        QCOMPARE(refused.status, 401);
        OCS_VERIFY_FAILED(ocs(refused), 997);
        const OcsDocument check =
            ocs(m_client.post(QStringLiteral("person/check"), Form{{QStringLiteral("login"), m_ada.user}, {QStringLiteral("password"), wrong}}));
        OCS_VERIFY_FAILED(check, 102);
    }
    // each of them was checked in full (the cache knows only the right one)
    QCOMPARE(fullChecks(m_client), before + 8);
    // bob's password is right for bob, and does not open ada's account from the cache either
    QCOMPARE(m_client.get(QStringLiteral("person/self"), m_bob).status, 200);
    QCOMPARE(m_client.get(QStringLiteral("person/self"), Credentials{m_ada.user, m_bob.password}).status, 401);
    QCOMPARE(m_client.get(QStringLiteral("person/self"), m_ada).status, 200);
}

void OcsCredentialTest::changedPasswordRefusedByEveryProcess()
{
    // a second server process on the same database, which has the old password in its own cache too
    OcsServerProcess second;
    second.shareDatabaseWith(m_server);
    QVERIFY2(second.start(-1), qPrintable(second.errorString()));
    OcsClient secondClient(second.origin());
    for (OcsClient *client : {&m_client, &secondClient}) {
        QCOMPARE(client->get(QStringLiteral("person/self"), m_ada).status, 200);
        QCOMPARE(client->get(QStringLiteral("person/self"), m_ada).status, 200);
    }
    const int secondBefore = fullChecks(secondClient);

    // the operator gives ada a new password (here: bob's, whose hash string is a valid Argon2id one)
    QVERIFY(copyPassword(m_bob.user, m_ada.user));

    for (OcsClient *client : {&m_client, &secondClient}) {
        const HttpReply old = client->get(QStringLiteral("person/self"), m_ada);
        QCOMPARE(old.status, 401);
        const OcsDocument check =
            ocs(client->post(QStringLiteral("person/check"), Form{{QStringLiteral("login"), m_ada.user}, {QStringLiteral("password"), m_ada.password}}));
        OCS_VERIFY_FAILED(check, 102);
        const OcsDocument self = ocs(client->get(QStringLiteral("person/self"), Credentials{m_ada.user, m_bob.password}));
        OCS_VERIFY_OK(self);
        QCOMPARE(self.items.at(0).value(QStringLiteral("personid")), m_ada.user);
    }
    // the old password was checked in full against the new hash (twice), the new one once and then remembered
    QCOMPARE(fullChecks(secondClient), secondBefore + 3);
    secondClient.clearConnections();
    QVERIFY(second.stop());
}

void OcsCredentialTest::seededAccountsNeedNoCache()
{
    // the seeded people's salted digest costs less than the cache itself: it is checked every time, and not kept
    const int before = fullChecks(m_client);
    QCOMPARE(m_client.get(QStringLiteral("person/self"), Credentials::demo()).status, 200);
    QCOMPARE(m_client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("demo"), QStringLiteral("wrong")}).status, 401);
    QCOMPARE(fullChecks(m_client), before);
}

void OcsCredentialTest::cacheOff()
{
    OcsServerProcess server;
    QVERIFY2(server.start(5, {QStringLiteral("--credential-cache"), QStringLiteral("0")}), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    signUp(client, QStringLiteral("carol"), QStringLiteral("third-secret"));
    const Credentials carol{QStringLiteral("carol"), QStringLiteral("third-secret")};
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(client.get(QStringLiteral("person/self"), carol).status, 200);
    }
    QCOMPARE(client.get(QStringLiteral("person/self"), Credentials{carol.user, QStringLiteral("wrong-secret")}).status, 401);
    QCOMPARE(fullChecks(client), 4);
    QCOMPARE(cacheState(client).value(QStringLiteral("entries")).toInt(), 0);
    client.clearConnections();
    QVERIFY(server.stop());
}

QTEST_GUILESS_MAIN(OcsCredentialTest)
#include "ocscredentialtest.moc"
