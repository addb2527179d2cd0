// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "engineservice.h"
#include "ocs/accountname.h"
#include "ocs/replyparser.h"
#include "ocsserverprocess.h"
#include "receiver.h"

#include <plasmaengine.h>

#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace Ocs;

/**
 * Several accounts in one `ocs` engine, as several copies of the widget use it: the sources named with an account's
 * key (`<key>/Friends`) show that account, two accounts are signed in at once, one account is one session however
 * many consumers and spellings name it, and signing out ends only that account. Hostile keys and addresses break
 * nothing.
 */
class AccountsEngineTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    PlasmaEngine::DataEngineConsumer m_consumer;
    PlasmaEngine::DataEngine *m_engine = nullptr;
    Receiver m_receiver;
    Receiver m_second; ///< another copy of the widget
    QString m_other; ///< a second member: a friend of demo's
    QString m_keyDemo;
    QString m_keyOther;

    QVariant value(const QString &source, const char *key, const Receiver &receiver) const
    {
        return receiver.data.value(source).value(QLatin1String(key));
    }
    QVariant value(const QString &source, const char *key) const
    {
        return value(source, key, m_receiver);
    }

    static QString named(const QString &key, const QString &name)
    {
        return AccountName::prefix(key) + name;
    }

    QSet<QString> friendIds(const QString &user) const
    {
        QSet<QString> ids;
        const auto friends = ReplyParser::persons(
            m_server.call(QStringLiteral("v1/friend/data/") + user + QStringLiteral("?pagesize=100"), user, user + QStringLiteral("-password")));
        for (const Person &person : friends.items) {
            ids.insert(person.id);
        }
        return ids;
    }

    static QString listed(const QSet<QString> &ids)
    {
        QStringList sorted = ids.values();
        sorted.sort();
        return sorted.join(QLatin1Char(' '));
    }

    QSet<QString> shownIds(const QString &source) const
    {
        QSet<QString> ids;
        const QVariantList rows = sourceRows(m_engine, source);
        for (const QVariant &row : rows) {
            ids.insert(row.toMap().value(QStringLiteral("id")).toString());
        }
        return ids;
    }

    QString login(const QString &key, const QString &serverUrl, const QString &user, const QString &password)
    {
        return callServiceOf(m_engine,
                             named(key, QStringLiteral("Account")),
                             QStringLiteral("login"),
                             {{QStringLiteral("serverUrl"), serverUrl}, {QStringLiteral("user"), user}, {QStringLiteral("password"), password}},
                             30000)
            .error;
    }

    int requests(const QString &path) const
    {
        int count = 0;
        const auto log = m_server.requestLog();
        for (const QJsonObject &entry : log) {
            if (entry.value(QStringLiteral("path")).toString().startsWith(path)) {
                ++count;
            }
        }
        return count;
    }

private Q_SLOTS:
    void initTestCase()
    {
        startWithEmptyCache();
        QVERIFY2(m_server.start(200), qPrintable(m_server.errorString()));
        m_engine = m_consumer.dataEngine(QStringLiteral("ocs"));
        QVERIFY(m_engine && m_engine->isValid());
        // The demo account's first friend with friends demo does not have.
        const QSet<QString> demoFriends = friendIds(QStringLiteral("demo"));
        QVERIFY(!demoFriends.isEmpty());
        for (const QString &candidate : demoFriends) {
            if (!(friendIds(candidate) - demoFriends - QSet<QString>{QStringLiteral("demo")}).isEmpty()) {
                m_other = candidate;
                break;
            }
        }
        QVERIFY(!m_other.isEmpty());
        m_keyDemo = AccountName::key(m_server.baseUrl().toString(), QStringLiteral("demo"));
        m_keyOther = AccountName::key(m_server.baseUrl().toString(), m_other);
        for (const QString &key : {m_keyDemo, m_keyOther}) {
            m_engine->connectSource(named(key, QStringLiteral("Account")), &m_receiver);
            m_engine->connectSource(named(key, QStringLiteral("Friends")), &m_receiver);
        }
        m_engine->connectSource(QStringLiteral("Account"), &m_receiver);
        QTRY_COMPARE(value(named(m_keyDemo, QStringLiteral("Account")), "Status").toString(), QStringLiteral("unconfigured"));
        QTRY_COMPARE(value(named(m_keyDemo, QStringLiteral("Friends")), "Status").toString(), QStringLiteral("unconfigured"));
    }

    void twoAccountsAtOnce()
    {
        const QString base = m_server.baseUrl().toString();
        QCOMPARE(login(m_keyDemo, base, QStringLiteral("demo"), QStringLiteral("demo-password")), QString());
        QCOMPARE(login(m_keyOther, base, m_other, m_other + QStringLiteral("-password")), QString());
        QTRY_VERIFY(value(named(m_keyDemo, QStringLiteral("Account")), "SignedIn").toBool());
        QTRY_VERIFY(value(named(m_keyOther, QStringLiteral("Account")), "SignedIn").toBool());
        QCOMPARE(value(named(m_keyDemo, QStringLiteral("Account")), "User").toString(), QStringLiteral("demo"));
        QCOMPARE(value(named(m_keyOther, QStringLiteral("Account")), "User").toString(), m_other);
        // Each shows its own friends.
        const QString demoFriends = named(m_keyDemo, QStringLiteral("Friends"));
        const QString otherFriends = named(m_keyOther, QStringLiteral("Friends"));
        QTRY_COMPARE_WITH_TIMEOUT(value(demoFriends, "Status").toString(), QStringLiteral("ready"), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(value(otherFriends, "Status").toString(), QStringLiteral("ready"), 30000);
        QCOMPARE(listed(shownIds(demoFriends)), listed(friendIds(QStringLiteral("demo"))));
        QCOMPARE(listed(shownIds(otherFriends)), listed(friendIds(m_other)));
        // Signed in is decided by the first answer, so a profile may still be on its way: one for each account.
        QTRY_COMPARE_WITH_TIMEOUT(requests(QStringLiteral("/v1/person/self")), 2, 30000);
        // The unnamed account of the names without a key was not signed in by either.
        QCOMPARE(value(QStringLiteral("Account"), "SignedIn").toBool(), false);
        QCOMPARE(value(QStringLiteral("Account"), "Status").toString(), QStringLiteral("unconfigured"));
    }

    void oneAccountOneSession()
    {
        // Another copy set to demo, its address spelt otherwise: the same key, the same data, no new sign-in.
        QString spelt = m_server.baseUrl().toString();
        spelt.chop(1);
        QCOMPARE(AccountName::key(spelt, QStringLiteral("DEMO")), m_keyDemo);
        const int signIns = requests(QStringLiteral("/v1/person/self"));
        const int friendLists = requests(QStringLiteral("/v1/friend/data/demo"));
        const QString friends = named(m_keyDemo, QStringLiteral("Friends"));
        m_engine->connectSource(friends, &m_second);
        m_engine->connectSource(named(m_keyDemo, QStringLiteral("Account")), &m_second);
        QCOMPARE(callServiceOf(m_engine,
                               named(m_keyDemo, QStringLiteral("Account")),
                               QStringLiteral("resume"),
                               {{QStringLiteral("serverUrl"), spelt}, {QStringLiteral("user"), QStringLiteral("DEMO")}},
                               30000)
                     .error,
                 QString());
        QTRY_VERIFY(value(named(m_keyDemo, QStringLiteral("Account")), "SignedIn", m_second).toBool());
        QTRY_COMPARE(value(friends, "Status", m_second).toString(), QStringLiteral("ready"));
        QTest::qWait(500);
        QCOMPARE(requests(QStringLiteral("/v1/person/self")), signIns);
        QCOMPARE(requests(QStringLiteral("/v1/friend/data/demo")), friendLists);
        // One refresh of the account is one request, however many consumers.
        QCOMPARE(callServiceOf(m_engine, friends, QStringLiteral("refresh"), {{QStringLiteral("source"), QStringLiteral("Friends")}}).error, QString());
        QTRY_COMPARE(requests(QStringLiteral("/v1/friend/data/demo")), friendLists + 1);
        QTest::qWait(500);
        QCOMPARE(requests(QStringLiteral("/v1/friend/data/demo")), friendLists + 1);
        m_engine->disconnectSource(friends, &m_second);
        m_engine->disconnectSource(named(m_keyDemo, QStringLiteral("Account")), &m_second);
    }

    void signOutEndsOnlyThatAccount()
    {
        QCOMPARE(callServiceOf(m_engine, named(m_keyOther, QStringLiteral("Account")), QStringLiteral("logout"), {}).error, QString());
        QTRY_COMPARE(value(named(m_keyOther, QStringLiteral("Account")), "SignedIn").toBool(), false);
        QTRY_COMPARE(value(named(m_keyOther, QStringLiteral("Friends")), "Status").toString(), QStringLiteral("unconfigured"));
        QVERIFY(shownIds(named(m_keyOther, QStringLiteral("Friends"))).isEmpty());
        // demo stays signed in, its friends shown and refreshed.
        QCOMPARE(value(named(m_keyDemo, QStringLiteral("Account")), "SignedIn").toBool(), true);
        QCOMPARE(listed(shownIds(named(m_keyDemo, QStringLiteral("Friends")))), listed(friendIds(QStringLiteral("demo"))));
        const int friendLists = requests(QStringLiteral("/v1/friend/data/demo"));
        QCOMPARE(callServiceOf(m_engine, named(m_keyDemo, QStringLiteral("Account")), QStringLiteral("refresh"), {{QStringLiteral("source"), QString()}}).error,
                 QString());
        QTRY_VERIFY(requests(QStringLiteral("/v1/friend/data/demo")) > friendLists);
        QTRY_COMPARE_WITH_TIMEOUT(value(named(m_keyDemo, QStringLiteral("Friends")), "Status").toString(), QStringLiteral("ready"), 30000);
        // Operations of the signed-out account say so; the other's go on.
        QCOMPARE(
            callServiceOf(m_engine, named(m_keyOther, QStringLiteral("Account")), QStringLiteral("approve"), {{QStringLiteral("person"), QStringLiteral("x")}})
                .error,
            QStringLiteral("Not signed in."));
    }

    // One account, one session: named with its key and without (a script beside the widget), the second sign-in
    // is refused in words, so its outbox cannot go out twice.
    void oneAccountNotTwiceUnderTwoNames()
    {
        const QString base = m_server.baseUrl().toString();
        const QString refused =
            QStringLiteral("This account is signed in already under other source names (with or without its key). Sign it out there first.");
        const QVariantMap demo{{QStringLiteral("serverUrl"), base},
                               {QStringLiteral("user"), QStringLiteral("Demo")},
                               {QStringLiteral("password"), QStringLiteral("demo-password")}};
        QCOMPARE(callService(m_engine, QStringLiteral("login"), demo, 30000).error, refused);
        QCOMPARE(callService(m_engine, QStringLiteral("resume"), {{QStringLiteral("serverUrl"), base}, {QStringLiteral("user"), QStringLiteral("demo")}}, 30000)
                     .error,
                 refused);
        QCOMPARE(value(QStringLiteral("Account"), "SignedIn").toBool(), false);
        // The other way round: the unnamed account holds the other member, whose named account cannot sign in.
        const QVariantMap other{{QStringLiteral("serverUrl"), base},
                                {QStringLiteral("user"), m_other},
                                {QStringLiteral("password"), m_other + QStringLiteral("-password")}};
        QCOMPARE(callService(m_engine, QStringLiteral("login"), other, 30000).error, QString());
        QTRY_VERIFY(value(QStringLiteral("Account"), "SignedIn").toBool());
        QCOMPARE(callServiceOf(m_engine, named(m_keyOther, QStringLiteral("Account")), QStringLiteral("login"), other, 30000).error, refused);
        QCOMPARE(value(named(m_keyOther, QStringLiteral("Account")), "SignedIn").toBool(), false);
        // Signed out there, it signs in here.
        QCOMPARE(callService(m_engine, QStringLiteral("logout"), {}).error, QString());
        QCOMPARE(callServiceOf(m_engine, named(m_keyOther, QStringLiteral("Account")), QStringLiteral("login"), other, 30000).error, QString());
        QTRY_VERIFY(value(named(m_keyOther, QStringLiteral("Account")), "SignedIn").toBool());
        QCOMPARE(callServiceOf(m_engine, named(m_keyOther, QStringLiteral("Account")), QStringLiteral("logout"), {}).error, QString());
        QTRY_COMPARE(value(named(m_keyOther, QStringLiteral("Account")), "SignedIn").toBool(), false);
        QCOMPARE(value(named(m_keyDemo, QStringLiteral("Account")), "SignedIn").toBool(), true);
    }

    // A copy not set up names the key of nobody: nothing of a signed-in account shows there.
    void nobodyShowsNothing()
    {
        const QString account = named(AccountName::nobody(), QStringLiteral("Account"));
        const QString friends = named(AccountName::nobody(), QStringLiteral("Friends"));
        m_engine->connectSource(account, &m_second);
        m_engine->connectSource(friends, &m_second);
        QTRY_COMPARE(value(account, "Status", m_second).toString(), QStringLiteral("unconfigured"));
        QCOMPARE(value(account, "SignedIn", m_second).toBool(), false);
        QCOMPARE(value(account, "User", m_second).toString(), QString());
        QTRY_COMPARE(value(friends, "Status", m_second).toString(), QStringLiteral("unconfigured"));
        QVERIFY(sourceRows(m_engine, friends).isEmpty());
        // An empty sign-in of nobody signs nobody in.
        QVERIFY(
            !callServiceOf(m_engine,
                           account,
                           QStringLiteral("login"),
                           {{QStringLiteral("serverUrl"), QString()}, {QStringLiteral("user"), QString()}, {QStringLiteral("password"), QStringLiteral("x")}})
                 .error.isEmpty());
        QCOMPARE(value(account, "SignedIn", m_second).toBool(), false);
        m_engine->disconnectSource(account, &m_second);
        m_engine->disconnectSource(friends, &m_second);
    }

    void hostileNames_data()
    {
        QTest::addColumn<QString>("source");
        const QString key = AccountName::prefix(m_keyDemo);
        QTest::newRow("key and nothing") << key;
        QTest::newRow("two keys") << key + key + QStringLiteral("Friends");
        QTest::newRow("keyed providers") << key + QStringLiteral("Providers");
        QTest::newRow("upper-case key") << key.toUpper() + QStringLiteral("Friends");
        QTest::newRow("almost a key") << key.left(15) + QStringLiteral("g/Friends");
        QTest::newRow("long") << key + QStringLiteral("Person:") + QString(100000, QLatin1Char('x'));
        QTest::newRow("slash after key") << key + QStringLiteral("/Friends");
        QTest::newRow("NUL") << key + QStringLiteral("Friends") + QChar(0);
    }

    // Names that are not of the grammar are refused: no source, and the account is unchanged.
    void hostileNames()
    {
        QFETCH(QString, source);
        Receiver hostile;
        m_engine->connectSource(source, &hostile);
        QTest::qWait(50);
        QVERIFY(!m_engine->containerForSource(source));
        QVERIFY(hostile.data.isEmpty());
        QCOMPARE(value(named(m_keyDemo, QStringLiteral("Account")), "SignedIn").toBool(), true);
    }

    // Naming accounts costs nothing (the settings page names one at each key typed): a thousand names of accounts
    // never used all say signed out, and the signed-in account goes on.
    void manyAccountNames()
    {
        Receiver many;
        QStringList names;
        for (int i = 0; i < 1000; ++i) {
            names.append(named(AccountName::key(m_server.baseUrl().toString(), QStringLiteral("typed%1").arg(i)), QStringLiteral("Account")));
            m_engine->connectSource(names.last(), &many);
        }
        QTRY_COMPARE(many.data.size(), names.size());
        for (const QString &name : std::as_const(names)) {
            QCOMPARE(value(name, "Status", many).toString(), QStringLiteral("unconfigured"));
            QCOMPARE(value(name, "SignedIn", many).toBool(), false);
            m_engine->disconnectSource(name, &many);
        }
        QCOMPARE(value(named(m_keyDemo, QStringLiteral("Account")), "SignedIn").toBool(), true);
    }

    // A very long or odd server address through a named account's service: refused in words, nothing else changes.
    void hostileAddresses()
    {
        const QString account = named(m_keyOther, QStringLiteral("Account"));
        const QString longUrl = QStringLiteral("http://") + QString(200000, QLatin1Char('a')) + QStringLiteral(".invalid/v1/");
        for (const QString &server : {longUrl, QStringLiteral("http://127.0.0.1:1/\n\x01/v1/"), QStringLiteral("::::////")}) {
            const ServiceAnswer answer = callServiceOf(
                m_engine,
                account,
                QStringLiteral("login"),
                {{QStringLiteral("serverUrl"), server}, {QStringLiteral("user"), QStringLiteral("a/b:c\n")}, {QStringLiteral("password"), QStringLiteral("x")}},
                30000);
            QVERIFY(answer.error != QStringLiteral("timeout"));
            QVERIFY(!answer.error.isEmpty());
        }
        QCOMPARE(value(named(m_keyDemo, QStringLiteral("Account")), "SignedIn").toBool(), true);
        QCOMPARE(value(account, "SignedIn").toBool(), false);
        QCOMPARE(listed(shownIds(named(m_keyDemo, QStringLiteral("Friends")))), listed(friendIds(QStringLiteral("demo"))));
    }
};

QTEST_GUILESS_MAIN(AccountsEngineTest)

#include "accountsenginetest.moc"
