// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// Fails on a leak: the password in a file under the user's config, cache or data locations, in the
// debug log, in any engine source or in the server's request log; a position sent while publishing is
// off; a raw position in a nearby search; credentials over plain http to a host that is not loopback.
//
// CMake runs this test with HOME and the XDG locations in a directory of its own, so every file the
// engine and its KIO workers write is found there.

#include "enginesession.h"
#include "ocsserverprocess.h"

#include "geo/coarsener.h"

#include <Plasma/DataContainer>

#include <QDirIterator>
#include <QLoggingCategory>
#include <QMutex>
#include <QNetworkInterface>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <QUrlQuery>
#include <cmath>

#include <cstdio>

namespace
{
const QString password = QStringLiteral("demo-password");
const QString wrongPassword = QStringLiteral("wrong-secret-4711");

QMutex s_logMutex;
QString s_log;
int s_ourDebugMessages = 0;

void captureMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    QMutexLocker locker(&s_logMutex);
    const QString category = QString::fromLatin1(context.category ? context.category : "default");
    if (type == QtDebugMsg && category.startsWith(QLatin1String("org.kde.socialdesktop."))) {
        ++s_ourDebugMessages;
    }
    s_log += category + QStringLiteral(": ") + message + QLatin1Char('\n');
    if (category == QLatin1String("default")) {
        std::fprintf(stderr, "%s\n", qPrintable(message)); // the test's own words
    }
}

/// The forms a password takes on its way: as typed, in Basic auth, percent-encoded in a form body.
QList<QByteArray> secretForms(const QString &secret)
{
    return {secret.toUtf8(), (QStringLiteral("demo:") + secret).toUtf8().toBase64(), QUrl::toPercentEncoding(secret), secret.toUtf8().toBase64()};
}

bool containsSecret(const QByteArray &bytes, const QString &secret)
{
    const auto forms = secretForms(secret);
    return std::any_of(forms.begin(), forms.end(), [&bytes](const QByteArray &form) {
        return bytes.contains(form);
    });
}

bool hasPosition(const QJsonObject &fields)
{
    for (const char *key : {"latitude", "longitude", "lat", "lon"}) {
        if (fields.contains(QLatin1String(key))) {
            return true;
        }
    }
    return false;
}
}

class PrivacyAuditTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    EngineSession m_session;
    QString m_home;
    QString m_friendId;
    QHash<QString, QByteArray> m_files;

    /// Every readable file under the test's HOME and XDG locations, by path, read once after the session.
    const QHash<QString, QByteArray> &filesUnderHome()
    {
        if (m_files.isEmpty()) {
            QDirIterator it(m_home, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile file(it.next());
                if (file.open(QIODevice::ReadOnly)) {
                    m_files.insert(file.fileName(), file.readAll());
                }
            }
        }
        return m_files;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_home = qEnvironmentVariable("SOCIALDESKTOP_TEST_HOME");
        QVERIFY2(!m_home.isEmpty() && QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation).startsWith(m_home),
                 "run through ctest: HOME and XDG_*_HOME must point into the test's own directory");
        for (const char *dir : {"XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"}) {
            QDir(qEnvironmentVariable(dir)).removeRecursively();
            QVERIFY(QDir().mkpath(qEnvironmentVariable(dir)));
        }
        QVERIFY(QLoggingCategory("org.kde.socialdesktop.ocs").isDebugEnabled());
        qInstallMessageHandler(captureMessage);
        QVERIFY2(m_server.start(200), qPrintable(m_server.errorString()));
        QVERIFY(m_session.load());
    }

    // A whole session: a refused password, sign-in, every kind of source, a message, a refresh.
    void session()
    {
        QVERIFY(!m_session.login(m_server.baseUrl(), QStringLiteral("demo"), wrongPassword).isEmpty());
        QCOMPARE(m_session.login(m_server.baseUrl(), QStringLiteral("demo"), password), QString());
        m_session.connect(QStringLiteral("Account"));
        m_session.connect(QStringLiteral("Friends"));
        QTRY_COMPARE_WITH_TIMEOUT(m_session.status(QStringLiteral("Friends")), QStringLiteral("ready"), 30000);
        m_friendId = m_session.rows(QStringLiteral("Friends")).first().toMap().value(QStringLiteral("id")).toString();
        const QStringList sources{QStringLiteral("Self"),
                                  QStringLiteral("Person:") + m_friendId,
                                  QStringLiteral("Friends:") + m_friendId,
                                  QStringLiteral("Invitations"),
                                  QStringLiteral("SentInvitations"),
                                  QStringLiteral("Folders"),
                                  QStringLiteral("Messages:0"),
                                  QStringLiteral("Messages:1"),
                                  QStringLiteral("Activity"),
                                  QStringLiteral("Outbox")};
        for (const QString &source : sources) {
            m_session.connect(source);
        }
        for (const QString &source : sources) {
            QTRY_COMPARE_WITH_TIMEOUT(m_session.status(source), QStringLiteral("ready"), 30000);
        }
        QCOMPARE(
            m_session.call(
                QStringLiteral("sendMessage"),
                {{QStringLiteral("to"), m_friendId}, {QStringLiteral("subject"), QStringLiteral("Audit")}, {QStringLiteral("body"), QStringLiteral("Hi")}}),
            QString());
        m_session.refresh({QStringLiteral("Friends"), QStringLiteral("Self")});
        QTRY_VERIFY_WITH_TIMEOUT(m_session.settled({QStringLiteral("Friends"), QStringLiteral("Self")}), 30000);

        // An OCS reply without caching headers, as many servers send them (the reference server leaves them off
        // its fault replies): nothing but the engine's own cache may keep it.
        QVERIFY(m_server.setFault(QStringLiteral("ratelimit")));
        m_session.refresh({QStringLiteral("Friends")});
        QTRY_VERIFY_WITH_TIMEOUT(m_session.settled({QStringLiteral("Friends")}), 30000);
        QCOMPARE(m_session.status(QStringLiteral("Friends")), QStringLiteral("error"));
        QVERIFY(m_server.setFault(QStringLiteral("none")));
    }

    void passwordInNoEngineSource()
    {
        const QStringList names = m_session.engine()->sources();
        QVERIFY(names.size() >= 12);
        for (const QString &name : names) {
            const Plasma::DataContainer *container = m_session.engine()->containerForSource(name);
            QVERIFY(container);
            QString dump;
            QDebug(&dump) << container->data();
            QVERIFY2(!containsSecret(dump.toUtf8(), password), qPrintable(name));
            QVERIFY2(!containsSecret(dump.toUtf8(), wrongPassword), qPrintable(name));
        }
    }

    void passwordInNoFile()
    {
        const QHash<QString, QByteArray> files = filesUnderHome();
        for (auto it = files.cbegin(); it != files.cend(); ++it) {
            QVERIFY2(!containsSecret(it.value(), password), qPrintable(it.key()));
            QVERIFY2(!containsSecret(it.value(), wrongPassword), qPrintable(it.key()));
        }
        // The cache and the session wrote files here: the scan looked at something.
        QVERIFY2(files.size() >= 5, qPrintable(QString::number(files.size())));
        qInfo("scanned %lld files under the test's HOME and XDG locations", qint64(files.size()));
    }

    // Replies hold friends and messages: only the engine's cache (cleared on log out) keeps them, not KIO's.
    void repliesOnlyInOwnCache()
    {
        const QString ownCache = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/socialdesktop/");
        int ownReplies = 0;
        const QHash<QString, QByteArray> files = filesUnderHome();
        for (auto it = files.cbegin(); it != files.cend(); ++it) {
            if (it.value().contains("<ocs>")) {
                QVERIFY2(it.key().startsWith(ownCache), qPrintable(it.key()));
                ++ownReplies;
            }
        }
        QVERIFY2(ownReplies >= 5, qPrintable(QString::number(ownReplies)));
    }

    void passwordInNoDebugLog()
    {
        QByteArray log;
        int debugMessages = 0;
        {
            // Copied out first: the message handler takes the same lock.
            QMutexLocker locker(&s_logMutex);
            log = s_log.toUtf8();
            debugMessages = s_ourDebugMessages;
        }
        QVERIFY2(debugMessages > 10, "the debug categories were not on: the scan would prove nothing");
        QVERIFY(!containsSecret(log, password));
        QVERIFY(!containsSecret(log, wrongPassword));
        qInfo("scanned %d debug messages of org.kde.socialdesktop.*", debugMessages);
    }

    void passwordInNoServerLog()
    {
        const QByteArray log = m_server.requestLogBytes();
        QVERIFY(log.contains("/v1/person/check"));
        QVERIFY(!containsSecret(log, password));
        QVERIFY(!containsSecret(log, wrongPassword));
    }

    // Publishing is off (nothing called publishLocation): no request carried a position.
    void noPositionWhilePublishingIsOff()
    {
        const auto log = m_server.requestLog();
        QVERIFY(log.size() > 10);
        for (const QJsonObject &entry : log) {
            const QString what = entry.value(QStringLiteral("method")).toString() + QLatin1Char(' ') + entry.value(QStringLiteral("path")).toString();
            QVERIFY2(!hasPosition(entry.value(QStringLiteral("query")).toObject()), qPrintable(what));
            QVERIFY2(!hasPosition(entry.value(QStringLiteral("form")).toObject()), qPrintable(what));
        }
    }

    // A nearby search asked with the true position sends only a coarsened one.
    void nearbySearchIsCoarsened()
    {
        const double latitude = 52.520008;
        const double longitude = 13.404954;
        const QString source = QStringLiteral("Nearby:%1,%2,25").arg(latitude, 0, 'f', 6).arg(longitude, 0, 'f', 6);
        const int before = m_server.requestLog().size();
        m_session.connect(source);
        QTRY_VERIFY_WITH_TIMEOUT(m_session.settled({source}), 30000);
        const auto log = m_server.requestLog();
        QJsonObject query;
        for (int i = before; i < log.size(); ++i) {
            if (hasPosition(log.at(i).value(QStringLiteral("query")).toObject())) {
                query = log.at(i).value(QStringLiteral("query")).toObject();
            }
        }
        QVERIFY(!query.isEmpty());
        Geo::Fix sent;
        sent.latitude = query.value(QStringLiteral("latitude")).toString().toDouble();
        sent.longitude = query.value(QStringLiteral("longitude")).toString().toDouble();
        sent.accuracy = 0;
        // A coarsened position is the centre of a grid cell: coarsening it again leaves it where it is.
        bool coarse = false;
        for (auto precision : {Geo::Coarsener::Precision::Neighbourhood, Geo::Coarsener::Precision::City, Geo::Coarsener::Precision::Country}) {
            const Geo::Fix again = Geo::Coarsener(precision).coarsen(sent);
            // The request carries six decimals: the centre is met to within their rounding.
            coarse = coarse || (std::abs(again.latitude - sent.latitude) < 1e-5 && std::abs(again.longitude - sent.longitude) < 1e-5);
        }
        QVERIFY2(coarse && !qFuzzyCompare(sent.latitude, latitude),
                 qPrintable(QStringLiteral("sent %1,%2 for %3,%4").arg(sent.latitude, 0, 'f', 6).arg(sent.longitude, 0, 'f', 6).arg(latitude).arg(longitude)));
    }

    // Credentials never go over plain http to a host that is not loopback, even one that answers.
    void noCredentialsOverPlainHttp()
    {
        QHostAddress external;
        const auto addresses = QNetworkInterface::allAddresses();
        for (const QHostAddress &address : addresses) {
            if (address.protocol() == QAbstractSocket::IPv4Protocol && !address.isLoopback()) {
                external = address;
                break;
            }
        }
        QTcpServer listener;
        QByteArray received;
        int connections = 0;
        QObject::connect(&listener, &QTcpServer::newConnection, &listener, [&] {
            while (QTcpSocket *socket = listener.nextPendingConnection()) {
                ++connections;
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [socket, &received] {
                    received += socket->readAll();
                });
            }
        });
        QStringList urls{QStringLiteral("http://ocs.invalid/v1/"),
                         QStringLiteral("http://localhost.example.com/v1/"),
                         QStringLiteral("http://127.0.0.1.nip.io/v1/")};
        if (!external.isNull()) {
            QVERIFY(listener.listen(external));
            urls.append(QStringLiteral("http://%1:%2/v1/").arg(external.toString()).arg(listener.serverPort()));
        } else {
            qInfo("no non-loopback IPv4 address here: only names are tried");
        }
        for (const QString &url : urls) {
            const QString error = m_session.login(QUrl(url), QStringLiteral("demo"), password);
            QVERIFY2(error.contains(QLatin1String("https")), qPrintable(url + QStringLiteral(": ") + error));
        }
        QTest::qWait(200);
        QCOMPARE(connections, 0);
        QVERIFY(!containsSecret(received, password));
    }
};

QTEST_MAIN(PrivacyAuditTest)

#include "privacyaudittest.moc"
