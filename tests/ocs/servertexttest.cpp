// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/servertext.h"
#include "ocs/replyparser.h"

#include <QTest>

using namespace Ocs;

namespace
{
QString withChars(std::initializer_list<ushort> codes)
{
    QString text;
    for (const ushort code : codes) {
        text += QChar(code);
    }
    return text;
}

QByteArray items(const QByteArray &items)
{
    return "<?xml version=\"1.0\"?><ocs><meta><status>ok</status><statuscode>100</statuscode></meta><data>" + items + "</data></ocs>";
}

// U+202E (right-to-left override), U+2067 (right-to-left isolate), U+200B (zero-width space), U+FEFF, as XML.
const QByteArray hostile = "a&#x202E;b&#x2067;c&#x2069;&#x200B;d&#xFEFF;e&#x200F;";
}

/// Issue 28: invisible characters that reorder or hide what is shown are taken out of every server text, in the
/// one door every reply field goes through (ServerText::visible, called by ReplyParser).
class ServerTextTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void invisibleCharactersAreRemoved_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shown");
        QTest::newRow("plain") << QStringLiteral("Ada Lovelace") << QStringLiteral("Ada Lovelace");
        QTest::newRow("right-to-left override") << QStringLiteral("invoice") + QChar(0x202E) + QStringLiteral("fdp.exe") << QStringLiteral("invoicefdp.exe");
        QTest::newRow("embeddings and pop") << withChars({'a', 0x202A, 'b', 0x202B, 'c', 0x202C, 'd', 0x202D, 'e'}) << QStringLiteral("abcde");
        QTest::newRow("isolates") << withChars({'a', 0x2066, 'b', 0x2067, 'c', 0x2068, 'd', 0x2069}) << QStringLiteral("abcd");
        QTest::newRow("marks") << withChars({'a', 0x200E, 'b', 0x200F, 'c', 0x061C, 'd'}) << QStringLiteral("abcd");
        QTest::newRow("zero width") << withChars({'b', 0x200B, 'e', 0x2060, 'a', 0xFEFF, 0x180E}) << QStringLiteral("bea");
        QTest::newRow("joiner between latin letters") << withChars({'b', 'e', 0x200D, 'a', 0x200C}) << QStringLiteral("bea");
        QTest::newRow("C1 control") << withChars({'a', 0x85, 'b', 0x9B, 'c'}) << QStringLiteral("abc");
        QTest::newRow("line breaks kept") << QStringLiteral("one\ntwo\tthree") << QStringLiteral("one\ntwo\tthree");
        // Scripts and emoji that need the joiners keep them.
        const QString persian = withChars({0x0645, 0x06CC, 0x200C, 0x062E, 0x0648, 0x0627, 0x0647, 0x0645});
        QTest::newRow("persian non-joiner") << persian << persian;
        const QString family = QStringLiteral("\U0001F468\u200D\U0001F469\u200D\U0001F467");
        QTest::newRow("emoji sequence") << family << family;
        QTest::newRow("joiner at the end") << withChars({0x0645, 0x200D}) << withChars({0x0645});
        QTest::newRow("right-to-left text itself") << withChars({0x05E9, 0x05DC, 0x05D5, 0x05DD}) << withChars({0x05E9, 0x05DC, 0x05D5, 0x05DD});
    }

    void invisibleCharactersAreRemoved()
    {
        QFETCH(QString, text);
        QFETCH(QString, shown);
        QCOMPARE(ServerText::visible(text), shown);
    }

    // Every record's fields pass the door: persons, messages, activities, events, as the parser gives them.
    void everyRecordIsCleaned()
    {
        const Reply<Person> persons = ReplyParser::persons(
            items("<person><personid>p" + hostile + "</personid><firstname>" + hostile + "</firstname><city>" + hostile + "</city></person>"));
        QCOMPARE(persons.items.size(), 1);
        QCOMPARE(persons.items.first().id, QStringLiteral("pabcde"));
        QCOMPARE(persons.items.first().firstName, QStringLiteral("abcde"));
        QCOMPARE(persons.items.first().city, QStringLiteral("abcde"));

        const Reply<Message> messages =
            ReplyParser::messages(items("<message><id>1</id><subject>" + hostile + "</subject><body>x\n" + hostile + "</body></message>"));
        QCOMPARE(messages.items.size(), 1);
        QCOMPARE(messages.items.first().subject, QStringLiteral("abcde"));
        QCOMPARE(messages.items.first().body, QStringLiteral("x\nabcde"));

        const Reply<Activity> activities = ReplyParser::activities(items("<activity><id>1</id><message>" + hostile + "</message></activity>"));
        QCOMPARE(activities.items.size(), 1);
        QCOMPARE(activities.items.first().message, QStringLiteral("abcde"));

        const Reply<Event> events = ReplyParser::events(
            items("<event><id>1</id><name>" + hostile + "</name><description>" + hostile + "</description><city>" + hostile + "</city></event>"));
        QCOMPARE(events.items.size(), 1);
        QCOMPARE(events.items.first().name, QStringLiteral("abcde"));
        QCOMPARE(events.items.first().description, QStringLiteral("abcde"));
        QCOMPARE(events.items.first().city, QStringLiteral("abcde"));

        // The reason of a refusal too.
        const Reply<NoData> refused = ReplyParser::status("<?xml version=\"1.0\"?><ocs><meta><status>failed</status><statuscode>102</statuscode><message>"
                                                          + hostile + "</message></meta><data/></ocs>");
        QCOMPARE(refused.meta.message, QStringLiteral("abcde"));
    }

    void cleanTextIsNotCopied()
    {
        // Made at run time: a literal's static data (Qt 6) is shared by no reference count.
        const QString text = QString::fromUtf8("nothing to take out");
        QVERIFY(ServerText::visible(text).isSharedWith(text));
    }
};

QTEST_GUILESS_MAIN(ServerTextTest)

#include "servertexttest.moc"
