// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/provider.h"
#include "account/credentialstore.h"
#include "ocs/request.h"

#include <QTest>

class ProviderTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void callUrlJoinsWithOneSlash_data()
    {
        QTest::addColumn<QString>("base");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");

        QTest::newRow("trailing slash") << QStringLiteral("https://api.example.org/v1/") << QStringLiteral("person/data/alice")
                                        << QStringLiteral("https://api.example.org/v1/person/data/alice");
        QTest::newRow("no trailing slash") << QStringLiteral("https://api.example.org/v1") << QStringLiteral("person/self")
                                           << QStringLiteral("https://api.example.org/v1/person/self");
        QTest::newRow("leading slash on path") << QStringLiteral("http://127.0.0.1:8080/v1/") << QStringLiteral("/message/2")
                                               << QStringLiteral("http://127.0.0.1:8080/v1/message/2");
    }

    void callUrlJoinsWithOneSlash()
    {
        QFETCH(QString, base);
        QFETCH(QString, path);
        QFETCH(QString, expected);

        const Ocs::Provider provider{QUrl(base)};
        QCOMPARE(provider.callUrl(path).toString(), expected);
    }

    void callUrlCarriesQuery()
    {
        const Ocs::Provider provider(QUrl(QStringLiteral("http://localhost/v1/")));
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("name"), QStringLiteral("Zoë & Co"));
        query.addQueryItem(QStringLiteral("page"), QStringLiteral("0"));
        const QUrl url = provider.callUrl(QStringLiteral("person/data"), query);
        QCOMPARE(url.path(), QStringLiteral("/v1/person/data"));
        QCOMPARE(QUrlQuery(url).queryItemValue(QStringLiteral("name"), QUrl::FullyDecoded), QStringLiteral("Zoë & Co"));
        QCOMPARE(QUrlQuery(url).queryItemValue(QStringLiteral("page")), QStringLiteral("0"));
    }

    void escapedSegmentsStayEscaped()
    {
        const Ocs::Provider provider{QUrl(QStringLiteral("http://localhost/v1/"))};
        const QUrl url = provider.callUrl(QStringLiteral("person/data/") + Ocs::pathSegment(QStringLiteral("zoë/../x y")));
        QCOMPARE(url.path(QUrl::FullyEncoded), QStringLiteral("/v1/person/data/zo%C3%AB%2F..%2Fx%20y"));
    }

    void queryEscapesPlus()
    {
        // A '+' left bare would reach the server as a space.
        const Ocs::Provider provider{QUrl(QStringLiteral("http://localhost/v1/"))};
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("name"), QStringLiteral("C++ fan"));
        const QUrl url = provider.callUrl(QStringLiteral("person/data"), query);
        QCOMPARE(url.query(QUrl::FullyEncoded), QStringLiteral("name=C%2B%2B%20fan"));
    }

    void credentialsOnlyOverHttpsOrLoopback_data()
    {
        QTest::addColumn<QString>("base");
        QTest::addColumn<bool>("accepts");

        QTest::newRow("https") << QStringLiteral("https://api.example.org/v1/") << true;
        QTest::newRow("http remote") << QStringLiteral("http://api.example.org/v1/") << false;
        QTest::newRow("http private range") << QStringLiteral("http://192.168.1.10/v1/") << false;
        QTest::newRow("http ipv4 loopback") << QStringLiteral("http://127.0.0.1:4711/v1/") << true;
        QTest::newRow("http other loopback") << QStringLiteral("http://127.8.0.1/v1/") << true;
        QTest::newRow("http ipv6 loopback") << QStringLiteral("http://[::1]:4711/v1/") << true;
        QTest::newRow("http localhost") << QStringLiteral("http://localhost:4711/v1/") << true;
        QTest::newRow("host named like loopback") << QStringLiteral("http://127.0.0.1.example.org/v1/") << false;
        QTest::newRow("ftp") << QStringLiteral("ftp://127.0.0.1/v1/") << false;
        QTest::newRow("empty") << QString() << false;
    }

    void credentialsOnlyOverHttpsOrLoopback()
    {
        QFETCH(QString, base);
        QFETCH(bool, accepts);

        QCOMPARE(Ocs::Provider(QUrl(base)).acceptsCredentials(), accepts);
    }

    // https://user:secret@host/v1/ keeps neither the user nor the password, in the base URL or any call.
    void userInfoIsDropped()
    {
        const Ocs::Provider provider(QUrl(QStringLiteral("https://user:secret@host.example/v1")));
        QCOMPARE(provider.baseUrl(), QUrl(QStringLiteral("https://host.example/v1/")));
        QVERIFY(!provider.baseUrl().toString().contains(QStringLiteral("secret")));
        QVERIFY(provider.callUrl(QStringLiteral("person/self")).userInfo().isEmpty());
        QVERIFY(provider.isValid());
        QCOMPARE(Account::CredentialStore::keyFor(QUrl(QStringLiteral("https://user:secret@host.example/v1/")), QStringLiteral("demo")),
                 Account::CredentialStore::keyFor(QUrl(QStringLiteral("https://host.example/v1/")), QStringLiteral("demo")));
        QVERIFY(!Account::CredentialStore::keyFor(QUrl(QStringLiteral("https://user:secret@host.example/v1/")), QStringLiteral("demo"))
                     .contains(QStringLiteral("secret")));
    }
};

QTEST_GUILESS_MAIN(ProviderTest)

#include "providertest.moc"
