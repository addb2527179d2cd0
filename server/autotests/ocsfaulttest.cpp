// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "testhelpers.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

#include <memory>
#include <utility>
#include <vector>

using namespace TestHelpers;

namespace
{
struct RawReply {
    QByteArray statusLine;
    qint64 contentLength = -1;
    QByteArray body;
};

/** One GET over a plain socket, read until the server closes the connection (or limit bytes of body). */
RawReply rawGet(int port, const QByteArray &path, qint64 limit = -1)
{
    RawReply reply;
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), static_cast<quint16>(port));
    if (!socket.waitForConnected(5000)) {
        return reply;
    }
    socket.write("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) + "\r\nConnection: close\r\n\r\n");
    QByteArray data;
    int headerEnd = -1;
    while (socket.state() == QAbstractSocket::ConnectedState || socket.bytesAvailable() > 0) {
        if (socket.bytesAvailable() == 0 && !socket.waitForReadyRead(10000)) {
            break;
        }
        data += socket.readAll();
        if (headerEnd < 0) {
            headerEnd = data.indexOf("\r\n\r\n");
        }
        if (limit >= 0 && headerEnd >= 0 && data.size() - headerEnd - 4 >= limit) {
            break;
        }
    }
    data += socket.readAll();
    if (headerEnd < 0) {
        return reply;
    }
    const QList<QByteArray> lines = data.left(headerEnd).split('\n');
    reply.statusLine = lines.value(0).trimmed();
    for (const QByteArray &line : lines) {
        if (line.toLower().startsWith("content-length:")) {
            reply.contentLength = line.mid(15).trimmed().toLongLong();
        }
    }
    reply.body = data.mid(headerEnd + 4);
    return reply;
}
}

/**
 * Fault modes, their count limit, latency and concurrent clients.
 */
class OcsFaultTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void slow();
    void truncated();
    void html();
    void http500();
    void drop();
    void garbage();
    void rateLimit();
    void unauthorized();
    void huge();
    void countExpires();
    void untilChanged();
    void onlyOcsCallsAreAffected();
    void unknownModeIsRefused();
    void faultFromCommandLine();
    void latency();
    void concurrentClients();

private:
    void setFault(const QString &mode, int count = 1);
    void verifyHealthy();

    OcsServerProcess m_server;
    OcsClient m_client;
};

void OcsFaultTest::initTestCase()
{
    QVERIFY2(m_server.start(60), qPrintable(m_server.errorString()));
    m_client.setOrigin(m_server.origin());
}

void OcsFaultTest::cleanupTestCase()
{
    m_client.clearConnections();
    QVERIFY(m_server.stop());
}

void OcsFaultTest::init()
{
    setFault(QStringLiteral("none"), 0);
}

void OcsFaultTest::setFault(const QString &mode, int count)
{
    Form form{{QStringLiteral("mode"), mode}};
    if (count > 0) {
        form.append({QStringLiteral("count"), QString::number(count)});
    }
    const HttpReply reply = m_client.post(QStringLiteral("/control/fault"), form);
    QCOMPARE(reply.status, 200);
    QCOMPARE(QJsonDocument::fromJson(reply.body).object().value(QStringLiteral("fault")).toString(), mode);
}

void OcsFaultTest::verifyHealthy()
{
    const HttpReply reply = m_client.get(QStringLiteral("config"));
    QCOMPARE(reply.status, 200);
    OCS_VERIFY_OK(ocs(reply));
}

void OcsFaultTest::slow()
{
    setFault(QStringLiteral("slow"));
    QElapsedTimer timer;
    timer.start();
    const HttpReply reply = m_client.get(QStringLiteral("person/data?pagesize=20"));
    QVERIFY2(timer.elapsed() >= 2000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.header("Transfer-Encoding"), QByteArrayLiteral("chunked"));
    const OcsDocument document = ocs(reply);
    OCS_VERIFY_OK(document);
    QCOMPARE(document.items.size(), 20);
    verifyHealthy();
}

void OcsFaultTest::truncated()
{
    const RawReply whole = rawGet(m_server.port(), "/v1/person/data?pagesize=5");
    setFault(QStringLiteral("truncated"));
    const RawReply reply = rawGet(m_server.port(), "/v1/person/data?pagesize=5");
    QVERIFY(reply.statusLine.contains(" 200 "));
    QCOMPARE(reply.contentLength, qint64(reply.body.size())); // a clean reply...
    QVERIFY(reply.body.size() < whole.body.size()); // ...of a cut body
    QVERIFY(whole.body.startsWith(reply.body));
    QVERIFY(!OcsDocument::parse(reply.body).isValid());
    verifyHealthy();
}

void OcsFaultTest::html()
{
    setFault(QStringLiteral("html"));
    const HttpReply reply = m_client.get(QStringLiteral("config"));
    QCOMPARE(reply.status, 200);
    QVERIFY(reply.header("Content-Type").startsWith("text/html"));
    QVERIFY(reply.body.contains("<html>"));
    QVERIFY(!ocs(reply).isValid());
    verifyHealthy();
}

void OcsFaultTest::http500()
{
    setFault(QStringLiteral("http500"));
    const HttpReply reply = m_client.get(QStringLiteral("person/self"), Credentials::demo());
    QCOMPARE(reply.status, 500);
    QCOMPARE(reply.error, QNetworkReply::InternalServerError);
    verifyHealthy();
}

void OcsFaultTest::drop()
{
    setFault(QStringLiteral("drop"));
    const RawReply reply = rawGet(m_server.port(), "/v1/person/data?pagesize=5");
    QVERIFY(reply.statusLine.contains(" 200 "));
    QVERIFY(reply.contentLength > 0);
    QVERIFY2(reply.body.size() < reply.contentLength, "fewer bytes than announced before the connection closed");
    QVERIFY(reply.body.size() > 0);
    verifyHealthy();
}

void OcsFaultTest::garbage()
{
    setFault(QStringLiteral("garbage"));
    const HttpReply reply = m_client.get(QStringLiteral("config"));
    QCOMPARE(reply.status, 200);
    QVERIFY(reply.body.size() > 1000);
    QVERIFY(!ocs(reply).isValid());
    verifyHealthy();
}

void OcsFaultTest::rateLimit()
{
    setFault(QStringLiteral("ratelimit"));
    const HttpReply reply = m_client.get(QStringLiteral("person/self"), Credentials::demo());
    QCOMPARE(reply.status, 200);
    const OcsDocument document = ocs(reply);
    OCS_VERIFY_FAILED(document, 200);
    QVERIFY(!document.hasData);
    verifyHealthy();
}

void OcsFaultTest::unauthorized()
{
    setFault(QStringLiteral("unauthorized"));
    const HttpReply reply = m_client.get(QStringLiteral("person/self"), Credentials::demo());
    QCOMPARE(reply.status, 401);
    QVERIFY(reply.header("WWW-Authenticate").startsWith("Basic realm="));
    OCS_VERIFY_FAILED(ocs(reply), 997);
    OCS_VERIFY_OK(ocs(m_client.get(QStringLiteral("person/self"), Credentials::demo())));
}

void OcsFaultTest::huge()
{
    setFault(QStringLiteral("huge"));
    const RawReply reply = rawGet(m_server.port(), "/v1/person/data", 2 * 1024 * 1024);
    QVERIFY(reply.statusLine.contains(" 200 "));
    QCOMPARE(reply.contentLength, qint64(100) * 1024 * 1024);
    QVERIFY(reply.body.size() >= 2 * 1024 * 1024);
    QVERIFY(reply.body.startsWith("<?xml"));
    QVERIFY(reply.body.contains("<person details=\"summary\">"));
    verifyHealthy();
}

void OcsFaultTest::countExpires()
{
    setFault(QStringLiteral("http500"), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(m_client.get(QStringLiteral("config")).status, 500);
    }
    const HttpReply state = m_client.get(QStringLiteral("/control/fault"));
    QCOMPARE(QJsonDocument::fromJson(state.body).object().value(QStringLiteral("fault")).toString(), QStringLiteral("none"));
    verifyHealthy();
    verifyHealthy();
}

void OcsFaultTest::untilChanged()
{
    setFault(QStringLiteral("ratelimit"), 0);
    for (int i = 0; i < 5; ++i) {
        OCS_VERIFY_FAILED(ocs(m_client.get(QStringLiteral("config"))), 200);
    }
    setFault(QStringLiteral("none"), 0);
    verifyHealthy();
}

void OcsFaultTest::onlyOcsCallsAreAffected()
{
    setFault(QStringLiteral("http500"), 0);
    QCOMPARE(m_client.get(QStringLiteral("/control/requests")).status, 200);
    QCOMPARE(m_client.get(QStringLiteral("/avatars/demo.png")).status, 200);
    QCOMPARE(m_client.get(QStringLiteral("/providers.xml")).status, 200);
    QCOMPARE(m_client.get(QStringLiteral("/ip")).status, 200);
    QCOMPARE(m_client.get(QStringLiteral("config")).status, 500);
    setFault(QStringLiteral("none"), 0);
}

void OcsFaultTest::unknownModeIsRefused()
{
    QCOMPARE(m_client.post(QStringLiteral("/control/fault"), {{QStringLiteral("mode"), QStringLiteral("bogus")}}).status, 400);
    QCOMPARE(m_client.post(QStringLiteral("/control/fault?mode=html&count=x"), {}).status, 400);
    verifyHealthy();
}

void OcsFaultTest::faultFromCommandLine()
{
    OcsServerProcess server;
    QVERIFY2(server.start(-1, {QStringLiteral("--fault"), QStringLiteral("ratelimit")}), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    OCS_VERIFY_FAILED(ocs(client.get(QStringLiteral("config"))), 200);
    OCS_VERIFY_FAILED(ocs(client.get(QStringLiteral("config"))), 200);
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsFaultTest::latency()
{
    QCOMPARE(m_client.post(QStringLiteral("/control/latency"), {{QStringLiteral("ms"), QStringLiteral("400")}}).status, 200);
    QElapsedTimer timer;
    timer.start();
    verifyHealthy();
    QVERIFY(timer.elapsed() >= 400);
    QCOMPARE(m_client.post(QStringLiteral("/control/latency"), {{QStringLiteral("ms"), QStringLiteral("0")}}).status, 200);
}

void OcsFaultTest::concurrentClients()
{
    // each request waits 300 ms on the server: served one after the other, 32 would take 9.6 s
    QCOMPARE(m_client.post(QStringLiteral("/control/latency"), {{QStringLiteral("ms"), QStringLiteral("300")}}).status, 200);
    constexpr int clients = 32;
    std::vector<std::unique_ptr<QNetworkAccessManager>> managers;
    QVector<QNetworkReply *> replies;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < clients; ++i) {
        managers.push_back(std::make_unique<QNetworkAccessManager>());
        QNetworkRequest request(QUrl(m_server.origin() + QStringLiteral("/v1/person/data?pagesize=5&page=%1").arg(i % 4)));
        if (i % 2) {
            request.setRawHeader("Authorization", OcsClient::authorization(Credentials::demo()));
        }
        replies.append(managers.back()->get(request));
    }
    for (QNetworkReply *reply : std::as_const(replies)) {
        if (!reply->isFinished()) {
            QSignalSpy finished(reply, &QNetworkReply::finished);
            QVERIFY(finished.wait(20000));
        }
    }
    const qint64 elapsed = timer.elapsed();
    for (QNetworkReply *reply : std::as_const(replies)) {
        QCOMPARE(reply->error(), QNetworkReply::NoError);
        const OcsDocument document = OcsDocument::parse(reply->readAll());
        OCS_VERIFY_OK(document);
        QCOMPARE(document.items.size(), 5);
        reply->deleteLater();
    }
    QVERIFY2(elapsed < 4000, qPrintable(QString::number(elapsed)));
    QCOMPARE(m_client.post(QStringLiteral("/control/latency"), {{QStringLiteral("ms"), QStringLiteral("0")}}).status, 200);
}

QTEST_GUILESS_MAIN(OcsFaultTest)

#include "ocsfaulttest.moc"
