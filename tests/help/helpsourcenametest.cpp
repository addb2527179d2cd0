// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/provider.h"
#include "ocs/sourcename.h"

#include <QTest>
#include <QUrlQuery>

using namespace Ocs;

/// The help sources' names and the requests they make (docs/help.md, "Sources").
class HelpSourceNameTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("url");
        const QString base = QStringLiteral("https://ocs.example.org/v1/");
        QTest::newRow("search") << QStringLiteral("Knowledge:sound after suspend") << int(SourceName::Knowledge)
                                << base + QStringLiteral("knowledgebase/data?search=sound%20after%20suspend&sortmode=new&page=0&pagesize=20");
        QTest::newRow("entry") << QStringLiteral("KnowledgeEntry:127") << int(SourceName::KnowledgeEntry)
                               << base + QStringLiteral("comments/data/7/127/0?page=0&pagesize=50");
        QTest::newRow("forums") << QStringLiteral("Forums") << int(SourceName::Forums) << base + QStringLiteral("forum/list?page=0&pagesize=100");
        QTest::newRow("topics") << QStringLiteral("Topics:2") << int(SourceName::Topics)
                                << base + QStringLiteral("forum/topics/list?forum=2&sortmode=new&page=0&pagesize=50");
        QTest::newRow("topic search") << QStringLiteral("TopicSearch:fan loud") << int(SourceName::TopicSearch)
                                      << base + QStringLiteral("forum/topics/list?search=fan%20loud&sortmode=new&page=0&pagesize=20");
        QTest::newRow("topic") << QStringLiteral("Topic:31") << int(SourceName::Topic) << base + QStringLiteral("comments/data/4/31/0?page=0&pagesize=50");
        // What a query may hold reaches the server as typed, never as more parameters.
        QTest::newRow("reserved characters") << QStringLiteral("Knowledge:a&b=c+d#e?") << int(SourceName::Knowledge)
                                             << base + QStringLiteral("knowledgebase/data?search=a%26b%3Dc%2Bd%23e%3F&sortmode=new&page=0&pagesize=20");
        QTest::newRow("entry id path") << QStringLiteral("KnowledgeEntry:../1") << int(SourceName::Invalid) << QString();
        QTest::newRow("two characters") << QStringLiteral("Knowledge:ab") << int(SourceName::Invalid) << QString();
        QTest::newRow("not normalised") << QStringLiteral("Knowledge:  sound  ") << int(SourceName::Invalid) << QString();
        QTest::newRow("inner spaces") << QStringLiteral("TopicSearch:fan  loud") << int(SourceName::Invalid) << QString();
        QTest::newRow("101 characters") << QStringLiteral("Knowledge:") + QString(101, QLatin1Char('q')) << int(SourceName::Invalid) << QString();
        QTest::newRow("100 characters") << QStringLiteral("Knowledge:") + QString(100, QLatin1Char('q')) << int(SourceName::Knowledge)
                                        << base + QStringLiteral("knowledgebase/data?search=") + QString(100, QLatin1Char('q'))
                + QStringLiteral("&sortmode=new&page=0&pagesize=20");
        QTest::newRow("same computer") << QStringLiteral("SameComputer:Lenovo ThinkPad T14") << int(SourceName::SameComputer)
                                       << base
                + QStringLiteral("person/data?attributeapp=global&attributekey=pc&attributevalue=Lenovo%20ThinkPad%20T14&page=0&pagesize=50");
        QTest::newRow("same computer, reserved characters")
            << QStringLiteral("SameComputer:A&B=C") << int(SourceName::SameComputer)
            << base + QStringLiteral("person/data?attributeapp=global&attributekey=pc&attributevalue=A%26B%3DC&page=0&pagesize=50");
        QTest::newRow("same computer empty") << QStringLiteral("SameComputer:") << int(SourceName::Invalid) << QString();
        QTest::newRow("same computer 201") << QStringLiteral("SameComputer:") + QString(201, QLatin1Char('x')) << int(SourceName::Invalid) << QString();
        QTest::newRow("same computer control") << QStringLiteral("SameComputer:a") + QChar(1) + QStringLiteral("b") << int(SourceName::Invalid) << QString();
        QTest::newRow("same computer spaces") << QStringLiteral("SameComputer:Dell  XPS") << int(SourceName::Invalid) << QString();
        // Nearest first: the point is the first two fields, the value all the rest (commas too); no distance.
        QTest::newRow("same computer near") << QStringLiteral("SameComputerNear:52.5,13.4,Lenovo ThinkPad T14") << int(SourceName::SameComputer)
                                            << base
                + QStringLiteral("person/"
                                 "data?attributeapp=global&attributekey=pc&attributevalue=Lenovo%20ThinkPad%20T14&latitude=52.500000&longitude=13.400000&page="
                                 "0&pagesize=50");
        QTest::newRow("same computer near, commas in the value")
            << QStringLiteral("SameComputerNear:-33.9,151.2,Acme 1,2,3") << int(SourceName::SameComputer)
            << base
                + QStringLiteral(
                    "person/"
                    "data?attributeapp=global&attributekey=pc&attributevalue=Acme%201%2C2%2C3&latitude=-33.900000&longitude=151.200000&page=0&pagesize=50");
        QTest::newRow("same computer near, no value") << QStringLiteral("SameComputerNear:52.5,13.4,") << int(SourceName::Invalid) << QString();
        QTest::newRow("same computer near, no point") << QStringLiteral("SameComputerNear:Lenovo ThinkPad") << int(SourceName::Invalid) << QString();
        QTest::newRow("same computer near, one number") << QStringLiteral("SameComputerNear:52.5,Lenovo") << int(SourceName::Invalid) << QString();
        QTest::newRow("same computer near, latitude 91") << QStringLiteral("SameComputerNear:91,0,Lenovo") << int(SourceName::Invalid) << QString();
        QTest::newRow("same computer near, nan") << QStringLiteral("SameComputerNear:nan,0,Lenovo") << int(SourceName::Invalid) << QString();
        QTest::newRow("same computer near, inf") << QStringLiteral("SameComputerNear:0,inf,Lenovo") << int(SourceName::Invalid) << QString();
        QTest::newRow("same computer near, spaces") << QStringLiteral("SameComputerNear:1,2,Dell  XPS") << int(SourceName::Invalid) << QString();
        QTest::newRow("forums with argument") << QStringLiteral("Forums:1") << int(SourceName::Invalid) << QString();
        QTest::newRow("topics without forum") << QStringLiteral("Topics") << int(SourceName::Invalid) << QString();
    }

    void names()
    {
        QFETCH(QString, name);
        QFETCH(int, kind);
        QFETCH(QString, url);
        const SourceName source = SourceName::parse(name);
        QCOMPARE(int(source.kind), kind);
        if (!source.isValid()) {
            return;
        }
        QVERIFY(source.isList());
        const Request request = source.request(QStringLiteral("demo"), 100);
        QCOMPARE(Provider(QUrl(QStringLiteral("https://ocs.example.org/v1/"))).callUrl(request.path, request.query).toString(QUrl::FullyEncoded), url);
    }

    void normalizedQuery()
    {
        QCOMPARE(SourceName::normalizedQuery(QStringLiteral("  sound \t after\n suspend ")), QStringLiteral("sound after suspend"));
        QCOMPARE(SourceName::normalizedQuery(QStringLiteral(" ab ")), QString());
        QCOMPARE(SourceName::normalizedQuery(QStringLiteral("abc")), QStringLiteral("abc"));
    }

    void entryReadsTheEntry()
    {
        const SourceName entry = SourceName::parse(QStringLiteral("KnowledgeEntry:127"));
        QCOMPARE(entry.entryRequest().path, QStringLiteral("knowledgebase/data/127"));
        QVERIFY(entry.entryRequest().query.isEmpty());
        QVERIFY(entry.pagesAreComments());
        QVERIFY(SourceName::parse(QStringLiteral("Topic:1")).pagesAreComments());
        QVERIFY(!SourceName::parse(QStringLiteral("Topics:1")).pagesAreComments());
        // Later pages.
        QCOMPARE(SourceName::parse(QStringLiteral("Topics:1")).request(QStringLiteral("demo"), 100, 3).query.queryItemValue(QStringLiteral("page")),
                 QStringLiteral("3"));
    }
};

QTEST_GUILESS_MAIN(HelpSourceNameTest)

#include "helpsourcenametest.moc"
