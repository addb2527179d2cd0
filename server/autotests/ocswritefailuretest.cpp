// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "postgresqlserver.h"
#include "testhelpers.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>
#include <unistd.h>

using namespace TestHelpers;

namespace
{
const QStringList s_noLimits{QStringLiteral("--signup-limit"),   QStringLiteral("off"), QStringLiteral("--signup-total-limit"),     QStringLiteral("off"),
                             QStringLiteral("--message-limit"),  QStringLiteral("off"), QStringLiteral("--message-account-limit"),  QStringLiteral("off"),
                             QStringLiteral("--question-limit"), QStringLiteral("off"), QStringLiteral("--question-account-limit"), QStringLiteral("off"),
                             QStringLiteral("--answer-limit"),   QStringLiteral("off"), QStringLiteral("--answer-account-limit"),   QStringLiteral("off"),
                             QStringLiteral("--profile-limit"),  QStringLiteral("off"), QStringLiteral("--profile-account-limit"),  QStringLiteral("off")};

/** The first value of @p sql on a SQLite file, or "error: …". */
QByteArray sqlite(const QString &path, const QByteArray &sql)
{
    sqlite3 *db = nullptr;
    QByteArray result;
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
        sqlite3_busy_timeout(db, 10000);
        sqlite3_stmt *statement = nullptr;
        if (sqlite3_prepare_v2(db, sql.constData(), -1, &statement, nullptr) == SQLITE_OK && sqlite3_step(statement) == SQLITE_ROW) {
            result = QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(statement, 0)));
        } else {
            result = QByteArray("error: ") + sqlite3_errmsg(db);
        }
        sqlite3_finalize(statement);
    }
    sqlite3_close(db);
    return result;
}

/** The first value of @p sql on the server's database, whichever store it is. */
QByteArray query(const OcsServerProcess &server, const QString &sqliteFile, const QByteArray &sql)
{
    if (!OcsServerProcess::usesPostgreSql()) {
        return sqlite(sqliteFile, sql);
    }
    QString error;
    PostgreSqlServer *postgres = PostgreSqlServer::shared(&error);
    return postgres ? postgres->query(server.databaseUrl(), QString::fromUtf8(sql)).trimmed() : QByteArray("error: ") + error.toUtf8();
}

bool run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    return process.waitForFinished(30000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

/** One write and how it was answered. */
struct Attempt {
    QString what;
    int httpStatus = 0;
    int ocsStatus = -1;
    QByteArray retryAfter;
    qint64 milliseconds = 0;
    QByteArray storedSql; // a count of what the write stored: 0 if nothing
    int storedWhenTaken = 1;
    QByteArray storedNow; // that count read right after the write, when a later write would change it
};

/**
 * A message, an activity, a person/self edit and the location cleared, a sign-up and the help's writes, each marked
 * with @p tag, on the server's database (@p sqliteFile on SQLite).
 */
QVector<Attempt>
writeEach(OcsClient &client, const QString &recipient, const QString &tag, const OcsServerProcess &server, const QString &sqliteFile, int bodyBytes = 100)
{
    QVector<Attempt> attempts;
    const auto attempt = [&](const QString &what, const QString &path, const Form &form, const Credentials &credentials, const QByteArray &sql, int stored) {
        QElapsedTimer timer;
        timer.start();
        const HttpReply reply = client.post(path, form, credentials);
        attempts.append(Attempt{what, reply.status, statusOf(reply), reply.header("Retry-After"), timer.elapsed(), sql, stored});
    };
    const QString body = QString(bodyBytes, QLatin1Char('x'));
    const QByteArray quoted = "'" + tag.toUtf8() + "'";
    attempt(QStringLiteral("message"),
            QStringLiteral("message/2"),
            {{QStringLiteral("to"), recipient}, {QStringLiteral("subject"), tag}, {QStringLiteral("message"), body}},
            Credentials::demo(),
            "SELECT COUNT(*) FROM messages WHERE subject = " + quoted,
            2);
    attempt(QStringLiteral("activity"),
            QStringLiteral("activity"),
            {{QStringLiteral("message"), tag + QLatin1Char(' ') + body.left(1900)}},
            Credentials::demo(),
            "SELECT COUNT(*) FROM activities WHERE message LIKE " + quoted.chopped(1) + " %'",
            1);
    attempt(QStringLiteral("person/self"),
            QStringLiteral("person/self"),
            {{QStringLiteral("city"), tag}},
            Credentials::demo(),
            "SELECT COUNT(*) FROM people WHERE city = " + quoted,
            1);
    // read at once: clearing the location below empties the city
    attempts.last().storedNow = query(server, sqliteFile, attempts.last().storedSql);
    // clearing the location (PeopleStore::clearLocation's checked UPDATE): taken when it turned the city just set
    // into nothing; when the city edit was refused too and the location was already clear, only the answer tells
    const QByteArray cleared = "SELECT COUNT(*) FROM people WHERE personid = 'demo' AND city = '' AND latitude IS NULL";
    const QByteArray before = query(server, sqliteFile, cleared);
    attempt(QStringLiteral("person/self clearlocation"),
            QStringLiteral("person/self"),
            {{QStringLiteral("clearlocation"), QStringLiteral("1")}},
            Credentials::demo(),
            cleared,
            1);
    const QByteArray after = query(server, sqliteFile, cleared);
    attempts.last().storedNow = before == "0" ? after : QByteArray(attempts.last().ocsStatus == 100 ? "1" : "0");
    attempt(QStringLiteral("sign-up"),
            QStringLiteral("person/add"),
            {{QStringLiteral("login"), tag},
             {QStringLiteral("password"), QStringLiteral("long-enough-42")},
             {QStringLiteral("firstname"), QStringLiteral("Ada")},
             {QStringLiteral("lastname"), QStringLiteral("Lovelace")},
             {QStringLiteral("email"), tag + QStringLiteral("@example.org")}},
            Credentials(),
            "SELECT COUNT(*) FROM people WHERE personid = " + quoted,
            1);
    // the help (docs/help.md): a question, an answer on the first seeded one, a topic, an attribute
    const QString text = tag + QLatin1Char(' ') + body.left(9000);
    attempt(QStringLiteral("question"),
            QStringLiteral("knowledgebase/data"),
            {{QStringLiteral("subject"), tag}, {QStringLiteral("message"), text}},
            Credentials::demo(),
            "SELECT COUNT(*) FROM kb_entries WHERE name = " + quoted,
            1);
    attempt(QStringLiteral("comment"),
            QStringLiteral("comments/add"),
            {{QStringLiteral("type"), QStringLiteral("7")},
             {QStringLiteral("content"), QStringLiteral("1")},
             {QStringLiteral("subject"), tag},
             {QStringLiteral("message"), text}},
            Credentials::demo(),
            "SELECT COUNT(*) FROM comments WHERE subject = " + quoted,
            1);
    attempt(QStringLiteral("topic"),
            QStringLiteral("forum/topic/add"),
            {{QStringLiteral("subject"), tag}, {QStringLiteral("content"), text}, {QStringLiteral("forum"), QStringLiteral("1")}},
            Credentials::demo(),
            "SELECT COUNT(*) FROM forum_topics WHERE subject = " + quoted,
            1);
    attempt(QStringLiteral("attribute"),
            QStringLiteral("person/setattribute/test/writefailure"),
            {{QStringLiteral("value"), tag}},
            Credentials::demo(),
            "SELECT COUNT(*) FROM person_attributes WHERE value = " + quoted,
            1);
    return attempts;
}
}

/**
 * Writes the database does not take are never answered 100 (issue 27, item 1): with the disk full, the database
 * read-only and another connection holding the write lock, each of message, activity, person/self (an edit, the location
 * cleared), sign-up and the
 * help's question, comment, topic and attribute (issue 31) is
 * answered either 100 and really stored, or HTTP 503 with Retry-After and OCS 996 and not stored at all; a sign-up is
 * never answered "login taken" for a login nobody has. On the store of the run (SQLite, or PostgreSQL in the
 * -postgresql run).
 */
class OcsWriteFailureTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void heldWriteLock();
    void readOnlyDatabase();
    void fullDisk();

private:
    void fullDiskPostgreSql();
    /** Checks every attempt against what the database holds; returns how many were refused. */
    int verifyTruth(const QVector<Attempt> &attempts, const OcsServerProcess &server, const QString &sqliteFile, QString *problem);
    QString recipientOf(OcsServerProcess &server);
};

int OcsWriteFailureTest::verifyTruth(const QVector<Attempt> &attempts, const OcsServerProcess &server, const QString &sqliteFile, QString *problem)
{
    int refused = 0;
    for (const Attempt &attempt : attempts) {
        const QByteArray stored = attempt.storedNow.isEmpty() ? query(server, sqliteFile, attempt.storedSql) : attempt.storedNow;
        const QString where =
            QStringLiteral("%1: HTTP %2, OCS %3, stored %4").arg(attempt.what).arg(attempt.httpStatus).arg(attempt.ocsStatus).arg(QString::fromUtf8(stored));
        if (attempt.ocsStatus == 100) {
            if (stored.toInt() != attempt.storedWhenTaken) {
                *problem += QStringLiteral("answered 100 but not stored: ") + where + QLatin1Char('\n');
            }
            continue;
        }
        ++refused;
        if (stored != "0") {
            *problem += QStringLiteral("refused but stored: ") + where + QLatin1Char('\n');
        }
        if (attempt.httpStatus != 503 || attempt.ocsStatus != 996 || attempt.retryAfter.toInt() <= 0) {
            *problem += QStringLiteral("not HTTP 503, OCS 996 with Retry-After: ") + where + QLatin1Char('\n');
        }
    }
    return refused;
}

QString OcsWriteFailureTest::recipientOf(OcsServerProcess &server)
{
    OcsClient client(server.origin());
    const QStringList friends = ocs(client.get(QStringLiteral("friend/data/demo"), Credentials::demo())).personIds();
    return friends.isEmpty() ? QString() : friends.constFirst();
}

void OcsWriteFailureTest::heldWriteLock()
{
    OcsServerProcess server;
    QVERIFY2(server.start(30, s_noLimits), qPrintable(server.errorString()));
    const QString file = server.filePath(QStringLiteral("community.sqlite"));
    const QString recipient = recipientOf(server);
    QVERIFY(!recipient.isEmpty());
    OcsClient client(server.origin());

    // another process holds the write lock, as a long socialdesktop-admin backup or a psql session would
    sqlite3 *holder = nullptr;
    QProcess psql;
    auto release = qScopeGuard([&] {
        if (holder) {
            sqlite3_exec(holder, "ROLLBACK", nullptr, nullptr, nullptr);
            sqlite3_close(holder);
            holder = nullptr;
        }
        if (psql.state() != QProcess::NotRunning) {
            psql.write("ROLLBACK;\n\\q\n");
            psql.closeWriteChannel();
            psql.waitForFinished(10000);
        }
    });
    if (OcsServerProcess::usesPostgreSql()) {
        psql.setProcessChannelMode(QProcess::MergedChannels);
        psql.start(QStandardPaths::findExecutable(QStringLiteral("psql")), {QStringLiteral("-X"), QStringLiteral("-q"), server.databaseUrl()});
        QVERIFY(psql.waitForStarted(10000));
        // writes wait, reads (signing in) go on
        psql.write("BEGIN; LOCK TABLE messages, activities, people, registrations IN EXCLUSIVE MODE;\n\\echo locked\n");
        QByteArray output;
        QTRY_VERIFY_WITH_TIMEOUT((output += psql.readAll()).contains("locked"), 20000);
    } else {
        QCOMPARE(sqlite3_open(QFile::encodeName(file).constData(), &holder), SQLITE_OK);
        QCOMPARE(sqlite3_exec(holder, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
    }

    const QVector<Attempt> attempts = writeEach(client, recipient, QStringLiteral("locked1"), server, file);
    release.dismiss();
    if (holder) {
        QCOMPARE(sqlite3_exec(holder, "ROLLBACK", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(holder);
    } else {
        psql.write("ROLLBACK;\n\\q\n");
        psql.closeWriteChannel();
        QVERIFY(psql.waitForFinished(10000));
    }
    // every one waited the busy (lock) timeout of 5 s and then gave up: none hung, none was taken
    for (const Attempt &attempt : attempts) {
        QVERIFY2(attempt.milliseconds >= 4500 && attempt.milliseconds < 15000,
                 qPrintable(QStringLiteral("%1: %2 ms").arg(attempt.what).arg(attempt.milliseconds)));
    }
    QString problem;
    QCOMPARE(verifyTruth(attempts, server, file, &problem), attempts.size());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    // the lock gone, the same writes are taken, and a sign-up of a new login is not "login taken"
    const QVector<Attempt> after = writeEach(client, recipient, QStringLiteral("locked1"), server, file);
    QCOMPARE(verifyTruth(after, server, file, &problem), 0);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void OcsWriteFailureTest::readOnlyDatabase()
{
    OcsServerProcess server;
    QVERIFY2(server.start(30, s_noLimits), qPrintable(server.errorString()));
    const QString recipient = recipientOf(server);
    QVERIFY(!recipient.isEmpty());

    if (OcsServerProcess::usesPostgreSql()) {
        // the database turned read-only under the running server: its sessions end and come back read-only
        QString error;
        PostgreSqlServer *postgres = PostgreSqlServer::shared(&error);
        QVERIFY2(postgres, qPrintable(error));
        const QString name = QUrl(server.databaseUrl()).path().mid(1);
        QVERIFY(!name.isEmpty());
        postgres->query(server.databaseUrl(), QStringLiteral("ALTER DATABASE \"%1\" SET default_transaction_read_only = on").arg(name));
        postgres->query(server.databaseUrl(),
                        QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '%1' AND pid <> pg_backend_pid()").arg(name));
        OcsClient client(server.origin());
        // the requests that find their session ended fail once and bring it back (read-only now)
        int good = 0;
        for (int i = 0; i < 40 && good < 5; ++i) {
            good = client.get(QStringLiteral("person/self"), Credentials::demo()).status == 200 ? good + 1 : 0;
        }
        QCOMPARE(good, 5);
        QVector<Attempt> attempts;
        for (int round = 0; round < 2; ++round) {
            attempts += writeEach(client, recipient, QStringLiteral("readonly%1").arg(round), server, QString());
        }
        postgres->query(server.databaseUrl(), QStringLiteral("ALTER DATABASE \"%1\" SET default_transaction_read_only = off").arg(name));
        QString problem;
        QCOMPARE(verifyTruth(attempts, server, QString(), &problem), attempts.size());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        return;
    }

    // SQLite: the file on a read-only mount (root ignores a file's mode, not a read-only mount)
    QVERIFY(server.stop());
    QTemporaryDir base(QStringLiteral("/tmp/sdro-XXXXXX"));
    const QString readOnly = base.path() + QStringLiteral("/ro");
    QVERIFY(QDir().mkpath(readOnly));
    if (!run(QStringLiteral("mount"), {QStringLiteral("--bind"), server.filePath(QString()), readOnly})) {
        QSKIP("mount is not permitted here (the test needs root)");
    }
    auto unmount = qScopeGuard([&] {
        run(QStringLiteral("umount"), {QStringLiteral("-l"), readOnly});
    });
    QVERIFY(run(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("remount,bind,ro"), readOnly}));
    const QString file = readOnly + QStringLiteral("/community.sqlite");

    QProcess process;
    QString line;
    QString error;
    const int port = OcsServerProcess::launch(&process,
                                              OcsServerProcess::binary(),
                                              QStringList{QStringLiteral("--db"), file} + s_noLimits,
                                              base.path() + QStringLiteral("/port"),
                                              &line,
                                              &error);
    if (port == 0) {
        // SQLite opens a file it cannot write read-only, and the server refuses to serve it (exit 1, the database
        // named): nothing is acknowledged at all
        QVERIFY(process.state() == QProcess::NotRunning || process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(error.contains(QLatin1String("cannot open database")), qPrintable(error));
        return;
    }
    OcsClient client(QStringLiteral("http://127.0.0.1:%1").arg(port));
    const QVector<Attempt> attempts = writeEach(client, recipient, QStringLiteral("readonly1"), server, file);
    client.clearConnections();
    process.terminate();
    QVERIFY(process.waitForFinished(10000));
    QString problem;
    QCOMPARE(verifyTruth(attempts, server, file, &problem), attempts.size());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void OcsWriteFailureTest::fullDisk()
{
    if (OcsServerProcess::usesPostgreSql()) {
        fullDiskPostgreSql();
        return;
    }
    OcsServerProcess server;
    const QString folder = server.filePath(QString());
    // a small disk of its own under the server's folder: its database, port file and request log
    if (!run(QStringLiteral("mount"),
             {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=6m,mode=0700"), QStringLiteral("tmpfs"), folder})) {
        QSKIP("mount is not permitted here (the test needs root)");
    }
    auto unmount = qScopeGuard([&] {
        server.stop();
        run(QStringLiteral("umount"), {QStringLiteral("-l"), folder});
    });
    QVERIFY2(server.start(30, s_noLimits), qPrintable(server.errorString()));
    const QString file = server.filePath(QStringLiteral("community.sqlite"));
    const QString recipient = recipientOf(server);
    QVERIFY(!recipient.isEmpty());
    OcsClient client(server.origin());

    // fill the disk
    QFile filler(server.filePath(QStringLiteral("filler")));
    QVERIFY(filler.open(QIODevice::WriteOnly));
    const QByteArray block(64 * 1024, 'f');
    while (filler.write(block) == block.size() && filler.flush()) { }
    filler.close();

    QVector<Attempt> attempts;
    int refused = 0;
    QString problem;
    // each round checked at once: a later person/self edit overwrites an earlier one
    for (int round = 0; round < 12 && refused < 8; ++round) {
        const QVector<Attempt> these = writeEach(client, recipient, QStringLiteral("full%1").arg(round), server, file, 20000);
        refused += verifyTruth(these, server, file, &problem);
        attempts += these;
    }
    QVERIFY(filler.remove());
    QVERIFY2(refused > 0, "the full disk refused nothing: the test proves nothing");
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    qInfo() << attempts.size() << "writes on a full disk," << refused << "refused, the others stored";
}

void OcsWriteFailureTest::fullDiskPostgreSql()
{
    // the tables on a tablespace of their own, on a small disk (PostgreSQL's own files and its log stay where they are)
    OcsServerProcess server;
    QVERIFY2(server.start(30, s_noLimits), qPrintable(server.errorString()));
    const QString recipient = recipientOf(server);
    QVERIFY(!recipient.isEmpty());
    QString error;
    PostgreSqlServer *postgres = PostgreSqlServer::shared(&error);
    QVERIFY2(postgres, qPrintable(error));

    QTemporaryDir base(QStringLiteral("/tmp/sdfull-XXXXXX"));
    const QString disk = base.path() + QStringLiteral("/disk");
    QVERIFY(QDir().mkpath(disk));
    if (!run(QStringLiteral("mount"),
             {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=8m,mode=0700"), QStringLiteral("tmpfs"), disk})) {
        QSKIP("mount is not permitted here (the test needs root)");
    }
    auto unmount = qScopeGuard([&] {
        server.stop();
        run(QStringLiteral("umount"), {QStringLiteral("-l"), disk});
    });
    // the cluster belongs to "postgres" when the tests run as root (PostgreSqlServer)
    if (::geteuid() == 0) {
        QVERIFY(run(QStringLiteral("chown"), {QStringLiteral("postgres:postgres"), disk}));
        QVERIFY(run(QStringLiteral("chmod"), {QStringLiteral("0755"), base.path()}));
    }
    const QString url = server.databaseUrl();
    const QString space = QStringLiteral("sdfull") + QString::number(QCoreApplication::applicationPid());
    postgres->query(url, QStringLiteral("CREATE TABLESPACE %1 LOCATION '%2'").arg(space, disk));
    QVERIFY(!postgres->query(url, QStringLiteral("SELECT spcname FROM pg_tablespace WHERE spcname = '%1'").arg(space)).isEmpty());
    QVERIFY(!postgres->query(url, QStringLiteral("ALTER TABLE ALL IN TABLESPACE pg_default SET TABLESPACE %1; SELECT 'moved'").arg(space)).isEmpty());
    QVERIFY(!postgres->query(url, QStringLiteral("ALTER INDEX ALL IN TABLESPACE pg_default SET TABLESPACE %1; SELECT 'moved'").arg(space)).isEmpty());

    QFile filler(disk + QStringLiteral("/filler"));
    QVERIFY(filler.open(QIODevice::WriteOnly));
    const QByteArray block(64 * 1024, 'f');
    while (filler.write(block) == block.size() && filler.flush()) { }
    filler.close();

    OcsClient client(server.origin());
    QVector<Attempt> attempts;
    int refused = 0;
    QString problem;
    // each round checked at once: a later person/self edit overwrites an earlier one
    for (int round = 0; round < 30 && refused < 8; ++round) {
        const QVector<Attempt> these = writeEach(client, recipient, QStringLiteral("full%1").arg(round), server, QString(), 20000);
        refused += verifyTruth(these, server, QString(), &problem);
        attempts += these;
    }
    QVERIFY(filler.remove());
    QVERIFY2(refused > 0, "the full disk refused nothing: the test proves nothing");
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    qInfo() << attempts.size() << "writes on a full disk (PostgreSQL)," << refused << "refused, the others stored";
    // the tables back where they were, so that the tablespace can go with the disk
    postgres->query(url, QStringLiteral("ALTER TABLE ALL IN TABLESPACE %1 SET TABLESPACE pg_default; SELECT 1").arg(space));
    postgres->query(url, QStringLiteral("ALTER INDEX ALL IN TABLESPACE %1 SET TABLESPACE pg_default; SELECT 1").arg(space));
    postgres->query(url, QStringLiteral("DROP TABLESPACE %1").arg(space));
}

QTEST_GUILESS_MAIN(OcsWriteFailureTest)
#include "ocswritefailuretest.moc"
