// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsserverprocess.h"
#include "postgresqlserver.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace
{
/// Where installedroot.sh unpacked the package.
QString installedRoot()
{
    return qEnvironmentVariable("SOCIALDESKTOP_INSTALLED_ROOT");
}

QByteArray fetch(const QUrl &url, const QByteArray &body = QByteArray())
{
    QNetworkAccessManager manager;
    QNetworkRequest request(url);
    QNetworkReply *reply = body.isNull() ? manager.get(request) : [&] {
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
        return manager.post(request, body);
    }();
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(30000, &loop, &QEventLoop::quit);
    loop.exec();
    const QByteArray answer = reply->readAll();
    delete reply;
    return answer;
}
}

/**
 * The community server as its Debian package installs it (socialdesktop-server_*.deb unpacked into a throwaway root
 * by installedroot.sh): the binary, the configuration file and the systemd unit are there, the unit is valid and
 * hardened, and the packaged binary serves a community with the packaged configuration (SQLite) and with a
 * PostgreSQL database of the test's own.
 */
class ServerPackageTest : public QObject
{
    Q_OBJECT

private:
    const QString m_root = installedRoot();
    QTemporaryDir m_dir;

    QString rooted(const QString &path) const
    {
        return m_root + path;
    }

    /// Starts the packaged binary (a new, empty community); its origin (http://127.0.0.1:PORT), or empty.
    QString startPackaged(QProcess *server, const QStringList &arguments)
    {
        QString line;
        QString error;
        const int port = OcsServerProcess::launch(server,
                                                  rooted(QStringLiteral("/usr/bin/socialdesktop-server")),
                                                  arguments,
                                                  m_dir.filePath(QStringLiteral("port")),
                                                  &line,
                                                  &error);
        if (port <= 0 || !line.startsWith(QStringLiteral("socialdesktop-server listening on http://127.0.0.1:"))) {
            qWarning() << line << error;
            return QString();
        }
        return QStringLiteral("http://127.0.0.1:%1").arg(port);
    }

    /// A newcomer signs up and signs in (sign-up is open in both configurations); nobody else is there: no demo
    /// account, no made-up events, no test switches (issue 27, items 11 and 12).
    void servesACommunity(const QString &origin)
    {
        QVERIFY(fetch(QUrl(origin + QStringLiteral("/v1/person/check")), "login=demo&password=demo-password").contains("<statuscode>102</statuscode>"));
        QVERIFY(fetch(QUrl(origin + QStringLiteral("/v1/event/data"))).contains("<totalitems>0</totalitems>"));
        for (const QString &path : {QStringLiteral("/control/state"), QStringLiteral("/control/requests"), QStringLiteral("/pixel/x")}) {
            QVERIFY2(fetch(QUrl(origin + path)).startsWith("not found"), qPrintable(path));
        }
        QVERIFY(fetch(QUrl(origin + QStringLiteral("/v1/person/add")),
                      "login=newcomer&password=long-enough-password&firstname=New&lastname=Comer&email=new%40example.org")
                    .contains("<statuscode>100</statuscode>"));
        QVERIFY(
            fetch(QUrl(origin + QStringLiteral("/v1/person/check")), "login=newcomer&password=long-enough-password").contains("<statuscode>100</statuscode>"));
    }

    /// SIGTERM: a clean stop, and the configuration drew no warning (its commented lines included).
    bool stop(QProcess *server)
    {
        server->terminate();
        if (!server->waitForFinished(10000) || server->exitCode() != 0) {
            return false;
        }
        const QByteArray errors = server->readAllStandardError();
        if (errors.contains("unknown key") || errors.contains("warning")) {
            qWarning() << errors;
            return false;
        }
        return true;
    }

    /// Where debhelper put the unit: /lib/systemd/system on Debian 12, /usr/lib/systemd/system on Debian 13.
    QString unitFile() const
    {
        const QString merged = QStringLiteral("/usr/lib/systemd/system/socialdesktop-server.service");
        return QFile::exists(rooted(merged)) ? merged : QStringLiteral("/lib/systemd/system/socialdesktop-server.service");
    }

    QString unitText() const
    {
        QFile unit(rooted(unitFile()));
        return unit.open(QIODevice::ReadOnly) ? QString::fromUtf8(unit.readAll()) : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!m_root.isEmpty(), "run through installedroot.sh --package socialdesktop-server");
        QVERIFY(m_dir.isValid());
    }

    void theRootHoldsTheServer()
    {
        for (const QString &file : {QStringLiteral("/usr/bin/socialdesktop-server"),
                                    QStringLiteral("/usr/bin/socialdesktop-admin"),
                                    QStringLiteral("/usr/share/man/man1/socialdesktop-admin.1.gz"),
                                    QStringLiteral("/etc/socialdesktop-server/server.conf"),
                                    unitFile(),
                                    QStringLiteral("/usr/share/doc/socialdesktop-server/README.md"),
                                    // the nginx site server/README.md tells operators to put in front
                                    QStringLiteral("/usr/share/doc/socialdesktop-server/examples/nginx-site.conf")}) {
            QVERIFY2(QFile::exists(rooted(file)), qPrintable(file));
        }
        // nothing of the widget
        QVERIFY(!QDir(rooted(QStringLiteral("/usr/share/plasma"))).exists());
    }

    // Only the product: none of the test server's options or routes in the packaged binary.
    void shipsNoTestCode()
    {
        QProcess help;
        help.start(rooted(QStringLiteral("/usr/bin/socialdesktop-server")), {QStringLiteral("--help")});
        QVERIFY(help.waitForFinished(20000));
        QCOMPARE(help.exitCode(), 0);
        const QByteArray text = help.readAllStandardOutput();
        QVERIFY(text.contains("--config"));
        QFile binary(rooted(QStringLiteral("/usr/bin/socialdesktop-server")));
        QVERIFY(binary.open(QIODevice::ReadOnly));
        const QByteArray bytes = binary.readAll();
        for (const char *word : {"--seed", "--demo-friends", "--fault", "--latency-ms", "--public-address", "--test-controls"}) {
            QVERIFY2(!text.contains(word), word);
        }
        for (const char *word : {"demo-friends",
                                 "latency-ms",
                                 "public-address",
                                 "test-controls",
                                 "/control/",
                                 "events.example.org",
                                 "names.json",
                                 "attrflood",
                                 "/pixel/",
                                 "faultreplies",
                                 "hostilereplies",
                                 "personoverrides"}) {
            QVERIFY2(!bytes.contains(word), word);
        }
        QVERIFY(!QFile::exists(rooted(QStringLiteral("/usr/bin/socialdesktop-testserver"))));
        // nor does its manual page offer them
        QProcess manual;
        manual.start(QStringLiteral("sh"),
                     {QStringLiteral("-c"), QStringLiteral("zcat '%1'").arg(rooted(QStringLiteral("/usr/share/man/man1/socialdesktop-server.1.gz")))});
        QVERIFY(manual.waitForFinished(20000));
        const QByteArray page = manual.readAllStandardOutput();
        QVERIFY(page.contains("config"));
        for (const char *word : {"seed", "\\-\\-fault", "latency", "demo"}) {
            QVERIFY2(!page.contains(word), word);
        }
    }

    void theUnitIsHardened()
    {
        const QString unit = unitText();
        for (const QString &line : {QStringLiteral("User=socialdesktop-server"),
                                    QStringLiteral("ExecStart=/usr/bin/socialdesktop-server --config /etc/socialdesktop-server/server.conf"),
                                    QStringLiteral("ProtectSystem=strict"),
                                    QStringLiteral("PrivateTmp=yes"),
                                    QStringLiteral("NoNewPrivileges=yes"),
                                    QStringLiteral("MemoryMax=1G"),
                                    QStringLiteral("ProtectHome=yes"),
                                    QStringLiteral("StateDirectory=socialdesktop-server"),
                                    QStringLiteral("CapabilityBoundingSet=\n")}) {
            QVERIFY2(unit.contains(line), qPrintable(line));
        }
        const QString analyze = QStandardPaths::findExecutable(QStringLiteral("systemd-analyze"));
        if (analyze.isEmpty()) {
            QSKIP("systemd-analyze is not installed");
        }
        // systemd's own check, with the command pointing into the root
        QString copy = unit;
        copy.replace(QStringLiteral("ExecStart=/usr/bin/"), QStringLiteral("ExecStart=") + rooted(QStringLiteral("/usr/bin/")));
        const QString path = m_dir.filePath(QStringLiteral("socialdesktop-server.service"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(copy.toUtf8());
        file.close();
        QProcess verify;
        verify.start(analyze, {QStringLiteral("verify"), path});
        QVERIFY(verify.waitForFinished(60000));
        const QString output = QString::fromLocal8Bit(verify.readAllStandardError() + verify.readAllStandardOutput());
        QVERIFY2(verify.exitCode() == 0, qPrintable(output));
        QVERIFY2(!output.contains(QStringLiteral("socialdesktop-server.service:")), qPrintable(output));
    }

    void servesACommunityWithSqlite()
    {
        // the packaged configuration; only the places a test may write to are overridden
        QProcess server;
        const QString origin = startPackaged(&server,
                                             {QStringLiteral("--config"),
                                              rooted(QStringLiteral("/etc/socialdesktop-server/server.conf")),
                                              QStringLiteral("--db"),
                                              m_dir.filePath(QStringLiteral("community.sqlite")),
                                              QStringLiteral("--port"),
                                              QStringLiteral("0")});
        QVERIFY(!origin.isEmpty());
        QVERIFY(fetch(QUrl(origin + QStringLiteral("/providers.xml"))).contains("<name>My Community</name>"));
        servesACommunity(origin);
        // the packaged operator's tool on the running server's database, found as the server found it
        QProcess admin;
        admin.start(rooted(QStringLiteral("/usr/bin/socialdesktop-admin")),
                    {QStringLiteral("--config"),
                     rooted(QStringLiteral("/etc/socialdesktop-server/server.conf")),
                     QStringLiteral("--db"),
                     m_dir.filePath(QStringLiteral("community.sqlite")),
                     QStringLiteral("disable"),
                     QStringLiteral("newcomer")});
        QVERIFY(admin.waitForFinished(30000));
        QCOMPARE(admin.exitCode(), 0);
        QVERIFY(
            fetch(QUrl(origin + QStringLiteral("/v1/person/check")), "login=newcomer&password=long-enough-password").contains("<statuscode>102</statuscode>"));
        QVERIFY(stop(&server));
        QCOMPARE(QFile(m_dir.filePath(QStringLiteral("community.sqlite"))).permissions() & (QFile::ReadOther | QFile::ReadGroup), QFile::Permissions());
    }

    void servesACommunityWithPostgresql()
    {
        QString error;
        PostgreSqlServer *postgres = PostgreSqlServer::shared(&error);
        QVERIFY2(postgres, qPrintable(error));
        const QString url = postgres->createDatabase(&error);
        QVERIFY2(!url.isEmpty(), qPrintable(error));
        const QString config = m_dir.filePath(QStringLiteral("postgresql.conf"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("[Server]\nListen=127.0.0.1\nPort=0\n[Database]\nUrl=%1\n[Community]\nName=Big Community\nSignUp=open\n").arg(url).toUtf8());
        file.close();

        QProcess server;
        const QString origin = startPackaged(&server, {QStringLiteral("--config"), config});
        QVERIFY(!origin.isEmpty());
        QVERIFY(fetch(QUrl(origin + QStringLiteral("/providers.xml"))).contains("<name>Big Community</name>"));
        servesACommunity(origin);
        QVERIFY(stop(&server));
        // the new account is in PostgreSQL, not in a SQLite file somewhere
        QCOMPARE(postgres->query(url, QStringLiteral("SELECT count(*) FROM people WHERE personid = 'newcomer'")).trimmed(), QByteArray("1"));
    }
};

QTEST_GUILESS_MAIN(ServerPackageTest)
#include "serverpackagetest.moc"
