// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/operations.h"
#include "ocs/transportjob.h"
#include "privatebus.h"
#include "privatehome.h"
#include "tlsserver.h"

#include <KIO/TransferJob>
#include <KSslCertificateManager>

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusReply>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Ocs;

// A server whose certificate fails verification gets no request from us: no Authorization, no dialog, and
// no "accept" rule the user may once have given that certificate (KSslCertificateManager, kept by kssld in
// ksslcertificatemanager) is honoured. KIO's real http worker against a real TLS server on loopback; kssld
// runs in a private D-Bus session, so the rule is live and the control proves KIO would use it.
//
// No dialog: with ssl_no_ui the worker fails before it asks anything; and KIO 5.103 would put a worker's
// question only to the job's own UI delegate (AskUserActionInterface), which TransportJob removes. That part
// cannot be shown here (no KIOWidgets delegate in a test process): the refusal within milliseconds, rather
// than a job waiting for an answer, is what this test sees of it.
class TlsRefusalTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    PrivateBus m_bus;
    TlsServer m_server;
    const Credentials m_demo{QStringLiteral("demo"), QStringLiteral("demo-password")};

    Response send(const Request &request, qint64 *elapsedMs = nullptr)
    {
        TransportJob::Limits limits;
        limits.timeoutMs = 30000;
        auto *job = new TransportJob(Provider(QUrl(m_server.baseUrl())), m_demo, request, limits);
        QSignalSpy finished(job, &TransportJob::finished);
        Response response;
        connect(job, &TransportJob::finished, this, [&response](TransportJob *done) {
            response = done->response();
        });
        QElapsedTimer timer;
        timer.start();
        if (!finished.wait(60000)) {
            qWarning() << "transport job did not finish";
        }
        if (elapsedMs) {
            *elapsedMs = timer.elapsed();
        }
        return response;
    }

    void refusedWithoutAByte(const QString &what)
    {
        const int connectionsBefore = m_server.connections();
        const QByteArray receivedBefore = m_server.received();
        Request get;
        get.path = QStringLiteral("person/self");
        for (const Request &request : {Operations::checkLogin(m_demo), get}) {
            qint64 elapsed = 0;
            const Response response = send(request, &elapsed);
            QVERIFY2(response.error == Response::UntrustedCertificate,
                     qPrintable(QStringLiteral("%1, %2: error %3 (%4)").arg(what, request.path).arg(response.error).arg(response.errorDetail)));
            QVERIFY(response.body.isEmpty());
            // Not a timeout (30 s): the worker refused at the handshake.
            qInfo("%s, %s: refused after %lld ms", qPrintable(what), qPrintable(request.path), elapsed);
        }
        // The worker did reach the server and shake hands: the refusal came from checking the certificate.
        QVERIFY(m_server.connections() > connectionsBefore);
        QTest::qWait(300);
        QCOMPARE(m_server.received(), receivedBefore);
        QVERIFY(!m_server.received().contains("Authorization"));
        QVERIFY(!m_server.received().contains(QByteArray("demo-password")));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        PrivateHome::use(m_home.path());
        QVERIFY(QDir(m_home.filePath(QStringLiteral("runtime"))).exists());
        // kiod5, which the bus starts for kssld, is a GUI application: without a display it needs this.
        qputenv("QT_QPA_PLATFORM", "offscreen");

        // A private session bus: kssld (in kiod5, started by D-Bus activation) reads and writes this test's config.
        QVERIFY(m_bus.start());
        QVERIFY(QDBusConnection::sessionBus().isConnected());

        QVERIFY2(m_server.start(), qPrintable(m_server.errorString()));
    }

    void cleanupTestCase()
    {
        // kiod5 (kssld) outlives its bus: stop it by its process id first.
        const QDBusReply<uint> kiod = QDBusConnection::sessionBus().interface()->servicePid(QStringLiteral("org.kde.kssld5"));
        if (kiod.isValid() && kiod.value() > 0) {
            ::kill(pid_t(kiod.value()), SIGTERM);
        }
        m_bus.stop();
    }

    // The server works: a client that ignores the certificate's errors gets through and its bytes arrive.
    void serverReceivesFromAClientThatIgnoresErrors()
    {
        QSslSocket client;
        client.setPeerVerifyMode(QSslSocket::VerifyNone);
        // Not waitForEncrypted(): the server's side of the handshake runs in this thread's event loop.
        client.connectToHostEncrypted(QStringLiteral("127.0.0.1"), m_server.serverPort());
        QTRY_VERIFY_WITH_TIMEOUT(client.isEncrypted(), 20000);
        client.write("PING\r\n");
        QTRY_VERIFY(m_server.received().endsWith("PING\r\n"));
        client.disconnectFromHost();
    }

    void refusedWithNoRule()
    {
        refusedWithoutAByte(QStringLiteral("no rule"));
    }

    void refusedDespiteAnAcceptRule()
    {
        // What "Continue", then "Forever" in KIO's dialog stores: this certificate's errors ignored for this host.
        KSslCertificateRule rule(m_server.certificate(), QStringLiteral("127.0.0.1"));
        rule.setExpiryDateTime(QDateTime::currentDateTime().addDays(1));
        const QList<QSslError> errors = QSslCertificate::verify({m_server.certificate()}, QStringLiteral("127.0.0.1"));
        QVERIFY(!errors.isEmpty());
        rule.setIgnoredErrors(errors);
        KSslCertificateManager::self()->setRule(rule);

        // The rule is live: kssld has it, in its file under this test's config.
        const KSslCertificateRule stored = KSslCertificateManager::self()->rule(m_server.certificate(), QStringLiteral("127.0.0.1"));
        qInfo() << "errors" << errors << "stored rule ignores" << stored.ignoredErrors() << "expires" << stored.expiryDateTime();
        QVERIFY(!stored.isRejected());
        QVERIFY(stored.filterErrors(errors).isEmpty());
        QFile config(m_home.filePath(QStringLiteral("config/ksslcertificatemanager")));
        QTRY_VERIFY(config.exists());

        // Control: a KIO job without our settings, and without any UI, takes the rule and sends its request.
        const QByteArray before = m_server.received();
        KIO::TransferJob *plain = KIO::get(QUrl(m_server.baseUrl() + QStringLiteral("control")), KIO::Reload, KIO::HideProgressInfo);
        plain->setUiDelegate(nullptr);
        plain->addMetaData(QStringLiteral("UseCache"), QStringLiteral("false"));
        QSignalSpy done(plain, &KJob::result);
        QTRY_VERIFY_WITH_TIMEOUT(m_server.received().size() > before.size(), 30000);
        QVERIFY(m_server.received().mid(before.size()).startsWith("GET /v1/control"));
        plain->kill(KJob::Quietly);

        // Ours refuses all the same.
        refusedWithoutAByte(QStringLiteral("accept rule"));
    }
};

QTEST_GUILESS_MAIN(TlsRefusalTest)

#include "tlsrefusaltest.moc"
