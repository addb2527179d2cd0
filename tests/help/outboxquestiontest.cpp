// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// A question, an answer, asked exactly once (docs/help.md, "Asked exactly once"): through the engine as Plasma loads
// it, against a loopback server with canned replies that stores what is posted and then breaks its answer off in the
// middle of the body (an answer that cannot be read: the outbox looks before anything else), answers HTML instead
// without storing, or already holds the same question from yesterday.

#include "cannedocsserver.h"
#include "enginesession.h"
#include "helpreplies.h"

#include <QDir>
#include <QStandardPaths>
#include <QTest>

namespace
{
const QByteArray self = HelpReplies::ok("<person details=\"full\"><personid>demo</personid></person>");
const QByteArray stored = "<?xml version=\"1.0\"?><ocs><meta><status>ok</status><statuscode>100</statuscode><message/></meta></ocs>";

QByteArray question(int id, const QByteArray &title, const QByteArray &text, const QDateTime &changed)
{
    return "<content details=\"detail\"><id>" + QByteArray::number(id) + "</id><status>not answered</status><user>Demo</user><changed>"
        + changed.toString(Qt::ISODate).toUtf8() + "</changed><name>" + title + "</name><description>" + text
        + "</description><comments>0</comments></content>";
}

QByteArray comment(int id, const QByteArray &text)
{
    return "<comment><id>" + QByteArray::number(id) + "</id><subject>Re</subject><text>" + text + "</text><user>demo</user><date>"
        + QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toUtf8() + "</date><score>0</score></comment>";
}
}

class OutboxQuestionTest : public QObject
{
    Q_OBJECT

private:
    CannedOcsServer m_server;
    EngineSession m_session;
    /// What the server holds: the questions listed, the answers to entry 127.
    QByteArray m_questions;
    QByteArray m_comments;
    int m_posts = 0;

    void publish()
    {
        m_server.setReply(QStringLiteral("knowledgebase/data"), HelpReplies::ok(m_questions));
        m_server.setReply(QStringLiteral("comments/data/7/127/0"), HelpReplies::ok(m_comments));
    }

    int outboxSize()
    {
        return m_session.data(QStringLiteral("Outbox")).value(QStringLiteral("Items")).toList().size();
    }

    QString firstOutboxState()
    {
        const QVariantList items = m_session.data(QStringLiteral("Outbox")).value(QStringLiteral("Items")).toList();
        return items.isEmpty() ? QString() : items.first().toMap().value(QStringLiteral("state")).toString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/socialdesktop")).removeRecursively();
        QVERIFY(m_server.start());
        m_server.setReply(QStringLiteral("person/self"), self);
        publish();
        QVERIFY(m_session.load());
        QCOMPARE(m_session.login(m_server.baseUrl(), QStringLiteral("demo"), QStringLiteral("demo-password")), QString());
        m_session.connect(QStringLiteral("Outbox"));
        QTRY_COMPARE_WITH_TIMEOUT(m_session.status(QStringLiteral("Outbox")), QStringLiteral("ready"), 10000);
    }

    void init()
    {
        m_posts = 0;
    }

    void brokenAnswerIsFoundNotSentAgain()
    {
        // The server stores the question, then the connection breaks in the middle of its answer.
        m_server.setPostHandler([this](const QString &path, const QUrlQuery &form) {
            ++m_posts;
            if (path != QLatin1String("knowledgebase/data")) {
                return CannedOcsServer::PostAnswer{CannedOcsServer::PostAnswer::Reply, stored};
            }
            m_questions += question(500 + m_posts,
                                    form.queryItemValue(QStringLiteral("subject"), QUrl::FullyDecoded).toUtf8(),
                                    form.queryItemValue(QStringLiteral("message"), QUrl::FullyDecoded).toUtf8(),
                                    QDateTime::currentDateTimeUtc());
            publish();
            return CannedOcsServer::PostAnswer{CannedOcsServer::PostAnswer::DropMidBody, {}};
        });
        QVariant result;
        QCOMPARE(m_session.call(QStringLiteral("askQuestion"),
                                {{QStringLiteral("title"), QStringLiteral("  Sound stops after suspend ")},
                                 {QStringLiteral("text"), QStringLiteral("After waking up,\r\nno sound.")}},
                                &result),
                 QString());
        // The outbox looks, finds it and is done: the server holds it once.
        QCOMPARE(result.toString(), QStringLiteral("sent"));
        QTRY_COMPARE_WITH_TIMEOUT(outboxSize(), 0, 10000);
        QCOMPARE(m_posts, 1);
        QVERIFY(!m_server.requestsTo(QStringLiteral("knowledgebase/data")).isEmpty());
        const QString look = m_server.requestsTo(QStringLiteral("knowledgebase/data")).last();
        QVERIFY2(look.contains(QLatin1String("search=Sound%20stops%20after%20suspend")), qPrintable(look));
    }

    void unclearAnswerIsSetAside()
    {
        // HTML instead of OCS, nothing stored: the look finds nothing, the entry waits for the user, sent once.
        m_server.setPostHandler([this](const QString &, const QUrlQuery &) {
            ++m_posts;
            return CannedOcsServer::PostAnswer{CannedOcsServer::PostAnswer::Html, "<html><body>Bad gateway</body></html>"};
        });
        QVariant result;
        QCOMPARE(m_session.call(QStringLiteral("askQuestion"),
                                {{QStringLiteral("title"), QStringLiteral("Printer not found")}, {QStringLiteral("text"), QStringLiteral("CUPS sees it.")}},
                                &result),
                 QString());
        QCOMPARE(result.toString(), QStringLiteral("unconfirmed"));
        QTRY_COMPARE_WITH_TIMEOUT(firstOutboxState(), QStringLiteral("unconfirmed"), 10000);
        QTest::qWait(1000);
        QCOMPARE(m_posts, 1);
        const QString id =
            m_session.data(QStringLiteral("Outbox")).value(QStringLiteral("Items")).toList().first().toMap().value(QStringLiteral("id")).toString();
        QCOMPARE(m_session.call(QStringLiteral("discardOutboxEntry"), {{QStringLiteral("id"), id}}), QString());
        QTRY_COMPARE_WITH_TIMEOUT(outboxSize(), 0, 10000);
    }

    void yesterdaysQuestionIsNotThisOne()
    {
        // The same question by the same member, a day old: not taken for this one (which would be delivered);
        // this one's answer broke off and it is nowhere, so it waits for the user, sent once.
        m_questions += question(400, "Fan loud", "It never stops.", QDateTime::currentDateTimeUtc().addDays(-1));
        publish();
        m_server.setPostHandler([this](const QString &, const QUrlQuery &form) {
            Q_UNUSED(form);
            ++m_posts;
            return CannedOcsServer::PostAnswer{CannedOcsServer::PostAnswer::DropMidBody, {}}; // nothing stored
        });
        QVariant result;
        QCOMPARE(m_session.call(QStringLiteral("askQuestion"),
                                {{QStringLiteral("title"), QStringLiteral("Fan loud")}, {QStringLiteral("text"), QStringLiteral("It never stops.")}},
                                &result),
                 QString());
        QCOMPARE(result.toString(), QStringLiteral("unconfirmed"));
        QTRY_COMPARE_WITH_TIMEOUT(firstOutboxState(), QStringLiteral("unconfirmed"), 10000);
        QCOMPARE(m_posts, 1);
        const QString id =
            m_session.data(QStringLiteral("Outbox")).value(QStringLiteral("Items")).toList().first().toMap().value(QStringLiteral("id")).toString();
        QCOMPARE(m_session.call(QStringLiteral("discardOutboxEntry"), {{QStringLiteral("id"), id}}), QString());
        QTRY_COMPARE_WITH_TIMEOUT(outboxSize(), 0, 10000);
    }

    void lostAnswerOfAnAnswer()
    {
        m_server.setPostHandler([this](const QString &path, const QUrlQuery &form) {
            ++m_posts;
            if (path != QLatin1String("comments/add") || form.queryItemValue(QStringLiteral("type")) != QLatin1String("7")
                || form.queryItemValue(QStringLiteral("content")) != QLatin1String("127")
                || form.queryItemValue(QStringLiteral("subject"), QUrl::FullyDecoded) != QLatin1String("Re: How do I change the wallpaper?")) {
                return CannedOcsServer::PostAnswer{CannedOcsServer::PostAnswer::Reply, "<ocs><meta><statuscode>101</statuscode></meta></ocs>"};
            }
            m_comments += comment(900 + m_posts, form.queryItemValue(QStringLiteral("message"), QUrl::FullyDecoded).toUtf8());
            publish();
            return CannedOcsServer::PostAnswer{CannedOcsServer::PostAnswer::DropMidBody, {}};
        });
        QVariant result;
        QCOMPARE(m_session.call(QStringLiteral("answer"),
                                {{QStringLiteral("entry"), QStringLiteral("127")},
                                 {QStringLiteral("title"), QStringLiteral("How do I change the wallpaper?")},
                                 {QStringLiteral("text"), QStringLiteral("Right-click the desktop.")}},
                                &result),
                 QString());
        QCOMPARE(result.toString(), QStringLiteral("sent"));
        QTRY_COMPARE_WITH_TIMEOUT(outboxSize(), 0, 10000);
        QCOMPARE(m_posts, 1);
        QVERIFY(!m_server.requestsTo(QStringLiteral("comments/data/7/127/0")).isEmpty());
    }

    void brokenAnswerOfATopic()
    {
        m_server.setPostHandler([this](const QString &path, const QUrlQuery &form) {
            ++m_posts;
            if (path != QLatin1String("forum/topic/add") || form.queryItemValue(QStringLiteral("forum")) != QLatin1String("2")) {
                return CannedOcsServer::PostAnswer{CannedOcsServer::PostAnswer::Reply, "<ocs><meta><statuscode>101</statuscode></meta></ocs>"};
            }
            m_server.setReply(QStringLiteral("forum/topics/list"),
                              HelpReplies::ok("<topic><id>77</id><forumid>2</forumid><user>demo</user><changed>"
                                              + QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toUtf8() + "</changed><subject>"
                                              + form.queryItemValue(QStringLiteral("subject"), QUrl::FullyDecoded).toUtf8() + "</subject><content>"
                                              + form.queryItemValue(QStringLiteral("content"), QUrl::FullyDecoded).toUtf8()
                                              + "</content><comments>0</comments></topic>"));
            return CannedOcsServer::PostAnswer{CannedOcsServer::PostAnswer::DropMidBody, {}};
        });
        QVariant result;
        QCOMPARE(m_session.call(QStringLiteral("newTopic"),
                                {{QStringLiteral("forum"), QStringLiteral("2")},
                                 {QStringLiteral("subject"), QStringLiteral("Printer not found")},
                                 {QStringLiteral("text"), QStringLiteral("CUPS sees it, the dialog does not.")}},
                                &result),
                 QString());
        QCOMPARE(result.toString(), QStringLiteral("sent"));
        QTRY_COMPARE_WITH_TIMEOUT(outboxSize(), 0, 10000);
        QCOMPARE(m_posts, 1);
        const QString look = m_server.requestsTo(QStringLiteral("forum/topics/list")).last();
        QVERIFY2(look.contains(QLatin1String("forum=2")) && look.contains(QLatin1String("search=Printer%20not%20found")), qPrintable(look));
    }

    void badParametersAreRefused()
    {
        QVERIFY(!m_session.call(QStringLiteral("askQuestion"), {{QStringLiteral("title"), QStringLiteral("ab")}, {QStringLiteral("text"), QStringLiteral("x")}})
                     .isEmpty());
        QVERIFY(
            !m_session.call(QStringLiteral("askQuestion"), {{QStringLiteral("title"), QStringLiteral("abc")}, {QStringLiteral("text"), QStringLiteral(" ")}})
                 .isEmpty());
        QVERIFY(!m_session.call(QStringLiteral("answer"), {{QStringLiteral("text"), QStringLiteral("x")}}).isEmpty());
        QVERIFY(!m_session.call(QStringLiteral("newTopic"), {{QStringLiteral("subject"), QStringLiteral("abc")}, {QStringLiteral("text"), QStringLiteral("x")}})
                     .isEmpty());
        QCOMPARE(outboxSize(), 0);
    }
};

QTEST_MAIN(OutboxQuestionTest)

#include "outboxquestiontest.moc"
