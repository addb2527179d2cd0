// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "testhelpers.h"

#include <QDateTime>
#include <QDomDocument>
#include <QRegularExpression>
#include <QTest>
#include <QUrl>

#include <limits>

using namespace TestHelpers;

namespace
{
/** An item of a help reply with its nested <children> (OcsDocument reads flat items only). */
struct Node {
    QString element;
    QHash<QString, QString> fields;
    QVector<Node> children;

    QString value(const char *name) const
    {
        return fields.value(QString::fromLatin1(name));
    }
    int count() const
    {
        int total = 1;
        for (const Node &child : children) {
            total += child.count();
        }
        return total;
    }
};

struct Tree {
    int statusCode = -1;
    int totalItems = -1;
    QVector<Node> items;
};

Node readNode(const QDomElement &element)
{
    Node node;
    node.element = element.tagName();
    for (QDomElement child = element.firstChildElement(); !child.isNull(); child = child.nextSiblingElement()) {
        if (child.tagName() == QLatin1String("children")) {
            for (QDomElement nested = child.firstChildElement(); !nested.isNull(); nested = nested.nextSiblingElement()) {
                node.children.append(readNode(nested));
            }
        } else {
            node.fields.insert(child.tagName(), child.text());
        }
    }
    return node;
}

Tree tree(const HttpReply &reply)
{
    Tree result;
    QDomDocument document;
    if (!document.setContent(reply.body)) {
        return result;
    }
    const QDomElement meta = document.documentElement().firstChildElement(QStringLiteral("meta"));
    result.statusCode = meta.firstChildElement(QStringLiteral("statuscode")).text().toInt();
    const QDomElement total = meta.firstChildElement(QStringLiteral("totalitems"));
    result.totalItems = total.isNull() ? -1 : total.text().toInt();
    const QDomElement data = document.documentElement().firstChildElement(QStringLiteral("data"));
    for (QDomElement item = data.firstChildElement(); !item.isNull(); item = item.nextSiblingElement()) {
        result.items.append(readNode(item));
    }
    return result;
}

Form form(std::initializer_list<QPair<const char *, QString>> pairs)
{
    Form result;
    for (const auto &pair : pairs) {
        result.append({QString::fromLatin1(pair.first), pair.second});
    }
    return result;
}

const QRegularExpression s_offsetDate(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+00:00$"));
}

/**
 * The community's help (docs/help.md): KNOWLEDGEBASE, COMMENTS, FORUM and person attributes on the seeded demo
 * community, with the spec's codes, the idempotent repeats and the bounds on what is sent.
 */
class OcsHelpTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void providersListServices();
    void knowledgeBaseList();
    void knowledgeBaseSearch();
    void knowledgeBaseGet();
    void askQuestion();
    void askQuestionHostile();
    void comments();
    void commentsHostile();
    void votes();
    void deepReplies();
    void forums();
    void topics();
    void addTopic();
    void attributes();
    void attributesHostile();
    void searchByAttribute();
    void searchByAttributeNearestFirst();
    void servicesSwitchedOff();
    void membersOnly();

private:
    Tree get(const QString &path, const Credentials &credentials = Credentials::demo());
    Tree post(const QString &path, const Form &fields, const Credentials &credentials = Credentials::demo());
    /** A member other than the demo account, by position in the people search. */
    QString otherMember(int index);

    OcsServerProcess m_server;
    OcsClient m_client;
};

void OcsHelpTest::initTestCase()
{
    // the limits of questions and answers have their own test (ocslimitstest): off here
    const QStringList noLimits{QStringLiteral("--question-limit"),
                               QStringLiteral("0"),
                               QStringLiteral("--question-account-limit"),
                               QStringLiteral("0"),
                               QStringLiteral("--answer-limit"),
                               QStringLiteral("0"),
                               QStringLiteral("--answer-account-limit"),
                               QStringLiteral("0"),
                               QStringLiteral("--profile-account-limit"),
                               QStringLiteral("0"),
                               QStringLiteral("--profile-limit"),
                               QStringLiteral("0")};
    QVERIFY2(m_server.start(60, noLimits), qPrintable(m_server.errorString()));
    m_client.setOrigin(m_server.origin());
}

void OcsHelpTest::cleanupTestCase()
{
    m_client.clearConnections();
    QVERIFY(m_server.stop());
}

Tree OcsHelpTest::get(const QString &path, const Credentials &credentials)
{
    return tree(m_client.get(path, credentials));
}

Tree OcsHelpTest::post(const QString &path, const Form &fields, const Credentials &credentials)
{
    return tree(m_client.post(path, fields, credentials));
}

QString OcsHelpTest::otherMember(int index)
{
    const OcsDocument people = ocs(m_client.get(QStringLiteral("person/data?pagesize=50"), Credentials::demo()));
    QStringList ids = people.personIds();
    ids.removeAll(QStringLiteral("demo"));
    return ids.value(index);
}

void OcsHelpTest::providersListServices()
{
    const HttpReply providers = m_client.get(QStringLiteral("/providers.xml"));
    QCOMPARE(providers.status, 200);
    for (const char *service : {"<knowledgebase ", "<comment ", "<forum "}) {
        QVERIFY2(providers.body.contains(service), service);
    }
}

void OcsHelpTest::knowledgeBaseList()
{
    const Tree list = get(QStringLiteral("knowledgebase/data?pagesize=100"));
    QCOMPARE(list.statusCode, 100);
    QCOMPARE(list.totalItems, 40);
    QCOMPARE(list.items.size(), 40);
    // (knowledgeBaseSearch, after this, asks one question of its own)
    int answered = 0;
    qint64 previous = std::numeric_limits<qint64>::max();
    for (const Node &entry : list.items) {
        QCOMPARE(entry.element, QStringLiteral("content"));
        for (const char *name : {"id", "status", "contentid", "category", "user", "changed", "name", "description", "answer", "answeruser", "comments"}) {
            QVERIFY2(entry.fields.contains(QString::fromLatin1(name)), name);
        }
        QVERIFY2(s_offsetDate.match(entry.value("changed")).hasMatch(), qPrintable(entry.value("changed")));
        const qint64 changed = QDateTime::fromString(entry.value("changed"), Qt::ISODate).toSecsSinceEpoch();
        QVERIFY(changed <= previous); // sortmode new is the default
        previous = changed;
        const bool isAnswered = entry.value("status") == QLatin1String("answered");
        QCOMPARE(isAnswered, !entry.value("answer").isEmpty());
        QCOMPARE(isAnswered, !entry.value("answeruser").isEmpty());
        QCOMPARE(isAnswered, entry.value("comments").toInt() > 0);
        if (!isAnswered) {
            QCOMPARE(entry.value("status"), QStringLiteral("not answered"));
        }
        answered += isAnswered;
        QVERIFY(!entry.value("category").isEmpty());
    }
    QCOMPARE(answered, 27); // two thirds of 40

    // paging
    const Tree second = get(QStringLiteral("knowledgebase/data?pagesize=15&page=1"));
    QCOMPARE(second.items.size(), 15);
    QCOMPARE(second.items.first().value("id"), list.items.at(15).value("id"));
    QCOMPARE(get(QStringLiteral("knowledgebase/data?pagesize=15&page=2")).items.size(), 10);

    // alpha
    const Tree alpha = get(QStringLiteral("knowledgebase/data?sortmode=alpha&pagesize=100"));
    for (int i = 1; i < alpha.items.size(); ++i) {
        QVERIFY(alpha.items.at(i - 1).value("name").compare(alpha.items.at(i).value("name"), Qt::CaseInsensitive) <= 0);
    }
    // high: the answered ones first
    const Tree high = get(QStringLiteral("knowledgebase/data?sortmode=high&pagesize=100"));
    QCOMPARE(high.items.size(), 40);
    for (int i = 0; i < 27; ++i) {
        QCOMPARE(high.items.at(i).value("status"), QStringLiteral("answered"));
    }
    // a category (the spec's type) and a content item
    const Tree category = get(QStringLiteral("knowledgebase/data?type=1&pagesize=100"));
    QCOMPARE(category.totalItems, 7);
    for (const Node &entry : category.items) {
        QCOMPARE(entry.value("category"), QStringLiteral("Desktop"));
    }
    QCOMPARE(get(QStringLiteral("knowledgebase/data?content=12345")).totalItems, 0);
    QCOMPARE(get(QStringLiteral("knowledgebase/data?content=nonsense")).totalItems, 40);
}

void OcsHelpTest::knowledgeBaseSearch()
{
    const Tree printer = get(QStringLiteral("knowledgebase/data?search=PRINTER&pagesize=100"));
    QCOMPARE(printer.statusCode, 100);
    QVERIFY(printer.totalItems > 0);
    for (const Node &entry : printer.items) {
        const QString text = entry.value("name") + entry.value("description") + entry.value("answer");
        QVERIFY(text.contains(QLatin1String("printer"), Qt::CaseInsensitive) || entry.value("comments").toInt() > 0);
    }
    // fewer than three characters find nothing; LIKE's own characters are matched as themselves
    QCOMPARE(get(QStringLiteral("knowledgebase/data?search=pr")).totalItems, 0);
    QCOMPARE(get(QStringLiteral("knowledgebase/data?search=%25%25%25")).totalItems, 0);
    QCOMPARE(get(QStringLiteral("knowledgebase/data?search=___")).totalItems, 0);
    // a word only the answers hold (the seeded answer about the journal) finds their questions
    const Tree byAnswer = get(QStringLiteral("knowledgebase/data?search=JOURNALCTL&pagesize=100"));
    QCOMPARE(byAnswer.statusCode, 100);
    QVERIFY(byAnswer.totalItems > 0);
    for (const Node &entry : byAnswer.items) {
        QVERIFY(!entry.value("name").contains(QLatin1String("journalctl")) && entry.value("comments").toInt() > 0);
    }
    // the trigram tables' query syntax is never read from the search: quotes, stars and operators are text
    for (const char *hostile : {"%22%22%22", "a%22%20OR%20%22b", "NEAR(a%20b)", "***", "name%3Aprinter", "%5E%5E%5E"}) {
        const Tree none = get(QStringLiteral("knowledgebase/data?search=") + QLatin1String(hostile));
        QCOMPARE(none.statusCode, 100);
        QCOMPARE(none.totalItems, 0);
        QCOMPARE(get(QStringLiteral("forum/topics/list?search=") + QLatin1String(hostile)).totalItems, 0);
    }
    // a new question is found at once (the index follows the table), and a changed title no more by the old one
    QCOMPARE(get(QStringLiteral("knowledgebase/data?search=xylophone")).totalItems, 0);
    QCOMPARE(post(QStringLiteral("knowledgebase/data"), form({{"subject", QStringLiteral("Xylophone driver")}, {"message", QStringLiteral("Does it work?")}}))
                 .statusCode,
             100);
    QCOMPARE(get(QStringLiteral("knowledgebase/data?search=xylophone")).totalItems, 1);
    QCOMPARE(get(QStringLiteral("knowledgebase/data?search=xyloph%C3%B6ne")).totalItems, 0);
    // Attica sends an empty search: everything
    QCOMPARE(get(QStringLiteral("knowledgebase/data?search=")).totalItems, 41); // the 40 seeded and the xylophone
    // a search of 5,000 characters is cut, answered at once
    QCOMPARE(get(QStringLiteral("knowledgebase/data?search=") + QString(5000, QLatin1Char('x'))).totalItems, 0);
}

void OcsHelpTest::knowledgeBaseGet()
{
    const Tree list = get(QStringLiteral("knowledgebase/data?pagesize=1"));
    const QString id = list.items.first().value("id");
    const Tree one = get(QStringLiteral("knowledgebase/data/") + id);
    QCOMPARE(one.statusCode, 100);
    QCOMPARE(one.items.size(), 1);
    QCOMPARE(one.items.first().element, QStringLiteral("content"));
    QCOMPARE(one.items.first().fields, list.items.first().fields);
    for (const char *bad : {"0", "-1", "abc", "99999999", "1e3", "99999999999999999999999"}) {
        QCOMPARE(get(QStringLiteral("knowledgebase/data/") + QLatin1String(bad)).statusCode, 101);
    }
}

void OcsHelpTest::askQuestion()
{
    const QString title = QStringLiteral("Where is the help view? %1").arg(QDateTime::currentMSecsSinceEpoch());
    const QString text = QStringLiteral("I cannot find it.\nNot in the panel either.");
    const Tree asked = post(QStringLiteral("knowledgebase/data"), form({{"subject", title}, {"message", text}, {"category", QStringLiteral("2")}}));
    QCOMPARE(asked.statusCode, 100);
    QCOMPARE(asked.items.size(), 1);
    const QString id = asked.items.first().value("id");
    QVERIFY(id.toLongLong() > 0);
    const Tree stored = get(QStringLiteral("knowledgebase/data/") + id);
    QCOMPARE(stored.items.first().value("name"), title);
    QCOMPARE(stored.items.first().value("description"), text);
    QCOMPARE(stored.items.first().value("user"), QStringLiteral("demo"));
    QCOMPARE(stored.items.first().value("category"), QStringLiteral("Network"));
    QCOMPARE(stored.items.first().value("status"), QStringLiteral("not answered"));
    const qint64 changed = QDateTime::fromString(stored.items.first().value("changed"), Qt::ISODate).toSecsSinceEpoch();
    QVERIFY(qAbs(changed - QDateTime::currentSecsSinceEpoch()) < 120);

    // a repeat after a lost answer, at either path, is the same question
    const int before = get(QStringLiteral("knowledgebase/data")).totalItems;
    QCOMPARE(
        post(QStringLiteral("knowledgebase/data"), form({{"subject", title}, {"message", text}, {"category", QStringLiteral("2")}})).items.first().value("id"),
        id);
    QCOMPARE(
        post(QStringLiteral("knowledgebase/add"), form({{"subject", title}, {"message", text}, {"category", QStringLiteral("2")}})).items.first().value("id"),
        id);
    QCOMPARE(get(QStringLiteral("knowledgebase/data")).totalItems, before);
    // knowledgebase/add asks too; a search finds the new one first
    const Tree other = post(QStringLiteral("knowledgebase/add"), form({{"subject", title + QStringLiteral(" again")}, {"message", text}}));
    QCOMPARE(other.statusCode, 100);
    QVERIFY(other.items.first().value("id") != id);
    const Tree found = get(QStringLiteral("knowledgebase/data?sortmode=new&search=") + QString::fromLatin1(QUrl::toPercentEncoding(title)));
    QCOMPARE(found.totalItems, 2);
    QCOMPARE(found.items.first().value("id"), other.items.first().value("id"));
}

void OcsHelpTest::askQuestionHostile()
{
    const auto code = [this](const Form &fields) {
        return post(QStringLiteral("knowledgebase/data"), fields).statusCode;
    };
    const int before = get(QStringLiteral("knowledgebase/data")).totalItems;
    QCOMPARE(code(form({{"message", QStringLiteral("no subject")}})), 101);
    QCOMPARE(code(form({{"subject", QStringLiteral("no message")}})), 101);
    QCOMPARE(code(form({{"subject", QStringLiteral("   ")}, {"message", QStringLiteral("blank subject")}})), 101);
    QCOMPARE(code(form({{"subject", QString(201, QLatin1Char('s'))}, {"message", QStringLiteral("long subject")}})), 101);
    QCOMPARE(code(form({{"subject", QStringLiteral("long message")}, {"message", QString(10001, QLatin1Char('m'))}})), 101);
    QCOMPARE(code(form({{"subject", QStringLiteral("bad content")}, {"message", QStringLiteral("x")}, {"content", QStringLiteral("-5")}})), 101);
    QCOMPARE(code(form({{"subject", QStringLiteral("bad category")}, {"message", QStringLiteral("x")}, {"category", QStringLiteral("999")}})), 102);
    QCOMPARE(code(form({{"subject", QStringLiteral("bad category")}, {"message", QStringLiteral("x")}, {"category", QStringLiteral("abc")}})), 102);
    QCOMPARE(get(QStringLiteral("knowledgebase/data")).totalItems, before);
    // exactly at the bounds is taken
    QCOMPARE(code(form({{"subject", QString(200, QLatin1Char('s'))}, {"message", QString(10000, QLatin1Char('m'))}})), 100);
}

void OcsHelpTest::comments()
{
    // an answered entry's comments: type 7, oldest first, with their replies
    const Tree list = get(QStringLiteral("knowledgebase/data?sortmode=high&pagesize=100"));
    const Node entry = list.items.first();
    const QString entryId = entry.value("id");
    const Tree answers = get(QStringLiteral("comments/data/7/%1/0?pagesize=50").arg(entryId));
    QCOMPARE(answers.statusCode, 100);
    QVERIFY(!answers.items.isEmpty());
    int total = 0;
    for (const Node &comment : answers.items) {
        QCOMPARE(comment.element, QStringLiteral("comment"));
        for (const char *name : {"id", "subject", "text", "childcount", "user", "date", "score"}) {
            QVERIFY2(comment.fields.contains(QString::fromLatin1(name)), name);
        }
        QVERIFY2(s_offsetDate.match(comment.value("date")).hasMatch(), qPrintable(comment.value("date")));
        QCOMPARE(comment.value("childcount").toInt(), comment.children.size());
        total += comment.count();
    }
    QCOMPARE(total, entry.value("comments").toInt());
    QCOMPARE(answers.totalItems, answers.items.size());

    // answer it, and reply to the answer
    const Form answer = form({{"type", QStringLiteral("7")},
                              {"content", entryId},
                              {"content2", QStringLiteral("0")},
                              {"parent", QString()},
                              {"subject", QStringLiteral("Re: ") + entry.value("name")},
                              {"message", QStringLiteral("Try the settings.")}});
    const Tree added = post(QStringLiteral("comments/add"), answer);
    QCOMPARE(added.statusCode, 100);
    QCOMPARE(added.items.first().element, QStringLiteral("comment"));
    const QString commentId = added.items.first().value("id");
    QVERIFY(commentId.toLongLong() > 0);
    // a repeat is the same comment
    QCOMPARE(post(QStringLiteral("comments/add"), answer).items.first().value("id"), commentId);
    Form reply = answer;
    reply[3].second = commentId;
    reply[5].second = QStringLiteral("Thanks!");
    const QString replyId = post(QStringLiteral("comments/add"), reply).items.first().value("id");
    QVERIFY(replyId.toLongLong() > 0);

    const Tree after = get(QStringLiteral("comments/data/7/%1/0?pagesize=50").arg(entryId));
    QCOMPARE(after.totalItems, answers.totalItems + 1);
    const Node mine = after.items.last();
    QCOMPARE(mine.value("id"), commentId);
    QCOMPARE(mine.value("user"), QStringLiteral("demo"));
    QCOMPARE(mine.value("text"), QStringLiteral("Try the settings."));
    QCOMPARE(mine.children.size(), 1);
    QCOMPARE(mine.children.first().value("id"), replyId);
    QCOMPARE(get(QStringLiteral("knowledgebase/data/") + entryId).items.first().value("comments").toInt(), entry.value("comments").toInt() + 2);

    // the spec's example form of paging: the last path part carries it
    const Tree paged = get(QStringLiteral("comments/data/7/%1/0&page=1&pagesize=1").arg(entryId));
    QCOMPARE(paged.statusCode, 100);
    QCOMPARE(paged.items.size(), 1);
    QCOMPARE(paged.items.first().value("id"), after.items.at(1).value("id"));

    // a topic's replies: type 4 with the topic, or the forum and the topic
    const Tree topics = get(QStringLiteral("forum/topics/list?pagesize=1"));
    const Node topic = topics.items.first();
    const Tree byTopic = get(QStringLiteral("comments/data/4/%1/0").arg(topic.value("id")));
    const Tree byForum = get(QStringLiteral("comments/data/4/%1/%2").arg(topic.value("forumid"), topic.value("id")));
    QCOMPARE(byTopic.totalItems, byForum.totalItems);
    QVERIFY(byTopic.totalItems > 0);
    QCOMPARE(get(QStringLiteral("comments/data/4/99999/%1").arg(topic.value("id"))).totalItems, 0);
    // types we do not hold: an empty list
    QCOMPARE(get(QStringLiteral("comments/data/1/%1/0").arg(entryId)).totalItems, 0);
    QCOMPARE(get(QStringLiteral("comments/data/8/%1/0").arg(entryId)).totalItems, 0);
}

void OcsHelpTest::commentsHostile()
{
    const QString entryId = get(QStringLiteral("knowledgebase/data?pagesize=1")).items.first().value("id");
    const auto code = [this](const Form &fields) {
        return post(QStringLiteral("comments/add"), fields).statusCode;
    };
    const QString subject = QStringLiteral("Re: x");
    QCOMPARE(code(form({{"type", QStringLiteral("7")}, {"content", QStringLiteral("0")}, {"subject", subject}, {"message", QStringLiteral("m")}})), 101);
    QCOMPARE(code(form({{"type", QStringLiteral("7")}, {"subject", subject}, {"message", QStringLiteral("m")}})), 101);
    QCOMPARE(code(form({{"type", QStringLiteral("7")}, {"content", entryId}, {"subject", subject}})), 102);
    QCOMPARE(code(form({{"type", QStringLiteral("7")}, {"content", entryId}, {"message", QStringLiteral("m")}})), 102);
    QCOMPARE(code(form({{"type", QStringLiteral("7")}, {"content", entryId}, {"subject", subject}, {"message", QString(10001, QLatin1Char('m'))}})), 102);
    QCOMPARE(code(form({{"type", QStringLiteral("7")}, {"content", entryId}, {"subject", QString(201, QLatin1Char('s'))}, {"message", QStringLiteral("m")}})),
             102);
    QCOMPARE(code(form({{"type", QStringLiteral("1")}, {"content", entryId}, {"subject", subject}, {"message", QStringLiteral("m")}})), 103);
    QCOMPARE(code(form({{"type", QStringLiteral("x")}, {"content", entryId}, {"subject", subject}, {"message", QStringLiteral("m")}})), 103);
    QCOMPARE(code(form({{"type", QStringLiteral("7")}, {"content", QStringLiteral("99999999")}, {"subject", subject}, {"message", QStringLiteral("m")}})), 103);
    QCOMPARE(
        code(form(
            {{"type", QStringLiteral("7")}, {"content", entryId}, {"parent", QStringLiteral("abc")}, {"subject", subject}, {"message", QStringLiteral("m")}})),
        103);
    // a parent that is on another entry
    const Tree other = get(QStringLiteral("knowledgebase/data?sortmode=high&pagesize=2"));
    const QString foreignComment = get(QStringLiteral("comments/data/7/%1/0").arg(other.items.at(1).value("id"))).items.first().value("id");
    QCOMPARE(code(form({{"type", QStringLiteral("7")},
                        {"content", other.items.at(0).value("id")},
                        {"parent", foreignComment},
                        {"subject", subject},
                        {"message", QStringLiteral("m")}})),
             103);
    // a topic named by a forum it is not in
    const Node topic = get(QStringLiteral("forum/topics/list?pagesize=1")).items.first();
    const QString wrongForum = QString::number(topic.value("forumid").toInt() % 5 + 1);
    QCOMPARE(
        code(form(
            {{"type", QStringLiteral("4")}, {"content", wrongForum}, {"content2", topic.value("id")}, {"subject", subject}, {"message", QStringLiteral("m")}})),
        103);
    // bad ids in the list's path
    for (const char *path :
         {"comments/data/7/abc/0", "comments/data/7/-1/0", "comments/data/7/1/x", "comments/data/99/1/0", "comments/data/7/99999999999999999999/0"}) {
        const Tree list = get(QString::fromLatin1(path));
        QCOMPARE(list.statusCode, 100);
        QCOMPARE(list.totalItems, 0);
    }
}

void OcsHelpTest::votes()
{
    const Tree list = get(QStringLiteral("knowledgebase/data?sortmode=high&pagesize=1"));
    const QString entryId = list.items.first().value("id");
    const QString commentId = get(QStringLiteral("comments/data/7/%1/0").arg(entryId)).items.first().value("id");
    const auto scoreOf = [&]() {
        const Tree answers = get(QStringLiteral("comments/data/7/%1/0").arg(entryId));
        return answers.items.first().value("score").toInt();
    };
    // three members vote: the score is their rounded mean, and a second vote replaces the first
    const QString a = otherMember(0);
    const QString b = otherMember(1);
    QCOMPARE(post(QStringLiteral("comments/vote/") + commentId, form({{"vote", QStringLiteral("100")}})).statusCode, 100);
    const int first = scoreOf();
    QCOMPARE(post(QStringLiteral("comments/vote/") + commentId, form({{"vote", QStringLiteral("0")}})).statusCode, 100);
    const int second = scoreOf();
    QVERIFY(second < first || first == 0);
    QCOMPARE(post(QStringLiteral("comments/vote/") + commentId, form({{"vote", QStringLiteral("0")}})).statusCode, 100);
    QCOMPARE(scoreOf(), second);
    // the reference server's field name
    QCOMPARE(post(QStringLiteral("comments/vote/") + commentId, form({{"score", QStringLiteral("100")}}), Credentials::of(a)).statusCode, 100);
    QCOMPARE(post(QStringLiteral("comments/vote/") + commentId, form({{"vote", QStringLiteral("100")}}), Credentials::of(b)).statusCode, 100);
    QVERIFY(scoreOf() >= second);

    QCOMPARE(post(QStringLiteral("comments/vote/") + commentId, form({{"vote", QStringLiteral("101")}})).statusCode, 102);
    QCOMPARE(post(QStringLiteral("comments/vote/") + commentId, form({{"vote", QStringLiteral("-1")}})).statusCode, 102);
    QCOMPARE(post(QStringLiteral("comments/vote/") + commentId, form({{"vote", QStringLiteral("fifty")}})).statusCode, 102);
    QCOMPARE(post(QStringLiteral("comments/vote/") + commentId, form({})).statusCode, 102);
    QCOMPARE(post(QStringLiteral("comments/vote/99999999"), form({{"vote", QStringLiteral("50")}})).statusCode, 101);
    QCOMPARE(post(QStringLiteral("comments/vote/abc"), form({{"vote", QStringLiteral("50")}})).statusCode, 101);
}

void OcsHelpTest::deepReplies()
{
    // a chain of 40 replies, each to the one before: nested 8 deep, the deeper ones beside the eighth, none lost
    const Tree asked =
        post(QStringLiteral("knowledgebase/data"), form({{"subject", QStringLiteral("Deep thread")}, {"message", QStringLiteral("Reply to me")}}));
    const QString entry = asked.items.first().value("id");
    QString parent;
    for (int i = 0; i < 40; ++i) {
        const Tree added = post(QStringLiteral("comments/add"),
                                form({{"type", QStringLiteral("7")},
                                      {"content", entry},
                                      {"parent", parent},
                                      {"subject", QStringLiteral("Re: Deep thread")},
                                      {"message", QStringLiteral("reply %1").arg(i)}}));
        QCOMPARE(added.statusCode, 100);
        parent = added.items.first().value("id");
    }
    const Tree thread = get(QStringLiteral("comments/data/7/%1/0").arg(entry));
    QCOMPARE(thread.totalItems, 1);
    QCOMPARE(thread.items.size(), 1);
    QCOMPARE(thread.items.first().count(), 40);
    int depth = 0;
    const Node *node = &thread.items.first();
    QStringList order;
    while (true) {
        order.append(node->value("text"));
        if (node->children.isEmpty()) {
            break;
        }
        ++depth;
        if (node->children.size() > 1) {
            // the eighth level: the rest of the chain beside it, in order
            for (const Node &rest : node->children) {
                order.append(rest.value("text"));
                QVERIFY(rest.children.isEmpty());
            }
            break;
        }
        node = &node->children.first();
    }
    QCOMPARE(depth, 8); // the top-level comment and 8 levels of replies below it (the client shows depths 0 to 8)
    QCOMPARE(order.size(), 40);
    for (int i = 0; i < 40; ++i) {
        QCOMPARE(order.at(i), QStringLiteral("reply %1").arg(i));
    }
}

void OcsHelpTest::forums()
{
    const Tree list = get(QStringLiteral("forum/list"));
    QCOMPARE(list.statusCode, 100);
    QCOMPARE(list.totalItems, 4);
    QCOMPARE(list.items.size(), 4);
    int topics = 0;
    int subForums = 0;
    for (const Node &forum : list.items) {
        QCOMPARE(forum.element, QStringLiteral("forum"));
        for (const char *name : {"id", "name", "description", "date", "icon", "childcount", "topics"}) {
            QVERIFY2(forum.fields.contains(QString::fromLatin1(name)), name);
        }
        QVERIFY(s_offsetDate.match(forum.value("date")).hasMatch());
        QCOMPARE(forum.value("childcount").toInt(), forum.children.size());
        topics += forum.value("topics").toInt();
        for (const Node &child : forum.children) {
            topics += child.value("topics").toInt();
            QVERIFY(child.children.isEmpty());
            ++subForums;
        }
    }
    QCOMPARE(subForums, 1);
    QCOMPARE(list.items.at(1).children.first().value("name"), QStringLiteral("Hardware"));
    QVERIFY(topics >= 60);
    // the spec's example spelling
    const Tree spelled = get(QStringLiteral("forums/data"));
    QCOMPARE(spelled.items.size(), 4);
    QCOMPARE(spelled.items.first().fields, list.items.first().fields);
    QCOMPARE(get(QStringLiteral("forum/list?pagesize=2&page=1")).items.first().value("id"), list.items.at(2).value("id"));
}

void OcsHelpTest::topics()
{
    const Tree forums = get(QStringLiteral("forum/list"));
    const Node forum = forums.items.at(0);
    const Tree list = get(QStringLiteral("forum/topics/list?forum=%1&pagesize=100").arg(forum.value("id")));
    QCOMPARE(list.statusCode, 100);
    QCOMPARE(list.totalItems, forum.value("topics").toInt());
    qint64 previous = std::numeric_limits<qint64>::max();
    for (const Node &topic : list.items) {
        QCOMPARE(topic.element, QStringLiteral("topic"));
        for (const char *name : {"id", "forumid", "forumId", "user", "changed", "date", "subject", "content", "comments"}) {
            QVERIFY2(topic.fields.contains(QString::fromLatin1(name)), name);
        }
        QCOMPARE(topic.value("forumid"), forum.value("id"));
        QCOMPARE(topic.value("forumId"), forum.value("id"));
        QCOMPARE(topic.value("date"), topic.value("changed"));
        QVERIFY(s_offsetDate.match(topic.value("date")).hasMatch());
        const qint64 changed = QDateTime::fromString(topic.value("changed"), Qt::ISODate).toSecsSinceEpoch();
        QVERIFY(changed <= previous);
        previous = changed;
    }
    // the singular path, Attica's empty arguments, forum[] repeated
    QCOMPARE(get(QStringLiteral("forum/topic/list?forum=%1&pagesize=100").arg(forum.value("id"))).totalItems, list.totalItems);
    QCOMPARE(get(QStringLiteral("forum/topics/list?forum=&search=&description=&pagesize=1")).totalItems,
             get(QStringLiteral("forum/topics/list?pagesize=1")).totalItems);
    const QString two = forums.items.at(2).value("id");
    QCOMPARE(get(QStringLiteral("forum/topics/list?forum[]=%1&forum[]=%2").arg(forum.value("id"), two)).totalItems,
             list.totalItems + forums.items.at(2).value("topics").toInt());
    QCOMPARE(get(QStringLiteral("forum/topics/list?forum=abc")).totalItems, 0);
    QCOMPARE(get(QStringLiteral("forum/topics/list?forum=99999")).totalItems, 0);
    // search and description (Attica's reading of the spec), at least three characters
    const Tree found = get(QStringLiteral("forum/topics/list?search=welcome&pagesize=100"));
    QVERIFY(found.totalItems >= 5);
    for (const Node &topic : found.items) {
        QVERIFY((topic.value("subject") + topic.value("content")).contains(QLatin1String("welcome"), Qt::CaseInsensitive));
    }
    QCOMPARE(get(QStringLiteral("forum/topics/list?description=welcome")).totalItems, found.totalItems);
    QCOMPARE(get(QStringLiteral("forum/topics/list?search=we")).totalItems, 0);
    const Tree alpha = get(QStringLiteral("forum/topics/list?sortmode=alpha&pagesize=100"));
    for (int i = 1; i < alpha.items.size(); ++i) {
        QVERIFY(alpha.items.at(i - 1).value("subject").compare(alpha.items.at(i).value("subject"), Qt::CaseInsensitive) <= 0);
    }
}

void OcsHelpTest::addTopic()
{
    const QString forum = get(QStringLiteral("forum/list")).items.at(3).value("id");
    const QString subject = QStringLiteral("A new topic %1").arg(QDateTime::currentMSecsSinceEpoch());
    const Form fields = form({{"subject", subject}, {"content", QStringLiteral("Line one\nLine two")}, {"forum", forum}});
    const Tree added = post(QStringLiteral("forum/topic/add"), fields);
    QCOMPARE(added.statusCode, 100);
    const QString id = added.items.first().value("id");
    QVERIFY(id.toLongLong() > 0);
    // repeats at either spelling are the same topic
    QCOMPARE(post(QStringLiteral("forum/topic/add"), fields).items.first().value("id"), id);
    QCOMPARE(post(QStringLiteral("forum/topics/add"), fields).items.first().value("id"), id);
    const Tree list = get(QStringLiteral("forum/topics/list?forum=%1&pagesize=1").arg(forum));
    QCOMPARE(list.items.first().value("id"), id);
    QCOMPARE(list.items.first().value("subject"), subject);
    QCOMPARE(list.items.first().value("content"), QStringLiteral("Line one\nLine two"));
    QCOMPARE(list.items.first().value("user"), QStringLiteral("demo"));
    // a reply moves the topic up and counts
    QCOMPARE(post(QStringLiteral("comments/add"),
                  form({{"type", QStringLiteral("4")},
                        {"content", id},
                        {"content2", QStringLiteral("0")},
                        {"subject", QStringLiteral("Re: ") + subject},
                        {"message", QStringLiteral("Reply")}}))
                 .statusCode,
             100);
    QCOMPARE(get(QStringLiteral("forum/topics/list?forum=%1&pagesize=1").arg(forum)).items.first().value("comments"), QStringLiteral("1"));

    const auto code = [this](const Form &form) {
        return post(QStringLiteral("forum/topic/add"), form).statusCode;
    };
    QCOMPARE(code(form({{"content", QStringLiteral("c")}, {"forum", forum}})), 101);
    QCOMPARE(code(form({{"subject", QStringLiteral("s")}, {"forum", forum}})), 101);
    QCOMPARE(code(form({{"subject", QStringLiteral("s")}, {"content", QStringLiteral("c")}})), 101);
    QCOMPARE(code(form({{"subject", QString(201, QLatin1Char('s'))}, {"content", QStringLiteral("c")}, {"forum", forum}})), 101);
    QCOMPARE(code(form({{"subject", QStringLiteral("s")}, {"content", QString(10001, QLatin1Char('c'))}, {"forum", forum}})), 101);
    QCOMPARE(code(form({{"subject", QStringLiteral("s")}, {"content", QStringLiteral("c")}, {"forum", QStringLiteral("99999")}})), 102);
    QCOMPARE(code(form({{"subject", QStringLiteral("s")}, {"content", QStringLiteral("c")}, {"forum", QStringLiteral("-1")}})), 102);
}

void OcsHelpTest::attributes()
{
    QCOMPARE(post(QStringLiteral("person/setattribute/global/pc"), form({{"value", QStringLiteral("  Lenovo   ThinkPad T14 Gen 3 ")}})).statusCode, 100);
    QCOMPARE(post(QStringLiteral("person/setattribute/Social.Desktop/theme"), form({{"value", QStringLiteral("dark")}})).statusCode, 100);
    Tree mine = get(QStringLiteral("person/attributes/demo"));
    QCOMPARE(mine.statusCode, 100);
    QCOMPARE(mine.totalItems, 2);
    QCOMPARE(mine.items.first().element, QStringLiteral("attribute"));
    QCOMPARE(mine.items.first().value("app"), QStringLiteral("global"));
    QCOMPARE(mine.items.first().value("key"), QStringLiteral("pc"));
    QCOMPARE(mine.items.first().value("value"), QStringLiteral("  Lenovo   ThinkPad T14 Gen 3 "));
    QVERIFY(s_offsetDate.match(mine.items.first().value("lastmodified")).hasMatch());
    QCOMPARE(mine.items.at(1).value("app"), QStringLiteral("social.desktop"));
    QCOMPARE(get(QStringLiteral("person/attributes/demo/global")).totalItems, 1);
    QCOMPARE(get(QStringLiteral("person/attributes/demo/global/pc")).items.first().value("key"), QStringLiteral("pc"));
    QCOMPARE(get(QStringLiteral("person/attributes/demo/global/none")).totalItems, 0);
    // another member reads them; the seeded members' own
    const QString other = otherMember(0);
    QCOMPARE(get(QStringLiteral("person/attributes/demo/global/pc"), Credentials::of(other)).totalItems, 1);
    QCOMPARE(get(QStringLiteral("person/attributes/nobody-by-this-name")).statusCode, 101);
    // a change replaces; a delete, also of what is not there, answers 100
    QCOMPARE(post(QStringLiteral("person/setattribute/social.desktop/theme"), form({{"value", QStringLiteral("light")}})).statusCode, 100);
    QCOMPARE(get(QStringLiteral("person/attributes/demo/social.desktop/theme")).items.first().value("value"), QStringLiteral("light"));
    QCOMPARE(post(QStringLiteral("person/deleteattribute/social.desktop/theme"), {}).statusCode, 100);
    QCOMPARE(post(QStringLiteral("person/deleteattribute/social.desktop/theme"), {}).statusCode, 100);
    QCOMPARE(get(QStringLiteral("person/attributes/demo")).totalItems, 1);
    // an empty value is a value
    QCOMPARE(post(QStringLiteral("person/setattribute/social.desktop/empty"), form({{"value", QString()}})).statusCode, 100);
    QCOMPARE(post(QStringLiteral("person/deleteattribute/social.desktop/empty"), {}).statusCode, 100);
}

void OcsHelpTest::attributesHostile()
{
    const QString member = otherMember(2);
    const Credentials them = Credentials::of(member);
    const auto set = [&](const QString &path, const QString &value) {
        return post(QStringLiteral("person/setattribute/") + path, form({{"value", value}}), them).statusCode;
    };
    QCOMPARE(set(QStringLiteral("bad%20app/key"), QStringLiteral("v")), 101);
    QCOMPARE(set(QStringLiteral("b%C3%A4d/key"), QStringLiteral("v")), 101);
    QCOMPARE(set(QStringLiteral("app/k;ey"), QStringLiteral("v")), 101);
    QCOMPARE(set(QString(65, QLatin1Char('a')) + QStringLiteral("/key"), QStringLiteral("v")), 101);
    QCOMPARE(set(QStringLiteral("app/") + QString(64, QLatin1Char('k')), QStringLiteral("v")), 100);
    QCOMPARE(set(QStringLiteral("app/long"), QString(1025, QLatin1Char('v'))), 101);
    QCOMPARE(set(QStringLiteral("app/long"), QString(1024, QLatin1Char('v'))), 100);
    // at most 100 a person; changing one of them is still allowed
    int stored = get(QStringLiteral("person/attributes/") + member, them).totalItems;
    for (int i = 0; stored < 100; ++i, ++stored) {
        QCOMPARE(set(QStringLiteral("many/k%1").arg(i), QStringLiteral("v")), 100);
    }
    QCOMPARE(set(QStringLiteral("many/one-too-many"), QStringLiteral("v")), 102);
    QCOMPARE(set(QStringLiteral("app/long"), QStringLiteral("short now")), 100);
    QCOMPARE(get(QStringLiteral("person/attributes/") + member, them).totalItems, 100);
    // a member's writes are their own: the path names no person, deleting touches only the caller's
    QCOMPARE(post(QStringLiteral("person/deleteattribute/app/long"), {}).statusCode, 100);
    QCOMPARE(get(QStringLiteral("person/attributes/%1/app/long").arg(member), them).totalItems, 1);
    QCOMPARE(post(QStringLiteral("person/setattribute/%1/app/long").arg(member), form({{"value", QStringLiteral("x")}})).statusCode, 999);
    for (int i = 0; i < 100; ++i) {
        post(QStringLiteral("person/deleteattribute/many/k%1").arg(i), {}, them);
    }
}

void OcsHelpTest::searchByAttribute()
{
    // the seeded members of one model find each other, whatever the value's case and white space
    const Tree all = get(QStringLiteral("person/data?attributeapp=global&attributekey=pc&pagesize=100"));
    QCOMPARE(all.statusCode, 100);
    QVERIFY(all.totalItems >= 5);
    const OcsDocument thinkpads =
        ocs(m_client.get(QStringLiteral("person/data?attributeapp=global&attributekey=pc&attributevalue=%20lenovo%20%20THINKPAD%20T14%20gen%203&pagesize=100"),
                         Credentials::demo()));
    OCS_VERIFY_OK(thinkpads);
    QVERIFY(thinkpads.personIds().contains(QStringLiteral("demo"))); // set in attributes()
    for (const QString &personId : thinkpads.personIds()) {
        const Tree theirs = get(QStringLiteral("person/attributes/%1/global/pc").arg(personId));
        QCOMPARE(theirs.items.first().value("value").simplified().toLower(), QStringLiteral("lenovo thinkpad t14 gen 3"));
    }
    // pc: a substring of the hardware attribute, three characters or more
    const OcsDocument byPc = ocs(m_client.get(QStringLiteral("person/data?pc=thinkpad&pagesize=100"), Credentials::demo()));
    QVERIFY(byPc.totalItems >= thinkpads.totalItems);
    QCOMPARE(ocs(m_client.get(QStringLiteral("person/data?pc=th"), Credentials::demo())).totalItems, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("person/data?pc=%25%25%25"), Credentials::demo())).totalItems, 0);
    // parts that break the rule, a value nobody has, and a value of 5,000 characters find nobody
    QCOMPARE(ocs(m_client.get(QStringLiteral("person/data?attributeapp=gl%20obal&attributekey=pc"), Credentials::demo())).totalItems, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("person/data?attributeapp=global&attributekey=pc&attributevalue=nothing"), Credentials::demo())).totalItems, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("person/data?attributevalue=") + QString(5000, QLatin1Char('v')), Credentials::demo())).totalItems, 0);
    // nearest first with a point and no distance
    const OcsDocument near =
        ocs(m_client.get(QStringLiteral("person/data?attributeapp=global&attributekey=pc&latitude=52.5&longitude=13.4&pagesize=100"), Credentials::demo()));
    OCS_VERIFY_OK(near);
    QVERIFY(near.totalItems > 0);
    QVERIFY(near.totalItems <= all.totalItems);
}

void OcsHelpTest::searchByAttributeNearestFirst()
{
    // Three members of one model: one far from the point, one near it, one who shares no position. With a point
    // and no distance the near one comes first, the far one next and the one without a position last (the point
    // orders, it does not filter); with a distance only those within it; without a point all three.
    const QString far = otherMember(3);
    const QString near = otherMember(4);
    const QString unplaced = otherMember(5);
    const QString model = QStringLiteral("Nearest Test Box 9000");
    const auto place = [&](const QString &member, const char *latitude, const char *longitude) {
        return post(QStringLiteral("person/self"),
                    form({{"latitude", QLatin1String(latitude)}, {"longitude", QLatin1String(longitude)}}),
                    Credentials::of(member))
            .statusCode;
    };
    for (const QString &member : {far, near, unplaced}) {
        QCOMPARE(post(QStringLiteral("person/setattribute/global/pc"), form({{"value", model}}), Credentials::of(member)).statusCode, 100);
    }
    QCOMPARE(place(far, "48.137", "11.575"), 100);
    QCOMPARE(place(near, "52.52", "13.40"), 100);
    QCOMPARE(post(QStringLiteral("person/self"), form({{"clearlocation", QStringLiteral("1")}}), Credentials::of(unplaced)).statusCode, 100);

    const QString byModel = QStringLiteral("person/data?attributeapp=global&attributekey=pc&attributevalue=nearest%20test%20box%209000&pagesize=50");
    const OcsDocument ordered = ocs(m_client.get(byModel + QStringLiteral("&latitude=52.5&longitude=13.4"), Credentials::demo()));
    OCS_VERIFY_OK(ordered);
    QCOMPARE(ordered.personIds(), QStringList({near, far, unplaced}));
    QCOMPARE(ordered.totalItems, 3);
    // seen from the south, the order turns round; the one without a position stays last
    QCOMPARE(ocs(m_client.get(byModel + QStringLiteral("&latitude=47.0&longitude=11.0"), Credentials::demo())).personIds(), QStringList({far, near, unplaced}));
    // a distance (in degrees) bounds the search: nobody without a position, nobody outside it
    QCOMPARE(ocs(m_client.get(byModel + QStringLiteral("&latitude=52.5&longitude=13.4&distance=1"), Credentials::demo())).personIds(), QStringList({near}));
    QStringList unordered = ocs(m_client.get(byModel, Credentials::demo())).personIds();
    unordered.sort();
    QStringList all{far, near, unplaced};
    all.sort();
    QCOMPARE(unordered, all);
    // hostile points order nothing and break nothing
    for (const char *point : {"&latitude=91&longitude=0", "&latitude=nan&longitude=inf", "&latitude=1e999&longitude=-1e999", "&latitude=&longitude="}) {
        const OcsDocument hostile = ocs(m_client.get(byModel + QLatin1String(point), Credentials::demo()));
        OCS_VERIFY_OK(hostile);
        QCOMPARE(hostile.totalItems, 3);
    }
    for (const QString &member : {far, near, unplaced}) {
        QCOMPARE(post(QStringLiteral("person/deleteattribute/global/pc"), {}, Credentials::of(member)).statusCode, 100);
    }
}

void OcsHelpTest::servicesSwitchedOff()
{
    QVERIFY(m_server.setServicesOff({QStringLiteral("knowledgebase"), QStringLiteral("comment"), QStringLiteral("forum")}));
    QCOMPARE(get(QStringLiteral("knowledgebase/data")).statusCode, 998);
    QCOMPARE(get(QStringLiteral("comments/data/7/1/0")).statusCode, 998);
    QCOMPARE(get(QStringLiteral("forum/list")).statusCode, 998);
    QCOMPARE(get(QStringLiteral("forums/data")).statusCode, 998);
    QVERIFY(m_server.setServicesOff({}));
    QCOMPARE(get(QStringLiteral("forum/list")).statusCode, 100);
}

void OcsHelpTest::membersOnly()
{
    for (const char *path :
         {"knowledgebase/data", "knowledgebase/data/1", "comments/data/7/1/0", "forum/list", "forum/topics/list", "person/attributes/demo"}) {
        const HttpReply reply = m_client.get(QString::fromLatin1(path));
        QCOMPARE(reply.status, 401);
        QVERIFY(!reply.header("WWW-Authenticate").isEmpty());
    }
}

QTEST_GUILESS_MAIN(OcsHelpTest)
#include "ocshelptest.moc"
