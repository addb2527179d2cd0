// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "testhelpers.h"

#include <QFile>
#include <QTest>

using namespace TestHelpers;

namespace
{
Form signup(const QString &login, const QString &password, const QString &email)
{
    return Form{{QStringLiteral("login"), login},
                {QStringLiteral("password"), password},
                {QStringLiteral("firstname"), QStringLiteral("Ada")},
                {QStringLiteral("lastname"), QStringLiteral("Lovelace")},
                {QStringLiteral("email"), email}};
}
}

/**
 * PERSON add (sign-up): the spec's rules and codes, Argon2id storage, sign-in with the new account, the sign-up limit.
 */
class OcsRegistrationTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void addSignsInAndStoresArgon2id();
    void codes_data();
    void codes();
    void takenLoginAndEmail();
    void seededAccountsStillSignIn();
    void limitPerAddress();

private:
    OcsServerProcess m_server;
    OcsClient m_client;
};

void OcsRegistrationTest::initTestCase()
{
    QVERIFY2(m_server.start(20), qPrintable(m_server.errorString()));
    m_client.setOrigin(m_server.origin());
}

void OcsRegistrationTest::cleanupTestCase()
{
    m_client.clearConnections();
    QVERIFY(m_server.stop());
}

void OcsRegistrationTest::addSignsInAndStoresArgon2id()
{
    const QString password = QStringLiteral("Sesame-open-42");
    {
        const OcsDocument reply1 =
            ocs(m_client.post(QStringLiteral("person/add"), signup(QStringLiteral("ada1815"), password, QStringLiteral("ada@example.org"))));
        OCS_VERIFY_OK(reply1);
    }

    const OcsDocument self = ocs(m_client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("ada1815"), password}));
    OCS_VERIFY_OK(self);
    QCOMPARE(self.items.size(), 1);
    QCOMPARE(self.items.at(0).value(QStringLiteral("personid")), QStringLiteral("ada1815"));
    QCOMPARE(self.items.at(0).value(QStringLiteral("firstname")), QStringLiteral("Ada"));
    QCOMPARE(self.items.at(0).value(QStringLiteral("lastname")), QStringLiteral("Lovelace"));

    const HttpReply wrong = m_client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("ada1815"), password + QLatin1Char('x')});
    QCOMPARE(wrong.status, 401);

    const OcsDocument check =
        ocs(m_client.post(QStringLiteral("person/check"), Form{{QStringLiteral("login"), QStringLiteral("ada1815")}, {QStringLiteral("password"), password}}));
    OCS_VERIFY_OK(check);

    // on disk: an Argon2id string, never the password itself
    const QByteArray bytes = m_server.databaseBytes();
    QVERIFY(bytes.contains("$argon2id$v=19$"));
    QVERIFY(!bytes.contains(password.toUtf8()));
}

void OcsRegistrationTest::codes_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QString>("password");
    QTest::addColumn<QString>("email");
    QTest::addColumn<int>("code");

    const QString good = QStringLiteral("long-enough");
    QTest::newRow("login missing") << QString() << good << QStringLiteral("a@example.org") << 101;
    QTest::newRow("password missing") << QStringLiteral("bob") << QString() << QStringLiteral("a@example.org") << 101;
    QTest::newRow("email missing") << QStringLiteral("bob") << good << QString() << 101;
    QTest::newRow("password short") << QStringLiteral("bob") << QStringLiteral("seven77") << QStringLiteral("a@example.org") << 102;
    QTest::newRow("password huge") << QStringLiteral("bob") << QString(2000, QLatin1Char('p')) << QStringLiteral("a@example.org") << 102;
    QTest::newRow("login with dash") << QStringLiteral("bob-b") << good << QStringLiteral("a@example.org") << 103;
    QTest::newRow("login with umlaut") << QStringLiteral("jörg") << good << QStringLiteral("a@example.org") << 103;
    QTest::newRow("login too long") << QString(65, QLatin1Char('a')) << good << QStringLiteral("a@example.org") << 103;
    QTest::newRow("email without at") << QStringLiteral("bob") << good << QStringLiteral("example.org") << 106;
    QTest::newRow("email two at") << QStringLiteral("bob") << good << QStringLiteral("a@b@example.org") << 106;
    QTest::newRow("email no dot") << QStringLiteral("bob") << good << QStringLiteral("a@localhost") << 106;
    // a control character in any field is refused before the call's own checks (HTTP 400, OCS 999)
    QTest::newRow("email control") << QStringLiteral("bob") << good << QStringLiteral("a\n@example.org") << 999;
}

void OcsRegistrationTest::codes()
{
    QFETCH(QString, login);
    QFETCH(QString, password);
    QFETCH(QString, email);
    QFETCH(int, code);
    {
        const OcsDocument reply2 = ocs(m_client.post(QStringLiteral("person/add"), signup(login, password, email)));
        OCS_VERIFY_FAILED(reply2, code);
    }
    if (!login.isEmpty()) {
        // nothing was created
        QCOMPARE(m_client.get(QStringLiteral("person/data/%1").arg(login), Credentials::demo()).status, 200);
        {
            const OcsDocument reply3 = ocs(m_client.get(QStringLiteral("person/data/%1").arg(login), Credentials::demo()));
            OCS_VERIFY_FAILED(reply3, 101);
        }
    }
}

void OcsRegistrationTest::takenLoginAndEmail()
{
    {
        const OcsDocument reply4 = ocs(
            m_client.post(QStringLiteral("person/add"), signup(QStringLiteral("carol"), QStringLiteral("carol-secret"), QStringLiteral("carol@example.org"))));
        OCS_VERIFY_OK(reply4);
    }
    // the seeded demo account and the new one, in any case
    {
        const OcsDocument reply5 =
            ocs(m_client.post(QStringLiteral("person/add"), signup(QStringLiteral("demo"), QStringLiteral("whatever1"), QStringLiteral("x@example.org"))));
        OCS_VERIFY_FAILED(reply5, 104);
    }
    {
        const OcsDocument reply6 =
            ocs(m_client.post(QStringLiteral("person/add"), signup(QStringLiteral("CAROL"), QStringLiteral("whatever1"), QStringLiteral("y@example.org"))));
        OCS_VERIFY_FAILED(reply6, 104);
    }
    // 105 is "e-mail taken" (the spec's number; the original server's text said "invalid")
    {
        const OcsDocument reply7 = ocs(
            m_client.post(QStringLiteral("person/add"), signup(QStringLiteral("carol2"), QStringLiteral("whatever1"), QStringLiteral("Carol@Example.org"))));
        OCS_VERIFY_FAILED(reply7, 105);
    }
}

void OcsRegistrationTest::seededAccountsStillSignIn()
{
    {
        const OcsDocument reply8 = ocs(m_client.get(QStringLiteral("person/self"), Credentials::demo()));
        OCS_VERIFY_OK(reply8);
    }
    QCOMPARE(m_client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("demo"), QStringLiteral("wrong")}).status, 401);
}

void OcsRegistrationTest::limitPerAddress()
{
    OcsServerProcess server;
    QVERIFY2(server.start(5, {QStringLiteral("--signup-limit"), QStringLiteral("2")}), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    // attempts count, not only successes: probing names is limited too
    {
        const OcsDocument reply9 =
            ocs(client.post(QStringLiteral("person/add"), signup(QStringLiteral("first"), QStringLiteral("long-enough"), QStringLiteral("1@example.org"))));
        OCS_VERIFY_OK(reply9);
    }
    {
        const OcsDocument reply10 =
            ocs(client.post(QStringLiteral("person/add"), signup(QStringLiteral("bad-name"), QStringLiteral("long-enough"), QStringLiteral("2@example.org"))));
        OCS_VERIFY_FAILED(reply10, 103);
    }
    const HttpReply limited =
        client.post(QStringLiteral("person/add"), signup(QStringLiteral("third"), QStringLiteral("long-enough"), QStringLiteral("3@example.org")));
    {
        const OcsDocument reply11 = ocs(limited);
        OCS_VERIFY_FAILED(reply11, 200);
    }
    bool ok = false;
    const int retryAfter = limited.header("Retry-After").toInt(&ok);
    QVERIFY(ok);
    QVERIFY(retryAfter > 0 && retryAfter <= 3600);
    // nothing was created, and other calls are not limited
    {
        const OcsDocument reply12 = ocs(client.get(QStringLiteral("person/data/third"), Credentials::demo()));
        OCS_VERIFY_FAILED(reply12, 101);
    }
    {
        const OcsDocument reply13 = ocs(client.get(QStringLiteral("person/self"), Credentials::demo()));
        OCS_VERIFY_OK(reply13);
    }
    client.clearConnections();
    QVERIFY(server.stop());
}

QTEST_GUILESS_MAIN(OcsRegistrationTest)
#include "ocsregistrationtest.moc"
