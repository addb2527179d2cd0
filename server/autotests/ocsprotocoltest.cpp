// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "testhelpers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <QXmlStreamReader>

using namespace TestHelpers;

/**
 * Envelope, routing, parameters, authentication and the non-OCS routes of the reference server.
 */
class OcsProtocolTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void listeningLine();
    void config();
    void headRequest();
    void unknownRoute_data();
    void unknownRoute();
    void trailingSlashAndCase();
    void personCheck();
    void parametersFromQueryFormAndMultipart();
    void jsonFormat();
    void protectedCallsChallenge_data();
    void protectedCallsChallenge();
    void anonymousCalls_data();
    void anonymousCalls();
    void invalidCredentialsAreRejectedEverywhere_data();
    void invalidCredentialsAreRejectedEverywhere();
    void apiKey();
    void providersFile();
    void onlyTheServicesOffered();
    void ipAddress();
    void requestCounter();
    void badInputNeverCrashes();
    void refusesNonLoopbackHost_data();
    void refusesNonLoopbackHost();
    void rejectsBadArguments_data();
    void rejectsBadArguments();

private:
    OcsServerProcess m_server;
    OcsClient m_client;
};

void OcsProtocolTest::initTestCase()
{
    QVERIFY2(m_server.start(300), qPrintable(m_server.errorString()));
    m_client.setOrigin(m_server.origin());
}

void OcsProtocolTest::cleanupTestCase()
{
    m_client.clearConnections();
    QVERIFY(m_server.stop());
}

void OcsProtocolTest::listeningLine()
{
    QCOMPARE(m_server.listeningLine(), QStringLiteral("socialdesktop-server listening on http://127.0.0.1:%1/v1/").arg(m_server.port()));
}

void OcsProtocolTest::config()
{
    const HttpReply reply = m_client.get(QStringLiteral("config"));
    QCOMPARE(reply.status, 200);
    QVERIFY(reply.header("Content-Type").startsWith("application/xml"));
    QVERIFY(reply.body.startsWith("<?xml"));
    const OcsDocument document = ocs(reply);
    OCS_VERIFY_OK(document);
    QCOMPARE(document.metaNames, QStringList({QStringLiteral("status"), QStringLiteral("statuscode"), QStringLiteral("message")}));
    QVERIFY(document.hasData);
    QVERIFY(document.items.isEmpty());
    QCOMPARE(document.dataField(QStringLiteral("version")), QStringLiteral("1.6"));
    QCOMPARE(document.dataField(QStringLiteral("host")), QStringLiteral("127.0.0.1:%1").arg(m_server.port()));
    QCOMPARE(document.dataField(QStringLiteral("ssl")), QStringLiteral("false"));
    // no made-up address: the operator names one in [Community] Contact (ocsclientstest)
    QCOMPARE(document.dataField(QStringLiteral("contact")), QString());
    QVERIFY(!document.dataField(QStringLiteral("website")).isEmpty());
}

void OcsProtocolTest::headRequest()
{
    const HttpReply reply = m_client.head(QStringLiteral("config"));
    QCOMPARE(reply.status, 200);
    QVERIFY(reply.body.isEmpty());
    QVERIFY(!reply.header("ETag").isEmpty());
}

void OcsProtocolTest::unknownRoute_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("path");
    QTest::newRow("unknown module") << QStringLiteral("GET") << QStringLiteral("content/data");
    QTest::newRow("bare module") << QStringLiteral("GET") << QStringLiteral("person");
    QTest::newRow("root") << QStringLiteral("GET") << QString();
    QTest::newRow("too deep") << QStringLiteral("GET") << QStringLiteral("person/data/demo/extra");
    QTest::newRow("wrong method") << QStringLiteral("POST") << QStringLiteral("config");
    QTest::newRow("check via GET") << QStringLiteral("GET") << QStringLiteral("person/check");
    QTest::newRow("old invite route") << QStringLiteral("POST") << QStringLiteral("friend/outbox/demo");
}

void OcsProtocolTest::unknownRoute()
{
    QFETCH(QString, method);
    QFETCH(QString, path);
    const HttpReply reply = method == QLatin1String("GET") ? m_client.get(path) : m_client.post(path, {});
    QCOMPARE(reply.status, 200);
    const OcsDocument document = ocs(reply);
    OCS_VERIFY_FAILED(document, 999);
    QVERIFY(!document.hasData);
}

void OcsProtocolTest::trailingSlashAndCase()
{
    OcsDocument document = ocs(m_client.get(QStringLiteral("config/")));
    OCS_VERIFY_OK(document);
    document = ocs(m_client.get(QStringLiteral("PERSON/Data/DeMo/")));
    OCS_VERIFY_OK(document);
    QCOMPARE(document.items.size(), 1);
    QCOMPARE(document.items.at(0).value(QStringLiteral("personid")), QStringLiteral("demo"));
}

void OcsProtocolTest::personCheck()
{
    OcsDocument document =
        ocs(m_client.post(QStringLiteral("person/check"),
                          {{QStringLiteral("login"), QStringLiteral("DEMO")}, {QStringLiteral("password"), QStringLiteral("demo-password")}}));
    OCS_VERIFY_OK(document);
    QCOMPARE(document.items.size(), 1);
    QCOMPARE(document.items.at(0).element, QStringLiteral("person"));
    QCOMPARE(document.items.at(0).details, QStringLiteral("check"));
    QCOMPARE(document.items.at(0).value(QStringLiteral("personid")), QStringLiteral("demo"));

    document = ocs(m_client.post(QStringLiteral("person/check"), {{QStringLiteral("password"), QStringLiteral("demo-password")}}));
    OCS_VERIFY_FAILED(document, 101);
    document = ocs(m_client.post(QStringLiteral("person/check"),
                                 {{QStringLiteral("login"), QStringLiteral("demo")}, {QStringLiteral("password"), QStringLiteral("wrong")}}));
    OCS_VERIFY_FAILED(document, 102);
    QVERIFY(!document.hasData);
    document = ocs(m_client.post(QStringLiteral("person/check"), {{QStringLiteral("login"), QStringLiteral("nobody-here")}}));
    OCS_VERIFY_FAILED(document, 102);
    // an API key is accepted as login
    document = ocs(m_client.post(QStringLiteral("person/check"), {{QStringLiteral("login"), QStringLiteral("demo-apikey")}}));
    OCS_VERIFY_OK(document);
    QCOMPARE(document.items.at(0).value(QStringLiteral("personid")), QStringLiteral("demo"));
}

void OcsProtocolTest::parametersFromQueryFormAndMultipart()
{
    // query string only
    OcsDocument document = ocs(m_client.post(QStringLiteral("person/check?login=demo&password=demo-password"), {}));
    OCS_VERIFY_OK(document);
    // form body only, with characters that need encoding
    document = ocs(m_client.post(QStringLiteral("person/check"),
                                 {{QStringLiteral("login"), QStringLiteral("demo")}, {QStringLiteral("password"), QStringLiteral("demo-password")}}));
    OCS_VERIFY_OK(document);
    // the form wins over the query
    document = ocs(m_client.post(QStringLiteral("person/check?login=nobody&password=x"),
                                 {{QStringLiteral("login"), QStringLiteral("demo")}, {QStringLiteral("password"), QStringLiteral("demo-password")}}));
    OCS_VERIFY_OK(document);
    // multipart/form-data
    document = ocs(m_client.postMultipart(QStringLiteral("person/check"),
                                          {{QStringLiteral("login"), QStringLiteral("demo")}, {QStringLiteral("password"), QStringLiteral("demo-password")}}));
    OCS_VERIFY_OK(document);
    // GET parameters
    document = ocs(m_client.get(QStringLiteral("person/data?name=demo")));
    OCS_VERIFY_OK(document);
    QVERIFY(document.personIds().contains(QStringLiteral("demo")));
}

void OcsProtocolTest::jsonFormat()
{
    const HttpReply reply = m_client.get(QStringLiteral("config?format=json"));
    QCOMPARE(reply.status, 200);
    QVERIFY(reply.header("Content-Type").startsWith("application/json"));
    const QJsonObject object = QJsonDocument::fromJson(reply.body).object();
    QCOMPARE(object.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
    QCOMPARE(object.value(QStringLiteral("statuscode")).toInt(), 100);
    QCOMPARE(object.value(QStringLiteral("data")).toObject().value(QStringLiteral("version")).toString(), QStringLiteral("1.6"));

    const QJsonObject list = QJsonDocument::fromJson(m_client.get(QStringLiteral("person/data?format=json&pagesize=3")).body).object();
    QCOMPARE(list.value(QStringLiteral("itemsperpage")).toInt(), 3);
    QVERIFY(list.value(QStringLiteral("totalitems")).toInt() > 3);
    QCOMPARE(list.value(QStringLiteral("data")).toArray().size(), 3);
}

void OcsProtocolTest::protectedCallsChallenge_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("path");
    const QStringList gets = {QStringLiteral("person/self"),
                              QStringLiteral("person/balance"),
                              QStringLiteral("friend/data/demo"),
                              QStringLiteral("friend/receivedinvitations"),
                              QStringLiteral("friend/sentinvitations"),
                              QStringLiteral("message"),
                              QStringLiteral("message/0"),
                              QStringLiteral("message/0/1"),
                              QStringLiteral("activity")};
    for (const QString &path : gets) {
        QTest::newRow(qPrintable(QStringLiteral("GET ") + path)) << QStringLiteral("GET") << path;
    }
    const QStringList posts = {QStringLiteral("person/self"),
                               QStringLiteral("friend/invite/demo"),
                               QStringLiteral("friend/approve/demo"),
                               QStringLiteral("friend/decline/demo"),
                               QStringLiteral("friend/cancel/demo"),
                               QStringLiteral("message/2"),
                               QStringLiteral("activity")};
    for (const QString &path : posts) {
        QTest::newRow(qPrintable(QStringLiteral("POST ") + path)) << QStringLiteral("POST") << path;
    }
}

void OcsProtocolTest::protectedCallsChallenge()
{
    QFETCH(QString, method);
    QFETCH(QString, path);
    const HttpReply reply = method == QLatin1String("GET") ? m_client.get(path) : m_client.post(path, {{QStringLiteral("message"), QStringLiteral("hi")}});
    QCOMPARE(reply.status, 401);
    QCOMPARE(reply.header("WWW-Authenticate"), QByteArrayLiteral("Basic realm=\"Social Desktop reference server\""));
    const OcsDocument document = ocs(reply);
    OCS_VERIFY_FAILED(document, 997);
}

void OcsProtocolTest::anonymousCalls_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("config") << QStringLiteral("config");
    QTest::newRow("search") << QStringLiteral("person/data?name=a");
    QTest::newRow("get") << QStringLiteral("person/data/demo");
}

void OcsProtocolTest::anonymousCalls()
{
    QFETCH(QString, path);
    const HttpReply reply = m_client.get(path);
    QCOMPARE(reply.status, 200);
    QVERIFY(reply.header("WWW-Authenticate").isEmpty());
    OCS_VERIFY_OK(ocs(reply));
}

void OcsProtocolTest::invalidCredentialsAreRejectedEverywhere_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("password");
    QTest::newRow("wrong password, anonymous call") << QStringLiteral("config") << QStringLiteral("demo") << QStringLiteral("wrong");
    QTest::newRow("wrong password, person get") << QStringLiteral("person/data/demo") << QStringLiteral("demo") << QStringLiteral("wrong");
    QTest::newRow("wrong password, protected") << QStringLiteral("person/self") << QStringLiteral("demo") << QStringLiteral("wrong");
    QTest::newRow("unknown user") << QStringLiteral("person/self") << QStringLiteral("nobody-here") << QStringLiteral("x");
    QTest::newRow("unknown api key") << QStringLiteral("person/self") << QStringLiteral("no-such-key") << QString();
    QTest::newRow("api key with a password") << QStringLiteral("person/self") << QStringLiteral("demo-apikey") << QStringLiteral("x");
    QTest::newRow("unknown route") << QStringLiteral("nothing/here") << QStringLiteral("demo") << QStringLiteral("wrong");
}

void OcsProtocolTest::invalidCredentialsAreRejectedEverywhere()
{
    QFETCH(QString, path);
    QFETCH(QString, user);
    QFETCH(QString, password);
    const HttpReply reply = m_client.get(path, Credentials{user, password});
    QCOMPARE(reply.status, 401);
    QVERIFY(reply.header("WWW-Authenticate").startsWith("Basic realm="));
    OCS_VERIFY_FAILED(ocs(reply), 997);
}

void OcsProtocolTest::apiKey()
{
    const OcsDocument document = ocs(m_client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("demo-apikey"), QString()}));
    OCS_VERIFY_OK(document);
    QCOMPARE(document.items.at(0).value(QStringLiteral("personid")), QStringLiteral("demo"));

    const HttpReply malformed = m_client.get(QStringLiteral("person/self"), {}, {{QByteArrayLiteral("Authorization"), QByteArrayLiteral("Bearer abc")}});
    QCOMPARE(malformed.status, 401);
}

void OcsProtocolTest::providersFile()
{
    const HttpReply reply = m_client.get(QStringLiteral("/providers.xml"));
    QCOMPARE(reply.status, 200);
    QXmlStreamReader reader(reply.body);
    QVERIFY(reader.readNextStartElement());
    QCOMPARE(reader.name(), QLatin1String("providers"));
    QVERIFY(reader.readNextStartElement());
    QCOMPARE(reader.name(), QLatin1String("provider"));
    QString location;
    QStringList services;
    while (reader.readNextStartElement()) {
        if (reader.name() == QLatin1String("location")) {
            location = reader.readElementText();
        } else if (reader.name() == QLatin1String("services")) {
            while (reader.readNextStartElement()) {
                QCOMPARE(reader.attributes().value(QStringLiteral("ocsversion")), QLatin1String("1.6"));
                services.append(reader.name().toString());
                reader.skipCurrentElement();
            }
        } else {
            reader.skipCurrentElement();
        }
    }
    QVERIFY(!reader.hasError());
    QCOMPARE(location, m_server.origin() + QStringLiteral("/v1/"));
    QCOMPARE(services,
             QStringList({QStringLiteral("person"),
                          QStringLiteral("friend"),
                          QStringLiteral("message"),
                          QStringLiteral("activity"),
                          QStringLiteral("event"),
                          QStringLiteral("knowledgebase"),
                          QStringLiteral("comment"),
                          QStringLiteral("forum")}));
}

void OcsProtocolTest::onlyTheServicesOffered()
{
    // A provider without friends, messages and activity: its provider file says so, and their calls get what
    // Nextcloud's OCS v1 answers for a module it lacks (HTTP 200, OCS 998), signed in or not.
    OcsServerProcess server;
    QVERIFY2(server.start(20, {QStringLiteral("--services"), QStringLiteral("person")}), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const HttpReply file = client.get(QStringLiteral("/providers.xml"));
    QCOMPARE(file.status, 200);
    QVERIFY(file.body.contains("<person ocsversion=\"1.6\"/>"));
    QVERIFY(!file.body.contains("<friend"));
    QVERIFY(!file.body.contains("<message"));
    // Revalidated with its ETag.
    QVERIFY(!file.header("etag").isEmpty());
    QCOMPARE(client.get(QStringLiteral("/providers.xml"), {}, {{"If-None-Match", file.header("etag")}}).status, 304);
    for (const QString &path :
         {QStringLiteral("friend/data/demo"), QStringLiteral("message"), QStringLiteral("activity"), QStringLiteral("FRIEND/receivedinvitations")}) {
        const HttpReply reply = client.get(path, Credentials{QStringLiteral("demo"), QStringLiteral("demo-password")});
        QCOMPARE(reply.status, 200);
        OCS_VERIFY_FAILED(ocs(reply), 998);
    }
    OCS_VERIFY_OK(ocs(client.get(QStringLiteral("person/self"), Credentials{QStringLiteral("demo"), QStringLiteral("demo-password")})));
    OCS_VERIFY_OK(ocs(client.get(QStringLiteral("config"))));

    OcsServerProcess refused;
    QVERIFY(!refused.start(-1, {QStringLiteral("--services"), QStringLiteral("person,content")}));
}

void OcsProtocolTest::ipAddress()
{
    HttpReply reply = m_client.get(QStringLiteral("/ip"));
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.body, QByteArrayLiteral("127.0.0.1\n"));
    QCOMPARE(m_client.post(QStringLiteral("/control/public-address"), {{QStringLiteral("address"), QStringLiteral("203.0.113.7")}}).status, 200);
    QCOMPARE(m_client.get(QStringLiteral("/ip")).body, QByteArrayLiteral("203.0.113.7\n"));
    QCOMPARE(m_client.post(QStringLiteral("/control/public-address"), {{QStringLiteral("address"), QString()}}).status, 200);
    QCOMPARE(m_client.get(QStringLiteral("/ip")).body, QByteArrayLiteral("127.0.0.1\n"));
}

void OcsProtocolTest::requestCounter()
{
    const auto ocsRequests = [this] {
        return QJsonDocument::fromJson(m_client.get(QStringLiteral("/control/requests")).body).object().value(QStringLiteral("ocsRequests")).toInt();
    };
    const int before = ocsRequests();
    QVERIFY(before > 0);
    m_client.get(QStringLiteral("config"));
    QCOMPARE(ocsRequests(), before + 1);
}

void OcsProtocolTest::badInputNeverCrashes()
{
    const QStringList paths = {QStringLiteral("person/data?page=abc&pagesize=-5&latitude=foo&longitude=1e999&distance=-3"),
                               QStringLiteral("person/data?latitude=91&longitude=181&distance=nan"),
                               QStringLiteral("person/data?name=%25%5F%27%22%00%FF"),
                               QStringLiteral("person/data/%00%FF%FE"),
                               QStringLiteral("person/data?page=99999999999999999999&pagesize=99999999999999999999"),
                               QStringLiteral("message/abc"),
                               QStringLiteral("message/-1/-1"),
                               QStringLiteral("friend/data/%2F%2F..")};
    for (const QString &path : paths) {
        const HttpReply reply = m_client.get(path, Credentials::demo());
        // a NUL in a parameter is refused whole (HTTP 400, OCS 999), still with an envelope
        QVERIFY2(reply.status == (path.contains(QLatin1String("?name=")) ? 400 : 200), qPrintable(path));
        QVERIFY2(ocs(reply).isValid(), qPrintable(path));
    }
    // Every byte value as form text (Qt 5's QString::fromLatin1(QByteArray) would stop at the first NUL, so the
    // length is given): control characters are refused whole with an envelope, the rest is taken.
    QByteArray junk;
    QByteArray printable;
    for (int i = 0; i < 2000; ++i) {
        const char c = char(i * 37 % 256);
        junk += c;
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && (byte < 0x7f || byte >= 0xa0)) { // C0, DEL and C1 (as Latin-1) are control characters
            printable += c;
        }
    }
    const QString junkText = QString::fromLatin1(junk.constData(), junk.size());
    const HttpReply refused = m_client.post(QStringLiteral("message/2"), {{junkText, junkText}}, Credentials::demo());
    QVERIFY2(refused.status == 400, refused.body.constData());
    QCOMPARE(ocs(refused).statusCode, 999);
    const QString printableText = QString::fromLatin1(printable.constData(), printable.size());
    const HttpReply taken = m_client.post(QStringLiteral("message/2"), {{printableText, printableText}}, Credentials::demo());
    QVERIFY2(taken.status == 200, taken.body.constData());
    QVERIFY(ocs(taken).isValid());
    QCOMPARE(m_client.get(QString(5000, QLatin1Char('x'))).status, 200);
    OCS_VERIFY_OK(ocs(m_client.get(QStringLiteral("config"))));
}

void OcsProtocolTest::refusesNonLoopbackHost_data()
{
    QTest::addColumn<QString>("host");
    QTest::newRow("any") << QStringLiteral("0.0.0.0");
    QTest::newRow("private") << QStringLiteral("192.168.1.10");
    QTest::newRow("ipv6 any") << QStringLiteral("::");
    QTest::newRow("name") << QStringLiteral("example.org");
}

void OcsProtocolTest::refusesNonLoopbackHost()
{
    QFETCH(QString, host);
    QProcess process;
    process.start(OcsServerProcess::binary(), {QStringLiteral("--host"), host, QStringLiteral("--db"), m_server.filePath(QStringLiteral("refused.sqlite"))});
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    QVERIFY(process.readAllStandardError().contains("loopback"));
    QVERIFY(process.readAllStandardOutput().isEmpty());
}

void OcsProtocolTest::rejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("fault") << QStringList{QStringLiteral("--fault"), QStringLiteral("bogus")};
    QTest::newRow("port") << QStringList{QStringLiteral("--port"), QStringLiteral("70000")};
    QTest::newRow("seed") << QStringList{QStringLiteral("--seed"), QStringLiteral("-4")};
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--frobnicate")};
}

void OcsProtocolTest::rejectsBadArguments()
{
    QFETCH(QStringList, arguments);
    QProcess process;
    process.start(OcsServerProcess::binary(), arguments << QStringLiteral("--db") << m_server.filePath(QStringLiteral("refused.sqlite")));
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitCode(), 2);
}

QTEST_GUILESS_MAIN(OcsProtocolTest)

#include "ocsprotocoltest.moc"
