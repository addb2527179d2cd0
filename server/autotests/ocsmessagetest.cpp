// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "testhelpers.h"

#include <QDateTime>
#include <QTest>

using namespace TestHelpers;

/**
 * MESSAGE and ACTIVITY modules.
 */
class OcsMessageTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void folders();
    void inbox();
    void statusFilter();
    void getMarksRead();
    void sendCodes();
    void sendDelivers();
    void activityFeed();
    void postActivity();

private:
    OcsDocument inboxOf(const Credentials &credentials, const QString &query = QString());

    OcsServerProcess m_server;
    OcsClient m_client;
};

void OcsMessageTest::initTestCase()
{
    QVERIFY2(m_server.start(300), qPrintable(m_server.errorString()));
    m_client.setOrigin(m_server.origin());
}

void OcsMessageTest::cleanupTestCase()
{
    m_client.clearConnections();
    QVERIFY(m_server.stop());
}

OcsDocument OcsMessageTest::inboxOf(const Credentials &credentials, const QString &query)
{
    return ocs(m_client.get(QStringLiteral("message/0?pagesize=100") + query, credentials));
}

void OcsMessageTest::folders()
{
    const OcsDocument document = ocs(m_client.get(QStringLiteral("message"), Credentials::demo()));
    OCS_VERIFY_OK(document);
    QCOMPARE(document.totalItems, 3);
    QCOMPARE(document.items.size(), 3);
    const QStringList types = {QStringLiteral("inbox"), QStringLiteral("send"), QStringLiteral("trash")};
    for (int i = 0; i < 3; ++i) {
        const OcsDocument::Item &folder = document.items.at(i);
        QCOMPARE(folder.element, QStringLiteral("folder"));
        QCOMPARE(folder.names(), QStringList({QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("messagecount"), QStringLiteral("type")}));
        QCOMPARE(folder.value(QStringLiteral("id")), QString::number(i));
        QCOMPARE(folder.value(QStringLiteral("type")), types.at(i));
    }
    QVERIFY(document.items.at(0).value(QStringLiteral("messagecount")).toInt() >= 5);
    QVERIFY(document.items.at(1).value(QStringLiteral("messagecount")).toInt() >= 2);
}

void OcsMessageTest::inbox()
{
    const OcsDocument document = inboxOf(Credentials::demo());
    OCS_VERIFY_OK(document);
    QVERIFY(document.totalItems >= 5);
    QCOMPARE(document.items.size(), document.totalItems);
    QDateTime previous;
    for (const OcsDocument::Item &message : document.items) {
        QCOMPARE(message.element, QStringLiteral("message"));
        QCOMPARE(message.details, QStringLiteral("full"));
        QCOMPARE(message.names(),
                 QStringLiteral("id messagefrom firstname lastname profilepage messageto senddate status statustext subject body").split(QLatin1Char(' ')));
        QCOMPARE(message.value(QStringLiteral("messageto")), QStringLiteral("demo"));
        const QDateTime sent = QDateTime::fromString(message.value(QStringLiteral("senddate")), Qt::ISODate);
        QVERIFY(sent.isValid());
        if (previous.isValid()) {
            QVERIFY(sent <= previous); // newest first
        }
        previous = sent;
        QVERIFY(!message.value(QStringLiteral("subject")).isEmpty());
        QVERIFY(message.value(QStringLiteral("profilepage")).endsWith(QLatin1Char('/') + message.value(QStringLiteral("messagefrom"))));
    }
    const OcsDocument page = ocs(m_client.get(QStringLiteral("message/0?pagesize=2&page=1"), Credentials::demo()));
    QCOMPARE(page.itemsPerPage, 2);
    QCOMPARE(page.items.size(), 2);
    QCOMPARE(page.items.at(0).value(QStringLiteral("id")), document.items.at(2).value(QStringLiteral("id")));
    // the send folder holds what demo sent
    const OcsDocument sent = ocs(m_client.get(QStringLiteral("message/1"), Credentials::demo()));
    QVERIFY(sent.totalItems >= 2);
    for (const OcsDocument::Item &message : sent.items) {
        QCOMPARE(message.value(QStringLiteral("messagefrom")), QStringLiteral("demo"));
    }
    QCOMPARE(ocs(m_client.get(QStringLiteral("message/2"), Credentials::demo())).totalItems, 0);
}

void OcsMessageTest::statusFilter()
{
    const OcsDocument all = inboxOf(Credentials::demo());
    const OcsDocument unread = inboxOf(Credentials::demo(), QStringLiteral("&status=0"));
    const OcsDocument read = inboxOf(Credentials::demo(), QStringLiteral("&status=1"));
    QVERIFY(unread.totalItems >= 1);
    QVERIFY(read.totalItems >= 1);
    QVERIFY(unread.totalItems + read.totalItems <= all.totalItems);
    for (const OcsDocument::Item &message : unread.items) {
        QCOMPARE(message.value(QStringLiteral("status")), QStringLiteral("0"));
        QCOMPARE(message.value(QStringLiteral("statustext")), QStringLiteral("unread"));
    }
    for (const OcsDocument::Item &message : read.items) {
        QCOMPARE(message.value(QStringLiteral("status")), QStringLiteral("1"));
    }
}

void OcsMessageTest::getMarksRead()
{
    const OcsDocument unread = inboxOf(Credentials::demo(), QStringLiteral("&status=0"));
    const QString id = unread.items.at(0).value(QStringLiteral("id"));
    const OcsDocument message = ocs(m_client.get(QStringLiteral("message/0/") + id, Credentials::demo()));
    OCS_VERIFY_OK(message);
    QCOMPARE(message.totalItems, -1);
    QCOMPARE(message.items.size(), 1);
    QCOMPARE(message.items.at(0).value(QStringLiteral("id")), id);
    QCOMPARE(message.items.at(0).value(QStringLiteral("status")), QStringLiteral("1"));
    QCOMPARE(message.items.at(0).value(QStringLiteral("subject")), unread.items.at(0).value(QStringLiteral("subject")));
    QCOMPARE(inboxOf(Credentials::demo(), QStringLiteral("&status=0")).totalItems, unread.totalItems - 1);

    OCS_VERIFY_FAILED(ocs(m_client.get(QStringLiteral("message/0/999999"), Credentials::demo())), 101);
    OCS_VERIFY_FAILED(ocs(m_client.get(QStringLiteral("message/1/") + id, Credentials::demo())), 101); // wrong folder
    OCS_VERIFY_FAILED(ocs(m_client.get(QStringLiteral("message/0/") + id, Credentials::of(unread.items.at(0).value(QStringLiteral("messagefrom"))))), 101);
}

void OcsMessageTest::sendCodes()
{
    const Credentials demo = Credentials::demo();
    const auto send = [&](const QString &to, const QString &subject, const QString &body) {
        return ocs(m_client.post(QStringLiteral("message/2"),
                                 {{QStringLiteral("to"), to}, {QStringLiteral("subject"), subject}, {QStringLiteral("message"), body}},
                                 demo));
    };
    // the reference server's order: yourself (103), then empty subject or body (102), then unknown recipient (101)
    OCS_VERIFY_FAILED(send(QStringLiteral("demo"), QStringLiteral("s"), QStringLiteral("b")), 103);
    OCS_VERIFY_FAILED(send(QStringLiteral("Demo"), QString(), QString()), 103);
    OCS_VERIFY_FAILED(send(QStringLiteral("no.such.person"), QString(), QStringLiteral("b")), 102);
    OCS_VERIFY_FAILED(send(QStringLiteral("no.such.person"), QStringLiteral("s"), QString()), 102);
    OCS_VERIFY_FAILED(send(QStringLiteral("no.such.person"), QStringLiteral("s"), QStringLiteral("b")), 101);
    const int sentBefore = ocs(m_client.get(QStringLiteral("message/1"), demo)).totalItems;
    QCOMPARE(ocs(m_client.get(QStringLiteral("message/1"), demo)).totalItems, sentBefore);
}

void OcsMessageTest::sendDelivers()
{
    const Credentials demo = Credentials::demo();
    const QString friendId = ocs(m_client.get(QStringLiteral("friend/data/demo"), demo)).personIds().constFirst();
    const Credentials recipient = Credentials::of(friendId);
    const QByteArray inboxEtag = m_client.get(QStringLiteral("message/0"), recipient).header("ETag");
    const int sentBefore = ocs(m_client.get(QStringLiteral("message/1"), demo)).totalItems;
    const QString subject = QStringLiteral("Grüße & <tags> %1").arg(QDateTime::currentMSecsSinceEpoch());
    const QString body = QStringLiteral("Line one\nLine two with ünïcödé and a + sign");

    const OcsDocument reply =
        ocs(m_client.post(QStringLiteral("message/2"),
                          {{QStringLiteral("to"), friendId.toUpper()}, {QStringLiteral("subject"), subject}, {QStringLiteral("message"), body}},
                          demo));
    OCS_VERIFY_OK(reply);
    QVERIFY(!reply.hasData);

    const HttpReply inboxReply = m_client.get(QStringLiteral("message/0?pagesize=100"), recipient);
    QVERIFY(inboxReply.header("ETag") != inboxEtag);
    const OcsDocument inbox = ocs(inboxReply);
    const OcsDocument::Item &newest = inbox.items.at(0);
    QCOMPARE(newest.value(QStringLiteral("subject")), subject);
    QCOMPARE(newest.value(QStringLiteral("body")), body);
    QCOMPARE(newest.value(QStringLiteral("messagefrom")), QStringLiteral("demo"));
    QCOMPARE(newest.value(QStringLiteral("firstname")), QStringLiteral("Demo"));
    QCOMPARE(newest.value(QStringLiteral("messageto")), friendId);
    QCOMPARE(newest.value(QStringLiteral("status")), QStringLiteral("0"));
    QVERIFY(qAbs(QDateTime::fromString(newest.value(QStringLiteral("senddate")), Qt::ISODate).secsTo(QDateTime::currentDateTimeUtc())) < 120);

    const OcsDocument sent = ocs(m_client.get(QStringLiteral("message/1?pagesize=100"), demo));
    QCOMPARE(sent.totalItems, sentBefore + 1);
    QCOMPARE(sent.items.at(0).value(QStringLiteral("subject")), subject);
    QCOMPARE(sent.items.at(0).value(QStringLiteral("messageto")), friendId);
    // not delivered to anybody else
    QVERIFY(inboxOf(demo).items.at(0).value(QStringLiteral("subject")) != subject);
}

void OcsMessageTest::activityFeed()
{
    const OcsDocument document = ocs(m_client.get(QStringLiteral("activity?pagesize=100"), Credentials::demo()));
    OCS_VERIFY_OK(document);
    QVERIFY(document.totalItems >= 10);
    QCOMPARE(document.itemsPerPage, 100);
    const QStringList friends = ocs(m_client.get(QStringLiteral("friend/data/demo?pagesize=100"), Credentials::demo())).personIds();
    QDateTime previous;
    for (const OcsDocument::Item &activity : document.items) {
        QCOMPARE(activity.element, QStringLiteral("activity"));
        QCOMPARE(activity.details, QStringLiteral("full"));
        QCOMPARE(activity.names(), QStringLiteral("id personid firstname lastname profilepage avatarpic timestamp type message link").split(QLatin1Char(' ')));
        const QString who = activity.value(QStringLiteral("personid"));
        QVERIFY2(who == QLatin1String("demo") || friends.contains(who), qPrintable(who));
        const QDateTime timestamp = QDateTime::fromString(activity.value(QStringLiteral("timestamp")), Qt::ISODate);
        QVERIFY(timestamp.isValid());
        if (previous.isValid()) {
            QVERIFY(timestamp <= previous);
        }
        previous = timestamp;
        QVERIFY(activity.value(QStringLiteral("link")).startsWith(QLatin1String("http://")));
    }
    const OcsDocument page = ocs(m_client.get(QStringLiteral("activity?pagesize=3&page=1"), Credentials::demo()));
    QCOMPARE(page.items.size(), 3);
    QCOMPARE(page.items.at(0).value(QStringLiteral("id")), document.items.at(3).value(QStringLiteral("id")));
}

void OcsMessageTest::postActivity()
{
    const Credentials demo = Credentials::demo();
    OCS_VERIFY_FAILED(ocs(m_client.post(QStringLiteral("activity"), {{QStringLiteral("message"), QStringLiteral("  ")}}, demo)), 101);
    const QString text = QStringLiteral("Testing the feed %1").arg(QDateTime::currentMSecsSinceEpoch());
    const OcsDocument posted = ocs(m_client.post(QStringLiteral("activity"), {{QStringLiteral("message"), text}}, demo));
    OCS_VERIFY_OK(posted);
    QVERIFY(!posted.hasData);

    OcsDocument feed = ocs(m_client.get(QStringLiteral("activity"), demo));
    QCOMPARE(feed.items.at(0).value(QStringLiteral("message")), text);
    QCOMPARE(feed.items.at(0).value(QStringLiteral("personid")), QStringLiteral("demo"));
    QCOMPARE(feed.items.at(0).value(QStringLiteral("type")), QStringLiteral("1"));

    // a friend sees it, a stranger does not
    const QStringList friends = ocs(m_client.get(QStringLiteral("friend/data/demo?pagesize=100"), demo)).personIds();
    feed = ocs(m_client.get(QStringLiteral("activity"), Credentials::of(friends.constFirst())));
    QCOMPARE(feed.items.at(0).value(QStringLiteral("message")), text);
    const QStringList people = ocs(m_client.get(QStringLiteral("person/data?pagesize=100&page=2"))).personIds();
    for (const QString &id : people) {
        if (!friends.contains(id) && id != QLatin1String("demo")) {
            feed = ocs(m_client.get(QStringLiteral("activity?pagesize=100"), Credentials::of(id)));
            OCS_VERIFY_OK(feed);
            for (const OcsDocument::Item &activity : feed.items) {
                QVERIFY(activity.value(QStringLiteral("message")) != text);
            }
            break;
        }
    }
}

QTEST_GUILESS_MAIN(OcsMessageTest)

#include "ocsmessagetest.moc"
