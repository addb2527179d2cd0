// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/accountname.h"
#include "ocs/sourcename.h"

#include <QTest>

using namespace Ocs;

/// The account part of the ocs engine's source names: one key per account, whatever its spelling or contents.
class AccountNameTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAccountSameKey()
    {
        const QString key = AccountName::key(QStringLiteral("https://api.example.org/v1/"), QStringLiteral("bea"));
        QVERIFY(AccountName::isKey(key));
        // The spellings the widget's settings may hold for one account.
        QCOMPARE(AccountName::key(QStringLiteral("https://api.example.org/v1"), QStringLiteral("bea")), key);
        QCOMPARE(AccountName::key(QStringLiteral(" https://API.example.org/v1/ "), QStringLiteral(" Bea ")), key);
        QCOMPARE(AccountName::key(QStringLiteral("https://bea:secret@api.example.org/v1/"), QStringLiteral("bea")), key);
        // Another user, server, port or path is another account.
        QVERIFY(AccountName::key(QStringLiteral("https://api.example.org/v1/"), QStringLiteral("cem")) != key);
        QVERIFY(AccountName::key(QStringLiteral("https://api.example.com/v1/"), QStringLiteral("bea")) != key);
        QVERIFY(AccountName::key(QStringLiteral("https://api.example.org:8443/v1/"), QStringLiteral("bea")) != key);
        QVERIFY(AccountName::key(QStringLiteral("https://api.example.org/v2/"), QStringLiteral("bea")) != key);
        QVERIFY(AccountName::key(QStringLiteral("http://api.example.org/v1/"), QStringLiteral("bea")) != key);
    }

    void noAccountNoKey()
    {
        QCOMPARE(AccountName::key(QString(), QStringLiteral("bea")), QString());
        QCOMPARE(AccountName::key(QStringLiteral("https://api.example.org/v1/"), QStringLiteral("   ")), QString());
        QCOMPARE(AccountName::prefix(QString()), QString());
        QVERIFY(AccountName::isKey(AccountName::nobody()));
        QVERIFY(AccountName::nobody() != AccountName::key(QStringLiteral("https://api.example.org/v1/"), QStringLiteral("bea")));
    }

    void splitsWhatPrefixBuilds()
    {
        const QString key = AccountName::key(QStringLiteral("https://api.example.org/v1/"), QStringLiteral("bea"));
        for (const QString &name : {QStringLiteral("Account"), QStringLiteral("Friends"), QStringLiteral("Person:a/b@c"), QStringLiteral("Nearby:1.5,2,25")}) {
            const AccountName::Split split = AccountName::split(AccountName::prefix(key) + name);
            QCOMPARE(split.key, key);
            QCOMPARE(split.name, name);
            // Without a key: the unnamed account's name, unchanged.
            QCOMPARE(AccountName::split(name).key, QString());
            QCOMPARE(AccountName::split(name).name, name);
        }
    }

    void hostileAddresses_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<QString>("user");
        QTest::newRow("very long") << QStringLiteral("https://") + QString(300000, QLatin1Char('a')) + QStringLiteral(".example/v1/") << QStringLiteral("bea");
        QTest::newRow("long path") << QStringLiteral("https://api.example.org/") + QString(100000, QLatin1Char('/')) << QStringLiteral("bea");
        QTest::newRow("slashes and colons in user") << QStringLiteral("https://api.example.org/v1/") << QStringLiteral("a/b:c@d/Friends");
        QTest::newRow("control characters") << QStringLiteral("https://api.example.org/v1/\n\r\t\x01") << QStringLiteral("b\nea\x7f");
        QTest::newRow("NUL") << QStringLiteral("https://api.exa") + QChar(0) + QStringLiteral("mple.org/") << QString(QChar(0));
        QTest::newRow("not a URL") << QStringLiteral("::::////????####") << QStringLiteral("%%%%");
        QTest::newRow("RTL and emoji") << QStringLiteral("https://\u202eexample.org/v1/") << QStringLiteral("\U0001F600\u202e");
        QTest::newRow("a key as user") << QStringLiteral("https://api.example.org/v1/") << AccountName::nobody() + QStringLiteral("/Account");
    }

    // Whatever the address and user name, the key has its short form, and a name built with it splits back to the
    // engine's grammar.
    void hostileAddresses()
    {
        QFETCH(QString, server);
        QFETCH(QString, user);
        const QString key = AccountName::key(server, user);
        if (user.trimmed().isEmpty()) {
            QCOMPARE(key, QString());
            return;
        }
        QVERIFY2(AccountName::isKey(key), qPrintable(key));
        QCOMPARE(key.size(), 16);
        QVERIFY(key != AccountName::nobody());
        const AccountName::Split split = AccountName::split(AccountName::prefix(key) + QStringLiteral("Friends"));
        QCOMPARE(split.key, key);
        QVERIFY(SourceName::parse(split.name).isValid());
    }

    void notKeysStayNames_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("upper case") << QStringLiteral("0123456789ABCDEF/Friends");
        QTest::newRow("not hex") << QStringLiteral("0123456789abcdeg/Friends");
        QTest::newRow("short") << QStringLiteral("0123456789abcde/Friends");
        QTest::newRow("long") << QStringLiteral("0123456789abcdef0/Friends");
        QTest::newRow("no slash") << QStringLiteral("0123456789abcdefFriends");
        QTest::newRow("key only") << QStringLiteral("0123456789abcdef");
        QTest::newRow("empty") << QString();
    }

    // A name that does not start with a whole key is read as a whole (and the grammar refuses it).
    void notKeysStayNames()
    {
        QFETCH(QString, source);
        const AccountName::Split split = AccountName::split(source);
        QCOMPARE(split.key, QString());
        QCOMPARE(split.name, source);
        QVERIFY(!SourceName::parse(split.name).isValid());
    }

    void keyThenNothingIsRefused()
    {
        const QString prefix = AccountName::prefix(AccountName::nobody());
        for (const QString &rest : {QString(), prefix + QStringLiteral("Friends"), QStringLiteral("/Friends"), QStringLiteral("Providers")}) {
            const AccountName::Split split = AccountName::split(prefix + rest);
            QCOMPARE(split.key, AccountName::nobody());
            QVERIFY2(!SourceName::parse(split.name).isValid(), qPrintable(split.name));
        }
    }
};

QTEST_GUILESS_MAIN(AccountNameTest)

#include "accountnametest.moc"
