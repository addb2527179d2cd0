// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "adminrun.h"
#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "postgresqlserver.h"
#include "testhelpers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace TestHelpers;

namespace
{
const QString s_password = AdminRunner::password();

Form answer(const QString &entry, const QString &text)
{
    return {{QStringLiteral("type"), QStringLiteral("7")},
            {QStringLiteral("content"), entry},
            {QStringLiteral("subject"), QStringLiteral("Re: question")},
            {QStringLiteral("message"), text}};
}

QString idOf(const HttpReply &reply)
{
    const OcsDocument document = ocs(reply);
    return document.items.isEmpty() ? QString() : document.items.first().value(QStringLiteral("id"));
}

QStringList lines(const QByteArray &output)
{
    return QString::fromUtf8(output).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}
}

/**
 * socialdesktop-admin on a community kept in PostgreSQL (a server of the test's own, SOCIALDESKTOP_TEST_STORE), the
 * server running on it: create, delete leaving nothing of the person in any table (PostgreSQL's catalogue lists
 * them, so a table added later is looked at too), export and a pg_dump backup, private.
 */
class OcsAdminPostgreSqlTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    OcsClient m_client;
    PostgreSqlServer *m_postgres = nullptr;
    QString m_url;
    QString m_config;

    AdminRunner::Run admin(const QStringList &arguments, const QByteArray &input = {}) const
    {
        return AdminRunner::run(QStringList{QStringLiteral("--config"), m_config} + arguments, input);
    }

    bool create(const QString &login)
    {
        const AdminRunner::Run run = admin(AdminRunner::createArguments(login), s_password.toUtf8() + '\n');
        if (run.exitCode != 0) {
            qWarning() << run.err;
        }
        return run.exitCode == 0;
    }

    QByteArray query(const QString &sql) const
    {
        return m_postgres->query(m_url, sql).trimmed();
    }

    /** "table.column" for every column that refers to people (id), and people.id itself. */
    QStringList personColumns() const
    {
        QStringList columns =
            lines(query(QStringLiteral("SELECT referring.relname || '.' || a.attname FROM pg_constraint c"
                                       " JOIN pg_class referring ON referring.oid = c.conrelid"
                                       " JOIN pg_class referred ON referred.oid = c.confrelid"
                                       " JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)"
                                       " WHERE c.contype = 'f' AND referred.relname = 'people'")));
        columns.append(QStringLiteral("people.id"));
        return columns;
    }

    /** Where the person still is: a column holding their row, or any row of any table holding one of their words. */
    QStringList tracesOf(qint64 row, const QStringList &words) const
    {
        QStringList traces;
        const QStringList columns = personColumns();
        for (const QString &column : columns) {
            const QString table = column.section(QLatin1Char('.'), 0, 0);
            const QString name = column.section(QLatin1Char('.'), 1);
            const int count = query(QStringLiteral("SELECT count(*) FROM \"%1\" WHERE \"%2\" = %3").arg(table, name).arg(row)).toInt();
            if (count > 0) {
                traces.append(QStringLiteral("%1 (%2 rows)").arg(column).arg(count));
            }
        }
        const QStringList tables = lines(query(QStringLiteral("SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1")));
        for (const QString &table : tables) {
            const QString rows = QString::fromUtf8(query(QStringLiteral("SELECT t::text FROM \"%1\" t").arg(table)));
            for (const QString &word : words) {
                if (rows.contains(word, Qt::CaseInsensitive)) {
                    traces.append(table + QLatin1Char(':') + word);
                }
            }
        }
        return traces;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(OcsServerProcess::usesPostgreSql(), "run with SOCIALDESKTOP_TEST_STORE=postgresql (ctest does)");
        QVERIFY2(m_server.start(30), qPrintable(m_server.errorString()));
        m_client.setOrigin(m_server.origin());
        m_url = m_server.databaseUrl();
        QVERIFY(!m_url.isEmpty());
        QString error;
        m_postgres = PostgreSqlServer::shared(&error);
        QVERIFY2(m_postgres, qPrintable(error));
        m_config = m_server.filePath(QStringLiteral("server.conf"));
        QFile file(m_config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Database]\nUrl=" + m_url.toUtf8() + "\n");
    }

    void cleanupTestCase()
    {
        m_client.clearConnections();
        QVERIFY(m_server.stop());
    }

    void deleteLeavesNothing()
    {
        const QString login = QStringLiteral("zebedee8");
        QVERIFY(create(login));
        QVERIFY(create(QStringLiteral("anna8")));
        QVERIFY(create(QStringLiteral("bert8")));
        const Credentials zed{login, s_password};
        const Credentials anna{QStringLiteral("anna8"), s_password};
        const Credentials bert{QStringLiteral("bert8"), s_password};
        const Form hello{{QStringLiteral("message"), QStringLiteral("hello quux-8080")}};
        QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/invite/anna8"), hello, zed)), 100);
        QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/approve/zebedee8"), {}, anna)), 100);
        QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/invite/zebedee8"), hello, bert)), 100);
        QCOMPARE(statusOf(m_client.post(QStringLiteral("message/2"),
                                        {{QStringLiteral("to"), QStringLiteral("anna8")},
                                         {QStringLiteral("subject"), QStringLiteral("quux-8080")},
                                         {QStringLiteral("message"), QStringLiteral("from Z")}},
                                        zed)),
                 100);
        QCOMPARE(
            statusOf(m_client.post(
                QStringLiteral("message/2"),
                {{QStringLiteral("to"), login}, {QStringLiteral("subject"), QStringLiteral("to Z")}, {QStringLiteral("message"), QStringLiteral("quux-8080")}},
                bert)),
            100);
        QCOMPARE(statusOf(m_client.post(QStringLiteral("activity"), {{QStringLiteral("message"), QStringLiteral("status quux-8080")}}, zed)), 100);
        QCOMPARE(statusOf(m_client.post(QStringLiteral("person/self"),
                                        {{QStringLiteral("latitude"), QStringLiteral("47.5")},
                                         {QStringLiteral("longitude"), QStringLiteral("12.1")},
                                         {QStringLiteral("city"), QStringLiteral("Innsbruck")},
                                         {QStringLiteral("country"), QStringLiteral("AT")}},
                                        zed)),
                 100);
        // the help: a question anna answers, an answer of theirs on demo's question, a vote, a topic, an attribute
        const QString question =
            idOf(m_client.post(QStringLiteral("knowledgebase/data"),
                               {{QStringLiteral("subject"), QStringLiteral("quux-8080 question")}, {QStringLiteral("message"), QStringLiteral("why")}},
                               zed));
        QCOMPARE(statusOf(m_client.post(QStringLiteral("comments/add"), answer(question, QStringLiteral("anna answers")), anna)), 100);
        const QString demos = idOf(m_client.post(QStringLiteral("knowledgebase/data"),
                                                 {{QStringLiteral("subject"), QStringLiteral("demo asks")}, {QStringLiteral("message"), QStringLiteral("how")}},
                                                 Credentials::demo()));
        const QString theirAnswer = idOf(m_client.post(QStringLiteral("comments/add"), answer(demos, QStringLiteral("quux-8080 answer")), zed));
        const QString annasAnswer = idOf(m_client.post(QStringLiteral("comments/add"), answer(demos, QStringLiteral("anna's answer")), anna));
        QVERIFY(!theirAnswer.isEmpty() && !annasAnswer.isEmpty());
        QCOMPARE(statusOf(m_client.post(QStringLiteral("comments/vote/") + annasAnswer, {{QStringLiteral("vote"), QStringLiteral("0")}}, zed)), 100);
        const QString forum = QString::fromUtf8(query(QStringLiteral("SELECT min(id) FROM forums")));
        QCOMPARE(statusOf(m_client.post(QStringLiteral("forum/topic/add"),
                                        {{QStringLiteral("subject"), QStringLiteral("quux-8080 topic")},
                                         {QStringLiteral("content"), QStringLiteral("x")},
                                         {QStringLiteral("forum"), forum}},
                                        zed)),
                 100);
        QCOMPARE(statusOf(m_client.post(QStringLiteral("person/setattribute/global/pc"), {{QStringLiteral("value"), QStringLiteral("quux-8080 laptop")}}, zed)),
                 100);
        QCOMPARE(admin({QStringLiteral("disable"), login}).exitCode, 0);
        QCOMPARE(statusOf(m_client.post(QStringLiteral("person/check"), {{QStringLiteral("login"), login}, {QStringLiteral("password"), s_password}})), 102);
        QCOMPARE(admin({QStringLiteral("enable"), login}).exitCode, 0);
        QCOMPARE(admin({QStringLiteral("disable"), login}).exitCode, 0);

        const qint64 row = query(QStringLiteral("SELECT id FROM people WHERE personid = '%1'").arg(login)).toLongLong();
        QVERIFY(row > 0);
        const QStringList words{login, QStringLiteral("zebedee8@example.org"), QStringLiteral("quux-8080")};
        const QStringList before = tracesOf(row, words);
        // so that the check after the delete means something
        for (const QString &table : {QStringLiteral("friendships"),
                                     QStringLiteral("invitations"),
                                     QStringLiteral("messages"),
                                     QStringLiteral("activities"),
                                     QStringLiteral("registrations"),
                                     QStringLiteral("disabled"),
                                     QStringLiteral("kb_entries"),
                                     QStringLiteral("comments"),
                                     QStringLiteral("comment_votes"),
                                     QStringLiteral("forum_topics"),
                                     QStringLiteral("person_attributes"),
                                     QStringLiteral("people")}) {
            QVERIFY2(before.join(QLatin1Char(' ')).contains(table), qPrintable(table + QStringLiteral(": ") + before.join(QLatin1Char(' '))));
        }
        const qint64 people = query(QStringLiteral("SELECT count(*) FROM people")).toLongLong();

        const AdminRunner::Run run = admin({QStringLiteral("delete"), login, QStringLiteral("--yes")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains("deleted"), run.err.constData());
        const QStringList after = tracesOf(row, words);
        QVERIFY2(after.isEmpty(), qPrintable(after.join(QLatin1Char('\n'))));
        QCOMPARE(query(QStringLiteral("SELECT count(*) FROM people")).toLongLong(), people - 1);
        // the others go on; their vote left anna's score
        QCOMPARE(query(QStringLiteral("SELECT votes || '/' || score_sum FROM comments WHERE id = %1").arg(annasAnswer)), QByteArray("0/0"));
        QCOMPARE(ocs(m_client.get(QStringLiteral("comments/data/7/%1/0").arg(demos), anna)).totalItems, 1);
        QCOMPARE(ocs(m_client.get(QStringLiteral("friend/data/anna8"), anna)).totalItems, 0);
        QCOMPARE(statusOf(m_client.post(QStringLiteral("person/check"),
                                        {{QStringLiteral("login"), QStringLiteral("bert8")}, {QStringLiteral("password"), s_password}})),
                 100);
    }

    void moderation()
    {
        // docs/help.md, "Moderation": one of each kind hidden, shown again and removed, read through the API
        const Credentials demo = Credentials::demo();
        QVERIFY(create(QStringLiteral("moder8")));
        const Credentials them{QStringLiteral("moder8"), s_password};
        const AdminRunner::Run forum = admin({QStringLiteral("add-forum"), QStringLiteral("Moderated")});
        QCOMPARE(forum.exitCode, 0);
        const QString forumId = QString::fromUtf8(forum.err).section(QStringLiteral("made forum "), 1).section(QLatin1Char(' '), 0, 0);
        QCOMPARE(admin({QStringLiteral("add-category"), QStringLiteral("Moderated")}).exitCode, 0);
        const QString entry = idOf(m_client.post(QStringLiteral("knowledgebase/data"),
                                                 {{QStringLiteral("subject"), QStringLiteral("hide me")}, {QStringLiteral("message"), QStringLiteral("x")}},
                                                 them));
        const QString comment = idOf(m_client.post(QStringLiteral("comments/add"), answer(entry, QStringLiteral("an answer")), demo));
        const QString topic = idOf(m_client.post(
            QStringLiteral("forum/topic/add"),
            {{QStringLiteral("subject"), QStringLiteral("hide me")}, {QStringLiteral("content"), QStringLiteral("x")}, {QStringLiteral("forum"), forumId}},
            them));
        QVERIFY(!entry.isEmpty() && !comment.isEmpty() && !topic.isEmpty());
        QVERIFY(admin({QStringLiteral("list-posts"), QStringLiteral("--by"), QStringLiteral("moder8")}).out.contains("topic\t" + topic.toUtf8()));

        QCOMPARE(admin({QStringLiteral("hide"), QStringLiteral("entry"), entry}).exitCode, 0);
        QCOMPARE(admin({QStringLiteral("hide"), QStringLiteral("comment"), comment}).exitCode, 0);
        QCOMPARE(admin({QStringLiteral("hide"), QStringLiteral("topic"), topic}).exitCode, 0);
        QCOMPARE(statusOf(m_client.get(QStringLiteral("knowledgebase/data/") + entry, demo)), 101);
        QCOMPARE(statusOf(m_client.get(QStringLiteral("knowledgebase/data/") + entry, them)), 100);
        QCOMPARE(ocs(m_client.get(QStringLiteral("comments/data/7/%1/0").arg(entry), them)).totalItems, 0);
        QCOMPARE(ocs(m_client.get(QStringLiteral("forum/topics/list?forum=") + forumId, demo)).totalItems, 0);
        QCOMPARE(ocs(m_client.get(QStringLiteral("forum/topics/list?forum=") + forumId, them)).totalItems, 1);
        for (const char *kind : {"entry", "comment", "topic"}) {
            QCOMPARE(admin({QStringLiteral("unhide"),
                            QString::fromLatin1(kind),
                            QString::fromLatin1(kind) == QLatin1String("entry")         ? entry
                                : QString::fromLatin1(kind) == QLatin1String("comment") ? comment
                                                                                        : topic})
                         .exitCode,
                     0);
        }
        QCOMPARE(statusOf(m_client.get(QStringLiteral("knowledgebase/data/") + entry, demo)), 100);
        QCOMPARE(ocs(m_client.get(QStringLiteral("comments/data/7/%1/0").arg(entry), them)).totalItems, 1);

        QCOMPARE(admin({QStringLiteral("remove"), QStringLiteral("comment"), comment, QStringLiteral("--yes")}).exitCode, 0);
        QCOMPARE(ocs(m_client.get(QStringLiteral("comments/data/7/%1/0").arg(entry), them)).totalItems, 0);
        QCOMPARE(admin({QStringLiteral("remove"), QStringLiteral("entry"), entry, QStringLiteral("--yes")}).exitCode, 0);
        QCOMPARE(statusOf(m_client.get(QStringLiteral("knowledgebase/data/") + entry, them)), 101);
        QCOMPARE(admin({QStringLiteral("remove-forum"), forumId, QStringLiteral("--yes")}).exitCode, 0);
        QCOMPARE(query(QStringLiteral("SELECT count(*) FROM forum_topics WHERE id = %1").arg(topic)), QByteArray("0"));
        QCOMPARE(admin({QStringLiteral("remove"), QStringLiteral("topic"), topic, QStringLiteral("--yes")}).exitCode, 1);
    }

    void exportAndBackup()
    {
        const AdminRunner::Run exported = admin({QStringLiteral("export"), QStringLiteral("demo")});
        QCOMPARE(exported.exitCode, 0);
        const QJsonObject document = QJsonDocument::fromJson(exported.out).object();
        QCOMPARE(document.value(QStringLiteral("login")).toString(), QStringLiteral("demo"));
        QVERIFY(!document.value(QStringLiteral("profile")).toObject().isEmpty());
        QVERIFY(!document.value(QStringLiteral("profile")).toObject().contains(QStringLiteral("passwordhash")));

        const QString backup = m_server.filePath(QStringLiteral("backup.dump"));
        const AdminRunner::Run run = admin({QStringLiteral("backup"), backup});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QFile file(backup);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "PGDMP"); // pg_dump's custom format
        QCOMPARE(AdminRunner::modeOf(backup), 0600);
    }
};

QTEST_GUILESS_MAIN(OcsAdminPostgreSqlTest)
#include "ocsadminpostgresqltest.moc"
