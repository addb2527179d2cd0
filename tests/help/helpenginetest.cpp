// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// The `ocs` engine's help sources (docs/help.md, "Sources"), as plasmashell loads the engine, against canned OCS
// replies on loopback: what each source asks for, what it publishes, paging, caching, capabilities, and a server
// that sends more than it was asked for or does not offer the module.

#include "../ocs/ocsfixture.h"
#include "cannedocsserver.h"
#include "enginesession.h"
#include "helpreplies.h"

#include "ocs/querycaches.h"
#include "ocs/replycache.h"
#include "ocs/sourcename.h"
#include "storage/privatefiles.h"

#include <QDir>
#include <QStandardPaths>
#include <QTest>
#include <QUrlQuery>

namespace
{
const QByteArray self = HelpReplies::ok("<person details=\"full\"><personid>demo</personid><firstname>Demo</firstname></person>");

QVariantMap capabilities(EngineSession &session)
{
    return session.data(QStringLiteral("Capabilities")).value(QStringLiteral("Services")).toMap();
}

QStringList column(const QVariantList &rows, const QString &key)
{
    QStringList values;
    for (const QVariant &row : rows) {
        values.append(row.toMap().value(key).toString());
    }
    return values;
}
}

class HelpEngineTest : public QObject
{
    Q_OBJECT

private:
    CannedOcsServer m_server;
    EngineSession m_session;

    void waitReady(const QString &source)
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_session.status(source), QStringLiteral("ready"), 30000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/socialdesktop")).removeRecursively();
        QVERIFY(m_server.start());
        m_server.setReply(QStringLiteral("person/self"), self);
        m_server.setReply(QStringLiteral("knowledgebase/data"), ocsFixture("knowledgebase.xml"));
        m_server.setReply(QStringLiteral("knowledgebase/data/127"), ocsFixture("knowledgebase-entry.xml"));
        m_server.setReply(QStringLiteral("comments/data/7/127/0"), ocsFixture("comments.xml"));
        m_server.setReply(QStringLiteral("forum/list"), ocsFixture("forums.xml"));
        m_server.setReply(QStringLiteral("forum/topics/list"), ocsFixture("topics.xml"));
        m_server.setReply(QStringLiteral("comments/data/4/31/0"), ocsFixture("comments.xml"));
        QVERIFY(m_session.load());
        QCOMPARE(m_session.login(m_server.baseUrl(), QStringLiteral("demo"), QStringLiteral("demo-password")), QString());
        m_session.connect(QStringLiteral("Capabilities"));
    }

    void searchTheKnowledgeBase()
    {
        const QString source = QStringLiteral("Knowledge:wallpaper cat");
        m_session.connect(source);
        waitReady(source);
        const QVariantList rows = m_session.rows(source);
        QCOMPARE(column(rows, QStringLiteral("id")), QStringList({QStringLiteral("127"), QStringLiteral("128")}));
        const QVariantMap first = rows.first().toMap();
        QCOMPARE(first.value(QStringLiteral("title")).toString(), QStringLiteral("How do I change the wallpaper?"));
        QCOMPARE(first.value(QStringLiteral("answered")).toBool(), true);
        QCOMPARE(first.value(QStringLiteral("answers")).toInt(), 3);
        QCOMPARE(first.value(QStringLiteral("asker")).toString(), QStringLiteral("frank"));
        QCOMPARE(rows.at(1).toMap().value(QStringLiteral("answered")).toBool(), false);
        QVERIFY(!rows.at(1).toMap().contains(QStringLiteral("detailPage"))); // javascript:
        QCOMPARE(m_session.data(source).value(QStringLiteral("TotalItems")).toInt(), 2);
        QCOMPARE(m_session.data(source).value(QStringLiteral("HasMore")).toBool(), false);

        const QStringList sent = m_server.requestsTo(QStringLiteral("knowledgebase/data"));
        QCOMPARE(sent.size(), 1);
        const QUrlQuery query(QUrl(sent.first()).query());
        QCOMPARE(query.queryItemValue(QStringLiteral("search"), QUrl::FullyDecoded), QStringLiteral("wallpaper cat"));
        QCOMPARE(query.queryItemValue(QStringLiteral("sortmode")), QStringLiteral("new"));
        QCOMPARE(query.queryItemValue(QStringLiteral("page")), QStringLiteral("0"));
        QCOMPARE(query.queryItemValue(QStringLiteral("pagesize")), QStringLiteral("20"));

        QTRY_COMPARE_WITH_TIMEOUT(capabilities(m_session).value(QStringLiteral("knowledgebase")), QVariant(true), 10000);
    }

    void anEntryWithItsAnswers()
    {
        const QString source = QStringLiteral("KnowledgeEntry:127");
        m_session.connect(source);
        waitReady(source);
        QTRY_VERIFY_WITH_TIMEOUT(m_session.data(source).contains(QStringLiteral("Entry")), 10000);
        const QVariantMap entry = m_session.data(source).value(QStringLiteral("Entry")).toMap();
        QCOMPARE(entry.value(QStringLiteral("id")).toString(), QStringLiteral("127"));
        QCOMPARE(entry.value(QStringLiteral("answer")).toString(), QStringLiteral("Right-click the desktop."));
        QCOMPARE(entry.value(QStringLiteral("answerer")).toString(), QStringLiteral("bert"));
        QVERIFY(!entry.contains(QStringLiteral("detailPage"))); // file:
        QTRY_COMPARE_WITH_TIMEOUT(m_session.rows(source).size(), 5, 10000);
        const QVariantList answers = m_session.rows(source);
        QCOMPARE(column(answers, QStringLiteral("id")),
                 QStringList({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("5")}));
        QCOMPARE(column(answers, QStringLiteral("depth")),
                 QStringList({QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("1"), QStringLiteral("0")}));
        QCOMPARE(column(answers, QStringLiteral("parent")), QStringList({QString(), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("1"), QString()}));
        // totalitems counts the two top-level answers: one page holds them all.
        QCOMPARE(m_session.data(source).value(QStringLiteral("HasMore")).toBool(), false);
        QCOMPARE(m_server.requestsTo(QStringLiteral("knowledgebase/data/127")).size(), 1);
        QCOMPARE(m_server.requestsTo(QStringLiteral("comments/data/7/127/0")), QStringList({QStringLiteral("comments/data/7/127/0?page=0&pagesize=50")}));
        QTRY_COMPARE_WITH_TIMEOUT(capabilities(m_session).value(QStringLiteral("comment")), QVariant(true), 10000);
    }

    void forumsTopicsAndReplies()
    {
        m_session.connect(QStringLiteral("Forums"));
        waitReady(QStringLiteral("Forums"));
        const QVariantList forums = m_session.rows(QStringLiteral("Forums"));
        QCOMPARE(column(forums, QStringLiteral("id")), QStringList({QStringLiteral("1"), QStringLiteral("11"), QStringLiteral("111"), QStringLiteral("2")}));
        QCOMPARE(column(forums, QStringLiteral("depth")), QStringList({QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("0")}));
        QCOMPARE(forums.first().toMap().value(QStringLiteral("icon")).toString(), QStringLiteral("https://forum.example.org/icons/plasma.png"));
        QVERIFY(!forums.at(1).toMap().contains(QStringLiteral("icon")));
        QCOMPARE(m_server.requestsTo(QStringLiteral("forum/list")), QStringList({QStringLiteral("forum/list?page=0&pagesize=100")}));

        m_session.connect(QStringLiteral("Topics:2"));
        waitReady(QStringLiteral("Topics:2"));
        const QVariantList topics = m_session.rows(QStringLiteral("Topics:2"));
        QCOMPARE(column(topics, QStringLiteral("id")), QStringList({QStringLiteral("31"), QStringLiteral("32")}));
        QCOMPARE(column(topics, QStringLiteral("forum")), QStringList({QStringLiteral("2"), QStringLiteral("2")}));
        QCOMPARE(topics.first().toMap().value(QStringLiteral("replies")).toInt(), 4);

        m_session.connect(QStringLiteral("TopicSearch:fan loud"));
        waitReady(QStringLiteral("TopicSearch:fan loud"));
        QCOMPARE(m_session.rows(QStringLiteral("TopicSearch:fan loud")).size(), 2);
        QCOMPARE(m_server.requestsTo(QStringLiteral("forum/topics/list")),
                 QStringList({QStringLiteral("forum/topics/list?forum=2&sortmode=new&page=0&pagesize=50"),
                              QStringLiteral("forum/topics/list?search=fan%20loud&sortmode=new&page=0&pagesize=20")}));

        m_session.connect(QStringLiteral("Topic:31"));
        waitReady(QStringLiteral("Topic:31"));
        QCOMPARE(m_session.rows(QStringLiteral("Topic:31")).size(), 5);
        QTRY_COMPARE_WITH_TIMEOUT(capabilities(m_session).value(QStringLiteral("forum")), QVariant(true), 10000);
    }

    void refreshRevalidates()
    {
        // The cached copy's ETag goes back; an unchanged page costs a 304 and keeps its rows.
        const int before = m_server.notModifiedCount();
        m_session.refresh({QStringLiteral("Forums")});
        QTRY_VERIFY_WITH_TIMEOUT(m_session.settled({QStringLiteral("Forums")}), 30000);
        QCOMPARE(m_session.status(QStringLiteral("Forums")), QStringLiteral("ready"));
        QVERIFY(m_server.notModifiedCount() > before);
        QCOMPARE(m_session.rows(QStringLiteral("Forums")).size(), 4);
    }

    void sameComputerLeavesYouOut()
    {
        // totalitems counts your own row, which is left out: nothing more to load all the same.
        m_server.setReply(QStringLiteral("person/data"),
                          HelpReplies::list(3,
                                            "<person details=\"summary\"><personid>alice</personid><firstname>Alice</firstname></person>"
                                            "<person details=\"summary\"><personid>Demo</personid></person>"
                                            "<person details=\"summary\"><personid>bert</personid></person>"));
        const QString source = QStringLiteral("SameComputer:Lenovo ThinkPad T14");
        m_session.connect(source);
        waitReady(source);
        QCOMPARE(column(m_session.rows(source), QStringLiteral("id")), QStringList({QStringLiteral("alice"), QStringLiteral("bert")}));
        QCOMPARE(m_session.data(source).value(QStringLiteral("HasMore")).toBool(), false);
        QCOMPARE(m_server.requestsTo(QStringLiteral("person/data")),
                 QStringList({QStringLiteral("person/data?attributeapp=global&attributekey=pc&attributevalue=Lenovo%20ThinkPad%20T14&page=0&pagesize=50")}));
    }

    void moreThanAskedForIsDropped()
    {
        m_server.setReply(QStringLiteral("knowledgebase/data"),
                          HelpReplies::ok(HelpReplies::repeated("<content><id>%1</id><name>flood %1</name></content>", 10000)));
        const QString source = QStringLiteral("Knowledge:flood");
        m_session.connect(source);
        waitReady(source);
        QCOMPARE(m_session.rows(source).size(), Ocs::SourceName::searchPageSize);
        // No totalitems: one page of what was kept.
        QCOMPARE(m_session.data(source).value(QStringLiteral("HasMore")).toBool(), false);
    }

    void onlyTheLastTwentyQueriesStayCached()
    {
        // docs/engines.md: the reply cache keeps the last 20 searches' pages of an account; 25 queries typed one
        // after the other leave the newest 20 (the earlier tests' searches are older still, and go too).
        m_server.setReply(QStringLiteral("knowledgebase/data"), ocsFixture("knowledgebase.xml"));
        const Ocs::ReplyCache cache(Ocs::ReplyCache::directoryFor(Storage::PrivateFiles::cacheRoot(), m_server.baseUrl(), QStringLiteral("demo")));
        QStringList typed;
        for (int i = 1; i <= 25; ++i) {
            const QString source = QStringLiteral("Knowledge:query number %1").arg(i, 2, 10, QLatin1Char('0'));
            typed.append(source);
            m_session.connect(source);
            waitReady(source);
            // each on disk before the next (the file times order them)
            QTRY_VERIFY_WITH_TIMEOUT(cache.keys().contains(source), 10000);
            QTest::qWait(20);
        }
        const auto queries = [&cache] {
            QStringList found;
            const QStringList keys = cache.keys();
            for (const QString &key : keys) {
                if (Ocs::QueryCaches::isQueryKey(key)) {
                    found.append(key);
                }
            }
            found.sort();
            return found;
        };
        const QStringList newest = typed.mid(5);
        QTRY_COMPARE_WITH_TIMEOUT(queries(), newest, 10000);
        // what is not a search stays
        QVERIFY(cache.keys().contains(QStringLiteral("Forums")));
        QVERIFY(cache.keys().contains(QStringLiteral("KnowledgeEntry:127")));
        // a topic search counts among them: one more, and the oldest query goes
        m_session.connect(QStringLiteral("TopicSearch:query topic"));
        waitReady(QStringLiteral("TopicSearch:query topic"));
        QStringList after = typed.mid(6) << QStringLiteral("TopicSearch:query topic");
        after.sort();
        QTRY_COMPARE_WITH_TIMEOUT(queries(), after, 10000);
    }

    void aProviderWithoutTheModule()
    {
        // 999 to the list call: the module is missing, the source says so and the view hides that part.
        m_server.removeReply(QStringLiteral("knowledgebase/data"));
        const QString source = QStringLiteral("Knowledge:no such module");
        m_session.connect(source);
        QTRY_COMPARE_WITH_TIMEOUT(m_session.status(source), QStringLiteral("unsupported"), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(capabilities(m_session).value(QStringLiteral("knowledgebase")), QVariant(false), 10000);
        // A query too short or not in its normal form is no source: nothing is sent.
        const int sent = m_server.requests().size();
        m_session.connect(QStringLiteral("Knowledge:ab"));
        m_session.connect(QStringLiteral("Knowledge: two  spaces"));
        QTest::qWait(200);
        QCOMPARE(m_server.requests().size(), sent);
    }
};

QTEST_MAIN(HelpEngineTest)

#include "helpenginetest.moc"
