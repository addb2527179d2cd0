// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/sourcename.h"

#include <QTest>

using namespace Ocs;

Q_DECLARE_METATYPE(Ocs::SourceName::Kind)

class SourceNameTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<Ocs::SourceName::Kind>("kind");
        QTest::addColumn<QString>("path");

        QTest::newRow("account") << QStringLiteral("Account") << SourceName::Account << QString();
        QTest::newRow("self") << QStringLiteral("Self") << SourceName::Self << QStringLiteral("person/self");
        QTest::newRow("person") << QStringLiteral("Person:anna.richter") << SourceName::Person << QStringLiteral("person/data/anna.richter");
        QTest::newRow("own friends") << QStringLiteral("Friends") << SourceName::Friends << QStringLiteral("friend/data/demo");
        QTest::newRow("their friends") << QStringLiteral("Friends:zoë") << SourceName::Friends << QStringLiteral("friend/data/zo%C3%AB");
        QTest::newRow("invitations") << QStringLiteral("Invitations") << SourceName::Invitations << QStringLiteral("friend/receivedinvitations");
        QTest::newRow("sent") << QStringLiteral("SentInvitations") << SourceName::SentInvitations << QStringLiteral("friend/sentinvitations");
        QTest::newRow("folders") << QStringLiteral("Folders") << SourceName::Folders << QStringLiteral("message");
        QTest::newRow("messages") << QStringLiteral("Messages:0") << SourceName::Messages << QStringLiteral("message/0");
        QTest::newRow("activity") << QStringLiteral("Activity") << SourceName::Activity << QStringLiteral("activity");
        QTest::newRow("outbox") << QStringLiteral("Outbox") << SourceName::Outbox << QString();
        QTest::newRow("nearby") << QStringLiteral("Nearby:52.52,13.405,25") << SourceName::Nearby << QStringLiteral("person/data");

        QTest::newRow("empty") << QString() << SourceName::Invalid << QString();
        QTest::newRow("unknown") << QStringLiteral("Credentials") << SourceName::Invalid << QString();
        QTest::newRow("wrong case") << QStringLiteral("self") << SourceName::Invalid << QString();
        QTest::newRow("argument on a plain source") << QStringLiteral("Self:x") << SourceName::Invalid << QString();
        QTest::newRow("person without id") << QStringLiteral("Person:") << SourceName::Invalid << QString();
        QTest::newRow("path in id") << QStringLiteral("Person:../message/2") << SourceName::Invalid << QString();
        QTest::newRow("dot segment") << QStringLiteral("Messages:..") << SourceName::Invalid << QString();
        QTest::newRow("query in id") << QStringLiteral("Person:a?b=c") << SourceName::Invalid << QString();
        QTest::newRow("escape in id stays literal") << QStringLiteral("Person:a%2F..") << SourceName::Person << QStringLiteral("person/data/a%252F..");
        QTest::newRow("2009 grammar") << QStringLiteral("Near-52:13:25") << SourceName::Invalid << QString();
        QTest::newRow("nearby two numbers") << QStringLiteral("Nearby:52.5,13.4") << SourceName::Invalid << QString();
        QTest::newRow("nearby latitude out of range") << QStringLiteral("Nearby:91,13.4,10") << SourceName::Invalid << QString();
        QTest::newRow("nearby longitude out of range") << QStringLiteral("Nearby:52,181,10") << SourceName::Invalid << QString();
        QTest::newRow("nearby zero radius") << QStringLiteral("Nearby:52,13,0") << SourceName::Invalid << QString();
        QTest::newRow("nearby text") << QStringLiteral("Nearby:a,b,c") << SourceName::Invalid << QString();
        QTest::newRow("nearby nan") << QStringLiteral("Nearby:nan,13,10") << SourceName::Invalid << QString();
    }

    void parse()
    {
        QFETCH(QString, name);
        QFETCH(Ocs::SourceName::Kind, kind);
        QFETCH(QString, path);

        const SourceName source = SourceName::parse(name);
        QCOMPARE(source.kind, kind);
        QCOMPARE(source.request(QStringLiteral("demo"), 50).path, path);
    }

    void nearbyUsesDegrees()
    {
        const SourceName source = SourceName::parse(QStringLiteral("Nearby:52.52,13.405,111.2"));
        QCOMPARE(source.kind, SourceName::Nearby);
        const QUrlQuery query = source.request(QStringLiteral("demo"), 50).query;
        QCOMPARE(query.queryItemValue(QStringLiteral("latitude")), QStringLiteral("52.520000"));
        QCOMPARE(query.queryItemValue(QStringLiteral("longitude")), QStringLiteral("13.405000"));
        // 111.2 km of great circle is about one degree.
        QVERIFY(std::abs(query.queryItemValue(QStringLiteral("distance")).toDouble() - 1.0) < 0.001);
        QCOMPARE(query.queryItemValue(QStringLiteral("pagesize")), QStringLiteral("50"));
        QCOMPARE(query.queryItemValue(QStringLiteral("page")), QStringLiteral("0"));
    }

    void listsArePagedSingleItemsAreNot()
    {
        QVERIFY(SourceName::parse(QStringLiteral("Friends")).request(QStringLiteral("demo"), 20).query.hasQueryItem(QStringLiteral("pagesize")));
        QVERIFY(SourceName::parse(QStringLiteral("Messages:0")).request(QStringLiteral("demo"), 20).query.hasQueryItem(QStringLiteral("pagesize")));
        QVERIFY(SourceName::parse(QStringLiteral("Self")).request(QStringLiteral("demo"), 20).query.isEmpty());
    }
};

QTEST_GUILESS_MAIN(SourceNameTest)

#include "sourcenametest.moc"
