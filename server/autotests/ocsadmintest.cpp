// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "adminrun.h"
#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "pseudoterminal.h"
#include "sqlitefile.h"
#include "testhelpers.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <sys/stat.h>

using namespace TestHelpers;

namespace
{
using AdminRun = AdminRunner::Run;
using AdminRunner::modeOf;

const QString s_password = AdminRunner::password();

Form location(double latitude, double longitude)
{
    return Form{{QStringLiteral("latitude"), QString::number(latitude)},
                {QStringLiteral("longitude"), QString::number(longitude)},
                {QStringLiteral("city"), QStringLiteral("Innsbruck")},
                {QStringLiteral("country"), QStringLiteral("AT")}};
}

Form message(const QString &to, const QString &subject)
{
    return Form{{QStringLiteral("to"), to}, {QStringLiteral("subject"), subject}, {QStringLiteral("message"), subject + QStringLiteral(" (body)")}};
}

/** The columns of table that hold a person's row: those that refer to people (id), and people's own id. */
QStringList personColumns(SqliteFile &db, const QString &table)
{
    QStringList columns = db.personColumns(table);
    if (table == QLatin1String("people")) {
        columns.append(QStringLiteral("id"));
    }
    return columns;
}

/** The columns of values that name the person: by their row, or with text holding one of words. */
QStringList namingColumns(const QStringList &personColumns, const SqliteFile::Row &values, qint64 row, const QStringList &words)
{
    QStringList naming;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const bool byRow = personColumns.contains(it.key()) && it.value().toLongLong() == row;
        const bool byText = it.value().userType() == QMetaType::QString && std::any_of(words.cbegin(), words.cend(), [&it](const QString &word) {
                                return it.value().toString().contains(word, Qt::CaseInsensitive);
                            });
        if (byRow || byText) {
            naming.append(it.key());
        }
    }
    return naming;
}

/** Every row of every table as text, sorted, but those that name the person: what "nothing else changed" compares. */
QStringList otherRows(SqliteFile &db, qint64 row, const QStringList &words)
{
    QStringList rows;
    for (const QString &table : db.tables()) {
        // the storage of the text indexes of people (their own tables): indexes, which a delete changes
        if (table.startsWith(QLatin1String("people_text_")) || table.startsWith(QLatin1String("people_words_"))
            || table.startsWith(QLatin1String("people_about_"))
            // and people_about itself: the free text of people's rows read through the index (content='people'),
            // without the row's id, so a deleted person's empty texts look like anybody's
            || table == QLatin1String("people_about")) {
            continue;
        }
        const QStringList columns = personColumns(db, table);
        for (const SqliteFile::Row &values : db.rows(QStringLiteral("SELECT * FROM \"%1\"").arg(table))) {
            if (!namingColumns(columns, values, row, words).isEmpty()) {
                continue;
            }
            QStringList cells;
            for (auto it = values.cbegin(); it != values.cend(); ++it) {
                cells.append(it.key() + QLatin1Char('=') + it.value().toString());
            }
            rows.append(table + QLatin1Char(':') + cells.join(QLatin1Char('|')));
        }
    }
    rows.sort();
    return rows;
}
}

/**
 * socialdesktop-admin, the operator's tool, on the database of a running server: create, disable and enable,
 * reset-password, export, backup and delete, checked over HTTP and in the database file itself; and what it does with
 * hostile input.
 */
class OcsAdminTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void usage_data();
    void usage();
    void configNamesTheDatabase();
    void createSignsIn();
    void createRefusals_data();
    void createRefusals();
    void disableAndEnable();
    void resetPassword();
    void exportHoldsTheirData();
    void backupWhileServing();
    void deleteLeavesNothing();
    void moderation();
    void moderationRefusals_data();
    void moderationRefusals();
    void deleteTakesTheirHelp();
    void onATerminal();
    void hostileInputChangesNothing_data();
    void hostileInputChangesNothing();

private:
    AdminRun admin(const QStringList &arguments, const QByteArray &input = {}) const;
    /** Starts the tool with a terminal as its standard input and error. */
    bool startOnTerminal(QProcess &process, const PseudoTerminal &terminal, const QStringList &arguments) const;
    /** Makes an account with the tool (password s_password); false on failure. */
    bool create(const QString &login);
    QString databasePath() const;
    qint64 rowOf(const QString &login);
    /** The table.column=value places that still name the person (by row, or any text holding one of words). */
    QStringList tracesOf(qint64 row, const QStringList &words);
    bool signsIn(const QString &login, const QString &password);
    QStringList searchFor(const QString &name);

    OcsServerProcess m_server;
    OcsClient m_client;
};

void OcsAdminTest::initTestCase()
{
    QVERIFY2(QFileInfo(AdminRunner::binary()).isExecutable(), qPrintable(AdminRunner::binary()));
    QVERIFY2(m_server.start(300), qPrintable(m_server.errorString()));
    m_client.setOrigin(m_server.origin());
}

void OcsAdminTest::cleanupTestCase()
{
    m_client.clearConnections();
    QVERIFY(m_server.stop());
}

AdminRun OcsAdminTest::admin(const QStringList &arguments, const QByteArray &input) const
{
    return AdminRunner::run(QStringList{QStringLiteral("--db"), databasePath()} + arguments, input);
}

bool OcsAdminTest::create(const QString &login)
{
    const AdminRun run = admin(AdminRunner::createArguments(login), s_password.toUtf8() + '\n');
    if (run.exitCode != 0) {
        qWarning() << "create" << login << "failed:" << run.err;
    }
    return run.exitCode == 0;
}

QString OcsAdminTest::databasePath() const
{
    return m_server.filePath(QStringLiteral("community.sqlite"));
}

qint64 OcsAdminTest::rowOf(const QString &login)
{
    SqliteFile db(databasePath());
    const QVariant row = db.value(QStringLiteral("SELECT id FROM people WHERE personid = ?"), {login});
    return row.isValid() ? row.toLongLong() : 0;
}

QStringList OcsAdminTest::tracesOf(qint64 row, const QStringList &words)
{
    SqliteFile db(databasePath());
    QStringList traces;
    // every table there is, so that one added later is looked at too
    for (const QString &table : db.tables()) {
        const QStringList columns = personColumns(db, table);
        for (const SqliteFile::Row &values : db.rows(QStringLiteral("SELECT * FROM \"%1\"").arg(table))) {
            for (const QString &column : namingColumns(columns, values, row, words)) {
                traces.append(QStringLiteral("%1.%2=%3").arg(table, column, values.value(column).toString()));
            }
        }
    }
    return traces;
}

bool OcsAdminTest::signsIn(const QString &login, const QString &password)
{
    const OcsDocument check =
        ocs(m_client.post(QStringLiteral("person/check"), Form{{QStringLiteral("login"), login}, {QStringLiteral("password"), password}}));
    const int self = m_client.get(QStringLiteral("person/self"), Credentials{login, password}).status;
    // both ways agree, or the test says which one does not
    if ((check.statusCode == 100) != (self == 200)) {
        qWarning() << "person/check says" << check.statusCode << "but person/self" << self;
        return false;
    }
    return check.statusCode == 100;
}

QStringList OcsAdminTest::searchFor(const QString &name)
{
    return ocs(m_client.get(QStringLiteral("person/data?name=%1&pagesize=100").arg(name), Credentials::demo())).personIds();
}

void OcsAdminTest::usage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("says");

    QTest::newRow("help") << QStringList{QStringLiteral("--help")} << 0 << QString();
    QTest::newRow("no command") << QStringList{} << 2 << QStringLiteral("no command");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate"), QStringLiteral("demo")} << 2 << QStringLiteral("unknown command");
    QTest::newRow("no login") << QStringList{QStringLiteral("disable")} << 2 << QStringLiteral("takes one LOGIN");
    QTest::newRow("two logins") << QStringList{QStringLiteral("disable"), QStringLiteral("demo"), QStringLiteral("demo")} << 2 << QStringLiteral("takes one");
    QTest::newRow("option of another command") << QStringList{QStringLiteral("disable"), QStringLiteral("demo"), QStringLiteral("--yes")} << 2
                                               << QStringLiteral("does not take --yes");
    QTest::newRow("create without names") << QStringList{QStringLiteral("create"),
                                                         QStringLiteral("x1"),
                                                         QStringLiteral("--email"),
                                                         QStringLiteral("x@example.org")}
                                          << 2 << QStringLiteral("needs --email, --first and --last");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("disable"), QStringLiteral("demo"), QStringLiteral("--force")} << 2
                                    << QStringLiteral("force");
    // not on a terminal and no --yes: nothing is deleted
    QTest::newRow("delete unconfirmed") << QStringList{QStringLiteral("delete"), QStringLiteral("demo")} << 2 << QStringLiteral("--yes");
}

void OcsAdminTest::usage()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, says);
    const AdminRun run = admin(arguments);
    QCOMPARE(run.exitCode, exitCode);
    if (exitCode == 0) {
        QVERIFY(run.out.contains("reset-password LOGIN"));
        QVERIFY(run.out.contains("--db"));
    } else {
        QVERIFY2(QString::fromUtf8(run.err).contains(says), run.err.constData());
    }
    QVERIFY(signsIn(QStringLiteral("demo"), QStringLiteral("demo-password")));

    // a database that is not there is not made
    QProcess process;
    process.start(AdminRunner::binary(),
                  {QStringLiteral("--db"), m_server.filePath(QStringLiteral("typo.sqlite")), QStringLiteral("disable"), QStringLiteral("demo")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 1);
    QVERIFY(process.readAllStandardError().contains("no database"));
    QVERIFY(!QFile::exists(m_server.filePath(QStringLiteral("typo.sqlite"))));
}

void OcsAdminTest::configNamesTheDatabase()
{
    // the server's configuration file, as the packaged server reads it
    const QString config = m_server.filePath(QStringLiteral("server.conf"));
    {
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Database]\nFile=" + QFile::encodeName(databasePath()) + "\n");
    }
    QProcess process;
    process.start(AdminRunner::binary(), {QStringLiteral("--config"), config, QStringLiteral("export"), QStringLiteral("demo")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(QJsonDocument::fromJson(process.readAllStandardOutput()).object().value(QStringLiteral("login")).toString(), QStringLiteral("demo"));

    // --db wins over it, as on the server
    process.start(AdminRunner::binary(),
                  {QStringLiteral("--config"),
                   config,
                   QStringLiteral("--db"),
                   m_server.filePath(QStringLiteral("other.sqlite")),
                   QStringLiteral("export"),
                   QStringLiteral("demo")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 1);
    QVERIFY(process.readAllStandardError().contains("no database"));

    // a PostgreSQL database that cannot be reached: refused, not some SQLite file opened instead, its URL not shown
    {
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Database]\nUrl=postgresql://nobody@127.0.0.1:1/none\n");
    }
    process.start(AdminRunner::binary(), {QStringLiteral("--config"), config, QStringLiteral("disable"), QStringLiteral("demo")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 1);
    QVERIFY(process.readAllStandardError().contains("PostgreSQL"));
    QVERIFY(signsIn(QStringLiteral("demo"), QStringLiteral("demo-password")));

    // a file that is not there is a usage error
    process.start(AdminRunner::binary(),
                  {QStringLiteral("--config"), m_server.filePath(QStringLiteral("missing.conf")), QStringLiteral("export"), QStringLiteral("demo")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 2);
    QVERIFY(process.readAllStandardOutput().isEmpty());
}

void OcsAdminTest::createSignsIn()
{
    const QString login = QStringLiteral("adminmade1");
    const AdminRun run = admin({QStringLiteral("create"),
                                login,
                                QStringLiteral("--email"),
                                QStringLiteral("adminmade1@example.org"),
                                QStringLiteral("--first"),
                                QStringLiteral(" Grace "),
                                QStringLiteral("--last"),
                                QStringLiteral("Hopper")},
                               s_password.toUtf8() + '\n');
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.contains("created"));

    // over HTTP, with the password given on standard input
    QVERIFY(signsIn(login, s_password));
    QVERIFY(!signsIn(login, s_password + QLatin1Char('\n')));
    const OcsDocument self = ocs(m_client.get(QStringLiteral("person/self"), Credentials{login, s_password}));
    OCS_VERIFY_OK(self);
    QCOMPARE(self.items.at(0).value(QStringLiteral("firstname")), QStringLiteral("Grace"));
    QCOMPARE(self.items.at(0).value(QStringLiteral("lastname")), QStringLiteral("Hopper"));

    // stored as person/add stores it: Argon2id, the e-mail in registrations
    SqliteFile db(databasePath());
    QVERIFY(db.value(QStringLiteral("SELECT passwordhash FROM people WHERE personid = ?"), {login}).toString().startsWith(QLatin1String("$argon2id$v=19$")));
    QVERIFY(db.value(QStringLiteral("SELECT apikey FROM people WHERE personid = ?"), {login}).isNull());
    QCOMPARE(db.value(QStringLiteral("SELECT r.email FROM registrations r JOIN people p ON p.id = r.person WHERE p.personid = ?"), {login}).toString(),
             QStringLiteral("adminmade1@example.org"));
}

void OcsAdminTest::createRefusals_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QString>("email");
    QTest::addColumn<QString>("firstName");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("says");

    const QByteArray good = s_password.toUtf8() + '\n';
    QTest::newRow("login taken") << QStringLiteral("DEMO") << QStringLiteral("new1@example.org") << QStringLiteral("A") << good << QStringLiteral("taken");
    QTest::newRow("login with a dash") << QStringLiteral("bad-login") << QStringLiteral("new2@example.org") << QStringLiteral("A") << good
                                       << QStringLiteral("invalid login");
    QTest::newRow("login with an escape") << QStringLiteral("bad\x1b[2Jlogin") << QStringLiteral("new3@example.org") << QStringLiteral("A") << good
                                          << QStringLiteral("invalid login");
    QTest::newRow("login too long") << QString(65, QLatin1Char('a')) << QStringLiteral("new4@example.org") << QStringLiteral("A") << good
                                    << QStringLiteral("invalid login");
    QTest::newRow("e-mail malformed") << QStringLiteral("newperson5") << QStringLiteral("new5.example.org") << QStringLiteral("A") << good
                                      << QStringLiteral("invalid e-mail");
    QTest::newRow("e-mail taken") << QStringLiteral("newperson6") << QStringLiteral("ADMINMADE1@example.org") << QStringLiteral("A") << good
                                  << QStringLiteral("e-mail address");
    QTest::newRow("name with a control character") << QStringLiteral("newperson7") << QStringLiteral("new7@example.org") << QStringLiteral("A\x07") << good
                                                   << QStringLiteral("first and a last name");
    QTest::newRow("no password") << QStringLiteral("newperson8") << QStringLiteral("new8@example.org") << QStringLiteral("A") << QByteArray()
                                 << QStringLiteral("no password");
    QTest::newRow("password short") << QStringLiteral("newperson9") << QStringLiteral("new9@example.org") << QStringLiteral("A") << QByteArray("seven77\n")
                                    << QStringLiteral("8 to 1024");
    QTest::newRow("password not UTF-8") << QStringLiteral("newperson10") << QStringLiteral("new10@example.org") << QStringLiteral("A")
                                        << QByteArray("long-enough-\xff\xfe\n") << QStringLiteral("UTF-8");
    // 10 MB without a line end: read up to the limit only, and refused
    QTest::newRow("password of 10 MB") << QStringLiteral("newperson11") << QStringLiteral("new11@example.org") << QStringLiteral("A")
                                       << QByteArray(10 * 1024 * 1024, 'p') << QStringLiteral("longer than 1024");
}

void OcsAdminTest::createRefusals()
{
    QFETCH(QString, login);
    QFETCH(QString, email);
    QFETCH(QString, firstName);
    QFETCH(QByteArray, input);
    QFETCH(QString, says);
    QVERIFY(rowOf(QStringLiteral("adminmade1")) > 0 || create(QStringLiteral("adminmade1")));
    const qint64 people = SqliteFile(databasePath()).value(QStringLiteral("SELECT COUNT(*) FROM people")).toLongLong();

    const AdminRun run = admin({QStringLiteral("create"),
                                login,
                                QStringLiteral("--email"),
                                email,
                                QStringLiteral("--first"),
                                firstName,
                                QStringLiteral("--last"),
                                QStringLiteral("B")},
                               input);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(QString::fromUtf8(run.err).contains(says), run.err.constData());
    // what the operator's terminal is shown has no raw control characters
    QVERIFY(!run.err.contains('\x1b'));
    QVERIFY(!run.err.contains('\x07'));
    QCOMPARE(SqliteFile(databasePath()).value(QStringLiteral("SELECT COUNT(*) FROM people")).toLongLong(), people);
}

void OcsAdminTest::disableAndEnable()
{
    const QString login = QStringLiteral("dora1");
    QVERIFY(create(login));
    const Credentials dora{login, s_password};
    // a friend of demo's, with a position for the nearby search
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/invite/demo"), Form{{QStringLiteral("message"), QStringLiteral("hi")}}, dora)), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/approve/dora1"), {}, Credentials::demo())), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("person/self"), location(47.2692, 11.4041), dora)), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("activity"), Form{{QStringLiteral("message"), QStringLiteral("dora was here")}}, dora)), 100);
    const QString nearby = QStringLiteral("person/data?latitude=47.2692&longitude=11.4041&distance=0.01&pagesize=100");

    const auto listed = [&] {
        const OcsDocument friends = ocs(m_client.get(QStringLiteral("friend/data/demo?pagesize=100"), Credentials::demo()));
        return QVector<bool>{searchFor(login).contains(login),
                             ocs(m_client.get(nearby, Credentials::demo())).personIds().contains(login),
                             friends.personIds().contains(login),
                             friends.totalItems == friends.personIds().size(),
                             ocs(m_client.get(QStringLiteral("person/data/dora1"), Credentials::demo())).statusCode == 100,
                             ocs(m_client.get(QStringLiteral("activity?pagesize=100"), Credentials::demo())).personIds().contains(login)};
    };
    QVERIFY(signsIn(login, s_password));
    QCOMPARE(listed(), QVector<bool>({true, true, true, true, true, true}));
    const int friendsBefore = ocs(m_client.get(QStringLiteral("friend/data/demo"), Credentials::demo())).totalItems;

    AdminRun run = admin({QStringLiteral("disable"), QStringLiteral("DORA1")});
    QCOMPARE(run.exitCode, 0);
    // refused as a wrong password is: HTTP 401 with 997, person/check 102
    QVERIFY(!signsIn(login, s_password));
    const HttpReply self = m_client.get(QStringLiteral("person/self"), dora);
    QCOMPARE(self.status, 401);
    QCOMPARE(ocs(self).statusCode, 997);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("person/check"), Form{{QStringLiteral("login"), login}, {QStringLiteral("password"), s_password}})), 102);
    // and listed nowhere, not even in their friends' news; the friend list's count agrees with its items
    QCOMPARE(listed(), QVector<bool>({false, false, false, true, false, false}));
    QCOMPARE(ocs(m_client.get(QStringLiteral("friend/data/demo"), Credentials::demo())).totalItems, friendsBefore - 1);
    QCOMPARE(statusOf(m_client.get(QStringLiteral("person/data/dora1"), Credentials::demo())), 101);
    // nothing of theirs is gone
    SqliteFile db(databasePath());
    QCOMPARE(db.value(QStringLiteral("SELECT COUNT(*) FROM friendships WHERE a = ? OR b = ?"), {rowOf(login), rowOf(login)}).toLongLong(), 2);
    QCOMPARE(db.value(QStringLiteral("SELECT COUNT(*) FROM disabled WHERE person = ?"), {rowOf(login)}).toLongLong(), 1);

    run = admin({QStringLiteral("disable"), login});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.contains("already"));

    run = admin({QStringLiteral("enable"), login});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(signsIn(login, s_password));
    QCOMPARE(listed(), QVector<bool>({true, true, true, true, true, true}));
    QCOMPARE(ocs(m_client.get(QStringLiteral("friend/data/demo"), Credentials::demo())).totalItems, friendsBefore);

    // a seeded person signs in with an API key as well: that is refused too while disabled
    QVERIFY(m_client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("demo-apikey"), QString()}).status == 200);
    QCOMPARE(admin({QStringLiteral("disable"), QStringLiteral("demo")}).exitCode, 0);
    QCOMPARE(m_client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("demo-apikey"), QString()}).status, 401);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("person/check"), Form{{QStringLiteral("login"), QStringLiteral("demo-apikey")}})), 102);
    QCOMPARE(admin({QStringLiteral("enable"), QStringLiteral("demo")}).exitCode, 0);
    QCOMPARE(m_client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("demo-apikey"), QString()}).status, 200);
}

void OcsAdminTest::resetPassword()
{
    const QString login = QStringLiteral("resetme1");
    QVERIFY(create(login));
    QVERIFY(signsIn(login, s_password));
    const QString fresh = QStringLiteral("A-whole-new-password-2");

    AdminRun run = admin({QStringLiteral("reset-password"), login}, fresh.toUtf8() + "\r\n");
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!signsIn(login, s_password));
    QVERIFY(signsIn(login, fresh));

    // a bad new one leaves the old in place
    run = admin({QStringLiteral("reset-password"), login}, QByteArray("short\n"));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(signsIn(login, fresh));

    // a seeded account: its old digest and its API key stop working
    const SqliteFile::Row seeded =
        SqliteFile(databasePath()).rows(QStringLiteral("SELECT passwordsalt, passwordhash, apikey FROM people WHERE personid = 'demo'")).value(0);
    QCOMPARE(seeded.value(QStringLiteral("apikey")).toString(), QStringLiteral("demo-apikey"));
    run = admin({QStringLiteral("reset-password"), QStringLiteral("demo")}, fresh.toUtf8() + '\n');
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!signsIn(QStringLiteral("demo"), QStringLiteral("demo-password")));
    QCOMPARE(m_client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("demo-apikey"), QString()}).status, 401);
    QVERIFY(signsIn(QStringLiteral("demo"), fresh));
    // back as the other tests know it: the seeded digest and key
    SqliteFile db(databasePath());
    QVERIFY(db.exec(QStringLiteral("UPDATE people SET passwordsalt = ?, passwordhash = ?, apikey = ? WHERE personid = 'demo'"),
                    {seeded.value(QStringLiteral("passwordsalt")), seeded.value(QStringLiteral("passwordhash")), seeded.value(QStringLiteral("apikey"))}));
    QVERIFY(signsIn(QStringLiteral("demo"), QStringLiteral("demo-password")));
}

void OcsAdminTest::exportHoldsTheirData()
{
    const QString login = QStringLiteral("exporter1");
    QVERIFY(create(login));
    const Credentials me{login, s_password};
    QCOMPARE(statusOf(m_client.post(QStringLiteral("person/self"), location(48.2082, 16.3738), me)), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/invite/demo"), Form{{QStringLiteral("message"), QStringLiteral("be my friend")}}, me)), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/approve/exporter1"), {}, Credentials::demo())), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("message/2"), message(QStringLiteral("demo"), QStringLiteral("Exported subject out")), me)), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("message/2"), message(login, QStringLiteral("Exported subject in")), Credentials::demo())), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("activity"), Form{{QStringLiteral("message"), QStringLiteral("exported status")}}, me)), 100);

    const QString file = m_server.filePath(QStringLiteral("export.json"));
    const AdminRun run = admin({QStringLiteral("export"), login, QStringLiteral("--output"), file});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(modeOf(file), 0600);
    QFile read(file);
    QVERIFY(read.open(QIODevice::ReadOnly));
    const QByteArray bytes = read.readAll();
    const QJsonObject document = QJsonDocument::fromJson(bytes).object();
    QCOMPARE(document.value(QStringLiteral("login")).toString(), login);
    const QJsonObject profile = document.value(QStringLiteral("profile")).toObject();
    QCOMPARE(profile.value(QStringLiteral("firstname")).toString(), QStringLiteral("Ann"));
    QCOMPARE(profile.value(QStringLiteral("city")).toString(), QStringLiteral("Innsbruck"));
    QVERIFY(qAbs(profile.value(QStringLiteral("latitude")).toDouble() - 48.2082) < 1e-9);
    QCOMPARE(document.value(QStringLiteral("registration")).toObject().value(QStringLiteral("email")).toString(), QStringLiteral("exporter1@example.org"));
    QCOMPARE(document.value(QStringLiteral("friends")).toArray().at(0).toObject().value(QStringLiteral("login")).toString(), QStringLiteral("demo"));
    QStringList subjects;
    for (const QJsonValue &message : document.value(QStringLiteral("messages")).toArray()) {
        subjects.append(message.toObject().value(QStringLiteral("folder")).toString() + QLatin1Char(':')
                        + message.toObject().value(QStringLiteral("subject")).toString());
    }
    QCOMPARE(subjects, QStringList({QStringLiteral("send:Exported subject out"), QStringLiteral("inbox:Exported subject in")}));
    QStringList activities;
    for (const QJsonValue &activity : document.value(QStringLiteral("activities")).toArray()) {
        activities.append(activity.toObject().value(QStringLiteral("message")).toString());
    }
    QVERIFY(activities.contains(QStringLiteral("exported status")));
    // never the credentials
    const QString hash = SqliteFile(databasePath()).value(QStringLiteral("SELECT passwordhash FROM people WHERE personid = ?"), {login}).toString();
    QVERIFY(hash.startsWith(QLatin1String("$argon2id$")));
    QVERIFY(!bytes.contains(hash.toUtf8()));
    QVERIFY(!bytes.contains("$argon2"));
    QVERIFY(!bytes.contains("passwordhash"));
    QVERIFY(!bytes.contains("apikey"));

    // demo's: invitations both ways, homepages; to standard output; no API key
    QCOMPARE(
        statusOf(
            m_client.post(QStringLiteral("friend/invite/adminmade1"), Form{{QStringLiteral("message"), QStringLiteral("demo invites")}}, Credentials::demo())),
        100);
    const AdminRun out = admin({QStringLiteral("export"), QStringLiteral("demo")});
    QCOMPARE(out.exitCode, 0);
    const QJsonObject demo = QJsonDocument::fromJson(out.out).object();
    QVERIFY(!demo.value(QStringLiteral("homepages")).toArray().isEmpty());
    QVERIFY(demo.value(QStringLiteral("registration")).isNull());
    const QJsonObject invitations = demo.value(QStringLiteral("invitations")).toObject();
    QStringList sent;
    for (const QJsonValue &invitation : invitations.value(QStringLiteral("sent")).toArray()) {
        sent.append(invitation.toObject().value(QStringLiteral("to")).toString());
    }
    QVERIFY(sent.contains(QStringLiteral("adminmade1")));
    QVERIFY(!invitations.value(QStringLiteral("received")).toArray().isEmpty());
    QVERIFY(!out.out.contains("demo-apikey"));
    QVERIFY(!out.out.contains("passwordsalt"));
}

void OcsAdminTest::backupWhileServing()
{
    const QString file = m_server.filePath(QStringLiteral("backup.sqlite"));
    const qint64 people = SqliteFile(databasePath()).value(QStringLiteral("SELECT COUNT(*) FROM people")).toLongLong();
    const qint64 messages = SqliteFile(databasePath()).value(QStringLiteral("SELECT COUNT(*) FROM messages")).toLongLong();

    // the server goes on writing while the copy is made
    QProcess process;
    process.start(AdminRunner::binary(), {QStringLiteral("--db"), databasePath(), QStringLiteral("backup"), file});
    QVERIFY(process.waitForStarted(10000));
    process.closeWriteChannel();
    int sent = 0;
    while (process.state() != QProcess::NotRunning || sent < 5) {
        QCOMPARE(
            statusOf(
                m_client.post(QStringLiteral("message/2"), message(QStringLiteral("adminmade1"), QStringLiteral("during the backup")), Credentials::demo())),
            100);
        ++sent;
        process.waitForFinished(10);
    }
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(process.readAllStandardError().contains("backed up"));
    QCOMPARE(modeOf(file), 0600);

    SqliteFile copy(file);
    QVERIFY2(copy.isOpen(), qPrintable(copy.errorString()));
    QCOMPARE(copy.value(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    QCOMPARE(copy.value(QStringLiteral("SELECT COUNT(*) FROM people")).toLongLong(), people);
    QVERIFY(copy.value(QStringLiteral("SELECT COUNT(*) FROM people WHERE personid = 'demo'")).toLongLong() == 1);
    // a moment of the database: whole messages (two copies each), between before and after the writes
    const qint64 copied = copy.value(QStringLiteral("SELECT COUNT(*) FROM messages")).toLongLong();
    QVERIFY(copied >= messages && copied <= messages + 2 * sent);
    QCOMPARE(copied % 2, messages % 2);
    QCOMPARE(copy.value(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("delete"));
    QVERIFY(copy.tables().contains(QStringLiteral("disabled")));

    // a server started on the copy serves it
    OcsServerProcess restored;
    QVERIFY(QFile::copy(file, restored.filePath(QStringLiteral("community.sqlite"))));
    QVERIFY2(restored.start(-1), qPrintable(restored.errorString()));
    OcsClient client(restored.origin());
    QCOMPARE(statusOf(client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("adminmade1"), s_password})), 100);
    client.clearConnections();
    QVERIFY(restored.stop());

    // never over the database itself
    const AdminRun onto = admin({QStringLiteral("backup"), databasePath()});
    QCOMPARE(onto.exitCode, 1);
    QVERIFY(signsIn(QStringLiteral("demo"), QStringLiteral("demo-password")));
}

void OcsAdminTest::deleteLeavesNothing()
{
    // the person and their community: every kind of row there is about them
    const QString login = QStringLiteral("zebedee7");
    const QStringList others{QStringLiteral("anna7"), QStringLiteral("bert7"), QStringLiteral("cleo7"), QStringLiteral("dirk7")};
    QVERIFY(create(login));
    for (const QString &other : others) {
        QVERIFY(create(other));
    }
    const Credentials zed{login, s_password};
    const auto as = [](const QString &other) {
        return Credentials{other, s_password};
    };
    const Form hello{{QStringLiteral("message"), QStringLiteral("hello xyzzy-4711")}};
    // friendships both ways: one they asked for, one they were asked for; and the others among themselves
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/invite/anna7"), hello, zed)), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/approve/zebedee7"), {}, as(QStringLiteral("anna7")))), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/invite/zebedee7"), hello, as(QStringLiteral("bert7")))), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/approve/bert7"), {}, zed)), 100);
    const Form neutral{{QStringLiteral("message"), QStringLiteral("among others")}};
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/invite/bert7"), neutral, as(QStringLiteral("anna7")))), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/approve/anna7"), {}, as(QStringLiteral("bert7")))), 100);
    // invitations both ways, still open; and one among the others
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/invite/cleo7"), hello, zed)), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/invite/zebedee7"), hello, as(QStringLiteral("dirk7")))), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("friend/invite/dirk7"), neutral, as(QStringLiteral("cleo7")))), 100);
    // messages both ways (a copy in each folder), one among the others
    QCOMPARE(statusOf(m_client.post(QStringLiteral("message/2"), message(QStringLiteral("anna7"), QStringLiteral("from Z xyzzy-4711")), zed)), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("message/2"), message(login, QStringLiteral("to Z xyzzy-4711")), as(QStringLiteral("cleo7")))), 100);
    QCOMPARE(
        statusOf(m_client.post(QStringLiteral("message/2"), message(QStringLiteral("bert7"), QStringLiteral("among others")), as(QStringLiteral("anna7")))),
        100);
    // activity, location
    QCOMPARE(statusOf(m_client.post(QStringLiteral("activity"), Form{{QStringLiteral("message"), QStringLiteral("status xyzzy-4711")}}, zed)), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("person/self"), location(47.5, 12.1), zed)), 100);
    const qint64 row = rowOf(login);
    QVERIFY(row > 0);
    {
        // homepages: no call makes them, so straight into the table
        SqliteFile db(databasePath());
        QVERIFY2(db.isOpen(), qPrintable(db.errorString()));
        QVERIFY(db.exec(QStringLiteral("INSERT INTO homepages (person, position, url, type) VALUES (?, 1, 'https://xyzzy-4711.example.org/', 'Blog')"), {row}));
        // a table the tool has never heard of, as a later version may add one: it only says whom it refers to
        QVERIFY(db.exec(
            QStringLiteral("CREATE TABLE later_notes (author INTEGER NOT NULL REFERENCES people (id), about INTEGER REFERENCES people (id), note TEXT)")));
        QVERIFY(db.exec(QStringLiteral("INSERT INTO later_notes (author, about, note) VALUES (?, NULL, 'mine'), (?, ?, 'about them'), (?, ?, 'kept')"),
                        {row, rowOf(QStringLiteral("anna7")), row, rowOf(QStringLiteral("anna7")), rowOf(QStringLiteral("bert7"))}));
    }
    // and the operator's mark
    QCOMPARE(admin({QStringLiteral("disable"), login}).exitCode, 0);

    const QStringList words{login, QStringLiteral("zebedee7@example.org"), QStringLiteral("xyzzy-4711")};
    QStringList tablesBefore;
    for (const QString &trace : tracesOf(row, words)) {
        tablesBefore.append(trace.section(QLatin1Char('.'), 0, 0));
    }
    tablesBefore.removeDuplicates();
    tablesBefore.sort();
    // so that the check after the delete means something: every table about people holds some of theirs
    QCOMPARE(tablesBefore,
             QStringList({QStringLiteral("activities"),
                          QStringLiteral("disabled"),
                          QStringLiteral("friendships"),
                          QStringLiteral("homepages"),
                          QStringLiteral("invitations"),
                          QStringLiteral("later_notes"),
                          QStringLiteral("messages"),
                          QStringLiteral("people"),
                          // the trigram index of names and cities (migration 7) and the index of their words
                          // (migration 11), which read them from people
                          QStringLiteral("people_text"),
                          QStringLiteral("people_words"),
                          QStringLiteral("registrations")}));

    // what is not theirs, to compare afterwards
    QStringList othersBefore;
    {
        SqliteFile db(databasePath());
        othersBefore = otherRows(db, row, words);
    }
    const qint64 people = SqliteFile(databasePath()).value(QStringLiteral("SELECT COUNT(*) FROM people")).toLongLong();

    const AdminRun run = admin({QStringLiteral("delete"), QStringLiteral("ZEBEDEE7"), QStringLiteral("--yes")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains("deleted"), run.err.constData());

    // every table, whatever its name: no row names them by their row or their words
    const QStringList traces = tracesOf(row, words);
    QVERIFY2(traces.isEmpty(), qPrintable(traces.join(QLatin1Char('\n'))));
    // the others' rows are all there, unchanged
    {
        SqliteFile db(databasePath());
        QCOMPARE(otherRows(db, row, words), othersBefore);
        QCOMPARE(db.value(QStringLiteral("SELECT COUNT(*) FROM people")).toLongLong(), people - 1);
        QCOMPARE(db.value(QStringLiteral("PRAGMA foreign_key_check")), QVariant());
    }
    // nor does the file: the rows were overwritten (secure_delete), not only unlinked
    for (const QString &suffix : {QString(), QStringLiteral("-wal")}) {
        QFile file(databasePath() + suffix);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = file.readAll();
            for (const QString &word : words) {
                QVERIFY2(!bytes.contains(word.toUtf8()), qPrintable(suffix + QLatin1Char(' ') + word));
            }
        }
    }

    // the running server agrees; the others go on as before
    QVERIFY(!signsIn(login, s_password));
    QCOMPARE(statusOf(m_client.get(QStringLiteral("person/data/zebedee7"), Credentials::demo())), 101);
    const Credentials anna = as(QStringLiteral("anna7"));
    QCOMPARE(ocs(m_client.get(QStringLiteral("friend/data/anna7"), anna)).personIds(), QStringList{QStringLiteral("bert7")});
    QCOMPARE(ocs(m_client.get(QStringLiteral("message/0"), anna)).totalItems, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("message/1"), anna)).totalItems, 1);
    QCOMPARE(ocs(m_client.get(QStringLiteral("friend/receivedinvitations"), as(QStringLiteral("cleo7")))).totalItems, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("friend/sentinvitations"), as(QStringLiteral("cleo7")))).personIds(), QStringList{QStringLiteral("dirk7")});
    // and the login is free again
    QVERIFY(create(login));
    QVERIFY(signsIn(login, s_password));
}

namespace
{
Form question(const QString &title)
{
    return {{QStringLiteral("subject"), title}, {QStringLiteral("message"), QStringLiteral("What now?")}};
}

Form answer(const QString &entry, const QString &text, const QString &parent = QString())
{
    return {{QStringLiteral("type"), QStringLiteral("7")},
            {QStringLiteral("content"), entry},
            {QStringLiteral("parent"), parent},
            {QStringLiteral("subject"), QStringLiteral("Re: question")},
            {QStringLiteral("message"), text}};
}

QString idOf(const HttpReply &reply)
{
    const OcsDocument document = ocs(reply);
    return document.items.isEmpty() ? QString() : document.items.first().value(QStringLiteral("id"));
}

/** The id in "made forum N …". */
QString madeId(const QByteArray &err)
{
    return QString::fromUtf8(err).section(QStringLiteral("made forum "), 1).section(QLatin1Char(' '), 0, 0);
}
}

void OcsAdminTest::moderation()
{
    // what the members wrote: a question with an answer, a topic in a forum the operator made
    QCOMPARE(admin({QStringLiteral("add-category"), QStringLiteral("Moderated things")}).exitCode, 0);
    const AdminRun forum = admin({QStringLiteral("add-forum"),
                                  QStringLiteral("Moderated forum"),
                                  QStringLiteral("--description"),
                                  QStringLiteral("For the test"),
                                  QStringLiteral("--icon"),
                                  QStringLiteral("https://example.org/forum.png")});
    QCOMPARE(forum.exitCode, 0);
    const QString forumId = madeId(forum.err);
    QVERIFY2(forumId.toInt() > 0, forum.err.constData());
    const AdminRun sub = admin({QStringLiteral("add-forum"), QStringLiteral("Moderated sub-forum"), QStringLiteral("--parent"), forumId});
    QCOMPARE(sub.exitCode, 0);
    const QString subId = madeId(sub.err);
    // two levels at most
    QCOMPARE(admin({QStringLiteral("add-forum"), QStringLiteral("Too deep"), QStringLiteral("--parent"), subId}).exitCode, 1);
    // (forums nest: the body is read as text here; ocshelptest reads their tree)
    QByteArray forums = m_client.get(QStringLiteral("forum/list?pagesize=100"), Credentials::demo()).body;
    QVERIFY(forums.contains("<name>Moderated forum</name>"));
    QVERIFY(forums.contains("<name>Moderated sub-forum</name>"));
    QVERIFY(forums.contains("<icon>https://example.org/forum.png</icon>"));

    const Credentials demo = Credentials::demo();
    const QString other = searchFor(QStringLiteral("a")).value(1);
    QVERIFY(!other.isEmpty() && other != QLatin1String("demo"));
    const Credentials them = Credentials::of(other);
    const QString entry = idOf(m_client.post(QStringLiteral("knowledgebase/data"), question(QStringLiteral("Moderate me qwxz")), them));
    QVERIFY(!entry.isEmpty());
    const QString comment = idOf(m_client.post(QStringLiteral("comments/add"), answer(entry, QStringLiteral("spam spam qwxz")), demo));
    QVERIFY(!comment.isEmpty());
    const Form topicForm{{QStringLiteral("subject"), QStringLiteral("Moderated topic qwxz")},
                         {QStringLiteral("content"), QStringLiteral("text")},
                         {QStringLiteral("forum"), forumId}};
    const QString topic = idOf(m_client.post(QStringLiteral("forum/topic/add"), topicForm, them));
    QVERIFY(!topic.isEmpty());

    // list-posts: the newest first, tab-separated
    const AdminRun list = admin({QStringLiteral("list-posts"), QStringLiteral("--limit"), QStringLiteral("3")});
    QCOMPARE(list.exitCode, 0);
    const QStringList lines = QString::fromUtf8(list.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY2(list.out.contains(QStringLiteral("topic\t%1\t%2\t").arg(topic, other).toUtf8()), list.out.constData());
    const AdminRun mine =
        admin({QStringLiteral("list-posts"), QStringLiteral("--by"), QStringLiteral("demo"), QStringLiteral("--kind"), QStringLiteral("comment")});
    QCOMPARE(mine.exitCode, 0);
    QVERIFY2(mine.out.startsWith("comment\t" + comment.toUtf8() + "\tdemo\t"), mine.out.constData());
    QVERIFY(mine.out.contains("\tshown\tspam spam qwxz\n"));

    // hide: its author still sees it; everyone else gets 101 or does not find it
    QCOMPARE(admin({QStringLiteral("hide"), QStringLiteral("entry"), entry}).exitCode, 0);
    QCOMPARE(statusOf(m_client.get(QStringLiteral("knowledgebase/data/") + entry, demo)), 101);
    QCOMPARE(statusOf(m_client.get(QStringLiteral("knowledgebase/data/") + entry, them)), 100);
    QCOMPARE(ocs(m_client.get(QStringLiteral("knowledgebase/data?search=qwxz"), demo)).totalItems, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("comments/data/7/%1/0").arg(entry), demo)).totalItems, 0);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("comments/add"), answer(entry, QStringLiteral("more")), demo)), 103);
    const AdminRun again = admin({QStringLiteral("hide"), QStringLiteral("entry"), entry});
    QCOMPARE(again.exitCode, 0);
    QVERIFY(again.err.contains("already"));
    QVERIFY(admin({QStringLiteral("list-posts"), QStringLiteral("--hidden")}).out.contains("entry\t" + entry.toUtf8()));
    QCOMPARE(admin({QStringLiteral("unhide"), QStringLiteral("entry"), entry}).exitCode, 0);
    QCOMPARE(statusOf(m_client.get(QStringLiteral("knowledgebase/data/") + entry, demo)), 100);

    QCOMPARE(admin({QStringLiteral("hide"), QStringLiteral("comment"), comment}).exitCode, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("comments/data/7/%1/0").arg(entry), them)).totalItems, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("comments/data/7/%1/0").arg(entry), demo)).totalItems, 1);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("comments/vote/") + comment, {{QStringLiteral("vote"), QStringLiteral("100")}}, them)), 101);
    QCOMPARE(admin({QStringLiteral("unhide"), QStringLiteral("comment"), comment}).exitCode, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("comments/data/7/%1/0").arg(entry), them)).totalItems, 1);

    QCOMPARE(admin({QStringLiteral("hide"), QStringLiteral("topic"), topic}).exitCode, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("forum/topics/list?forum=") + forumId, demo)).totalItems, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("forum/topics/list?forum=") + forumId, them)).totalItems, 1);
    QCOMPARE(admin({QStringLiteral("unhide"), QStringLiteral("topic"), topic}).exitCode, 0);

    // remove: for good, with what hangs on it
    QCOMPARE(admin({QStringLiteral("remove"), QStringLiteral("entry"), entry}).exitCode, 2); // asks, not on a terminal
    const AdminRun removed = admin({QStringLiteral("remove"), QStringLiteral("entry"), entry, QStringLiteral("--yes")});
    QCOMPARE(removed.exitCode, 0);
    QVERIFY2(removed.err.contains("1 comments"), removed.err.constData());
    QCOMPARE(statusOf(m_client.get(QStringLiteral("knowledgebase/data/") + entry, them)), 101);
    QCOMPARE(admin({QStringLiteral("hide"), QStringLiteral("comment"), comment}).exitCode, 1);
    QCOMPARE(admin({QStringLiteral("remove"), QStringLiteral("entry"), entry, QStringLiteral("--yes")}).exitCode, 1);
    const Form replyForm{{QStringLiteral("type"), QStringLiteral("4")},
                         {QStringLiteral("content"), topic},
                         {QStringLiteral("subject"), QStringLiteral("Re")},
                         {QStringLiteral("message"), QStringLiteral("reply")}};
    const QString reply = idOf(m_client.post(QStringLiteral("comments/add"), replyForm, demo));
    QVERIFY(!reply.isEmpty());
    QCOMPARE(admin({QStringLiteral("remove"), QStringLiteral("comment"), reply, QStringLiteral("--yes")}).exitCode, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("comments/data/4/%1/0").arg(topic), demo)).totalItems, 0);
    QCOMPARE(admin({QStringLiteral("remove"), QStringLiteral("topic"), topic, QStringLiteral("--yes")}).exitCode, 0);
    QCOMPARE(ocs(m_client.get(QStringLiteral("forum/topics/list?forum=") + forumId, them)).totalItems, 0);

    // remove-forum takes its sub-forum and their topics along
    const Form subTopic{{QStringLiteral("subject"), QStringLiteral("In the sub-forum")},
                        {QStringLiteral("content"), QStringLiteral("x")},
                        {QStringLiteral("forum"), subId}};
    QVERIFY(!idOf(m_client.post(QStringLiteral("forum/topic/add"), subTopic, them)).isEmpty());
    const AdminRun gone = admin({QStringLiteral("remove-forum"), forumId, QStringLiteral("--yes")});
    QCOMPARE(gone.exitCode, 0);
    QVERIFY2(gone.err.contains("1 topics"), gone.err.constData());
    forums = m_client.get(QStringLiteral("forum/list?pagesize=100"), demo).body;
    QVERIFY(!forums.contains("Moderated"));
    QCOMPARE(statusOf(m_client.post(QStringLiteral("forum/topic/add"), topicForm, them)), 102);
    QCOMPARE(SqliteFile(databasePath()).value(QStringLiteral("SELECT COUNT(*) FROM forums WHERE id = ?"), {subId.toLongLong()}).toLongLong(), 0);
}

void OcsAdminTest::moderationRefusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("bad kind") << QStringList{QStringLiteral("hide"), QStringLiteral("person"), QStringLiteral("1")} << 2;
    QTest::newRow("no id") << QStringList{QStringLiteral("hide"), QStringLiteral("entry")} << 2;
    QTest::newRow("bad id") << QStringList{QStringLiteral("hide"), QStringLiteral("entry"), QStringLiteral("x1")} << 1;
    QTest::newRow("negative id") << QStringList{QStringLiteral("unhide"), QStringLiteral("topic"), QStringLiteral("-3")} << 2; // an option to the parser
    QTest::newRow("huge id")
        << QStringList{QStringLiteral("remove"), QStringLiteral("comment"), QStringLiteral("99999999999999999999999"), QStringLiteral("--yes")} << 1;
    QTest::newRow("unknown id") << QStringList{QStringLiteral("hide"), QStringLiteral("comment"), QStringLiteral("987654321")} << 1;
    QTest::newRow("list kind") << QStringList{QStringLiteral("list-posts"), QStringLiteral("--kind"), QStringLiteral("people")} << 2;
    QTest::newRow("list limit") << QStringList{QStringLiteral("list-posts"), QStringLiteral("--limit"), QStringLiteral("1001")} << 2;
    QTest::newRow("list by nobody") << QStringList{QStringLiteral("list-posts"), QStringLiteral("--by"), QStringLiteral("nobody-here")} << 1;
    QTest::newRow("list argument") << QStringList{QStringLiteral("list-posts"), QStringLiteral("entry")} << 2;
    QTest::newRow("forum name empty") << QStringList{QStringLiteral("add-forum"), QStringLiteral("  ")} << 1;
    QTest::newRow("forum name long") << QStringList{QStringLiteral("add-forum"), QString(65, QLatin1Char('f'))} << 1;
    QTest::newRow("forum control") << QStringList{QStringLiteral("add-forum"), QStringLiteral("bad\u001b[2Jname")} << 1;
    QTest::newRow("forum icon")
        << QStringList{QStringLiteral("add-forum"), QStringLiteral("Icons"), QStringLiteral("--icon"), QStringLiteral("javascript:alert(1)")} << 1;
    QTest::newRow("forum icon file")
        << QStringList{QStringLiteral("add-forum"), QStringLiteral("Icons"), QStringLiteral("--icon"), QStringLiteral("file:///etc/passwd")} << 1;
    QTest::newRow("forum parent") << QStringList{QStringLiteral("add-forum"), QStringLiteral("Orphan"), QStringLiteral("--parent"), QStringLiteral("987654")}
                                  << 1;
    QTest::newRow("category long") << QStringList{QStringLiteral("add-category"), QString(65, QLatin1Char('c'))} << 1;
    QTest::newRow("remove-forum unknown") << QStringList{QStringLiteral("remove-forum"), QStringLiteral("987654"), QStringLiteral("--yes")} << 1;
    QTest::newRow("remove-forum asks") << QStringList{QStringLiteral("remove-forum"), QStringLiteral("1")} << 2;
    QTest::newRow("hide takes no --yes") << QStringList{QStringLiteral("hide"), QStringLiteral("entry"), QStringLiteral("1"), QStringLiteral("--yes")} << 2;
}

void OcsAdminTest::moderationRefusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const auto counts = [this]() {
        SqliteFile db(databasePath());
        QStringList result;
        for (const char *sql : {"SELECT COUNT(*) || '/' || COUNT(hidden) FROM kb_entries",
                                "SELECT COUNT(*) FROM kb_categories",
                                "SELECT COUNT(*) || '/' || COUNT(hidden) FROM forums",
                                "SELECT COUNT(*) || '/' || COUNT(hidden) FROM forum_topics",
                                "SELECT COUNT(*) || '/' || COUNT(hidden) FROM comments"}) {
            result.append(db.value(QString::fromLatin1(sql)).toString());
        }
        return result;
    };
    const QStringList before = counts();
    const AdminRun run = admin(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(!run.err.isEmpty());
    QVERIFY2(!run.err.contains('\x1b'), run.err.constData());
    QCOMPARE(counts(), before);
}

void OcsAdminTest::deleteTakesTheirHelp()
{
    // a member who asked, answered, voted, started a topic and published an attribute; others answered them
    const QString login = QStringLiteral("helpful9");
    QVERIFY(create(login));
    const Credentials me{login, s_password};
    const Credentials demo = Credentials::demo();
    const QString mine = idOf(m_client.post(QStringLiteral("knowledgebase/data"), question(QStringLiteral("My question helpful9")), me));
    const QString theirs = idOf(m_client.post(QStringLiteral("knowledgebase/data"), question(QStringLiteral("Demo's question")), demo));
    const QString onMine = idOf(m_client.post(QStringLiteral("comments/add"), answer(mine, QStringLiteral("demo answers")), demo));
    const QString myAnswer = idOf(m_client.post(QStringLiteral("comments/add"), answer(theirs, QStringLiteral("my answer")), me));
    const QString replyToMine = idOf(m_client.post(QStringLiteral("comments/add"), answer(theirs, QStringLiteral("demo replies"), myAnswer), demo));
    const QString demoAnswer = idOf(m_client.post(QStringLiteral("comments/add"), answer(theirs, QStringLiteral("demo's own answer")), demo));
    for (const QString &id : {onMine, myAnswer, replyToMine, demoAnswer}) {
        QVERIFY(!id.isEmpty());
    }
    QCOMPARE(statusOf(m_client.post(QStringLiteral("comments/vote/") + demoAnswer, {{QStringLiteral("vote"), QStringLiteral("0")}}, me)), 100);
    QCOMPARE(statusOf(m_client.post(QStringLiteral("comments/vote/") + demoAnswer, {{QStringLiteral("vote"), QStringLiteral("100")}}, demo)), 100);
    const QString forum = ocs(m_client.get(QStringLiteral("forum/list"), demo)).items.first().value(QStringLiteral("id"));
    const Form topic{{QStringLiteral("subject"), QStringLiteral("My topic")},
                     {QStringLiteral("content"), QStringLiteral("x")},
                     {QStringLiteral("forum"), forum}};
    QVERIFY(!idOf(m_client.post(QStringLiteral("forum/topic/add"), topic, me)).isEmpty());
    QCOMPARE(statusOf(m_client.post(QStringLiteral("person/setattribute/global/pc"), {{QStringLiteral("value"), QStringLiteral("Helpful9 Laptop 1")}}, me)),
             100);

    // disabled, they and their posts are listed to nobody; enabled, all is back
    QCOMPARE(admin({QStringLiteral("disable"), login}).exitCode, 0);
    QCOMPARE(statusOf(m_client.get(QStringLiteral("knowledgebase/data/") + mine, demo)), 101);
    // their answer goes, and demo's reply to it with it
    QCOMPARE(ocs(m_client.get(QStringLiteral("comments/data/7/%1/0").arg(theirs), demo)).totalItems, 1);
    QCOMPARE(statusOf(m_client.get(QStringLiteral("knowledgebase/data/") + theirs, demo)), 100);
    QCOMPARE(ocs(m_client.get(QStringLiteral("person/data?attributeapp=global&attributekey=pc&attributevalue=helpful9%20LAPTOP%201"), demo)).personIds(),
             QStringList());
    QCOMPARE(admin({QStringLiteral("enable"), login}).exitCode, 0);
    QCOMPARE(statusOf(m_client.get(QStringLiteral("knowledgebase/data/") + mine, demo)), 100);
    QCOMPARE(ocs(m_client.get(QStringLiteral("comments/data/7/%1/0").arg(theirs), demo)).totalItems, 2);
    QCOMPARE(ocs(m_client.get(QStringLiteral("person/data?attributeapp=global&attributekey=pc&attributevalue=helpful9%20LAPTOP%201"), demo)).personIds(),
             QStringList{login});

    // the export holds all of it
    const AdminRun exported = admin({QStringLiteral("export"), login});
    QCOMPARE(exported.exitCode, 0);
    const QJsonObject document = QJsonDocument::fromJson(exported.out).object();
    const QJsonArray questions = document.value(QStringLiteral("questions")).toArray();
    QCOMPARE(questions.size(), 1);
    QCOMPARE(questions.first().toObject().value(QStringLiteral("title")).toString(), QStringLiteral("My question helpful9"));
    QCOMPARE(document.value(QStringLiteral("topics")).toArray().size(), 1);
    const QJsonArray comments = document.value(QStringLiteral("comments")).toArray();
    QCOMPARE(comments.size(), 1);
    QCOMPARE(qint64(comments.first().toObject().value(QStringLiteral("target")).toDouble()), theirs.toLongLong());
    QCOMPARE(document.value(QStringLiteral("votes")).toArray().size(), 1);
    QCOMPARE(document.value(QStringLiteral("attributes")).toArray().first().toObject().value(QStringLiteral("value")).toString(),
             QStringLiteral("Helpful9 Laptop 1"));

    const qint64 row = rowOf(login);
    QCOMPARE(admin({QStringLiteral("delete"), login, QStringLiteral("--yes")}).exitCode, 0);
    SqliteFile db(databasePath());
    for (const char *sql : {"SELECT COUNT(*) FROM kb_entries WHERE author = ?",
                            "SELECT COUNT(*) FROM comments WHERE author = ?",
                            "SELECT COUNT(*) FROM forum_topics WHERE author = ?",
                            "SELECT COUNT(*) FROM comment_votes WHERE person = ?",
                            "SELECT COUNT(*) FROM person_attributes WHERE person = ?"}) {
        QCOMPARE(db.value(QString::fromLatin1(sql), {row}).toLongLong(), 0);
    }
    QCOMPARE(db.value(QStringLiteral("PRAGMA foreign_key_check")), QVariant());
    // their question took demo's answer on it along; demo's reply to their answer is at the top now
    QCOMPARE(db.value(QStringLiteral("SELECT COUNT(*) FROM comments WHERE id = ?"), {onMine.toLongLong()}).toLongLong(), 0);
    QCOMPARE(db.value(QStringLiteral("SELECT COUNT(*) FROM comments WHERE id = ? AND parent IS NULL"), {replyToMine.toLongLong()}).toLongLong(), 1);
    // their vote left the score
    QCOMPARE(db.value(QStringLiteral("SELECT votes || '/' || score_sum FROM comments WHERE id = ?"), {demoAnswer.toLongLong()}).toString(),
             QStringLiteral("1/100"));
    QCOMPARE(ocs(m_client.get(QStringLiteral("comments/data/7/%1/0").arg(theirs), demo)).totalItems, 2);
    QCOMPARE(statusOf(m_client.get(QStringLiteral("knowledgebase/data/") + mine, demo)), 101);
}

bool OcsAdminTest::startOnTerminal(QProcess &process, const PseudoTerminal &terminal, const QStringList &arguments) const
{
    process.setStandardInputFile(terminal.slavePath());
    process.setStandardErrorFile(terminal.slavePath());
    process.start(AdminRunner::binary(), QStringList{QStringLiteral("--db"), databasePath()} + arguments);
    return process.waitForStarted(10000);
}

void OcsAdminTest::onATerminal()
{
    const QString login = QStringLiteral("typist1");
    QVERIFY(create(login));
    const QByteArray typed = "Typed-on-a-terminal-3";
    {
        // the password asked twice, and never shown
        PseudoTerminal terminal;
        QVERIFY(terminal.isOpen());
        QProcess process;
        QVERIFY(startOnTerminal(process, terminal, {QStringLiteral("reset-password"), login}));
        QVERIFY2(terminal.waitFor("New password: "), terminal.shown().constData());
        terminal.write(typed + '\n');
        QVERIFY2(terminal.waitFor("Repeat the password: "), terminal.shown().constData());
        terminal.write(typed + '\n');
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        terminal.waitFor("new password for", 5000);
        QVERIFY2(terminal.shown().contains("new password for"), terminal.shown().constData());
        QVERIFY2(!terminal.shown().contains(typed), terminal.shown().constData());
        QVERIFY(signsIn(login, QString::fromLatin1(typed)));
    }
    {
        // two that differ change nothing
        PseudoTerminal terminal;
        QProcess process;
        QVERIFY(startOnTerminal(process, terminal, {QStringLiteral("reset-password"), login}));
        QVERIFY(terminal.waitFor("New password: "));
        terminal.write("Another-password-44\n");
        QVERIFY(terminal.waitFor("Repeat the password: "));
        terminal.write("Another-password-45\n");
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 1);
        QVERIFY(signsIn(login, QString::fromLatin1(typed)));
    }
    {
        // delete asks for the login; another answer keeps the person
        PseudoTerminal terminal;
        QProcess process;
        QVERIFY(startOnTerminal(process, terminal, {QStringLiteral("delete"), login}));
        QVERIFY2(terminal.waitFor("Type the login to confirm: "), terminal.shown().constData());
        terminal.write("yes\n");
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 1);
        QVERIFY(rowOf(login) > 0);
    }
    {
        PseudoTerminal terminal;
        QProcess process;
        QVERIFY(startOnTerminal(process, terminal, {QStringLiteral("delete"), login}));
        QVERIFY(terminal.waitFor("Type the login to confirm: "));
        terminal.write("Typist1\n");
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(rowOf(login), 0);
    }
}

void OcsAdminTest::hostileInputChangesNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("says");

    const QByteArray good = s_password.toUtf8() + '\n';
    for (const QString &command : {QStringLiteral("disable"), QStringLiteral("enable"), QStringLiteral("reset-password"), QStringLiteral("export")}) {
        QTest::addRow("%s unknown", qPrintable(command)) << QStringList{command, QStringLiteral("nobody-here")} << good << QStringLiteral("nobody has");
        QTest::addRow("%s control characters", qPrintable(command))
            << QStringList{command, QStringLiteral("demo\x1b]0;owned\x07")} << good << QStringLiteral("invalid login");
    }
    QTest::newRow("delete unknown") << QStringList{QStringLiteral("delete"), QStringLiteral("nobody-here"), QStringLiteral("--yes")} << QByteArray()
                                    << QStringLiteral("nobody has");
    QTest::newRow("delete with a line end") << QStringList{QStringLiteral("delete"), QStringLiteral("demo\n"), QStringLiteral("--yes")} << QByteArray()
                                            << QStringLiteral("invalid login");
    QTest::newRow("delete huge") << QStringList{QStringLiteral("delete"), QString(100000, QLatin1Char('d')), QStringLiteral("--yes")} << QByteArray()
                                 << QStringLiteral("invalid login");
    QTest::newRow("reset with 10 MB") << QStringList{QStringLiteral("reset-password"), QStringLiteral("demo")} << QByteArray(10 * 1024 * 1024, 'x')
                                      << QStringLiteral("longer than 1024");
    QTest::newRow("reset with an empty input") << QStringList{QStringLiteral("reset-password"), QStringLiteral("demo")} << QByteArray()
                                               << QStringLiteral("no password");
    QTest::newRow("export into a folder") << QStringList{QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--output"), QStringLiteral("/")}
                                          << QByteArray() << QStringLiteral("folder");
    QTest::newRow("backup into a folder that is not there")
        << QStringList{QStringLiteral("backup"), QStringLiteral("/no/such/folder/backup.sqlite")} << QByteArray() << QStringLiteral("no backup");
}

void OcsAdminTest::hostileInputChangesNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QString, says);
    const auto everything = [this] {
        SqliteFile db(databasePath());
        return otherRows(db, 0, {});
    };
    const QStringList before = everything();
    const AdminRun run = admin(arguments, input);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(QString::fromUtf8(run.err).contains(says), run.err.constData());
    QVERIFY(!run.err.contains('\x1b'));
    QVERIFY(!run.err.contains('\x07'));
    QVERIFY(run.err.size() < 1000);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(everything(), before);
    QVERIFY(signsIn(QStringLiteral("demo"), QStringLiteral("demo-password")));
}

QTEST_GUILESS_MAIN(OcsAdminTest)

#include "ocsadmintest.moc"
