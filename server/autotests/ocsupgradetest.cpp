// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "sqlitefile.h"
#include "testhelpers.h"

#include <QDateTime>
#include <QFile>
#include <QTest>

using namespace TestHelpers;

namespace
{
/// What the 0.1.0 server wrote through its API (tests/upgrade/makefixtures): three people who signed up.
Credentials person(const QString &login)
{
    return Credentials{login, login + QStringLiteral("-upgrade-password")};
}

const Credentials ada = person(QStringLiteral("ada"));
const Credentials grace = person(QStringLiteral("grace"));
const Credentials alan = person(QStringLiteral("alan"));

QStringList fieldValues(const OcsDocument &document, const QString &name)
{
    QStringList values;
    for (const OcsDocument::Item &item : document.items) {
        values.append(item.value(name));
    }
    return values;
}
}

/**
 * A community upgrades: today's server started on a copy of the SQLite database the 0.1.0 server wrote
 * (tests/data/upgrade/0.1.0/server/community.sqlite) brings its schema up to date and serves everything in it
 * through the API: people and their passwords, positions, a friendship, a pending invitation, messages both
 * ways with their read state, activities; and it goes on writing to it.
 */
class OcsUpgradeTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    OcsClient m_client;

private Q_SLOTS:
    void initTestCase()
    {
        m_server.setPostgreSql(false);
        const QString copy = m_server.filePath(QStringLiteral("community.sqlite"));
        QVERIFY2(QFile::copy(QStringLiteral(UPGRADE_SERVER_FIXTURE), copy), UPGRADE_SERVER_FIXTURE);
        QVERIFY(QFile::setPermissions(copy, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QVERIFY2(m_server.start(-1), qPrintable(m_server.errorString()));
        m_client.setOrigin(m_server.origin());
    }

    void schemaIsCurrent()
    {
        SqliteFile file(m_server.filePath(QStringLiteral("community.sqlite")));
        QVERIFY2(file.isOpen(), qPrintable(file.errorString()));
        // 0.1.0 wrote schema version 4; a later server may only have added steps.
        QVERIFY(file.value(QStringLiteral("SELECT value FROM meta WHERE key = 'schemaversion'")).toInt() >= 4);
        QCOMPARE(file.value(QStringLiteral("SELECT count(*) FROM people")).toInt(), 3);
    }

    void passwordsStillSignIn()
    {
        for (const Credentials &credentials : {ada, grace, alan}) {
            OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("person/check"),
                                            {{QStringLiteral("login"), credentials.user}, {QStringLiteral("password"), credentials.password}})));
        }
        OCS_VERIFY_FAILED(
            ocs(m_client.post(QStringLiteral("person/check"), {{QStringLiteral("login"), ada.user}, {QStringLiteral("password"), grace.password}})),
            102);
    }

    void profilesAndPositions()
    {
        const OcsDocument self = ocs(m_client.get(QStringLiteral("person/self"), ada));
        OCS_VERIFY_OK(self);
        QCOMPARE(self.items.size(), 1);
        const OcsDocument::Item &item = self.items.first();
        QCOMPARE(item.value(QStringLiteral("personid")), QStringLiteral("ada"));
        QCOMPARE(item.value(QStringLiteral("firstname")), QStringLiteral("Ada"));
        QCOMPARE(item.value(QStringLiteral("lastname")), QStringLiteral("Lovelace"));
        QCOMPARE(item.value(QStringLiteral("city")), QStringLiteral("London"));
        QCOMPARE(item.value(QStringLiteral("latitude")).toDouble(), 51.5072);
        QCOMPARE(item.value(QStringLiteral("longitude")).toDouble(), -0.1276);

        const OcsDocument other = ocs(m_client.get(QStringLiteral("person/data/grace"), alan));
        OCS_VERIFY_OK(other);
        QCOMPARE(other.items.first().value(QStringLiteral("city")), QStringLiteral("Washington"));

        // The nearby search finds Alan from London (about 80 km), not Grace.
        const OcsDocument near =
            ocs(m_client.get(QStringLiteral("person/data?latitude=51.5072&longitude=-0.1276&distance=%1").arg(100 / kilometresPerDegree), ada));
        OCS_VERIFY_OK(near);
        QVERIFY2(near.personIds().contains(QStringLiteral("alan")), qPrintable(near.personIds().join(QLatin1Char(','))));
        QVERIFY(!near.personIds().contains(QStringLiteral("grace")));
    }

    void friendshipAndInvitation()
    {
        QCOMPARE(ocs(m_client.get(QStringLiteral("friend/data/ada"), ada)).personIds(), QStringList{QStringLiteral("grace")});
        QCOMPARE(ocs(m_client.get(QStringLiteral("friend/data/grace"), grace)).personIds(), QStringList{QStringLiteral("ada")});
        QVERIFY(ocs(m_client.get(QStringLiteral("friend/data/alan"), alan)).personIds().isEmpty());

        const OcsDocument received = ocs(m_client.get(QStringLiteral("friend/receivedinvitations"), ada));
        OCS_VERIFY_OK(received);
        QCOMPARE(received.personIds(), QStringList{QStringLiteral("alan")});
        QCOMPARE(received.items.first().value(QStringLiteral("message")), QStringLiteral("We met in Cambridge."));
        QCOMPARE(ocs(m_client.get(QStringLiteral("friend/sentinvitations"), alan)).personIds(), QStringList{QStringLiteral("ada")});
    }

    void messagesAndTheirState()
    {
        const OcsDocument inbox = ocs(m_client.get(QStringLiteral("message/0"), grace));
        OCS_VERIFY_OK(inbox);
        QCOMPARE(inbox.items.size(), 1);
        const OcsDocument::Item &unread = inbox.items.first();
        QCOMPARE(unread.value(QStringLiteral("messagefrom")), QStringLiteral("ada"));
        QCOMPARE(unread.value(QStringLiteral("subject")), QStringLiteral("Written by 0.1.0"));
        QCOMPARE(unread.value(QStringLiteral("body")), QStringLiteral("Kept across the upgrade."));
        QCOMPARE(unread.value(QStringLiteral("status")), QStringLiteral("0"));
        QVERIFY(QDateTime::fromString(unread.value(QStringLiteral("senddate")), Qt::ISODate).date().year() >= 2026);

        const OcsDocument read = ocs(m_client.get(QStringLiteral("message/0"), ada));
        QCOMPARE(fieldValues(read, QStringLiteral("subject")), QStringList{QStringLiteral("Re: Written by 0.1.0")});
        QCOMPARE(read.items.first().value(QStringLiteral("status")), QStringLiteral("1"));

        const OcsDocument sent = ocs(m_client.get(QStringLiteral("message/1"), ada));
        QCOMPARE(fieldValues(sent, QStringLiteral("subject")), QStringList{QStringLiteral("Written by 0.1.0")});
        QCOMPARE(fieldValues(sent, QStringLiteral("messageto")), QStringList{QStringLiteral("grace")});
    }

    void activities()
    {
        const OcsDocument news = ocs(m_client.get(QStringLiteral("activity"), ada));
        OCS_VERIFY_OK(news);
        const QStringList messages = fieldValues(news, QStringLiteral("message"));
        QVERIFY2(messages.contains(QStringLiteral("Status line of 0.1.0")), qPrintable(messages.join(QLatin1Char('|'))));
        QVERIFY2(messages.contains(QStringLiteral("ada and grace are now friends")), qPrintable(messages.join(QLatin1Char('|'))));
    }

    void goesOnWriting()
    {
        // Each request once: OCS_VERIFY_OK evaluates its argument more than once.
        const OcsDocument sent = ocs(m_client.post(QStringLiteral("message/2"),
                                                   {{QStringLiteral("to"), QStringLiteral("grace")},
                                                    {QStringLiteral("subject"), QStringLiteral("After")},
                                                    {QStringLiteral("message"), QStringLiteral("the upgrade")}},
                                                   ada));
        OCS_VERIFY_OK(sent);
        const OcsDocument inbox = ocs(m_client.get(QStringLiteral("message/0"), grace));
        QCOMPARE(fieldValues(inbox, QStringLiteral("subject")), (QStringList{QStringLiteral("After"), QStringLiteral("Written by 0.1.0")}));

        const OcsDocument approved = ocs(m_client.post(QStringLiteral("friend/approve/alan"), {}, ada));
        OCS_VERIFY_OK(approved);
        QCOMPARE(ocs(m_client.get(QStringLiteral("friend/data/ada"), ada)).personIds(), (QStringList{QStringLiteral("alan"), QStringLiteral("grace")}));

        const auto signUp = [this](const QString &login, const QString &email) {
            return ocs(m_client.post(QStringLiteral("person/add"),
                                     {{QStringLiteral("login"), login},
                                      {QStringLiteral("password"), login + QStringLiteral("-upgrade-password")},
                                      {QStringLiteral("firstname"), QStringLiteral("New")},
                                      {QStringLiteral("lastname"), QStringLiteral("Member")},
                                      {QStringLiteral("email"), email}}));
        };
        const OcsDocument added = signUp(QStringLiteral("katherine"), QStringLiteral("katherine@example.org"));
        OCS_VERIFY_OK(added);
        const OcsDocument check = ocs(m_client.get(QStringLiteral("person/self"), person(QStringLiteral("katherine"))));
        OCS_VERIFY_OK(check);
        // An e-mail address 0.1.0 registered is still taken.
        const OcsDocument taken = signUp(QStringLiteral("ada2"), QStringLiteral("ada@example.org"));
        OCS_VERIFY_FAILED(taken, 105);
        m_client.clearConnections();
        QVERIFY(m_server.stop());
    }
};

QTEST_GUILESS_MAIN(OcsUpgradeTest)

#include "ocsupgradetest.moc"
