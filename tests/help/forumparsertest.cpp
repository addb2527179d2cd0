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
Forum onlyForum(const QByteArray &fields)
{
    const Reply<Forum> reply = ReplyParser::forums(HelpReplies::ok("<forum><id>1</id><name>f</name>" + fields + "</forum>"));
    return reply.isSuccess() && reply.items.size() == 1 ? reply.items.first() : Forum();
}

Topic onlyTopic(const QByteArray &fields)
{
    const Reply<Topic> reply = ReplyParser::topics(HelpReplies::ok("<topic><id>1</id><subject>s</subject>" + fields + "</topic>"));
    return reply.isSuccess() && reply.items.size() == 1 ? reply.items.first() : Topic();
}
}

/**
 * The FORUM module on the client's side: forums with their sub-forums flattened (depth 0 and 1), topics in the
 * spec's and Attica's spellings, and the hostile shapes of docs/help.md.
 */
class ForumParserTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void forumsWithSubForums()
    {
        const Reply<Forum> reply = ReplyParser::forums(ocsFixture("forums.xml"));
        QVERIFY2(reply.isSuccess(), qPrintable(reply.errorDetail));
        QCOMPARE(reply.items.size(), 4);
        const Forum &plasma = reply.items.at(0);
        QCOMPARE(plasma.id, QStringLiteral("1"));
        QCOMPARE(plasma.name, QStringLiteral("Plasma"));
        QCOMPARE(plasma.description, QStringLiteral("The desktop shell"));
        QCOMPARE(plasma.topics, 40); // after its children
        QCOMPARE(plasma.childCount, 1);
        QCOMPARE(plasma.depth, 0);
        QCOMPARE(plasma.icon, QUrl(QStringLiteral("https://forum.example.org/icons/plasma.png")));
        QCOMPARE(plasma.date, QDateTime(QDate(2026, 1, 1), QTime(10, 0), Qt::UTC));
        const Forum &widgets = reply.items.at(1);
        QCOMPARE(widgets.id, QStringLiteral("11"));
        QCOMPARE(widgets.parent, QStringLiteral("1"));
        QCOMPARE(widgets.depth, 1);
        QCOMPARE(widgets.topics, 12);
        QVERIFY(widgets.icon.isEmpty()); // file:
        // A third level is shown at depth 1, under its own parent.
        QCOMPARE(reply.items.at(2).id, QStringLiteral("111"));
        QCOMPARE(reply.items.at(2).depth, 1);
        QCOMPARE(reply.items.at(2).parent, QStringLiteral("11"));
        const Forum &hardware = reply.items.at(3);
        QCOMPARE(hardware.depth, 0);
        QVERIFY(hardware.icon.isEmpty()); // javascript:
        QVERIFY(!RecordFields::publish(hardware).contains(QStringLiteral("icon")));

        const QVariantMap published = RecordFields::publish(widgets);
        QCOMPARE(published.value(QStringLiteral("depth")).toInt(), 1);
        QCOMPARE(published.value(QStringLiteral("topics")).toInt(), 12);
        for (auto it = published.cbegin(); it != published.cend(); ++it) {
            QVERIFY2(RecordFields::listKeys().contains(it.key()), qPrintable(it.key()));
        }
    }

    void topicsInBothSpellings()
    {
        const Reply<Topic> reply = ReplyParser::topics(ocsFixture("topics.xml"));
        QVERIFY2(reply.isSuccess(), qPrintable(reply.errorDetail));
        QCOMPARE(reply.items.size(), 2);
        const Topic &spec = reply.items.at(0);
        QCOMPARE(spec.id, QStringLiteral("31"));
        QCOMPARE(spec.forum, QStringLiteral("2"));
        QCOMPARE(spec.author, QStringLiteral("alice"));
        QCOMPARE(spec.subject, QStringLiteral("Fan loud on a ThinkPad T14"));
        QCOMPARE(spec.content, QStringLiteral("Since the last update the fan never stops."));
        QCOMPARE(spec.replies, 4);
        QCOMPARE(spec.changed, QDateTime(QDate(2026, 1, 5), QTime(10, 0), Qt::UTC));
        // Attica's forumId and date.
        const Topic &attica = reply.items.at(1);
        QCOMPARE(attica.forum, QStringLiteral("2"));
        QCOMPARE(attica.changed, QDateTime(QDate(2026, 1, 6), QTime(10, 0), Qt::UTC));

        const QVariantMap published = RecordFields::publish(spec);
        QCOMPARE(published.value(QStringLiteral("forum")).toString(), QStringLiteral("2"));
        QCOMPARE(published.value(QStringLiteral("replies")).toInt(), 4);
        QCOMPARE(published.value(QStringLiteral("author")).toString(), QStringLiteral("alice"));
        for (auto it = published.cbegin(); it != published.cend(); ++it) {
            QVERIFY2(RecordFields::listKeys().contains(it.key()), qPrintable(it.key()));
        }
    }

    void icons_data()
    {
        QTest::addColumn<QByteArray>("icon");
        QTest::addColumn<bool>("kept");
        QTest::newRow("https") << QByteArray("https://example.org/i.png") << true;
        QTest::newRow("javascript") << QByteArray("javascript:alert(1)") << false;
        QTest::newRow("file") << QByteArray("file:///etc/shadow") << false;
        QTest::newRow("smb") << QByteArray("smb://host/share") << false;
    }

    void icons()
    {
        QFETCH(QByteArray, icon);
        QFETCH(bool, kept);
        QCOMPARE(!onlyForum("<icon>" + icon + "</icon>").icon.isEmpty(), kept);
    }

    void counts_data()
    {
        HelpReplies::numberRows(Limits::maxCount);
    }

    void counts()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, expected);
        QCOMPARE(onlyForum("<topics>" + text + "</topics>").topics, expected);
        QCOMPARE(onlyTopic("<comments>" + text + "</comments>").replies, expected);
        QCOMPARE(onlyForum("<childcount>" + text + "</childcount>").childCount, std::min(expected, Limits::maxCommentsPerPage));
    }

    void dates_data()
    {
        HelpReplies::dateRows();
    }

    void dates()
    {
        QFETCH(QByteArray, text);
        QFETCH(QDateTime, utc);
        const QDateTime forum = onlyForum("<date>" + text + "</date>").date;
        const QDateTime topic = onlyTopic("<changed>" + text + "</changed>").changed;
        QCOMPARE(forum.isValid(), utc.isValid());
        QCOMPARE(topic.isValid(), utc.isValid());
        if (utc.isValid()) {
            QCOMPARE(forum.toUTC(), utc);
            QCOMPARE(topic.toUTC(), utc);
        }
    }

    void tenThousandItems()
    {
        QTest::ignoreMessage(QtWarningMsg, "The server sent 10000 forum items where at most 100 are kept; 9900 dropped");
        const Reply<Forum> forums = ReplyParser::forums(HelpReplies::ok(HelpReplies::repeated("<forum><id>%1</id><children/></forum>", 10000)));
        QCOMPARE(forums.items.size(), Limits::pageSize);
        // Sub-forums count too.
        QTest::ignoreMessage(QtWarningMsg, "The server sent 10001 forum items where at most 100 are kept; 9901 dropped");
        const Reply<Forum> nested = ReplyParser::forums(
            HelpReplies::ok("<forum><id>top</id><children>" + HelpReplies::repeated("<forum><id>%1</id></forum>", 10000) + "</children></forum>"));
        QCOMPARE(nested.items.size(), Limits::pageSize);
        QCOMPARE(nested.items.last().parent, QStringLiteral("top"));

        QTest::ignoreMessage(QtWarningMsg, "The server sent 10000 items where at most 50 were asked for; 9950 dropped");
        const Reply<Topic> topics = ReplyParser::topics(HelpReplies::ok(HelpReplies::repeated("<topic><id>%1</id></topic>", 10000)), 50);
        QCOMPARE(topics.items.size(), 50);
        QCOMPARE(topics.items.last().id, QStringLiteral("49"));
    }

    void deepNestingIsRefused()
    {
        QByteArray deep;
        for (int i = 0; i < 10000; ++i) {
            deep += "<forum><id>" + QByteArray::number(i) + "</id><children>";
        }
        deep += QByteArray("</children></forum>").repeated(10000);
        QCOMPARE(ReplyParser::forums(HelpReplies::ok(deep)).error, ParseError::LimitExceeded);
        QCOMPARE(ReplyParser::topics(HelpReplies::ok("<topic>" + HelpReplies::nested("content", 10000) + "</topic>")).error, ParseError::LimitExceeded);
    }

    void megabyteTextIsRefused()
    {
        QCOMPARE(ReplyParser::topics(HelpReplies::ok("<topic><id>1</id><content>" + QByteArray(1024 * 1024, 'x') + "</content></topic>")).error,
                 ParseError::LimitExceeded);
        QCOMPARE(ReplyParser::forums(HelpReplies::ok("<forum><id>1</id><description>" + QByteArray(1024 * 1024, 'x') + "</description></forum>")).error,
                 ParseError::LimitExceeded);
        QCOMPARE(onlyTopic("<content>" + QByteArray(Limits::maxFieldLength + 1, 'c') + "</content>").content.size(), Limits::maxFieldLength);
    }
};

QTEST_GUILESS_MAIN(ForumParserTest)

#include "forumparsertest.moc"
