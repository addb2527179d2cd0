// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "../ocs/ocsfixture.h"
#include "helpreplies.h"
#include "ocs/recordfields.h"
#include "ocs/replyparser.h"

#include <QTest>

using namespace Ocs;

namespace
{
QByteArray entry(const QByteArray &fields)
{
    return HelpReplies::ok("<content details=\"detail\"><id>1</id><name>q</name><description>d</description>" + fields + "</content>");
}

KnowledgeEntry only(const QByteArray &xml)
{
    const Reply<KnowledgeEntry> reply = ReplyParser::knowledgeBase(xml);
    if (!reply.isSuccess() || reply.items.size() != 1) {
        qWarning() << "unreadable:" << reply.errorDetail;
        return {};
    }
    return reply.items.first();
}
}

/**
 * The KNOWLEDGEBASE module on the client's side (docs/help.md, "Engine"): the spec's list and get forms, Attica's
 * `<content>`, hostile sizes, counts, dates and links.
 */
class KnowledgeBaseParserTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void specList()
    {
        const Reply<KnowledgeEntry> reply = ReplyParser::knowledgeBase(ocsFixture("knowledgebase.xml"));
        QVERIFY2(reply.isSuccess(), qPrintable(reply.errorDetail));
        QCOMPARE(reply.meta.totalItems, 2);
        QCOMPARE(reply.items.size(), 2);
        const KnowledgeEntry &first = reply.items.at(0);
        QCOMPARE(first.id, QStringLiteral("127"));
        QVERIFY(first.isAnswered());
        QCOMPARE(first.contentId, QStringLiteral("12345"));
        QCOMPARE(first.category, QStringLiteral("Application"));
        QCOMPARE(first.asker, QStringLiteral("frank"));
        QCOMPARE(first.changed.toUTC(), QDateTime(QDate(2008, 8, 1), QTime(13, 55), Qt::UTC));
        QCOMPARE(first.title, QStringLiteral("How do I change the wallpaper?"));
        QCOMPARE(first.text, QStringLiteral("I want a picture of my cat\nbehind my windows."));
        QCOMPARE(first.answer, QStringLiteral("Right-click the desktop & choose \"Configure Desktop\"."));
        QCOMPARE(first.answerer, QStringLiteral("bert"));
        QCOMPARE(first.answers, 3);
        QCOMPARE(first.detailPage, QUrl(QStringLiteral("https://www.KDE-Look.org/content/show.php?content=12345")));

        const QVariantMap published = RecordFields::publish(first);
        QCOMPARE(published.value(QStringLiteral("title")).toString(), first.title);
        QCOMPARE(published.value(QStringLiteral("text")).toString(), first.text);
        QCOMPARE(published.value(QStringLiteral("answered")).toBool(), true);
        QCOMPARE(published.value(QStringLiteral("answers")).toInt(), 3);
        QCOMPARE(published.value(QStringLiteral("asker")).toString(), QStringLiteral("frank"));
        QCOMPARE(published.value(QStringLiteral("answerer")).toString(), QStringLiteral("bert"));
        QCOMPARE(published.value(QStringLiteral("changed")).toDateTime(), first.changed);
        QCOMPARE(published.value(QStringLiteral("detailPage")).toString(), first.detailPage.toString());
        for (auto it = published.cbegin(); it != published.cend(); ++it) {
            QVERIFY2(RecordFields::listKeys().contains(it.key()), qPrintable(it.key()));
        }

        const KnowledgeEntry &second = reply.items.at(1);
        QVERIFY(!second.isAnswered());
        QCOMPARE(RecordFields::publish(second).value(QStringLiteral("answered")).toBool(), false);
        // A javascript: page is no page.
        QVERIFY(second.detailPage.isEmpty());
        QVERIFY(!RecordFields::publish(second).contains(QStringLiteral("detailPage")));
    }

    void answeredByStatusOrAnswer()
    {
        QVERIFY(only(entry("<status>answered</status>")).isAnswered());
        QVERIFY(only(entry("<status>not answered</status><answer>Yes.</answer>")).isAnswered());
        QVERIFY(!only(entry("<status>not answered</status><answer> </answer>")).isAnswered());
        QVERIFY(!only(entry("")).isAnswered());
    }

    void specGetForm()
    {
        // The spec's get sends <knowledgebase>; Attica would find nothing in it. We read both.
        const Reply<KnowledgeEntry> reply = ReplyParser::knowledgeBase(ocsFixture("knowledgebase-entry.xml"));
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.items.size(), 1);
        QCOMPARE(reply.items.first().id, QStringLiteral("127"));
        QCOMPARE(reply.items.first().answer, QStringLiteral("Right-click the desktop."));
        QVERIFY(reply.items.first().detailPage.isEmpty()); // file:

        const Reply<KnowledgeEntry> both = ReplyParser::knowledgeBase(
            HelpReplies::ok("<knowledgebase><id>1</id><name>a</name></knowledgebase><content><id>2</id><name>b</name></content><person><id>3</id></person>"));
        QVERIFY(both.isSuccess());
        QCOMPARE(both.items.size(), 2);
        QCOMPARE(both.items.at(0).id, QStringLiteral("1"));
        QCOMPARE(both.items.at(1).id, QStringLiteral("2"));
    }

    void links_data()
    {
        QTest::addColumn<QByteArray>("link");
        QTest::addColumn<bool>("kept");
        QTest::newRow("https") << QByteArray("https://example.org/kb/1") << true;
        QTest::newRow("http") << QByteArray("http://example.org/kb/1") << true;
        QTest::newRow("javascript") << QByteArray("javascript:alert(document.cookie)") << false;
        QTest::newRow("JavaScript with spaces") << QByteArray("  JaVaScRiPt:alert(1)") << false;
        QTest::newRow("file") << QByteArray("file:///etc/passwd") << false;
        QTest::newRow("data") << QByteArray("data:text/html,&lt;script&gt;") << false;
        QTest::newRow("no host") << QByteArray("https:///path") << false;
        QTest::newRow("relative") << QByteArray("/kb/1") << false;
    }

    void links()
    {
        QFETCH(QByteArray, link);
        QFETCH(bool, kept);
        const KnowledgeEntry read = only(entry("<detailpage>" + link + "</detailpage>"));
        QCOMPARE(!read.detailPage.isEmpty(), kept);
    }

    void dates_data()
    {
        HelpReplies::dateRows();
    }

    void dates()
    {
        QFETCH(QByteArray, text);
        QFETCH(QDateTime, utc);
        const KnowledgeEntry read = only(entry("<changed>" + text + "</changed>"));
        QCOMPARE(read.changed.isValid(), utc.isValid());
        if (utc.isValid()) {
            QCOMPARE(read.changed.toUTC(), utc);
        }
        QCOMPARE(RecordFields::publish(read).contains(QStringLiteral("changed")), utc.isValid());
    }

    void counts_data()
    {
        HelpReplies::numberRows(Limits::maxCount);
    }

    void counts()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, expected);
        QCOMPARE(only(entry("<comments>" + text + "</comments>")).answers, expected);
    }

    void tenThousandItemsKeepAPage()
    {
        const QByteArray xml = HelpReplies::ok(HelpReplies::repeated("<content><id>%1</id><name>q</name></content>", 10000));
        QTest::ignoreMessage(QtWarningMsg, "The server sent 10000 items where at most 20 were asked for; 9980 dropped");
        const Reply<KnowledgeEntry> reply = ReplyParser::knowledgeBase(xml, 20);
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.items.size(), 20);
        QCOMPARE(reply.items.last().id, QStringLiteral("19"));
    }

    void deepNestingIsRefused()
    {
        const Reply<KnowledgeEntry> reply =
            ReplyParser::knowledgeBase(HelpReplies::ok("<content><id>1</id>" + HelpReplies::nested("answer", 10000) + "</content>"));
        QCOMPARE(reply.error, ParseError::LimitExceeded);
        QVERIFY(reply.items.isEmpty());
    }

    void megabyteTextIsRefused()
    {
        const Reply<KnowledgeEntry> huge = ReplyParser::knowledgeBase(entry("<answer>" + QByteArray(1024 * 1024, 'x') + "</answer>"));
        QCOMPARE(huge.error, ParseError::LimitExceeded);
        QVERIFY(huge.items.isEmpty());
        // Below the byte limit a text is cut to the field length.
        const KnowledgeEntry longer =
            only(HelpReplies::ok("<content><id>1</id><description>" + QByteArray(Limits::maxFieldLength * 3, 'y') + "</description></content>"));
        QCOMPARE(longer.text.size(), Limits::maxFieldLength);
    }

    void failureIsReadable()
    {
        const Reply<KnowledgeEntry> reply =
            ReplyParser::knowledgeBase("<ocs><meta><status>failed</status><statuscode>101</statuscode><message>entry not found</message></meta></ocs>");
        QVERIFY(reply.isReadable());
        QVERIFY(!reply.isSuccess());
        QCOMPARE(reply.meta.statusCode, 101);
        QVERIFY(reply.items.isEmpty());
    }
};

QTEST_GUILESS_MAIN(KnowledgeBaseParserTest)

#include "knowledgebaseparsertest.moc"
