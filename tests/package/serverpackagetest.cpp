// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

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
 * hardened, and the packaged binary with the packaged configuration serves a community.
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

    QString unitText() const
    {
        QFile unit(rooted(QStringLiteral("/lib/systemd/system/socialdesktop-server.service")));
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
                                    QStringLiteral("/etc/socialdesktop-server/server.conf"),
                                    QStringLiteral("/lib/systemd/system/socialdesktop-server.service"),
                                    QStringLiteral("/usr/share/doc/socialdesktop-server/README.md")}) {
            QVERIFY2(QFile::exists(rooted(file)), qPrintable(file));
        }
        // nothing of the widget
        QVERIFY(!QDir(rooted(QStringLiteral("/usr/share/plasma"))).exists());
    }

    void theUnitIsHardened()
    {
        const QString unit = unitText();
        for (const QString &line : {QStringLiteral("User=socialdesktop-server"),
                                    QStringLiteral("ExecStart=/usr/bin/socialdesktop-server --config /etc/socialdesktop-server/server.conf"),
                                    QStringLiteral("ProtectSystem=strict"),
                                    QStringLiteral("PrivateTmp=yes"),
                                    QStringLiteral("NoNewPrivileges=yes"),
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
        QProcess server;
        const QString portFile = m_dir.filePath(QStringLiteral("port"));
        // the packaged configuration; only the places a test may write to are overridden
        server.start(rooted(QStringLiteral("/usr/bin/socialdesktop-server")),
                     {QStringLiteral("--config"),
                      rooted(QStringLiteral("/etc/socialdesktop-server/server.conf")),
                      QStringLiteral("--db"),
                      m_dir.filePath(QStringLiteral("community.sqlite")),
                      QStringLiteral("--port"),
                      QStringLiteral("0"),
                      QStringLiteral("--port-file"),
                      portFile,
                      QStringLiteral("--seed"),
                      QStringLiteral("10")});
        QVERIFY(server.waitForStarted(10000));
        QDeadlineTimer deadline(60000);
        while (!server.canReadLine() && server.state() == QProcess::Running && !deadline.hasExpired()) {
            server.waitForReadyRead(200);
        }
        const QString line = QString::fromUtf8(server.readLine()).trimmed();
        QVERIFY2(line.startsWith(QStringLiteral("socialdesktop-server listening on http://127.0.0.1:")), qPrintable(line));
        QFile port(portFile);
        QVERIFY(port.open(QIODevice::ReadOnly));
        const QString origin = QStringLiteral("http://127.0.0.1:%1").arg(QString::fromLatin1(port.readAll().trimmed()));

        QVERIFY(fetch(QUrl(origin + QStringLiteral("/providers.xml"))).contains("<name>My Community</name>"));
        QVERIFY(fetch(QUrl(origin + QStringLiteral("/v1/person/check")), "login=demo&password=demo-password").contains("<statuscode>100</statuscode>"));
        // the packaged configuration opens sign-up
        QVERIFY(fetch(QUrl(origin + QStringLiteral("/v1/person/add")),
                      "login=newcomer&password=long-enough-password&firstname=New&lastname=Comer&email=new%40example.org")
                    .contains("<statuscode>100</statuscode>"));
        server.terminate();
        QVERIFY(server.waitForFinished(10000));
        QCOMPARE(server.exitCode(), 0);
        // the packaged configuration is all keys the server knows (its commented lines included)
        const QByteArray errors = server.readAllStandardError();
        QVERIFY2(!errors.contains("unknown key") && !errors.contains("warning"), errors.constData());
        QCOMPARE(QFile(m_dir.filePath(QStringLiteral("community.sqlite"))).permissions() & (QFile::ReadOther | QFile::ReadGroup), QFile::Permissions());
    }
};

QTEST_GUILESS_MAIN(ServerPackageTest)
#include "serverpackagetest.moc"
