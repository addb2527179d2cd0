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
QStringList ids(const QVector<Comment> &comments)
{
    QStringList order;
    for (const Comment &c : comments) {
        order.append(c.id);
    }
    return order;
}

/// A chain of @p levels comments, each the only reply of the one before, every level with its own `children`.
QByteArray chain(int levels)
{
    QByteArray xml;
    for (int i = 0; i < levels; ++i) {
        xml += "<comment><id>c" + QByteArray::number(i) + "</id><text>level " + QByteArray::number(i) + "</text><children>";
    }
    xml += QByteArray("</children></comment>").repeated(levels);
    return xml;
}

Comment only(const QByteArray &fields)
{
    const Reply<Comment> reply = ReplyParser::comments(HelpReplies::ok("<comment><id>1</id><text>t</text>" + fields + "</comment>"));
    return reply.isSuccess() && reply.items.size() == 1 ? reply.items.first() : Comment();
}
}

/**
 * The COMMENTS module on the client's side: answers and replies flattened into reading order with their depth and
 * parent, and bounded (docs/help.md, "Engine": 500 a page counting replies, depth 8, the byte scan's 32 levels).
 */
class CommentParserTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readingOrder()
    {
        const Reply<Comment> reply = ReplyParser::comments(ocsFixture("comments.xml"));
        QVERIFY2(reply.isSuccess(), qPrintable(reply.errorDetail));
        QCOMPARE(ids(reply.items), QStringList({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("5")}));
        const QVector<int> depths = {0, 1, 2, 1, 0};
        const QStringList parents = {QString(), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("1"), QString()};
        for (int i = 0; i < reply.items.size(); ++i) {
            QCOMPARE(reply.items.at(i).depth, depths.at(i));
            QCOMPARE(reply.items.at(i).parent, parents.at(i));
        }
        const Comment &first = reply.items.first();
        QCOMPARE(first.subject, QStringLiteral("Re: How do I change the wallpaper?"));
        QCOMPARE(first.text, QStringLiteral("Right-click the desktop."));
        QCOMPARE(first.author, QStringLiteral("bert"));
        QCOMPARE(first.score, 80);
        QCOMPARE(first.childCount, 2);
        QCOMPARE(first.date, QDateTime(QDate(2026, 1, 1), QTime(10, 0), Qt::UTC));
        QCOMPARE(reply.items.at(3).date.toUTC(), QDateTime(QDate(2026, 1, 1), QTime(14, 0), Qt::UTC));

        const QVariantMap published = RecordFields::publish(reply.items.at(2));
        QCOMPARE(published.value(QStringLiteral("depth")).toInt(), 2);
        QCOMPARE(published.value(QStringLiteral("parent")).toString(), QStringLiteral("2"));
        QCOMPARE(published.value(QStringLiteral("author")).toString(), QStringLiteral("bert"));
        QCOMPARE(published.value(QStringLiteral("score")).toInt(), 50);
        for (auto it = published.cbegin(); it != published.cend(); ++it) {
            QVERIFY2(RecordFields::listKeys().contains(it.key()), qPrintable(it.key()));
        }
        QCOMPARE(RecordFields::publish(first).value(QStringLiteral("parent")).toString(), QString());
    }

    void deepestRepliesShownAtDepthEight()
    {
        // Each level costs two elements (<comment><children>): 14 levels is the deepest the byte scan lets
        // through; levels past 8 are shown at 8, still after their parent and with the right parent id.
        const Reply<Comment> reply = ReplyParser::comments(HelpReplies::ok(chain(14)));
        QVERIFY2(reply.isSuccess(), qPrintable(reply.errorDetail));
        QCOMPARE(reply.items.size(), 14);
        for (int i = 0; i < 14; ++i) {
            const Comment &c = reply.items.at(i);
            QCOMPARE(c.id, QStringLiteral("c%1").arg(i));
            QCOMPARE(c.depth, std::min(i, Limits::maxCommentDepth));
            QCOMPARE(c.parent, i == 0 ? QString() : QStringLiteral("c%1").arg(i - 1));
        }
        // Twenty levels nest past the byte scan's limit: the reply is refused whole.
        QCOMPARE(ReplyParser::comments(HelpReplies::ok(chain(20))).error, ParseError::LimitExceeded);
    }

    void tenThousandDeepIsRefused()
    {
        const Reply<Comment> reply = ReplyParser::comments(HelpReplies::ok(chain(10000)));
        QCOMPARE(reply.error, ParseError::LimitExceeded);
        QVERIFY(reply.items.isEmpty());
        QCOMPARE(ReplyParser::comments(HelpReplies::ok(HelpReplies::nested("comment", 10000))).error, ParseError::LimitExceeded);
    }

    void tenThousandCommentsKeepFiveHundred()
    {
        const QByteArray xml = HelpReplies::ok(HelpReplies::repeated("<comment><id>%1</id><text>t</text><children></children></comment>", 10000));
        QTest::ignoreMessage(QtWarningMsg, "The server sent 10000 comment items where at most 500 are kept; 9500 dropped");
        const Reply<Comment> reply = ReplyParser::comments(xml);
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.items.size(), Limits::maxCommentsPerPage);
        QCOMPARE(reply.items.last().id, QStringLiteral("499"));
    }

    void repliesCountTowardsThePage()
    {
        // One answer with 10,000 replies: the answer and 499 of them.
        const QByteArray replies = HelpReplies::repeated("<comment><id>r%1</id><text>t</text></comment>", 10000);
        const QByteArray xml =
            HelpReplies::ok("<comment><children>" + replies + "</children><id>top</id><text>t</text></comment><comment><id>next</id></comment>");
        QTest::ignoreMessage(QtWarningMsg, "The server sent 10002 comment items where at most 500 are kept; 9502 dropped");
        const Reply<Comment> reply = ReplyParser::comments(xml);
        QCOMPARE(reply.items.size(), Limits::maxCommentsPerPage);
        QCOMPARE(reply.items.first().id, QStringLiteral("top"));
        // The id came after the children: they still know it.
        QCOMPARE(reply.items.at(1).parent, QStringLiteral("top"));
        QCOMPARE(reply.items.last().id, QStringLiteral("r498"));
    }

    void severalChildrenSectionsAreJoined()
    {
        const Reply<Comment> reply =
            ReplyParser::comments(HelpReplies::ok("<comment><id>1</id><children><comment><id>2</id></comment></children>"
                                                  "<children><comment><id>3</id></comment><bogus/></children></comment>"));
        QCOMPARE(ids(reply.items), QStringList({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
        QCOMPARE(reply.items.at(2).parent, QStringLiteral("1"));
        QCOMPARE(reply.items.at(2).depth, 1);
    }

    void scores_data()
    {
        HelpReplies::numberRows(100);
    }

    void scores()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, expected);
        QCOMPARE(only("<score>" + text + "</score>").score, expected);
    }

    void childCounts_data()
    {
        HelpReplies::numberRows(Limits::maxCommentsPerPage);
    }

    void childCounts()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, expected);
        QCOMPARE(only("<childcount>" + text + "</childcount>").childCount, expected);
    }

    void dates_data()
    {
        HelpReplies::dateRows();
    }

    void dates()
    {
        QFETCH(QByteArray, text);
        QFETCH(QDateTime, utc);
        const Comment read = only("<date>" + text + "</date>");
        QCOMPARE(read.id, QStringLiteral("1"));
        QCOMPARE(read.date.isValid(), utc.isValid());
        if (utc.isValid()) {
            QCOMPARE(read.date.toUTC(), utc);
        }
    }

    void megabyteTextIsRefused()
    {
        QCOMPARE(ReplyParser::comments(HelpReplies::ok("<comment><id>1</id><text>" + QByteArray(1024 * 1024, 'x') + "</text></comment>")).error,
                 ParseError::LimitExceeded);
        QCOMPARE(only("<subject>" + QByteArray(Limits::maxFieldLength + 10, 's') + "</subject>").subject.size(), Limits::maxFieldLength);
    }

    void markupStaysText()
    {
        const Comment read = only("<subject><![CDATA[<b>bold</b>]]></subject><user>&lt;img src=x&gt;</user>");
        QCOMPARE(read.subject, QStringLiteral("<b>bold</b>"));
        QCOMPARE(read.author, QStringLiteral("<img src=x>"));
    }
};

QTEST_GUILESS_MAIN(CommentParserTest)

#include "commentparsertest.moc"
