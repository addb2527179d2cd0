// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/replyparser.h"
#include "ocsserverprocess.h"
#include "sqlitefile.h"
#include "testhelpers.h"

#include <Attica/Activity>
#include <Attica/Comment>
#include <Attica/Content>
#include <Attica/Forum>
#include <Attica/ItemJob>
#include <Attica/KnowledgeBaseEntry>
#include <Attica/ListJob>
#include <Attica/Person>
#include <Attica/ProviderManager>
#include <Attica/Topic>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <ctime>
#include <functional>

using namespace TestHelpers;

namespace
{
/** Waits for an Attica job and says whether it finished without an error. */
bool finished(Attica::BaseJob *job)
{
    QSignalSpy spy(job, &Attica::BaseJob::finished);
    job->start();
    if (!spy.wait(20000)) {
        qWarning("the Attica job did not finish");
        return false;
    }
    if (job->metadata().error() != Attica::Metadata::NoError) {
        qWarning("Attica: error %d, status %d %s", int(job->metadata().error()), job->metadata().statusCode(), qPrintable(job->metadata().message()));
        return false;
    }
    return true;
}
}

/**
 * What the protocol and its clients expect of the server (issue 27, items 9 and 10), seen by our own client and by
 * KDE's Attica: person calls for members, challenged with 401 so that Attica sends its credentials; times in UTC
 * that Attica reads right (in Berlin, where "+00:00" would be an hour off); the configuration file in UTF-8; the
 * config call and the links from the configuration, never from the Host header.
 */
class OcsClientsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void membersOnlyByDefault();
    void publicProfilesWhenConfigured();
    void atticaSignsInAfterTheChallenge();
    void timesAreUtc();
    void configurationIsUtf8();
    void configCallFromConfiguration();
    void cityAndDescriptionSearches();
    void helpThroughAttica();

private:
    QString writeConfig(const QString &name, const QString &text);
    Attica::Provider atticaProvider(Attica::ProviderManager &manager, const OcsServerProcess &server);

    QTemporaryDir m_dir;
};

void OcsClientsTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Attica's mistake shows only where local time is not UTC
    qputenv("TZ", "Europe/Berlin");
    tzset();
}

QString OcsClientsTest::writeConfig(const QString &name, const QString &text)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return QString();
    }
    file.write(text.toUtf8());
    return path;
}

Attica::Provider OcsClientsTest::atticaProvider(Attica::ProviderManager &manager, const OcsServerProcess &server)
{
    manager.addProviderFile(QUrl(server.origin() + QStringLiteral("/providers.xml")));
    QTest::qWaitFor(
        [&manager] {
            return !manager.providers().isEmpty();
        },
        20000);
    return manager.providers().value(0);
}

void OcsClientsTest::membersOnlyByDefault()
{
    OcsServerProcess server;
    server.setPublicProfiles(false);
    QVERIFY2(server.start(20), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    for (const QString &path : {QStringLiteral("person/data"), QStringLiteral("person/data?name=a"), QStringLiteral("person/data/demo")}) {
        const HttpReply reply = client.get(path);
        QCOMPARE(reply.status, 401);
        QVERIFY2(reply.header("WWW-Authenticate").startsWith("Basic realm="), reply.header("WWW-Authenticate").constData());
        QVERIFY(!reply.body.contains("<personid>"));
    }
    QCOMPARE(client.get(QStringLiteral("person/self")).status, 401);
    // sign-in and sign-up need no account
    {
        const OcsDocument check =
            ocs(client.post(QStringLiteral("person/check"),
                            {{QStringLiteral("login"), QStringLiteral("demo")}, {QStringLiteral("password"), QStringLiteral("demo-password")}}));
        OCS_VERIFY_OK(check);
    }
    {
        const OcsDocument add = ocs(client.post(QStringLiteral("person/add"),
                                                {{QStringLiteral("login"), QStringLiteral("newcomer")},
                                                 {QStringLiteral("password"), QStringLiteral("long-enough")},
                                                 {QStringLiteral("firstname"), QStringLiteral("New")},
                                                 {QStringLiteral("lastname"), QStringLiteral("Comer")},
                                                 {QStringLiteral("email"), QStringLiteral("newcomer@example.org")}}));
        OCS_VERIFY_OK(add);
    }
    // members see them
    {
        const OcsDocument search = ocs(client.get(QStringLiteral("person/data?pagesize=5"), Credentials::demo()));
        OCS_VERIFY_OK(search);
        QVERIFY(!search.personIds().isEmpty());
    }
    {
        const OcsDocument person = ocs(client.get(QStringLiteral("person/data/demo"), Credentials::demo()));
        OCS_VERIFY_OK(person);
    }
    // hostile: an empty or broken Authorization header is no way round it
    QCOMPARE(client.get(QStringLiteral("person/data"), {}, {{QByteArrayLiteral("Authorization"), QByteArrayLiteral("Basic !!!")}}).status, 401);
    QCOMPARE(client.get(QStringLiteral("person/data"), {}, {{QByteArrayLiteral("Authorization"), QByteArrayLiteral("  ")}}).status, 401);
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsClientsTest::publicProfilesWhenConfigured()
{
    const QString config = writeConfig(QStringLiteral("public.conf"), QStringLiteral("[Community]\nPublicProfiles=true\n"));
    OcsServerProcess server;
    server.setPublicProfiles(false);
    QVERIFY2(server.start(20, {QStringLiteral("--config"), config}), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    {
        const OcsDocument search = ocs(client.get(QStringLiteral("person/data?pagesize=5")));
        OCS_VERIFY_OK(search);
        QVERIFY(!search.personIds().isEmpty());
    }
    // still no more than members may see: person/self is theirs alone
    QCOMPARE(client.get(QStringLiteral("person/self")).status, 401);
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsClientsTest::atticaSignsInAfterTheChallenge()
{
    OcsServerProcess server;
    server.setPublicProfiles(false);
    QVERIFY2(server.start(20), qPrintable(server.errorString()));
    Attica::ProviderManager manager(Attica::ProviderManager::DisablePlugins);
    Attica::Provider provider = atticaProvider(manager, server);
    QVERIFY(provider.isValid());
    QVERIFY(provider.saveCredentials(QStringLiteral("demo"), QStringLiteral("demo-password")));

    Attica::ItemJob<Attica::Person> *person = provider.requestPerson(QStringLiteral("demo"));
    QVERIFY(finished(person));
    QCOMPARE(person->result().id(), QStringLiteral("demo"));
    // (a name of one letter finds only the names with a word starting with it: none, maybe, among 20 people)
    Attica::ListJob<Attica::Person> *search = provider.requestPersonSearchByName(QStringLiteral("dem"));
    QVERIFY(finished(search));
    QVERIFY(!search->itemList().isEmpty());
    // the member's view: someone who shows only to registered members (privacy 1)
    OcsClient client(server.origin());
    const OcsDocument members = ocs(client.get(QStringLiteral("person/data?pagesize=100"), Credentials::demo()));
    QString membersOnly;
    for (const auto &item : members.items) {
        if (item.value(QStringLiteral("privacy")) == QLatin1String("1")) {
            membersOnly = item.value(QStringLiteral("personid"));
        }
    }
    QVERIFY(!membersOnly.isEmpty());
    Attica::ItemJob<Attica::Person> *registered = provider.requestPerson(membersOnly);
    QVERIFY(finished(registered));
    QCOMPARE(registered->result().id(), membersOnly);
    client.clearConnections();

    // the server challenged, and Attica answered as demo
    const QVector<QJsonObject> log = server.requestLog();
    bool challenged = false;
    bool member = false;
    for (const QJsonObject &entry : log) {
        if (entry.value(QStringLiteral("path")).toString() == QLatin1String("/v1/person/data/demo")) {
            challenged = challenged || entry.value(QStringLiteral("status")).toInt() == 401;
            member = member
                || (challenged && entry.value(QStringLiteral("status")).toInt() == 200
                    && entry.value(QStringLiteral("user")).toString() == QLatin1String("demo"));
        }
    }
    QVERIFY(challenged);
    QVERIFY(member);
    QVERIFY(server.stop());
}

void OcsClientsTest::timesAreUtc()
{
    OcsServerProcess server;
    QVERIFY2(server.start(20), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const QString message = QStringLiteral("posted at a known time");
    {
        const OcsDocument post = ocs(client.post(QStringLiteral("activity"), {{QStringLiteral("message"), message}}, Credentials::demo()));
        OCS_VERIFY_OK(post);
    }
    const QDateTime posted = QDateTime::currentDateTimeUtc();
    const HttpReply feed = client.get(QStringLiteral("activity?pagesize=5"), Credentials::demo());
    QVERIFY2(feed.body.contains("Z</timestamp>"), feed.body.constData());
    QVERIFY(!feed.body.contains("+00:00"));

    // our engine's parser
    const Ocs::Reply<Ocs::Activity> ours = Ocs::ReplyParser::activities(feed.body);
    QVERIFY(!ours.items.isEmpty());
    QCOMPARE(ours.items.first().message, message);
    QVERIFY2(qAbs(ours.items.first().timestamp.secsTo(posted)) < 120, qPrintable(ours.items.first().timestamp.toString(Qt::ISODate)));

    // Attica's
    Attica::ProviderManager manager(Attica::ProviderManager::DisablePlugins);
    Attica::Provider provider = atticaProvider(manager, server);
    QVERIFY(provider.isValid());
    QVERIFY(provider.saveCredentials(QStringLiteral("demo"), QStringLiteral("demo-password")));
    Attica::ListJob<Attica::Activity> *activities = provider.requestActivities();
    QVERIFY(finished(activities));
    QVERIFY(!activities->itemList().isEmpty());
    const Attica::Activity first = activities->itemList().first();
    QCOMPARE(first.message(), message);
    QVERIFY2(qAbs(first.timestamp().secsTo(posted)) < 120, qPrintable(first.timestamp().toString(Qt::ISODate)));
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsClientsTest::configurationIsUtf8()
{
    const QString config = writeConfig(QStringLiteral("utf8.conf"), QStringLiteral("[Community]\nName=Gemeinschaft Köln\n"));
    OcsServerProcess server;
    QVERIFY2(server.start(5, {QStringLiteral("--config"), config}), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const HttpReply providers = client.get(QStringLiteral("/providers.xml"));
    QCOMPARE(providers.status, 200);
    QVERIFY2(QString::fromUtf8(providers.body).contains(QStringLiteral("<name>Gemeinschaft Köln</name>")), providers.body.constData());
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsClientsTest::configCallFromConfiguration()
{
    {
        // nothing configured: no made-up address, no HTTPS
        OcsServerProcess server;
        QVERIFY2(server.start(5), qPrintable(server.errorString()));
        OcsClient client(server.origin());
        const OcsDocument config = ocs(client.get(QStringLiteral("config")));
        OCS_VERIFY_OK(config);
        QCOMPARE(config.dataField(QStringLiteral("contact")), QString());
        QCOMPARE(config.dataField(QStringLiteral("ssl")), QStringLiteral("false"));
        client.clearConnections();
        QVERIFY(server.stop());
    }
    const QString file = writeConfig(QStringLiteral("contact.conf"),
                                     QStringLiteral("[Server]\nPublicUrl=https://social.example.org/\n[Community]\nContact=team@social.example.org\n"));
    OcsServerProcess server;
    QVERIFY2(server.start(5, {QStringLiteral("--config"), file}), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const Headers hostile{{QByteArrayLiteral("Host"), QByteArrayLiteral("evil.example")}};
    const HttpReply reply = client.get(QStringLiteral("config"), {}, hostile);
    const OcsDocument config = ocs(reply);
    OCS_VERIFY_OK(config);
    QCOMPARE(config.dataField(QStringLiteral("contact")), QStringLiteral("team@social.example.org"));
    QCOMPARE(config.dataField(QStringLiteral("ssl")), QStringLiteral("true"));
    QCOMPARE(config.dataField(QStringLiteral("host")), QStringLiteral("social.example.org"));
    QVERIFY(!client.get(QStringLiteral("/providers.xml"), {}, hostile).body.contains("evil"));
    client.clearConnections();
    QVERIFY(server.stop());

    {
        // behind a proxy (as the shipped server.conf) without PublicUrl: the listening address, never the Host header
        OcsServerProcess proxied;
        QVERIFY2(proxied.start(5, {QStringLiteral("--trusted-proxy"), QStringLiteral("127.0.0.1")}), qPrintable(proxied.errorString()));
        OcsClient behind(proxied.origin());
        const HttpReply providers = behind.get(QStringLiteral("/providers.xml"), {}, hostile);
        QVERIFY2(!providers.body.contains("evil") && providers.body.contains(QStringLiteral("127.0.0.1:%1/v1/").arg(proxied.port()).toUtf8()),
                 providers.body.constData());
        QVERIFY(!behind.get(QStringLiteral("person/data/demo"), Credentials::demo(), hostile).body.contains("evil"));
        behind.clearConnections();
        QVERIFY(proxied.stop());
    }

    // on any address without PublicUrl links would have no address to name: refused, naming the key
    const QString open = writeConfig(QStringLiteral("open.conf"), QStringLiteral("[Server]\nListen=0.0.0.0\n"));
    QProcess process;
    process.start(OcsServerProcess::binary(), {QStringLiteral("--config"), open, QStringLiteral("--db"), m_dir.filePath(QStringLiteral("open.sqlite"))});
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitCode(), 2);
    const QByteArray error = process.readAllStandardError();
    QVERIFY2(error.contains("Server/PublicUrl"), error.constData());
}

void OcsClientsTest::cityAndDescriptionSearches()
{
    OcsServerProcess server;
    QVERIFY2(server.start(300), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    // the specification's own example: city=don finds London
    const OcsDocument whole = ocs(client.get(QStringLiteral("person/data?city=berlin&pagesize=100"), Credentials::demo()));
    OCS_VERIFY_OK(whole);
    QVERIFY(whole.totalItems > 0);
    const OcsDocument part = ocs(client.get(QStringLiteral("person/data?city=erli&pagesize=100"), Credentials::demo()));
    OCS_VERIFY_OK(part);
    QVERIFY(part.totalItems >= whole.totalItems);
    for (const auto &item : part.items) {
        QVERIFY2(item.value(QStringLiteral("city")).contains(QStringLiteral("erli"), Qt::CaseInsensitive), qPrintable(item.value(QStringLiteral("city"))));
    }
    // hostile: LIKE's wildcards are text
    {
        const OcsDocument wildcard = ocs(client.get(QStringLiteral("person/data?city=%25&pagesize=5"), Credentials::demo()));
        OCS_VERIFY_OK(wildcard);
        QCOMPARE(wildcard.totalItems, 0);
        const OcsDocument underscore = ocs(client.get(QStringLiteral("person/data?description=_&pagesize=5"), Credentials::demo()));
        OCS_VERIFY_OK(underscore);
        QCOMPARE(underscore.totalItems, 0);
    }

    // description: "description and other fields": a word of someone's interests that is not in their description
    const QStringList people = ocs(client.get(QStringLiteral("person/data?pagesize=100"), Credentials::demo())).personIds();
    QString found;
    QString word;
    for (const QString &id : people) {
        const OcsDocument person = ocs(client.get(QStringLiteral("person/data/") + id, Credentials::demo()));
        if (person.items.isEmpty()) {
            continue;
        }
        const QString description = person.items.first().value(QStringLiteral("description"));
        const QStringList interests =
            person.items.first().value(QStringLiteral("interests")).split(QRegularExpression(QStringLiteral("[^\\w]+")), Qt::SkipEmptyParts);
        for (const QString &candidate : interests) {
            if (candidate.size() >= 5 && !description.contains(candidate, Qt::CaseInsensitive)) {
                found = id;
                word = candidate;
                break;
            }
        }
        if (!found.isEmpty()) {
            break;
        }
    }
    QVERIFY2(!found.isEmpty(), "no seeded person with interests to search");
    const OcsDocument byInterest = ocs(client.get(QStringLiteral("person/data?description=%1&name=%2&pagesize=100").arg(word, found), Credentials::demo()));
    OCS_VERIFY_OK(byInterest);
    QVERIFY2(byInterest.personIds().contains(found), qPrintable(word + QLatin1Char(' ') + found));
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsClientsTest::helpThroughAttica()
{
    // docs/help.md, "The Attica test": KDE's Attica reads the knowledge base, comments, forums and topics and gets
    // what the server holds (read from its database); the dates arrive right in Berlin (the +00:00 rule)
    OcsServerProcess server;
    server.setPostgreSql(false);
    QVERIFY2(server.start(30), qPrintable(server.errorString()));
    SqliteFile db(server.filePath(QStringLiteral("community.sqlite")));
    QVERIFY2(db.isOpen(), qPrintable(db.errorString()));
    Attica::ProviderManager manager(Attica::ProviderManager::DisablePlugins);
    Attica::Provider provider = atticaProvider(manager, server);
    QVERIFY(provider.isValid());
    QVERIFY(provider.hasKnowledgebaseService());
    QVERIFY(provider.hasCommentService());
    QVERIFY(provider.hasForumService());
    QVERIFY(provider.saveCredentials(QStringLiteral("demo"), QStringLiteral("demo-password")));

    // the knowledge base, as stored
    const auto stored =
        db.rows(QStringLiteral("SELECT e.id, p.personid AS user, e.name, e.description, e.content, e.changed,"
                               " (SELECT COUNT(*) FROM comments m WHERE m.entry = e.id) AS comments FROM kb_entries e"
                               " JOIN people p ON p.id = e.author ORDER BY e.changed DESC, e.id DESC"));
    QCOMPARE(stored.size(), 40);
    Attica::ListJob<Attica::KnowledgeBaseEntry> *search = provider.searchKnowledgeBase(Attica::Content(), QString(), Attica::Provider::Newest, 0, 100);
    QVERIFY(finished(search));
    const Attica::KnowledgeBaseEntry::List entries = search->itemList();
    QCOMPARE(entries.size(), stored.size());
    int answered = 0;
    for (int i = 0; i < entries.size(); ++i) {
        const Attica::KnowledgeBaseEntry &entry = entries.at(i);
        const SqliteFile::Row &row = stored.at(i);
        QCOMPARE(entry.id(), row.value(QStringLiteral("id")).toString());
        QCOMPARE(entry.name(), row.value(QStringLiteral("name")).toString());
        QCOMPARE(entry.description(), row.value(QStringLiteral("description")).toString());
        QCOMPARE(entry.user(), row.value(QStringLiteral("user")).toString());
        QCOMPARE(entry.contentId(), row.value(QStringLiteral("content")).toInt());
        QCOMPARE(entry.comments(), row.value(QStringLiteral("comments")).toInt());
        QVERIFY(entry.changed().isValid());
        QCOMPARE(entry.changed().toSecsSinceEpoch(), row.value(QStringLiteral("changed")).toLongLong());
        QCOMPARE(entry.status() == QLatin1String("answered"), !entry.answer().isEmpty());
        answered += !entry.answer().isEmpty();
        // what Attica keeps as extended attributes
        QCOMPARE(entry.extendedAttributes().value(QStringLiteral("answeruser")).isEmpty(), entry.answer().isEmpty());
    }
    QCOMPARE(answered, 27);
    Attica::ListJob<Attica::KnowledgeBaseEntry> *printers =
        provider.searchKnowledgeBase(Attica::Content(), QStringLiteral("printer"), Attica::Provider::Newest, 0, 100);
    QVERIFY(finished(printers));
    QVERIFY(!printers->itemList().isEmpty());
    QVERIFY(printers->itemList().size() < entries.size());

    // one entry (Attica reads <content>, which our server sends for get too)
    const Attica::KnowledgeBaseEntry answeredEntry = *std::find_if(entries.cbegin(), entries.cend(), [](const Attica::KnowledgeBaseEntry &entry) {
        return !entry.answer().isEmpty();
    });
    Attica::ItemJob<Attica::KnowledgeBaseEntry> *one = provider.requestKnowledgeBaseEntry(answeredEntry.id());
    QVERIFY(finished(one));
    QCOMPARE(one->result().id(), answeredEntry.id());
    QCOMPARE(one->result().name(), answeredEntry.name());
    QCOMPARE(one->result().answer(), answeredEntry.answer());

    // its comments: the answers with their replies, dates as stored
    const auto storedComments = db.rows(QStringLiteral("SELECT m.id, m.parent, m.subject, m.text, p.personid AS user, m.created,"
                                                       " CASE WHEN m.votes > 0 THEN (m.score_sum * 2 + m.votes) / (m.votes * 2) ELSE 0 END AS score"
                                                       " FROM comments m JOIN people p ON p.id = m.author WHERE m.entry = ? ORDER BY m.id"),
                                        {answeredEntry.id().toLongLong()});
    QHash<QString, SqliteFile::Row> byId;
    int topLevel = 0;
    for (const SqliteFile::Row &row : storedComments) {
        byId.insert(row.value(QStringLiteral("id")).toString(), row);
        topLevel += row.value(QStringLiteral("parent")).isNull();
    }
    Attica::ListJob<Attica::Comment> *comments =
        provider.requestComments(Attica::Comment::KnowledgeBaseComment, answeredEntry.id(), QStringLiteral("0"), 0, 50);
    QVERIFY(finished(comments));
    QCOMPARE(comments->itemList().size(), topLevel);
    int seen = 0;
    std::function<void(const Attica::Comment &, const QString &)> check = [&](const Attica::Comment &comment, const QString &parent) {
        ++seen;
        QVERIFY2(byId.contains(comment.id()), qPrintable(comment.id()));
        const SqliteFile::Row &row = byId.value(comment.id());
        QCOMPARE(comment.subject(), row.value(QStringLiteral("subject")).toString());
        QCOMPARE(comment.text(), row.value(QStringLiteral("text")).toString());
        QCOMPARE(comment.user(), row.value(QStringLiteral("user")).toString());
        QCOMPARE(comment.score(), row.value(QStringLiteral("score")).toInt());
        QVERIFY(comment.date().isValid());
        QCOMPARE(comment.date().toSecsSinceEpoch(), row.value(QStringLiteral("created")).toLongLong());
        QCOMPARE(row.value(QStringLiteral("parent")).toString(), parent);
        QCOMPARE(comment.childCount(), comment.children().size());
        for (const Attica::Comment &child : comment.children()) {
            check(child, comment.id());
        }
    };
    for (const Attica::Comment &comment : comments->itemList()) {
        check(comment, QString());
    }
    QCOMPARE(seen, storedComments.size());

    // the forums, with sub-forums and topic counts
    Attica::ListJob<Attica::Forum> *forums = provider.requestForums(0, 100);
    QVERIFY(finished(forums));
    const QList<Attica::Forum> forumList = forums->itemList();
    QCOMPARE(forumList.size(), 4);
    int subForums = 0;
    for (const Attica::Forum &forum : forumList) {
        const auto row =
            db.rows(QStringLiteral("SELECT name, created, (SELECT COUNT(*) FROM forum_topics t WHERE t.forum = forums.id) AS topics FROM forums WHERE id = ?"),
                    {forum.id().toLongLong()});
        QCOMPARE(row.size(), 1);
        QCOMPARE(forum.name(), row.first().value(QStringLiteral("name")).toString());
        QCOMPARE(forum.topics(), row.first().value(QStringLiteral("topics")).toInt());
        QCOMPARE(forum.date().toSecsSinceEpoch(), row.first().value(QStringLiteral("created")).toLongLong());
        QCOMPARE(forum.childCount(), forum.children().size());
        subForums += forum.children().size();
    }
    QCOMPARE(subForums, 1);

    // a forum's topics, with forumId and date
    const Attica::Forum &help = forumList.at(1);
    Attica::ListJob<Attica::Topic> *topics = provider.requestTopics(help.id(), QString(), QString(), Attica::Provider::Newest, 0, 100);
    QVERIFY(finished(topics));
    QCOMPARE(topics->itemList().size(), help.topics());
    for (const Attica::Topic &topic : topics->itemList()) {
        const auto row = db.rows(
            QStringLiteral("SELECT t.subject, t.content, t.changed, p.personid AS user FROM forum_topics t JOIN people p ON p.id = t.author WHERE t.id = ?"),
            {topic.id().toLongLong()});
        QCOMPARE(row.size(), 1);
        QCOMPARE(topic.forumId(), help.id());
        QCOMPARE(topic.subject(), row.first().value(QStringLiteral("subject")).toString());
        QCOMPARE(topic.content(), row.first().value(QStringLiteral("content")).toString());
        QCOMPARE(topic.user(), row.first().value(QStringLiteral("user")).toString());
        QCOMPARE(topic.date().toSecsSinceEpoch(), row.first().value(QStringLiteral("changed")).toLongLong());
    }

    // what Attica sends is stored, and a repeat stores nothing twice
    const auto countOf = [&db](const char *sql) {
        return db.value(QString::fromLatin1(sql)).toLongLong();
    };
    const qint64 commentsBefore = countOf("SELECT COUNT(*) FROM comments");
    QString newComment;
    for (int attempt = 0; attempt < 2; ++attempt) {
        Attica::ItemPostJob<Attica::Comment> *add = provider.addNewComment(Attica::Comment::KnowledgeBaseComment,
                                                                           answeredEntry.id(),
                                                                           QStringLiteral("0"),
                                                                           QString(),
                                                                           QStringLiteral("Re: ") + answeredEntry.name(),
                                                                           QStringLiteral("Answered through Attica"));
        QVERIFY(finished(add));
        QVERIFY(!add->result().id().isEmpty());
        QVERIFY(newComment.isEmpty() || newComment == add->result().id());
        newComment = add->result().id();
    }
    QCOMPARE(countOf("SELECT COUNT(*) FROM comments"), commentsBefore + 1);
    QCOMPARE(db.value(QStringLiteral("SELECT text FROM comments WHERE id = ?"), {newComment.toLongLong()}).toString(),
             QStringLiteral("Answered through Attica"));
    const qint64 topicsBefore = countOf("SELECT COUNT(*) FROM forum_topics");
    for (int attempt = 0; attempt < 2; ++attempt) {
        QVERIFY(finished(provider.postTopic(help.id(), QStringLiteral("Posted through Attica"), QStringLiteral("Its first post"))));
    }
    QCOMPARE(countOf("SELECT COUNT(*) FROM forum_topics"), topicsBefore + 1);
    QCOMPARE(db.value(QStringLiteral("SELECT forum FROM forum_topics WHERE subject = 'Posted through Attica'")).toString(), help.id());
    // a vote changes the score
    QVERIFY(finished(provider.voteForComment(newComment, 100)));
    QCOMPARE(db.value(QStringLiteral("SELECT votes || '/' || score_sum FROM comments WHERE id = ?"), {newComment.toLongLong()}).toString(),
             QStringLiteral("1/100"));
    Attica::ListJob<Attica::Comment> *after = provider.requestComments(Attica::Comment::KnowledgeBaseComment, answeredEntry.id(), QStringLiteral("0"), 0, 50);
    QVERIFY(finished(after));
    QCOMPARE(after->itemList().last().id(), newComment);
    QCOMPARE(after->itemList().last().score(), 100);
    QVERIFY(server.stop());
}

QTEST_GUILESS_MAIN(OcsClientsTest)

#include "ocsclientstest.moc"
