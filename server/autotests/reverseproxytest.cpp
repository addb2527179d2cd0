// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "compressionbombs.h"
#include "ocsserverprocess.h"
#include "processmemory.h"
#include "selfsignedcertificate.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace
{
struct Answer {
    int status = 0;
    QByteArray body;
};

/// A port free on @p address now.
int freePort(const QHostAddress &address)
{
    QTcpServer probe;
    return probe.listen(address, 0) ? probe.serverPort() : 0;
}
}

/**
 * The nginx site of server/deploy, as an operator installs it, in front of the community server: members reach the
 * server over nginx's HTTPS, links name the public URL, and the server takes a member's address from
 * X-Forwarded-For only because the proxy is trusted, never what the member wrote there. nginx listens on
 * 127.0.0.2 and connects to the server from 127.0.0.3, the only trusted proxy, so the member (127.0.0.1) is neither.
 */
class ReverseProxyTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    OcsServerProcess m_server;
    QProcess m_nginx;
    QString m_certificate;
    int m_proxyPort = 0;

    /// The deployed site file with this test's addresses, ports and certificate; empty when a line it changes is gone.
    QString siteFor(int serverPort, const QString &key)
    {
        QFile file(QStringLiteral(DEPLOY_DIR "/nginx-site.conf"));
        if (!file.open(QIODevice::ReadOnly)) {
            return QString();
        }
        QString site = QString::fromUtf8(file.readAll());
        const QList<QPair<QRegularExpression, QString>> changes = {
            // the redirect from port 80 is not what this test is about
            {QRegularExpression(QStringLiteral("server \\{\\n    listen 80;.*?\\n\\}\\n"), QRegularExpression::DotMatchesEverythingOption), QString()},
            {QRegularExpression(QStringLiteral("listen 443 ssl http2;")), QStringLiteral("listen 127.0.0.2:%1 ssl http2;").arg(m_proxyPort)},
            {QRegularExpression(QStringLiteral("listen \\[::\\]:443 ssl http2;")), QString()},
            {QRegularExpression(QStringLiteral("ssl_certificate /\\S+;")), QStringLiteral("ssl_certificate %1;").arg(m_certificate)},
            {QRegularExpression(QStringLiteral("ssl_certificate_key /\\S+;")), QStringLiteral("ssl_certificate_key %1;").arg(key)},
            {QRegularExpression(QStringLiteral("proxy_pass http://127.0.0.1:8380;")),
             QStringLiteral("proxy_pass http://127.0.0.1:%1;\n        proxy_bind 127.0.0.3;").arg(serverPort)},
        };
        for (const auto &change : changes) {
            if (!site.contains(change.first)) {
                return QString();
            }
            site.replace(change.first, change.second);
        }
        return site;
    }

    Answer
    call(const QString &path, const QByteArray &body = QByteArray(), const QByteArray &forwardedFor = QByteArray(), const QByteArray &encoding = QByteArray())
    {
        QNetworkAccessManager manager;
        QNetworkRequest request(QUrl(QStringLiteral("https://127.0.0.2:%1%2").arg(m_proxyPort).arg(path)));
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setCaCertificates(QSslCertificate::fromPath(m_certificate));
        request.setSslConfiguration(ssl);
        if (!forwardedFor.isEmpty()) {
            request.setRawHeader("X-Forwarded-For", forwardedFor);
        }
        if (!encoding.isEmpty()) {
            request.setRawHeader("Content-Encoding", encoding);
        }
        QNetworkReply *reply = nullptr;
        if (body.isNull()) {
            reply = manager.get(request);
        } else {
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
            reply = manager.post(request, body);
        }
        QEventLoop loop;
        connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(30000, &loop, &QEventLoop::quit);
        loop.exec();
        Answer answer{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), reply->readAll()};
        delete reply;
        return answer;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString nginx = QStandardPaths::findExecutable(QStringLiteral("nginx"), {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin")});
        QVERIFY2(!nginx.isEmpty(), "nginx is not installed (scripts/lib.sh installs nginx-light)");
        QVERIFY(m_dir.isValid());
        const QString config = m_dir.filePath(QStringLiteral("server.conf"));
        QFile serverConfig(config);
        QVERIFY(serverConfig.open(QIODevice::WriteOnly));
        serverConfig.write("[Server]\nPublicUrl=https://social.example.org/\nTrustedProxies=127.0.0.3\n");
        serverConfig.close();
        QVERIFY2(m_server.start(20, {QStringLiteral("--config"), config}), qPrintable(m_server.errorString()));

        m_certificate = m_dir.filePath(QStringLiteral("proxy.pem"));
        const QString key = m_dir.filePath(QStringLiteral("proxy.key"));
        QString error;
        QVERIFY2(SelfSignedCertificate::make(key, m_certificate, &error, QStringLiteral("127.0.0.2")), qPrintable(error));
        m_proxyPort = freePort(QHostAddress(QStringLiteral("127.0.0.2")));
        QVERIFY(m_proxyPort > 0);
        const QString site = siteFor(m_server.port(), key);
        QVERIFY2(!site.isEmpty(), "server/deploy/nginx-site.conf no longer has a line this test adapts");

        for (const char *folder : {"body", "proxy", "fastcgi", "uwsgi", "scgi"}) {
            QVERIFY(QDir(m_dir.path()).mkpath(QString::fromLatin1(folder)));
        }
        QFile main(m_dir.filePath(QStringLiteral("nginx.conf")));
        QVERIFY(main.open(QIODevice::WriteOnly));
        const QString folder = m_dir.path();
        main.write(QStringLiteral("daemon off;\nmaster_process off;\npid %1/nginx.pid;\nerror_log stderr warn;\n"
                                  "events { worker_connections 64; }\n"
                                  "http {\n access_log off;\n client_body_temp_path %1/body;\n proxy_temp_path %1/proxy;\n"
                                  " fastcgi_temp_path %1/fastcgi;\n uwsgi_temp_path %1/uwsgi;\n scgi_temp_path %1/scgi;\n%2\n}\n")
                       .arg(folder, site)
                       .toUtf8());
        main.close();
        m_nginx.setProcessChannelMode(QProcess::ForwardedChannels);
        m_nginx.start(nginx, {QStringLiteral("-e"), QStringLiteral("stderr"), QStringLiteral("-p"), folder, QStringLiteral("-c"), main.fileName()});
        QVERIFY(m_nginx.waitForStarted(10000));
        // nginx is ready when its port answers
        QVERIFY(QTest::qWaitFor(
            [this] {
                QTcpSocket socket;
                socket.connectToHost(QHostAddress(QStringLiteral("127.0.0.2")), quint16(m_proxyPort));
                return socket.waitForConnected(200);
            },
            20000));
    }

    void cleanupTestCase()
    {
        m_nginx.terminate();
        m_nginx.waitForFinished(10000);
        QVERIFY(m_server.stop());
    }

    void membersSignInThroughTheProxy()
    {
        const Answer answer = call(QStringLiteral("/v1/person/check"), "login=demo&password=demo-password");
        QCOMPARE(answer.status, 200);
        QVERIFY2(answer.body.contains("<statuscode>100</statuscode>"), answer.body.constData());
    }

    void linksNameThePublicUrl()
    {
        const Answer providers = call(QStringLiteral("/providers.xml"));
        QCOMPARE(providers.status, 200);
        QVERIFY2(providers.body.contains("<location>https://social.example.org/v1/</location>"), providers.body.constData());
    }

    void theMembersAddressNotWhatTheyWrote()
    {
        // through the trusted proxy: the address nginx saw, not the one the member put in the header
        QCOMPARE(call(QStringLiteral("/ip"), QByteArray(), "203.0.113.9").body.trimmed(), QByteArray("127.0.0.1"));
        QCOMPARE(call(QStringLiteral("/ip")).body.trimmed(), QByteArray("127.0.0.1"));
    }

    void anUntrustedPeerCannotClaimAnAddress()
    {
        // straight to the server, not through the proxy: the header is ignored
        QNetworkAccessManager manager;
        QNetworkRequest request(QUrl(m_server.origin() + QStringLiteral("/ip")));
        request.setRawHeader("X-Forwarded-For", "203.0.113.9");
        QNetworkReply *reply = manager.get(request);
        QEventLoop loop;
        connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        QCOMPARE(reply->readAll().trimmed(), QByteArray("127.0.0.1"));
        delete reply;
    }

    void largeBodiesStopAtTheProxy()
    {
        const Answer answer = call(QStringLiteral("/v1/person/check"), QByteArray(100 * 1024, 'a'));
        QCOMPARE(answer.status, 413);
    }

    void compressedBodiesRefusedBehindTheProxy_data()
    {
        QTest::addColumn<QByteArray>("encoding");
        QTest::addColumn<QByteArray>("body");
        // nginx passes both on as they are (it inflates no request body): the server must refuse them unread
        QTest::newRow("gzip, 60 MiB") << QByteArrayLiteral("gzip") << CompressionBombs::gzip(60LL * 1024 * 1024);
        QTest::newRow("brotli, 1 GiB") << QByteArrayLiteral("br") << CompressionBombs::brotli(1024LL * 1024 * 1024);
    }

    void compressedBodiesRefusedBehindTheProxy()
    {
        QFETCH(QByteArray, encoding);
        QFETCH(QByteArray, body);
        const qint64 pid = m_server.processId();
        QVERIFY2(ProcessMemory::resetPeak(pid), "cannot measure the server's memory (/proc/PID/clear_refs)");
        const qint64 start = ProcessMemory::residentKiB(pid);
        const Answer answer = call(QStringLiteral("/v1/person/check"), body, QByteArray(), encoding);
        QCOMPARE(answer.status, 415);
        const qint64 growth = ProcessMemory::peakKiB(pid) - start;
        qInfo("%s body of %lld bytes through nginx: 415, server peak +%lld KiB", encoding.constData(), qint64(body.size()), growth);
        QVERIFY2(growth < 16 * 1024, qPrintable(QStringLiteral("the server grew by %1 KiB").arg(growth)));
    }
};

QTEST_GUILESS_MAIN(ReverseProxyTest)
#include "reverseproxytest.moc"
