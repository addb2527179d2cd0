// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "engineservice.h"
#include "ocsserverprocess.h"
#include "privatebus.h"
#include "privatehome.h"
#include "privatewallet.h"
#include "receiver.h"

#include <plasmaengine.h>

#include <QDBusConnection>
#include <QDeadlineTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

/**
 * The widget's ocs engine signs in to the community server on another address than loopback, as a member signs in
 * to a deployed community: the server started from a configuration file (Listen on that address, HTTPS with a
 * certificate for it), and the engine going through KIO with the system's trust, nothing relaxed. remotehost.sh
 * provides the address and a trusted certificate; the same server without TLS gets no password.
 */
class RemoteSignInTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    QTemporaryDir m_serverDir;
    PrivateBus m_bus;
    PrivateWallet m_wallet;
    PlasmaEngine::DataEngineConsumer m_consumer;
    PlasmaEngine::DataEngine *m_engine = nullptr;
    Receiver m_receiver;
    const QString m_address = qEnvironmentVariable("SOCIALDESKTOP_REMOTE_ADDRESS");

    /// Starts the server from a configuration file; the base URL it listens on, or empty.
    QString startServer(QProcess *process, const QString &name, bool tls)
    {
        const QString config = m_serverDir.filePath(name + QStringLiteral(".conf"));
        QFile file(config);
        if (!file.open(QIODevice::WriteOnly)) {
            return QString();
        }
        QString text = QStringLiteral("[Server]\nListen=%1\nPort=0\n").arg(m_address);
        if (tls) {
            text += QStringLiteral("Certificate=%1\nPrivateKey=%2\n")
                        .arg(qEnvironmentVariable("SOCIALDESKTOP_REMOTE_CERTIFICATE"), qEnvironmentVariable("SOCIALDESKTOP_REMOTE_KEY"));
        }
        text += QStringLiteral("[Database]\nFile=%1\n[Community]\nName=Remote Community\n").arg(m_serverDir.filePath(name + QStringLiteral(".sqlite")));
        file.write(text.toUtf8());
        file.close();

        process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QString line;
        QString error;
        OcsServerProcess::launch(process,
                                 OcsServerProcess::binary(),
                                 {QStringLiteral("--config"),
                                  config,
                                  QStringLiteral("--seed"),
                                  QStringLiteral("30"),
                                  QStringLiteral("--request-log"),
                                  m_serverDir.filePath(name + QStringLiteral(".jsonl"))},
                                 m_serverDir.filePath(name + QStringLiteral(".port")),
                                 &line,
                                 &error);
        const QString prefix = QStringLiteral("socialdesktop-server listening on ");
        return line.startsWith(prefix) ? line.mid(prefix.size()) : QString();
    }

    QVariant value(const QString &source, const char *key) const
    {
        return m_receiver.data.value(source).value(QLatin1String(key));
    }

    QVariantMap login(const QString &serverUrl) const
    {
        return {{QStringLiteral("serverUrl"), serverUrl},
                {QStringLiteral("user"), QStringLiteral("demo")},
                {QStringLiteral("password"), QStringLiteral("demo-password")}};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!m_address.isEmpty(), "run through remotehost.sh, which gives the test an address and a certificate");
        QVERIFY2(!m_address.startsWith(QLatin1String("127.")), qPrintable(m_address));
        QVERIFY(m_home.isValid() && m_serverDir.isValid());
        PrivateHome::use(m_home.path());
        QVERIFY(m_bus.start());
        QVERIFY(QDBusConnection::sessionBus().isConnected());
        QVERIFY2(m_wallet.start(m_home.path(), QCoreApplication::applicationName()), qPrintable(m_wallet.errorString()));
        m_engine = m_consumer.dataEngine(QStringLiteral("ocs"));
        QVERIFY(m_engine && m_engine->isValid());
        m_engine->connectSource(QStringLiteral("Account"), &m_receiver);
    }

    void cleanupTestCase()
    {
        m_wallet.stop();
        m_bus.stop();
    }

    void plainHttpGetsNoPassword()
    {
        QProcess server;
        const QString url = startServer(&server, QStringLiteral("plain"), false);
        QVERIFY2(url.startsWith(QStringLiteral("http://%1:").arg(m_address)), qPrintable(url));
        const ServiceAnswer answer = callService(m_engine, QStringLiteral("login"), login(url), 30000);
        QVERIFY2(!answer.error.isEmpty(), "a password over plain HTTP to another machine");
        QVERIFY(!value(QStringLiteral("Account"), "SignedIn").toBool());
        server.terminate();
        QVERIFY(server.waitForFinished(10000));
        QCOMPARE(server.exitCode(), 0);
        QFile log(m_serverDir.filePath(QStringLiteral("plain.jsonl")));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QCOMPARE(log.readAll(), QByteArray()); // not one request reached the server
    }

    void signsInOverHttps()
    {
        QProcess server;
        const QString url = startServer(&server, QStringLiteral("tls"), true);
        QVERIFY2(url.startsWith(QStringLiteral("https://%1:").arg(m_address)), qPrintable(url));
        m_engine->connectSource(QStringLiteral("Self"), &m_receiver);
        m_engine->connectSource(QStringLiteral("Friends"), &m_receiver);

        const ServiceAnswer answer = callService(m_engine, QStringLiteral("login"), login(url), 60000);
        QCOMPARE(answer.error, QString());
        QTRY_VERIFY_WITH_TIMEOUT(value(QStringLiteral("Account"), "SignedIn").toBool(), 30000);
        QCOMPARE(value(QStringLiteral("Account"), "Error").toString(), QString());
        QTRY_COMPARE_WITH_TIMEOUT(value(QStringLiteral("Self"), "Status").toString(), QStringLiteral("ready"), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(value(QStringLiteral("Friends"), "Status").toString(), QStringLiteral("ready"), 30000);
        QCOMPARE(value(QStringLiteral("Friends"), "StatusCode").toInt(), 100);
        QVERIFY(value(QStringLiteral("Friends"), "TotalItems").toInt() > 0);

        // What the server saw: the engine's calls, each signed in as demo, over the non-loopback address.
        server.terminate();
        QVERIFY(server.waitForFinished(10000));
        QCOMPARE(server.exitCode(), 0);
        QFile log(m_serverDir.filePath(QStringLiteral("tls.jsonl")));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray requests = log.readAll();
        QVERIFY2(requests.contains("\"user\":\"demo\""), requests.constData());
        QVERIFY(requests.contains("/v1/person/self") || requests.contains("/v1/person/check"));
    }
};

QTEST_MAIN(RemoteSignInTest)
#include "remotesignintest.moc"
