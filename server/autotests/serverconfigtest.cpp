// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsserverprocess.h"
#include "selfsignedcertificate.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QXmlStreamReader>

namespace
{
/// The provider file's fields, by element name; the services as a comma-separated list.
QHash<QString, QString> providerFields(const QByteArray &xml)
{
    QHash<QString, QString> fields;
    QXmlStreamReader reader(xml);
    if (!reader.readNextStartElement() || !reader.readNextStartElement()) {
        return fields;
    }
    while (reader.readNextStartElement()) {
        if (reader.name() == QLatin1String("services")) {
            QStringList services;
            while (reader.readNextStartElement()) {
                services.append(reader.name().toString());
                reader.skipCurrentElement();
            }
            fields.insert(QStringLiteral("services"), services.join(QLatin1Char(',')));
        } else {
            const QString name = reader.name().toString();
            fields.insert(name, reader.readElementText());
        }
    }
    return fields;
}
}

/**
 * The server as an operator runs it: from a configuration file (server/deploy/server.conf is the example), with the
 * public URL in every link, the community's name and rules in /providers.xml, sign-up closed, HTTPS with its own
 * certificate, journal priorities, and none of the tests' /control/ switches.
 */
class ServerConfigTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeConfig(const QString &name, const QString &text)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            return QString();
        }
        file.write(text.toUtf8());
        return path;
    }

    QString database(const QString &name) const
    {
        return QStringLiteral("[Database]\nFile=%1\n").arg(m_dir.filePath(name + QStringLiteral(".sqlite")));
    }

    /// Starts the binary itself (OcsServerProcess would add --test-controls); the port, or 0.
    int startDirectly(QProcess *process, const QStringList &arguments)
    {
        QString line;
        QString error;
        const int port = OcsServerProcess::launch(process,
                                                  OcsServerProcess::binary(),
                                                  arguments,
                                                  m_dir.filePath(QStringLiteral("port-%1").arg(qintptr(process))),
                                                  &line,
                                                  &error);
        if (port <= 0) {
            qWarning() << error;
        }
        return port;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
    }

    void configuredCommunity()
    {
        const QString config = writeConfig(QStringLiteral("community.conf"),
                                           QStringLiteral("[Server]\nPublicUrl=https://social.example.org\n"
                                                          "[Community]\nName=Example Group\nId=example-group\nTermsOfUse=https://social.example.org/terms\n"
                                                          "Register=https://social.example.org/join\nSignUp=closed\nServices=person, friend, message\n")
                                               + database(QStringLiteral("community")));
        OcsServerProcess server;
        QVERIFY2(server.start(20, {QStringLiteral("--config"), config}), qPrintable(server.errorString()));
        OcsClient client(server.origin());

        const HttpReply providers = client.get(QStringLiteral("/providers.xml"));
        QCOMPARE(providers.status, 200);
        const auto fields = providerFields(providers.body);
        QCOMPARE(fields.value(QStringLiteral("location")), QStringLiteral("https://social.example.org/v1/"));
        QCOMPARE(fields.value(QStringLiteral("name")), QStringLiteral("Example Group"));
        QCOMPARE(fields.value(QStringLiteral("id")), QStringLiteral("example-group"));
        QCOMPARE(fields.value(QStringLiteral("termsofuse")), QStringLiteral("https://social.example.org/terms"));
        QCOMPARE(fields.value(QStringLiteral("register")), QStringLiteral("https://social.example.org/join"));
        QCOMPARE(fields.value(QStringLiteral("services")), QStringLiteral("person,friend,message"));

        // every link handed out names the public URL, whatever the Host header said
        const HttpReply person = client.get(QStringLiteral("person/data/demo"), Credentials::demo(), {{"Host", "evil.example"}});
        QCOMPARE(person.status, 200);
        QVERIFY2(person.body.contains("https://social.example.org/avatars/"), person.body.constData());
        QVERIFY(!person.body.contains("evil.example"));

        // sign-up closed: as a server without person/add
        const HttpReply signup = client.post(QStringLiteral("person/add"),
                                             {{QStringLiteral("login"), QStringLiteral("newcomer")},
                                              {QStringLiteral("password"), QStringLiteral("long-enough")},
                                              {QStringLiteral("firstname"), QStringLiteral("New")},
                                              {QStringLiteral("lastname"), QStringLiteral("Comer")},
                                              {QStringLiteral("email"), QStringLiteral("new@example.org")}});
        QVERIFY2(signup.body.contains("<statuscode>998</statuscode>"), signup.body.constData());
        QVERIFY(client
                    .post(QStringLiteral("person/check"),
                          {{QStringLiteral("login"), QStringLiteral("newcomer")}, {QStringLiteral("password"), QStringLiteral("long-enough")}})
                    .body.contains("<statuscode>102</statuscode>"));
        QVERIFY(server.stop());
    }

    void limitsFromTheFile()
    {
        const QString config = writeConfig(QStringLiteral("limits.conf"),
                                           QStringLiteral("[Limits]\nMessagesPerAccount=2/600\nSearchesPerAddress=off\n") + database(QStringLiteral("limits")));
        OcsServerProcess server;
        QVERIFY2(server.start(20, {QStringLiteral("--config"), config}), qPrintable(server.errorString()));
        OcsClient client(server.origin());
        const QRegularExpression personId(QStringLiteral("<personid>([^<]+)</personid>"));
        const QString friendId = personId.match(QString::fromUtf8(client.get(QStringLiteral("friend/data/demo"), Credentials::demo()).body)).captured(1);
        QVERIFY(!friendId.isEmpty());
        const Form message = {{QStringLiteral("to"), friendId},
                              {QStringLiteral("subject"), QStringLiteral("Hi")},
                              {QStringLiteral("message"), QStringLiteral("Hello")}};
        for (int i = 0; i < 2; ++i) {
            const HttpReply sent = client.post(QStringLiteral("message/2"), message, Credentials::demo());
            QVERIFY2(sent.body.contains("<statuscode>100</statuscode>"), sent.body.constData());
        }
        const HttpReply third = client.post(QStringLiteral("message/2"), message, Credentials::demo());
        QVERIFY2(third.body.contains("<statuscode>200</statuscode>"), third.body.constData());
        QVERIFY(third.header("Retry-After").toInt() > 0);
        // searches: off, so 700 in a row (over the default 600 a minute) all answer
        for (int i = 0; i < 700; ++i) {
            if (!client.get(QStringLiteral("person/data?name=a&pagesize=1")).body.contains("<statuscode>100</statuscode>")) {
                QFAIL(qPrintable(QStringLiteral("search %1 was refused").arg(i)));
            }
        }
        client.clearConnections();
        QVERIFY(server.stop());
    }

    void refusesValuesItCannotUse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("key");
        QTest::newRow("port") << QStringLiteral("[Server]\nPort=70000\n") << QStringLiteral("Server/Port");
        QTest::newRow("script url") << QStringLiteral("[Server]\nPublicUrl=javascript:alert(1)\n") << QStringLiteral("Server/PublicUrl");
        QTest::newRow("service") << QStringLiteral("[Community]\nServices=person,bogus\n") << QStringLiteral("Community/Services");
        QTest::newRow("sign-up") << QStringLiteral("[Community]\nSignUp=maybe\n") << QStringLiteral("Community/SignUp");
        QTest::newRow("terms not web") << QStringLiteral("[Community]\nTermsOfUse=file:///etc/passwd\n") << QStringLiteral("Community/TermsOfUse");
        QTest::newRow("relative database") << QStringLiteral("[Database]\nFile=community.sqlite\n") << QStringLiteral("Database/File");
        QTest::newRow("certificate without key") << QStringLiteral("[Server]\nCertificate=/etc/hostname\n") << QStringLiteral("Server/PrivateKey");
        QTest::newRow("limit") << QStringLiteral("[Limits]\nMessagesPerAccount=lots\n") << QStringLiteral("Limits/MessagesPerAccount");
        QTest::newRow("limit seconds") << QStringLiteral("[Limits]\nSearchesPerAddress=10/0\n") << QStringLiteral("Limits/SearchesPerAddress");
        QTest::newRow("threads") << QStringLiteral("[Server]\nThreads=0\n") << QStringLiteral("Server/Threads");
        QTest::newRow("long name") << QStringLiteral("[Community]\nName=%1\n").arg(QString(300, QLatin1Char('x'))) << QStringLiteral("Community/Name");
        QTest::newRow("reuse port") << QStringLiteral("[Server]\nReusePort=yes please\n") << QStringLiteral("Server/ReusePort");
        QTest::newRow("credential cache") << QStringLiteral("[Limits]\nCredentialCache=-1\n") << QStringLiteral("Limits/CredentialCache");
        QTest::newRow("public profiles") << QStringLiteral("[Community]\nPublicProfiles=maybe\n") << QStringLiteral("Community/PublicProfiles");
        QTest::newRow("contact markup") << QStringLiteral("[Community]\nContact=<a>@example.org\n") << QStringLiteral("Community/Contact");
        QTest::newRow("contact no at") << QStringLiteral("[Community]\nContact=nobody\n") << QStringLiteral("Community/Contact");
        QTest::newRow("posts") << QStringLiteral("[Limits]\nPostsPerAccount=-1\n") << QStringLiteral("Limits/PostsPerAccount");
        QTest::newRow("profile edits") << QStringLiteral("[Limits]\nProfileEditsPerAddress=1/0\n") << QStringLiteral("Limits/ProfileEditsPerAddress");
        QTest::newRow("any address without public url") << QStringLiteral("[Server]\nListen=::\n") << QStringLiteral("Server/PublicUrl");
    }

    void refusesValuesItCannotUse()
    {
        QFETCH(QString, text);
        QFETCH(QString, key);
        const QString config = writeConfig(QStringLiteral("bad.conf"), text);
        QProcess process;
        process.start(OcsServerProcess::binary(), {QStringLiteral("--config"), config, QStringLiteral("--db"), m_dir.filePath(QStringLiteral("bad.sqlite"))});
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 2);
        const QByteArray error = process.readAllStandardError();
        QVERIFY2(error.contains(key.toUtf8()), error.constData());
        QVERIFY(process.readAllStandardOutput().isEmpty());
    }

    void missingFileIsAUsageError()
    {
        QProcess process;
        process.start(OcsServerProcess::binary(), {QStringLiteral("--config"), m_dir.filePath(QStringLiteral("nothing.conf"))});
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardError().contains("cannot read the configuration file"));
    }

    void startedByHandMakesItsStateFolder()
    {
        // no systemd StateDirectory=: the folder of the database is missing on the first start
        const QString folder = m_dir.filePath(QStringLiteral("state/socialdesktop-server"));
        QProcess server;
        const int port = startDirectly(&server, {QStringLiteral("--db"), folder + QStringLiteral("/community.sqlite")});
        QVERIFY(port > 0);
        QVERIFY(QFileInfo::exists(folder + QStringLiteral("/community.sqlite")));
        // private to the server's user, as systemd would make it
        QCOMPARE(QFileInfo(folder).permissions()
                     & (QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther),
                 QFile::Permissions());
        server.terminate();
        QVERIFY(server.waitForFinished(10000));
    }

    void unmakeableStateFolderIsNamed()
    {
        // a file where the folder should be: nothing can make it, and the message says what to create
        const QString blocker = writeConfig(QStringLiteral("not-a-folder"), QStringLiteral("x"));
        QVERIFY(!blocker.isEmpty());
        QProcess process;
        process.start(OcsServerProcess::binary(), {QStringLiteral("--db"), blocker + QStringLiteral("/state/community.sqlite")});
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 1);
        const QByteArray error = process.readAllStandardError();
        QVERIFY2(error.contains(QFile::encodeName(blocker + QStringLiteral("/state"))), error.constData());
        QVERIFY2(error.contains("create it"), error.constData());
    }

    void testSwitchesAreOffUnlessAsked()
    {
        const QString config =
            writeConfig(QStringLiteral("plain.conf"), QStringLiteral("[Server]\nListen=127.0.0.1\nPort=0\nTypo=1\n") + database(QStringLiteral("plain")));
        QProcess deployed;
        const int port = startDirectly(&deployed, {QStringLiteral("--config"), config});
        QVERIFY(port > 0);
        OcsClient client(QStringLiteral("http://127.0.0.1:%1").arg(port));
        QCOMPARE(client.get(QStringLiteral("/control/state")).status, 404);
        // a POST there is an unknown route's 405, and the fault it asked for never comes
        QCOMPARE(client.post(QStringLiteral("/control/fault"), {{QStringLiteral("mode"), QStringLiteral("http500")}}).status, 405);
        const HttpReply config200 = client.get(QStringLiteral("config"));
        QCOMPARE(config200.status, 200);
        QVERIFY(config200.body.contains("<statuscode>100</statuscode>"));
        client.clearConnections();
        deployed.terminate();
        QVERIFY(deployed.waitForFinished(10000));
        QCOMPARE(deployed.exitCode(), 0);
        QVERIFY(deployed.readAllStandardError().contains("unknown key Server/Typo"));

        QProcess forTests;
        const int testPort = startDirectly(&forTests, {QStringLiteral("--config"), config, QStringLiteral("--test-controls")});
        QVERIFY(testPort > 0);
        OcsClient testClient(QStringLiteral("http://127.0.0.1:%1").arg(testPort));
        QCOMPARE(testClient.get(QStringLiteral("/control/state")).status, 200);
        testClient.clearConnections();
        forTests.terminate();
        QVERIFY(forTests.waitForFinished(10000));
    }

    void commandLineHostStaysLoopback()
    {
        // the configuration file may name any address; --host may not
        QProcess process;
        process.start(OcsServerProcess::binary(),
                      {QStringLiteral("--host"), QStringLiteral("0.0.0.0"), QStringLiteral("--db"), m_dir.filePath(QStringLiteral("h.sqlite"))});
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardError().contains("Listen"));
    }

    void journalPriorities()
    {
        const QString config = writeConfig(QStringLiteral("journal.conf"), database(QStringLiteral("journal")));
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("JOURNAL_STREAM"), QStringLiteral("8:12345"));
        process.setProcessEnvironment(environment);
        QVERIFY(startDirectly(&process, {QStringLiteral("--config"), config, QStringLiteral("--seed"), QStringLiteral("5")}) > 0);
        process.terminate();
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0); // a clean stop
        const QList<QByteArray> lines = process.readAllStandardError().split('\n');
        QVERIFY(lines.contains(QByteArray("<6>org.kde.socialdesktop.server: stopping")));
        QVERIFY(std::any_of(lines.cbegin(), lines.cend(), [](const QByteArray &line) {
            return line.startsWith("<6>org.kde.socialdesktop.server: seeded 5 people");
        }));
    }

    void httpsWithItsOwnCertificate()
    {
        const QString key = m_dir.filePath(QStringLiteral("key.pem"));
        const QString certificate = m_dir.filePath(QStringLiteral("cert.pem"));
        QString error;
        QVERIFY2(SelfSignedCertificate::make(key, certificate, &error), qPrintable(error));

        const QString config = writeConfig(QStringLiteral("tls.conf"),
                                           QStringLiteral("[Server]\nCertificate=%1\nPrivateKey=%2\n").arg(certificate, key) + database(QStringLiteral("tls")));
        QProcess server;
        const int port = startDirectly(&server, {QStringLiteral("--config"), config});
        QVERIFY(port > 0);

        QNetworkAccessManager manager;
        QNetworkRequest request(QUrl(QStringLiteral("https://127.0.0.1:%1/providers.xml").arg(port)));
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setCaCertificates(QSslCertificate::fromPath(certificate));
        request.setSslConfiguration(ssl);
        QNetworkReply *reply = manager.get(request);
        QEventLoop loop;
        connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(30000, &loop, &QEventLoop::quit);
        loop.exec();
        QCOMPARE(reply->error(), QNetworkReply::NoError);
        QCOMPARE(providerFields(reply->readAll()).value(QStringLiteral("location")), QStringLiteral("https://127.0.0.1:%1/v1/").arg(port));
        delete reply;
        server.terminate();
        QVERIFY(server.waitForFinished(10000));

        // a key that is no key: the server says so and stops
        const QString garbage = writeConfig(QStringLiteral("garbage.pem"), QStringLiteral("not a key"));
        const QString broken =
            writeConfig(QStringLiteral("broken.conf"),
                        QStringLiteral("[Server]\nCertificate=%1\nPrivateKey=%2\n").arg(certificate, garbage) + database(QStringLiteral("tls")));
        QProcess refused;
        refused.start(OcsServerProcess::binary(), {QStringLiteral("--config"), broken});
        QVERIFY(refused.waitForFinished(10000));
        QCOMPARE(refused.exitCode(), 1);
        QVERIFY(refused.readAllStandardError().contains("cannot use the certificate"));
    }
};

QTEST_GUILESS_MAIN(ServerConfigTest)
#include "serverconfigtest.moc"
