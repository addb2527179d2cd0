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
PersonAttribute only(const QByteArray &fields)
{
    const Reply<PersonAttribute> reply = ReplyParser::attributes(HelpReplies::ok("<attribute><app>global</app><key>pc</key>" + fields + "</attribute>"));
    return reply.isSuccess() && reply.items.size() == 1 ? reply.items.first() : PersonAttribute();
}
}

/**
 * Person attributes (OCS 1.4) on the client's side: the spec's `<attribute>` items straight in `<data>`, the PHP
 * reference's inside `<person>`, and the hostile shapes of docs/help.md.
 */
class AttributeParserTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void specForm()
    {
        const Reply<PersonAttribute> reply = ReplyParser::attributes(ocsFixture("attributes.xml"));
        QVERIFY2(reply.isSuccess(), qPrintable(reply.errorDetail));
        QCOMPARE(reply.items.size(), 2);
        const PersonAttribute &pc = reply.items.at(0);
        QCOMPARE(pc.app, QStringLiteral("global"));
        QCOMPARE(pc.key, QStringLiteral("pc"));
        QCOMPARE(pc.value, QStringLiteral("Lenovo ThinkPad T14 Gen 1"));
        QCOMPARE(pc.lastModified, QDateTime(QDate(2026, 1, 1), QTime(10, 0), Qt::UTC));
        QCOMPARE(reply.items.at(1).app, QStringLiteral("org.kde.plasma"));

        const QVariantMap published = RecordFields::publish(pc);
        QCOMPARE(published.value(QStringLiteral("value")).toString(), pc.value);
        QCOMPARE(published.value(QStringLiteral("lastModified")).toDateTime(), pc.lastModified);
        for (auto it = published.cbegin(); it != published.cend(); ++it) {
            QVERIFY2(RecordFields::listKeys().contains(it.key()), qPrintable(it.key()));
        }
    }

    void referenceServerForm()
    {
        const Reply<PersonAttribute> reply = ReplyParser::attributes(ocsFixture("attributes-person.xml"));
        QVERIFY2(reply.isSuccess(), qPrintable(reply.errorDetail));
        QCOMPARE(reply.items.size(), 1);
        QCOMPARE(reply.items.first().value, QStringLiteral("Dell XPS 13 9310"));
    }

    void emptyValueIsAValue()
    {
        const PersonAttribute read = only("<value></value>");
        QCOMPARE(read.key, QStringLiteral("pc"));
        QVERIFY(read.value.isEmpty());
        QVERIFY(RecordFields::publish(read).contains(QStringLiteral("value")));
    }

    void invisibleCharactersGo()
    {
        // Bidirectional overrides and zero-width characters never reach a view (ServerText::visible).
        const PersonAttribute read = only("<value>Dell\xE2\x80\xAE XPS\xE2\x80\x8B 13</value>");
        QCOMPARE(read.value, QStringLiteral("Dell XPS 13"));
        // A control character XML does not allow makes the reply unreadable, not a value.
        QVERIFY(!ReplyParser::attributes(HelpReplies::ok("<attribute><value>a\x01</value></attribute>")).isReadable());
    }

    void dates_data()
    {
        HelpReplies::dateRows();
    }

    void dates()
    {
        QFETCH(QByteArray, text);
        QFETCH(QDateTime, utc);
        const PersonAttribute read = only("<value>v</value><lastmodified>" + text + "</lastmodified>");
        QCOMPARE(read.value, QStringLiteral("v"));
        QCOMPARE(read.lastModified.isValid(), utc.isValid());
        if (utc.isValid()) {
            QCOMPARE(read.lastModified.toUTC(), utc);
        }
    }

    void tenThousandAttributesKeepAPage()
    {
        const QByteArray item = "<attribute><app>a</app><key>k%1</key><value>v</value></attribute>";
        QTest::ignoreMessage(QtWarningMsg, "The server sent 10000 items where at most 100 were asked for; 9900 dropped");
        QCOMPARE(ReplyParser::attributes(HelpReplies::ok(HelpReplies::repeated(item, 10000))).items.size(), Limits::pageSize);
        // Inside one person, and spread over many.
        QCOMPARE(ReplyParser::attributes(HelpReplies::ok("<person>" + HelpReplies::repeated(item, 10000) + "</person>")).items.size(), Limits::pageSize);
        QTest::ignoreMessage(QtWarningMsg, "The server sent 10000 items where at most 100 were asked for; 9900 dropped");
        QCOMPARE(ReplyParser::attributes(HelpReplies::ok(HelpReplies::repeated("<person>" + item + item + "</person>", 10000))).items.size(), Limits::pageSize);
    }

    void deepNestingIsRefused()
    {
        QCOMPARE(ReplyParser::attributes(HelpReplies::ok("<person>" + HelpReplies::nested("attribute", 10000) + "</person>")).error, ParseError::LimitExceeded);
    }

    void megabyteValueIsRefused()
    {
        QCOMPARE(ReplyParser::attributes(HelpReplies::ok("<attribute><value>" + QByteArray(1024 * 1024, 'x') + "</value></attribute>")).error,
                 ParseError::LimitExceeded);
        QCOMPARE(only("<value>" + QByteArray(Limits::maxFieldLength + 5, 'v') + "</value>").value.size(), Limits::maxFieldLength);
    }
};

QTEST_GUILESS_MAIN(AttributeParserTest)

#include "attributeparsertest.moc"
