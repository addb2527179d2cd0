// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "account/credentialstore.h"
#include "engineservice.h"
#include "ocsserverprocess.h"
#include "privatebus.h"
#include "privatehome.h"
#include "privatewallet.h"
#include "receiver.h"

#include <plasmaengine.h>

#include <QDBusConnection>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using Account::CredentialStore;

/**
 * The `createAccount` operation of the `ocs` engine against the reference server's person/add, with a kwalletd5 of
 * the test's own: a new account ends signed in with its password in the wallet; every refusal names its field.
 */
class SignupEngineTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    PrivateBus m_bus;
    PrivateWallet m_wallet;
    OcsServerProcess m_server;
    PlasmaEngine::DataEngineConsumer m_consumer;
    PlasmaEngine::DataEngine *m_engine = nullptr;
    Receiver m_receiver;

    QVariantMap account(const QString &login, const QString &password, const QString &email) const
    {
        return {{QStringLiteral("serverUrl"), m_server.baseUrl().toString()},
                {QStringLiteral("login"), login},
                {QStringLiteral("password"), password},
                {QStringLiteral("firstName"), QStringLiteral("Grace")},
                {QStringLiteral("lastName"), QStringLiteral("Hopper")},
                {QStringLiteral("email"), email}};
    }

    std::optional<QString> walletPassword(const QString &user)
    {
        CredentialStore store;
        std::optional<QString> found;
        store.lookup(CredentialStore::keyFor(m_server.baseUrl(), user), [&found](const QString &password) {
            found = password;
        });
        if (!QTest::qWaitFor(
                [&found] {
                    return found.has_value();
                },
                20000)) {
            return std::nullopt;
        }
        return found;
    }

    QVariant account(const char *key) const
    {
        return m_receiver.data.value(QStringLiteral("Account")).value(QLatin1String(key));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        PrivateHome::use(m_home.path());
        QVERIFY(m_bus.start());
        QVERIFY(QDBusConnection::sessionBus().isConnected());
        QVERIFY2(m_wallet.start(m_home.path(), QCoreApplication::applicationName()), qPrintable(m_wallet.errorString()));
        QVERIFY2(m_server.start(20), qPrintable(m_server.errorString()));
        m_engine = m_consumer.dataEngine(QStringLiteral("ocs"));
        QVERIFY(m_engine && m_engine->isValid());
        m_engine->connectSource(QStringLiteral("Account"), &m_receiver);
    }

    void cleanupTestCase()
    {
        QVERIFY(m_server.stop());
        m_wallet.stop();
        m_bus.stop();
    }

    void refusalsNameTheirField_data()
    {
        QTest::addColumn<QString>("login");
        QTest::addColumn<QString>("password");
        QTest::addColumn<QString>("email");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("words");

        QTest::newRow("empty e-mail, not sent") << QStringLiteral("grace") << QStringLiteral("long-enough") << QString() << QStringLiteral("email")
                                                << QStringLiteral("Fill in every field");
        QTest::newRow("102 password") << QStringLiteral("grace") << QStringLiteral("short") << QStringLiteral("g@example.org") << QStringLiteral("password")
                                      << QStringLiteral("password");
        QTest::newRow("103 login") << QStringLiteral("grace hopper") << QStringLiteral("long-enough") << QStringLiteral("g@example.org")
                                   << QStringLiteral("login") << QStringLiteral("letters and digits");
        QTest::newRow("104 login taken") << QStringLiteral("demo") << QStringLiteral("long-enough") << QStringLiteral("g@example.org")
                                         << QStringLiteral("login") << QStringLiteral("taken");
        QTest::newRow("106 e-mail invalid") << QStringLiteral("grace") << QStringLiteral("long-enough") << QStringLiteral("nonsense") << QStringLiteral("email")
                                            << QStringLiteral("does not accept this e-mail");
    }

    void refusalsNameTheirField()
    {
        QFETCH(QString, login);
        QFETCH(QString, password);
        QFETCH(QString, email);
        QFETCH(QString, field);
        QFETCH(QString, words);
        const ServiceAnswer answer = callService(m_engine, QStringLiteral("createAccount"), account(login, password, email), 30000);
        QVERIFY2(answer.error.contains(words), qPrintable(answer.error));
        QCOMPARE(answer.result.toMap().value(QStringLiteral("field")).toString(), field);
        QCOMPARE(answer.result.toMap().value(QStringLiteral("outcome")).toString(), QStringLiteral("refused"));
        QCOMPARE(account("SignedIn").toBool(), false);
    }

    void plainHttpToAnotherHostIsRefused()
    {
        QVariantMap parameters = account(QStringLiteral("grace"), QStringLiteral("long-enough"), QStringLiteral("g@example.org"));
        parameters.insert(QStringLiteral("serverUrl"), QStringLiteral("http://example.org/v1/"));
        const ServiceAnswer answer = callService(m_engine, QStringLiteral("createAccount"), parameters, 30000);
        QVERIFY(!answer.error.isEmpty());
        QCOMPARE(answer.result.toMap().value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
    }

    void hugeServerMessageIsBounded()
    {
        QVERIFY(m_server.setFault(QStringLiteral("signupmessage"), 1));
        const ServiceAnswer answer = callService(m_engine,
                                                 QStringLiteral("createAccount"),
                                                 account(QStringLiteral("grace"), QStringLiteral("long-enough"), QStringLiteral("g@example.org")),
                                                 30000);
        QVERIFY(!answer.error.isEmpty());
        QVERIFY2(answer.error.size() < 400, qPrintable(QString::number(answer.error.size())));
        QVERIFY(answer.error.contains(QStringLiteral("107")));
        QVERIFY(!answer.error.contains(QLatin1Char('\n')) && !answer.error.contains(QChar(0x202E)));
        QCOMPARE(answer.result.toMap().value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
    }

    void serverWithoutSignupSaysSo()
    {
        // HTTP 404 (no OCS behind that path) and 999 (an OCS server that does not know person/add)
        for (const QString &base : {QStringLiteral("/nothing/here/"), QStringLiteral("/v1/nothing/")}) {
            QVariantMap parameters = account(QStringLiteral("grace"), QStringLiteral("long-enough"), QStringLiteral("g@example.org"));
            parameters.insert(QStringLiteral("serverUrl"), m_server.origin() + base);
            const ServiceAnswer missing = callService(m_engine, QStringLiteral("createAccount"), parameters, 30000);
            QVERIFY2(missing.error.contains(QStringLiteral("website")), qPrintable(missing.error));
            QCOMPARE(missing.result.toMap().value(QStringLiteral("outcome")).toString(), QStringLiteral("notSupported"));
        }
    }

    void createdAccountIsSignedInWithItsPasswordInTheWallet()
    {
        const QString password = QStringLiteral("Grace & 100% + \u00fc=1");
        const ServiceAnswer answer =
            callService(m_engine, QStringLiteral("createAccount"), account(QStringLiteral("grace1906"), password, QStringLiteral("grace@example.org")), 30000);
        QCOMPARE(answer.error, QString());
        QCOMPARE(answer.result.toMap().value(QStringLiteral("outcome")).toString(), QStringLiteral("created"));
        QTRY_COMPARE_WITH_TIMEOUT(account("SignedIn").toBool(), true, 20000);
        QCOMPARE(account("User").toString(), QStringLiteral("grace1906"));
        QTRY_COMPARE_WITH_TIMEOUT(account("PasswordStorage").toString(), QStringLiteral("wallet"), 20000);
        QCOMPARE(walletPassword(QStringLiteral("grace1906")), std::optional<QString>(password));

        // the same e-mail again: 105, under the e-mail field
        const ServiceAnswer again =
            callService(m_engine, QStringLiteral("createAccount"), account(QStringLiteral("grace1907"), password, QStringLiteral("grace@example.org")), 30000);
        QVERIFY2(again.error.contains(QStringLiteral("exists already")), qPrintable(again.error));
        QCOMPARE(again.result.toMap().value(QStringLiteral("field")).toString(), QStringLiteral("email"));
    }
};

QTEST_MAIN(SignupEngineTest)
#include "signupenginetest.moc"
