// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsdocument.h"
#include "ocsserverprocess.h"

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

/**
 * socialdesktop-server as it ships (issue 27, items 11, 12, 14): no test switches, no demo data, and a database
 * folder it makes itself when started by hand.
 */
class ServerProductTest : public QObject
{
    Q_OBJECT

    static QByteArray form(const QList<QPair<QString, QString>> &fields)
    {
        QUrlQuery query;
        for (const auto &field : fields) {
            query.addQueryItem(field.first, QString::fromLatin1(QUrl::toPercentEncoding(field.second)));
        }
        return query.toString(QUrl::FullyEncoded).toUtf8();
    }

    static int exitCodeOf(const QStringList &arguments, QByteArray *standardError = nullptr, QByteArray *standardOutput = nullptr)
    {
        QProcess process;
        process.start(OcsServerProcess::productBinary(), arguments);
        if (!process.waitForFinished(20000)) {
            process.kill();
            process.waitForFinished();
            return -1;
        }
        if (standardError) {
            *standardError = process.readAllStandardError();
        }
        if (standardOutput) {
            *standardOutput = process.readAllStandardOutput();
        }
        return process.exitCode();
    }

private Q_SLOTS:
    void noTestOptions_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("fault") << QStringList{QStringLiteral("--fault"), QStringLiteral("garbage")};
        QTest::newRow("huge") << QStringList{QStringLiteral("--fault"), QStringLiteral("huge")};
        QTest::newRow("seed") << QStringList{QStringLiteral("--seed"), QStringLiteral("5")};
        QTest::newRow("demo-friends") << QStringList{QStringLiteral("--demo-friends"), QStringLiteral("5")};
        QTest::newRow("latency") << QStringList{QStringLiteral("--latency-ms"), QStringLiteral("10")};
        QTest::newRow("public-address") << QStringList{QStringLiteral("--public-address"), QStringLiteral("203.0.113.5")};
        QTest::newRow("test-controls") << QStringList{QStringLiteral("--test-controls")};
    }

    void noTestOptions()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir dir;
        QByteArray error;
        QCOMPARE(exitCodeOf(arguments + QStringList{QStringLiteral("--db"), dir.filePath(QStringLiteral("x.sqlite"))}, &error), 2);
        QVERIFY2(error.contains("Unknown option"), error.constData());
    }

    void helpNamesNoTestOption()
    {
        QByteArray help;
        QCOMPARE(exitCodeOf({QStringLiteral("--help")}, nullptr, &help), 0);
        QVERIFY(help.contains("--db"));
        for (const char *option : {"--seed", "--demo-friends", "--fault", "--latency-ms", "--public-address", "--test-controls"}) {
            QVERIFY2(!help.contains(option), option);
        }
    }

    void freshCommunityIsEmpty()
    {
        OcsServerProcess server;
        server.setProduct(true);
        QVERIFY2(server.start(-1), qPrintable(server.errorString()));

        bool ok = false;
        server.call(QStringLiteral("providers.xml"), {}, {}, {}, &ok);
        QVERIFY(ok);
        // no /control/ switches, no tracking pixel
        for (const QString &path : {QStringLiteral("control/state"), QStringLiteral("control/requests"), QStringLiteral("pixel/x")}) {
            server.call(path, {}, {}, {}, &ok);
            QVERIFY2(!ok, qPrintable(path));
        }
        QVERIFY(!server.setFault(QStringLiteral("garbage")));

        // no made-up events
        const OcsDocument events = OcsDocument::parse(server.call(QStringLiteral("v1/event/data?pagesize=100")));
        QVERIFY2(events.isValid(), qPrintable(events.errorString()));
        QCOMPARE(events.statusCode, 100);
        QCOMPARE(events.totalItems, 0);
        QVERIFY(events.items.isEmpty());
        QCOMPARE(OcsDocument::parse(server.call(QStringLiteral("v1/event/data/1"))).statusCode, 101);

        // no demo people: the one member who signed up is everybody
        const OcsDocument added = OcsDocument::parse(server.call(QStringLiteral("v1/person/add"),
                                                                 {},
                                                                 {},
                                                                 form({{QStringLiteral("login"), QStringLiteral("carol")},
                                                                       {QStringLiteral("password"), QStringLiteral("carol-secret")},
                                                                       {QStringLiteral("firstname"), QStringLiteral("Carol")},
                                                                       {QStringLiteral("lastname"), QStringLiteral("Shaw")},
                                                                       {QStringLiteral("email"), QStringLiteral("carol@example.org")}})));
        QCOMPARE(added.statusCode, 100);
        const OcsDocument people =
            OcsDocument::parse(server.call(QStringLiteral("v1/person/data?pagesize=100"), QStringLiteral("carol"), QStringLiteral("carol-secret")));
        QCOMPARE(people.statusCode, 100);
        QCOMPARE(people.personIds(), QStringList{QStringLiteral("carol")});
        for (const QString &demo : {QStringLiteral("demo"), QStringLiteral("alice")}) {
            const OcsDocument person =
                OcsDocument::parse(server.call(QStringLiteral("v1/person/data/") + demo, QStringLiteral("carol"), QStringLiteral("carol-secret")));
            QVERIFY2(person.items.isEmpty(), qPrintable(demo));
        }
        QVERIFY(!server.databaseBytes().contains("events.example.org"));
    }

    // Started by hand, without systemd's StateDirectory=: the database's folder is made, private to the server's user.
    void makesTheDatabaseFolder()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("state/socialdesktop-server"));
        QProcess process;
        QString line;
        QString error;
        const int port = OcsServerProcess::launch(&process,
                                                  OcsServerProcess::productBinary(),
                                                  {QStringLiteral("--db"), folder + QStringLiteral("/community.sqlite")},
                                                  dir.filePath(QStringLiteral("port")),
                                                  &line,
                                                  &error);
        QVERIFY2(port > 0, qPrintable(error));
        QVERIFY(QFileInfo::exists(folder + QStringLiteral("/community.sqlite")));
        QCOMPARE(QFileInfo(folder).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::ExeOther), QFileDevice::Permissions());
        process.terminate();
        QVERIFY(process.waitForFinished(10000));
    }

    // A folder it cannot make (a file is in the way): exit 1 with a message that names the folder to create.
    void saysWhichFolderToMake()
    {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(QStringLiteral("file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const QString folder = dir.filePath(QStringLiteral("file/state"));
        QByteArray error;
        QCOMPARE(exitCodeOf({QStringLiteral("--db"), folder + QStringLiteral("/community.sqlite"), QStringLiteral("--port"), QStringLiteral("0")}, &error), 1);
        QVERIFY2(error.contains("the folder " + folder.toUtf8() + " does not exist and cannot be made"), error.constData());
        QVERIFY2(error.contains("create it"), error.constData());
    }
};

QTEST_GUILESS_MAIN(ServerProductTest)

#include "serverproducttest.moc"
