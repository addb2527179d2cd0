// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/variants.h"
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

/// Key by key: the same keys, and values of the same type that compare equal (a QUrl where a string was is a change).
bool sameMap(const QVariantMap &actual, const QVariantMap &expected)
{
    const QStringList actualKeys = actual.keys();
    const QStringList expectedKeys = expected.keys();
    if (actualKeys != expectedKeys) {
        qWarning() << "keys differ:" << actualKeys << "expected" << expectedKeys;
        return false;
    }
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        const QVariant value = actual.value(it.key());
        if (value.userType() != it->userType() || value != *it) {
            qWarning() << it.key() << "is" << value << "expected" << *it;
            return false;
        }
    }
    return true;
}

Outbox::Entry everyOutboxField()
{
    // id, kind, state, to, subject, body, created, attempts, error
    return {QStringLiteral("00000000-0000-4000-8000-000000000000"),
            Outbox::Entry::Invitation,
            Outbox::Entry::Refused,
            QStringLiteral("bob"),
            QStringLiteral("subject"),
            QStringLiteral("body"),
            QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5, 678), Qt::UTC),
            3,
            QStringLiteral("refused")};
}
}

class VariantsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The maps below are what the hand-written conversions of earlier versions made of the fixtures: the widget reads
    // them, so a field table must make exactly these.
    void fullPersonAsPublished()
    {
        const Reply<Person> reply = ReplyParser::persons(fixture("person-full.xml"));
        QCOMPARE(reply.items.size(), 1);
        const QVariantMap expected{
            {QStringLiteral("id"), QStringLiteral("Frank")},
            {QStringLiteral("name"), QStringLiteral("Frank Müller-Østergaard")},
            {QStringLiteral("privacy"), 1},
            {QStringLiteral("firstName"), QStringLiteral("Frank")},
            {QStringLiteral("lastName"), QStringLiteral("Müller-Østergaard")},
            {QStringLiteral("gender"), QStringLiteral("male")},
            {QStringLiteral("communityRole"), QStringLiteral("developer")},
            {QStringLiteral("company"), QStringLiteral("Example GmbH")},
            {QStringLiteral("jobStatus"), QStringLiteral("working")},
            // bigavatarpicfound is empty: no bigAvatarUrl.
            {QStringLiteral("avatarUrl"), QStringLiteral("https://example.org/avatars/frank.png")},
            {QStringLiteral("birthday"), QDate(1973, 7, 25)},
            {QStringLiteral("city"), QStringLiteral("Stuttgart")},
            {QStringLiteral("country"), QStringLiteral("Germany")},
            {QStringLiteral("latitude"), 48.7758},
            {QStringLiteral("longitude"), 9.1829},
            {QStringLiteral("homepages"),
             QVariantList{
                 QVariantMap{{QStringLiteral("url"), QStringLiteral("https://frank.example.org")},
                             {QStringLiteral("type"), QStringLiteral("Blog")},
                             {QStringLiteral("icon"), QStringLiteral("https://example.org/icons/blog.png")}},
                 QVariantMap{{QStringLiteral("url"), QStringLiteral("https://social.example.org/@frank")},
                             {QStringLiteral("type"), QStringLiteral("Mastodon")}},
                 QVariantMap{{QStringLiteral("url"), QStringLiteral("https://ten.example.org")}},
             }},
            {QStringLiteral("ircNick"), QStringLiteral("karli")},
            {QStringLiteral("ircChannels"), QStringList{QStringLiteral("kde-devel"), QStringLiteral("plasma")}},
            {QStringLiteral("likes"), QStringLiteral("lot of <b>coffee</b> & tea")},
            {QStringLiteral("dontLikes"), QStringLiteral("flaky tests")},
            {QStringLiteral("interests"), QStringLiteral("free software")},
            {QStringLiteral("languages"), QStringLiteral("German, English")},
            {QStringLiteral("programmingLanguages"), QStringLiteral("C++, PHP")},
            {QStringLiteral("favouriteQuote"), QStringLiteral("Be free.")},
            {QStringLiteral("favouriteMusic"), QStringLiteral("Kraftwerk")},
            {QStringLiteral("favouriteTvShows"), QStringLiteral("none")},
            {QStringLiteral("favouriteMovies"), QStringLiteral("Metropolis")},
            {QStringLiteral("favouriteBooks"), QStringLiteral("Cryptonomicon")},
            {QStringLiteral("favouriteGames"), QStringLiteral("Go")},
            {QStringLiteral("description"), QStringLiteral("Founder of the \"Social Desktop\" idea.")},
            {QStringLiteral("profilePage"), QStringLiteral("https://example.org/usermanager/search.php?username=Frank")},
        };
        QVERIFY(sameMap(Variants::fromPerson(reply.items.first()), expected));
    }

    void friendListAsPublished()
    {
        const Reply<Person> reply = ReplyParser::persons(fixture("friend-list.xml"));
        QCOMPARE(reply.items.size(), 2);
        QVERIFY(sameMap(Variants::fromPerson(reply.items.at(0)),
                        {{QStringLiteral("id"), QStringLiteral("alice")},
                         {QStringLiteral("name"), QStringLiteral("Alice Adams")},
                         {QStringLiteral("privacy"), 0},
                         {QStringLiteral("firstName"), QStringLiteral("Alice")},
                         {QStringLiteral("lastName"), QStringLiteral("Adams")},
                         {QStringLiteral("avatarUrl"), QStringLiteral("http://127.0.0.1:4711/avatars/alice.png")}}));
        // No names: the id is the name. A placeholder picture (avatarpicfound 0) is no avatarUrl.
        QVERIFY(sameMap(Variants::fromPerson(reply.items.at(1)),
                        {{QStringLiteral("id"), QStringLiteral("bob")}, {QStringLiteral("name"), QStringLiteral("bob")}, {QStringLiteral("privacy"), 0}}));
    }

    void halfAPositionIsNone()
    {
        Person person;
        person.id = QStringLiteral("p");
        person.latitude = 50.0;
        const QVariantMap map = Variants::fromPerson(person);
        QVERIFY(!map.contains(QStringLiteral("latitude")));
        QVERIFY(!map.contains(QStringLiteral("longitude")));
    }

    void messagesAsPublished()
    {
        const Reply<Message> reply = ReplyParser::messages(fixture("messages.xml"));
        QCOMPARE(reply.items.size(), 2);
        QVERIFY(sameMap(Variants::fromMessage(reply.items.at(0)),
                        {{QStringLiteral("id"), QStringLiteral("8")},
                         {QStringLiteral("from"), QStringLiteral("alice")},
                         {QStringLiteral("fromName"), QStringLiteral("Alice Adams")},
                         {QStringLiteral("fromProfilePage"), QStringLiteral("https://example.org/alice")},
                         {QStringLiteral("to"), QStringLiteral("Frank")},
                         {QStringLiteral("sent"), QDateTime(QDate(2008, 8, 10), QTime(14, 3, 59), Qt::UTC)},
                         {QStringLiteral("status"), 0},
                         {QStringLiteral("unread"), true},
                         {QStringLiteral("subject"), QStringLiteral("Hello")},
                         {QStringLiteral("body"), QStringLiteral("Line one\nLine two & more")}}));
        // An empty body is still there: a message always has its text keys.
        QVERIFY(sameMap(Variants::fromMessage(reply.items.at(1)),
                        {{QStringLiteral("id"), QStringLiteral("9")},
                         {QStringLiteral("from"), QStringLiteral("bob")},
                         {QStringLiteral("fromName"), QStringLiteral("bob")},
                         {QStringLiteral("to"), QStringLiteral("Frank")},
                         {QStringLiteral("sent"), QDateTime(QDate(2008, 8, 11), QTime(14, 0, 0), Qt::UTC)},
                         {QStringLiteral("status"), 2},
                         {QStringLiteral("unread"), false},
                         {QStringLiteral("subject"), QStringLiteral("Re: Hello")},
                         {QStringLiteral("body"), QString()}}));
    }

    void activityAsPublished()
    {
        const Reply<Activity> reply = ReplyParser::activities(fixture("activities.xml"));
        QCOMPARE(reply.items.size(), 1);
        QVERIFY(sameMap(Variants::fromActivity(reply.items.first()),
                        {{QStringLiteral("id"), QStringLiteral("42")},
                         {QStringLiteral("personId"), QStringLiteral("alice")},
                         {QStringLiteral("name"), QStringLiteral("Alice Adams")},
                         {QStringLiteral("profilePage"), QStringLiteral("https://example.org/alice")},
                         {QStringLiteral("avatarUrl"), QStringLiteral("https://example.org/avatars/alice.png")},
                         {QStringLiteral("timestamp"), QDateTime(QDate(2009, 5, 4), QTime(13, 0, 0), Qt::UTC)},
                         {QStringLiteral("type"), 1},
                         {QStringLiteral("message"), QStringLiteral("Working on the Social Desktop")},
                         {QStringLiteral("link"), QStringLiteral("https://example.org/alice/status/42")}}));
    }

    void foldersAsPublished()
    {
        const Reply<Folder> reply = ReplyParser::folders(fixture("folders.xml"));
        QCOMPARE(reply.items.size(), 4);
        QVERIFY(sameMap(Variants::fromFolder(reply.items.at(0)),
                        {{QStringLiteral("id"), QStringLiteral("0")},
                         {QStringLiteral("name"), QStringLiteral("inbox")},
                         {QStringLiteral("messageCount"), 27},
                         {QStringLiteral("type"), QStringLiteral("inbox")}}));
        // A count that is no number is 0; an empty type is still a key.
        QVERIFY(sameMap(Variants::fromFolder(reply.items.at(3)),
                        {{QStringLiteral("id"), QStringLiteral("3")},
                         {QStringLiteral("name"), QStringLiteral("archive")},
                         {QStringLiteral("messageCount"), 0},
                         {QStringLiteral("type"), QString()}}));
    }

    void outboxEntryAsPublished()
    {
        Outbox::Entry entry = everyOutboxField();
        const QVariantMap expected{
            {QStringLiteral("id"), entry.id},
            {QStringLiteral("kind"), QStringLiteral("invitation")},
            {QStringLiteral("state"), QStringLiteral("refused")},
            {QStringLiteral("to"), QStringLiteral("bob")},
            {QStringLiteral("subject"), QStringLiteral("subject")},
            {QStringLiteral("body"), QStringLiteral("body")},
            {QStringLiteral("created"), entry.created},
            {QStringLiteral("attempts"), 3},
            {QStringLiteral("error"), QStringLiteral("refused")},
        };
        QVERIFY(sameMap(Variants::fromOutboxEntry(entry), expected));
        entry.error.clear();
        QVERIFY(!Variants::fromOutboxEntry(entry).contains(QStringLiteral("error")));
    }
};

QTEST_GUILESS_MAIN(VariantsTest)

#include "variantstest.moc"
