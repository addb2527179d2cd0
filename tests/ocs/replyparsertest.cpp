// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/replyparser.h"
#include "ocsfixture.h"

#include <QTest>

using namespace Ocs;

namespace
{
QByteArray fixture(const char *name)
{
    return ocsFixture(name);
}

/// A successful person list around @p persons.
QByteArray personList(const QByteArray &persons)
{
    return "<?xml version=\"1.0\"?><ocs><meta><status>ok</status><statuscode>100</statuscode></meta><data>" + persons + "</data></ocs>";
}

/// One <person> whose start tag carries @p count attributes.
QByteArray withAttributes(int count)
{
    QByteArray tag = "<person";
    for (int i = 0; i < count; ++i) {
        tag += " a" + QByteArray::number(i) + "=\"x\"";
    }
    return personList(tag + "><personid>p</personid></person>");
}

QByteArray nested(int depth)
{
    // <ocs><data><person> are three levels already.
    return personList("<person><personid>p</personid>" + QByteArray("<x>").repeated(depth - 3) + QByteArray("</x>").repeated(depth - 3) + "</person>");
}
}

Q_DECLARE_METATYPE(Ocs::ParseError)

class ReplyParserTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fullPerson()
    {
        const Reply<Person> reply = ReplyParser::persons(fixture("person-full.xml"));
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.meta.status, QStringLiteral("ok"));
        QCOMPARE(reply.meta.totalItems, -1);
        QCOMPARE(reply.items.size(), 1);
        const Person &frank = reply.items.first();
        QCOMPARE(frank.id, QStringLiteral("Frank"));
        QCOMPARE(frank.privacy, 1);
        QCOMPARE(frank.lastName, QStringLiteral("Müller-Østergaard"));
        QCOMPARE(frank.gender, QStringLiteral("male"));
        QCOMPARE(frank.company, QStringLiteral("Example GmbH"));
        QCOMPARE(frank.birthday, QDate(1973, 7, 25));
        QCOMPARE(frank.latitude, 48.7758);
        QCOMPARE(frank.longitude, 9.1829);
        QVERIFY(frank.hasPosition());

        // homepage, homepage2 and homepage10, in their order; the empty homepage3 is dropped.
        QCOMPARE(frank.homepages.size(), 3);
        QCOMPARE(frank.homepages.at(0).url, QUrl(QStringLiteral("https://frank.example.org")));
        QCOMPARE(frank.homepages.at(0).type, QStringLiteral("Blog"));
        QCOMPARE(frank.homepages.at(0).icon, QUrl(QStringLiteral("https://example.org/icons/blog.png")));
        QCOMPARE(frank.homepages.at(1).type, QStringLiteral("Mastodon"));
        QCOMPARE(frank.homepages.at(2).url, QUrl(QStringLiteral("https://ten.example.org")));

        // Every IRC channel, and every repeated irclink (Attica kept only the last).
        QCOMPARE(frank.ircNick, QStringLiteral("karli"));
        QCOMPARE(frank.ircChannels, (QStringList{QStringLiteral("kde-devel"), QStringLiteral("plasma")}));
        QCOMPARE(frank.ircLinks.size(), 2);
        QCOMPARE(frank.ircLinks.at(1), QUrl(QStringLiteral("irc://irc.libera.chat/plasma")));

        QCOMPARE(frank.avatarUrl, QUrl(QStringLiteral("https://example.org/avatars/frank.png")));
        // bigavatarpicfound is empty: a placeholder is no picture.
        QVERIFY(frank.bigAvatarUrl.isEmpty());
        QCOMPARE(frank.likes, QStringLiteral("lot of <b>coffee</b> & tea"));
        QCOMPARE(frank.description, QStringLiteral("Founder of the \"Social Desktop\" idea."));
        QCOMPARE(frank.favouriteGames, QStringLiteral("Go"));
        QCOMPARE(frank.programmingLanguages, QStringLiteral("C++, PHP"));
        QCOMPARE(frank.profilePage.host(), QStringLiteral("example.org"));
        QCOMPARE(frank.extra.value(QStringLiteral("jabber")), QStringLiteral("frank@example.org"));
        // Every other element is a field (variantstest checks what each became): none lands among the unknown ones.
        QCOMPARE(frank.extra.keys(), QStringList{QStringLiteral("jabber")});
        QCOMPARE(frank.privacyText, QStringLiteral("visible only for registered users"));
    }

    void avatarFoundInAnyOrder()
    {
        // avatarpicfound may come before the picture; a picture without it is a placeholder.
        const Reply<Person> reply =
            ReplyParser::persons(personList("<person><personid>a</personid><avatarpicfound>1</avatarpicfound><avatarpic>https://example.org/a.png</avatarpic>"
                                            "<bigavatarpic>https://example.org/b.png</bigavatarpic></person>"));
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.items.first().avatarUrl, QUrl(QStringLiteral("https://example.org/a.png")));
        QVERIFY(reply.items.first().bigAvatarUrl.isEmpty());
    }

    void homepagesByNumberOnly()
    {
        const Reply<Person> reply =
            ReplyParser::persons(personList("<person><personid>a</personid><homepage0>https://zero.example.org</homepage0><homepagefoo>x</homepagefoo>"
                                            "<homepageicon2>https://example.org/i.png</homepageicon2><homepage2>https://two.example.org</homepage2></person>"));
        QVERIFY(reply.isSuccess());
        const Person &person = reply.items.first();
        QCOMPARE(person.homepages.size(), 1);
        QCOMPARE(person.homepages.first().url, QUrl(QStringLiteral("https://two.example.org")));
        QCOMPARE(person.homepages.first().icon, QUrl(QStringLiteral("https://example.org/i.png")));
        // Not a homepage of a number above 0: kept by name like any element this client does not know.
        QCOMPARE(person.extra.keys(), (QStringList{QStringLiteral("homepage0"), QStringLiteral("homepagefoo")}));
    }

    void metaCountsThatAreNoNumbers()
    {
        const Reply<Folder> counts =
            ReplyParser::folders("<ocs><meta><statuscode>100</statuscode><totalitems>many</totalitems><itemsperpage>10</itemsperpage></meta><data/></ocs>");
        QVERIFY(counts.isSuccess());
        QCOMPARE(counts.meta.totalItems, -1);
        QCOMPARE(counts.meta.itemsPerPage, 10);
        QCOMPARE(ReplyParser::folders("<ocs><meta><statuscode>ok</statuscode></meta><data/></ocs>").error, ParseError::MissingMeta);
    }

    void searchSummaries()
    {
        const Reply<Person> reply = ReplyParser::persons(fixture("person-search.xml"));
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.meta.totalItems, 1203);
        QCOMPARE(reply.meta.itemsPerPage, 3);
        QCOMPARE(reply.items.size(), 3);
        QCOMPARE(reply.items.at(0).city, QStringLiteral("Berlin"));
        QVERIFY(reply.items.at(0).hasPosition());
        // Empty and non-numeric coordinates are "no position", never 0,0 in the Gulf of Guinea.
        QVERIFY(!reply.items.at(1).hasPosition());
        QVERIFY(!reply.items.at(2).hasPosition());
        QCOMPARE(reply.items.at(2).id, QStringLiteral("zoë"));
        QCOMPARE(reply.items.at(2).lastName, QStringLiteral("Ζαχαρίου"));
    }

    void friendListUsers()
    {
        const Reply<Person> reply = ReplyParser::persons(fixture("friend-list.xml"));
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.items.size(), 2);
        QCOMPARE(reply.items.at(0).avatarUrl, QUrl(QStringLiteral("http://127.0.0.1:4711/avatars/alice.png")));
        QVERIFY(reply.items.at(1).avatarUrl.isEmpty());
    }

    void personCheck()
    {
        const Reply<Person> reply = ReplyParser::persons(fixture("person-check.xml"));
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.items.size(), 1);
        QCOMPARE(reply.items.first().id, QStringLiteral("Frank"));
    }

    void folders()
    {
        const Reply<Folder> reply = ReplyParser::folders(fixture("folders.xml"));
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.items.size(), 4);
        QCOMPARE(reply.items.at(0).type, QStringLiteral("inbox"));
        QCOMPARE(reply.items.at(0).messageCount, 27);
        QCOMPARE(reply.items.at(1).type, QStringLiteral("send"));
        QCOMPARE(reply.items.at(3).name, QStringLiteral("archive"));
        QCOMPARE(reply.items.at(3).messageCount, 0);
        QVERIFY(reply.items.at(3).type.isEmpty());
    }

    void messages()
    {
        const Reply<Message> reply = ReplyParser::messages(fixture("messages.xml"));
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.items.size(), 2);
        const Message &first = reply.items.at(0);
        QCOMPARE(first.from, QStringLiteral("alice"));
        QCOMPARE(first.fromFirstName, QStringLiteral("Alice"));
        QCOMPARE(first.to, QStringLiteral("Frank"));
        QCOMPARE(first.status, Message::Unread);
        QCOMPARE(first.body, QStringLiteral("Line one\nLine two & more"));
        // The offset is kept: 16:03:59+02:00 is 14:03:59 UTC.
        QCOMPARE(first.sent.toUTC(), QDateTime(QDate(2008, 8, 10), QTime(14, 3, 59), Qt::UTC));
        QCOMPARE(reply.items.at(1).status, Message::Answered);
        QCOMPARE(reply.items.at(1).sent.toUTC(), QDateTime(QDate(2008, 8, 11), QTime(14, 0, 0), Qt::UTC));
    }

    void activities()
    {
        const Reply<Activity> reply = ReplyParser::activities(fixture("activities.xml"));
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.items.size(), 1);
        const Activity &activity = reply.items.first();
        QCOMPARE(activity.id, QStringLiteral("42"));
        QCOMPARE(activity.personId, QStringLiteral("alice"));
        QCOMPARE(activity.type, 1);
        // A negative offset survives too (Attica only stripped positive ones).
        QCOMPARE(activity.timestamp.toUTC(), QDateTime(QDate(2009, 5, 4), QTime(13, 0, 0), Qt::UTC));
        QCOMPARE(activity.link, QUrl(QStringLiteral("https://example.org/alice/status/42")));
    }

    void config()
    {
        const Reply<ServerConfig> reply = ReplyParser::config(fixture("config.xml"));
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.items.size(), 1);
        QCOMPARE(reply.items.first().version, QStringLiteral("1.6"));
        QCOMPARE(reply.items.first().host, QStringLiteral("api.example.org"));
        QVERIFY(!reply.items.first().website.isEmpty());
        QVERIFY(!reply.items.first().contact.isEmpty());
        QVERIFY(reply.items.first().ssl);
    }

    void statusReplies()
    {
        QVERIFY(ReplyParser::status(fixture("post-ok.xml")).isSuccess());

        const Reply<NoData> failed = ReplyParser::status(fixture("post-failed.xml"));
        QVERIFY(failed.isReadable());
        QVERIFY(!failed.isSuccess());
        QCOMPARE(failed.meta.statusCode, 101);
        QCOMPARE(failed.meta.message, QStringLiteral("user not found"));

        const Reply<Person> limited = ReplyParser::persons(fixture("ratelimited.xml"));
        QVERIFY(limited.isReadable());
        QVERIFY(!limited.isSuccess());
        QCOMPARE(limited.meta.statusCode, 200);
        QVERIFY(limited.items.isEmpty());
    }

    // Servers before OCS 1.3 give no status code: the spec's own examples of invite, approve, decline, cancel, message
    // send and activity post show <status> and <message> straight in <ocs>, and 1.0's <meta> has no <statuscode>.
    // Such a reply counts as the status it states: ok as 100, failed as a refusal without a code (0).
    void repliesOfServersBeforeOcs13()
    {
        const Reply<NoData> ok = ReplyParser::status(fixture("obsolete-no-meta.xml"));
        QVERIFY(ok.isSuccess());
        QCOMPARE(ok.meta.statusCode, 100);

        const Reply<NoData> failed = ReplyParser::status(fixture("obsolete-no-meta-failed.xml"));
        QVERIFY(failed.isReadable());
        QVERIFY(!failed.isSuccess());
        QCOMPARE(failed.meta.statusCode, 0);
        QCOMPARE(failed.meta.message, QStringLiteral("person not found"));

        const Reply<Person> search = ReplyParser::persons(fixture("obsolete-meta-no-statuscode.xml"));
        QVERIFY(search.isSuccess());
        QCOMPARE(search.meta.totalItems, 2);
        QCOMPARE(search.items.size(), 2);
        QCOMPARE(search.items.at(1).id, QStringLiteral("cornelius"));

        // A status code, where there is one, is what counts.
        QVERIFY(!ReplyParser::status("<ocs><status>ok</status><statuscode>101</statuscode></ocs>").isSuccess());
        // Once <meta> said the status, a bare <status> after it changes nothing.
        QVERIFY(!ReplyParser::status("<ocs><meta><status>failed</status></meta><status>ok</status></ocs>").isSuccess());
    }

    void onlyHundredIsSuccess()
    {
        // 101–199 are call-specific failures in OCS v1.
        const QByteArray xml = "<ocs><meta><status>ok</status><statuscode>102</statuscode><message/></meta><data/></ocs>";
        QVERIFY(!ReplyParser::status(xml).isSuccess());
        QVERIFY(ReplyParser::status(xml).isReadable());
    }

    void brokenReplies_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<Ocs::ParseError>("expected");

        QTest::newRow("empty") << QByteArray() << ParseError::Empty;
        QTest::newRow("whitespace") << QByteArray(" \n\t") << ParseError::Empty;
        QTest::newRow("truncated") << fixture("truncated.xml") << ParseError::Truncated;
        QTest::newRow("html with doctype") << fixture("html-error.xml") << ParseError::DtdRefused;
        QTest::newRow("html without doctype") << fixture("html-no-doctype.xml") << ParseError::NotOcs;
        QTest::newRow("entity expansion") << fixture("entity-expansion.xml") << ParseError::DtdRefused;
        QTest::newRow("random bytes") << fixture("garbage.bin") << ParseError::NotXml;
        QTest::newRow("plain text") << QByteArray("Internal Server Error") << ParseError::NotXml;
        QTest::newRow("meta with a status that is no status") << QByteArray("<ocs><meta><status>maybe</status></meta></ocs>") << ParseError::MissingMeta;
        QTest::newRow("1.0 form with a status that is no status") << QByteArray("<ocs><status>fine</status><message/></ocs>") << ParseError::MissingMeta;
        QTest::newRow("neither meta nor status") << QByteArray("<ocs><message>hello</message></ocs>") << ParseError::MissingMeta;
        QTest::newRow("success without data") << fixture("missing-data.xml") << ParseError::WrongShape;
        QTest::newRow("unclosed tags") << QByteArray("<ocs><meta><statuscode>100</meta></ocs>") << ParseError::NotXml;
    }

    void brokenReplies()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(Ocs::ParseError, expected);

        const Reply<Person> reply = ReplyParser::persons(bytes);
        QCOMPARE(reply.error, expected);
        QVERIFY(!reply.isReadable());
        QVERIFY(!reply.isSuccess());
        QVERIFY(!reply.errorDetail.isEmpty());
        // Nothing half-read leaks out of a broken reply.
        QVERIFY(reply.items.isEmpty());
    }

    void truncatedListKeepsNothing()
    {
        // The first <user> was complete, but a truncated list is not a shorter list.
        const Reply<Person> reply = ReplyParser::persons(fixture("truncated.xml"));
        QCOMPARE(reply.error, ParseError::Truncated);
        QVERIFY(reply.items.isEmpty());
    }

    void limitsRefuseHostileReplies_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("refused");

        QTest::newRow("64 attributes") << withAttributes(Limits::maxAttributesPerElement) << false;
        QTest::newRow("65 attributes") << withAttributes(Limits::maxAttributesPerElement + 1) << true;
        QTest::newRow("160,000 attributes") << withAttributes(160000) << true;
        QTest::newRow("namespace flood") << personList("<person" + QByteArray(" xmlns:n=\"u\"").repeated(100) + "/>") << true;
        QTest::newRow("single-quoted flood") << personList("<person" + QByteArray(" a='='").repeated(65) + "/>") << true;
        QTest::newRow("32 deep") << nested(Limits::maxElementDepth) << false;
        QTest::newRow("33 deep") << nested(Limits::maxElementDepth + 1) << true;
        QTest::newRow("32 deep, a self-closing leaf") << nested(Limits::maxElementDepth + 1).replace("<x></x>", "<x/>") << false;
        QTest::newRow("33 deep, a self-closing leaf") << nested(Limits::maxElementDepth + 2).replace("<x></x>", "<x/>") << true;
        QTest::newRow("100 empty elements in a row") << personList(QByteArray("<person/>").repeated(100)) << false;
        QTest::newRow("long text") << personList("<person><description>" + QByteArray(Limits::maxRawStringBytes + 1, 'a') + "</description></person>") << true;
        QTest::newRow("text at the limit") << personList("<person><description>" + QByteArray(Limits::maxRawStringBytes, 'a') + "</description></person>")
                                           << false;
        QTest::newRow("long attribute value") << personList("<person a=\"" + QByteArray(Limits::maxRawStringBytes + 1, 'a') + "\"/>") << true;
        QTest::newRow("long CDATA") << personList("<person><description><![CDATA[" + QByteArray(Limits::maxRawStringBytes + 1, '<')
                                                  + "]]></description></person>")
                                    << true;
        QTest::newRow("long comment") << personList("<!--" + QByteArray(Limits::maxRawStringBytes + 1, '-').replace("--", "-a") + "-->") << true;
        QTest::newRow("long element name") << personList("<" + QByteArray(Limits::maxRawStringBytes + 1, 'p') + "/>") << true;
        QTest::newRow("unclosed flood") << QByteArray("<ocs><person" + QByteArray(" a=\"x\"").repeated(100)) << true;
    }

    void limitsRefuseHostileReplies()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, refused);

        const Reply<Person> reply = ReplyParser::persons(bytes);
        if (refused) {
            QCOMPARE(reply.error, ParseError::LimitExceeded);
            QVERIFY(!reply.errorDetail.isEmpty());
            QVERIFY(reply.items.isEmpty());
        } else {
            QVERIFY2(reply.isSuccess(), qPrintable(reply.errorDetail));
        }
        // The same bytes are refused (or read) by every kind of reply.
        QCOMPARE(ReplyParser::messages(bytes).error == ParseError::LimitExceeded, refused);
        QCOMPARE(ReplyParser::status(bytes).error == ParseError::LimitExceeded, refused);
    }

    void doctypeStillRefusedAsSuch()
    {
        const QByteArray xml = "<?xml version=\"1.0\"?><!DOCTYPE ocs [<!ENTITY a \"b\">]><ocs/>";
        QCOMPARE(ReplyParser::persons(xml).error, ParseError::DtdRefused);
    }

    void rowsNeverMoreThanAsked()
    {
        QByteArray persons;
        for (int i = 0; i < 3000; ++i) {
            persons += "<person><personid>p" + QByteArray::number(i) + "</personid></person>";
        }
        const QByteArray xml = personList(persons);
        QTest::ignoreMessage(QtWarningMsg, "The server sent 3000 items where at most 100 were asked for; 2900 dropped");
        const Reply<Person> page = ReplyParser::persons(xml);
        QVERIFY(page.isSuccess());
        QCOMPARE(page.items.size(), Limits::pageSize);
        QCOMPARE(page.items.last().id, QStringLiteral("p99"));

        QTest::ignoreMessage(QtWarningMsg, "The server sent 3000 items where at most 20 were asked for; 2980 dropped");
        const Reply<Person> smaller = ReplyParser::persons(xml, 20);
        QCOMPARE(smaller.items.size(), 20);
        QCOMPARE(smaller.items.first().id, QStringLiteral("p0"));

        // Who asked for more gets more (the benchmarks read whole lists), and nothing is said.
        QCOMPARE(ReplyParser::persons(xml, 5000).items.size(), 3000);
    }

    void longFieldsAreCut()
    {
        const QString longText = QString(Limits::maxFieldLength - 1, QLatin1Char('a')) + QStringLiteral("\U0001F600") + QStringLiteral("tail");
        const Reply<Person> reply =
            ReplyParser::persons(personList("<person><personid>p</personid><description>" + longText.toUtf8() + "</description></person>"));
        QVERIFY(reply.isSuccess());
        const QString description = reply.items.first().description;
        // Cut before the emoji, whose two halves would straddle the limit.
        QCOMPARE(description.size(), Limits::maxFieldLength - 1);
        QVERIFY(!description.at(description.size() - 1).isHighSurrogate());
    }

    void foreignElementsAreSkipped()
    {
        const QByteArray xml =
            "<ocs><meta><statuscode>100</statuscode><status>ok</status></meta>"
            "<data><folder><id>0</id><type>inbox</type><nested><id>7</id></nested></folder><unexpected>x</unexpected></data>"
            "<trailer/></ocs>";
        const Reply<Folder> reply = ReplyParser::folders(xml);
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.items.size(), 1);
        QCOMPARE(reply.items.first().id, QStringLiteral("0"));
    }
};

QTEST_GUILESS_MAIN(ReplyParserTest)

#include "replyparsertest.moc"
