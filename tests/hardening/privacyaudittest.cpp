// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// Fails on a leak: the password in a file under the user's config, cache or data locations, in the
// debug log, in any engine source or in the server's request log; a position sent while publishing is
// off; a raw position in a nearby search; credentials over plain http to a host that is not loopback;
// a file the engines wrote, or one an earlier version left, readable by another user (not 0600 in 0700);
// a password in the server address kept anywhere; an outbox id that reaches a path outside the outbox;
// a request sent to a server whose TLS certificate cannot be trusted.
//
// CMake runs this test with HOME and the XDG locations in a directory of its own, so every file the
// engine and its KIO workers write is found there.

#include "enginesession.h"
#include "ocsserverprocess.h"

#include "geo/coarsener.h"
#include "ocs/replycache.h"
#include "storage/privatefiles.h"
#include "tlsserver.h"

#include <KConfig>
#include <KConfigGroup>

#include <plasmaengine.h>

#include <QDirIterator>
#include <QLoggingCategory>
#include <QMutex>
#include <QNetworkInterface>
#include <QRegularExpression>
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
const QString urlPassword = QStringLiteral("url-secret-4711");

const auto openFile = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
const auto openDirectory = openFile | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;

/// Writes @p path as version 1.0 did: a 0644 file in 0755 directories made on the way.
bool writeOpen(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        return false;
    }
    file.close();
    return QFile::setPermissions(path, openFile);
}

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

    QStringList m_seeded;

    /// What version 1.0 left after a session: cache, outbox and socialdesktoprc 0644 in 0755 directories.
    void seedFilesOfTheLastVersion()
    {
        const QString cache = Ocs::ReplyCache::directoryFor(Storage::PrivateFiles::cacheRoot(), m_server.baseUrl(), QStringLiteral("demo"));
        const QString outbox = Storage::PrivateFiles::dataRoot() + QStringLiteral("/outbox/old_80/demo");
        m_seeded = QStringList{cache + QStringLiteral("/0123456789abcdef0123456789abcdef01234567.reply"),
                               Storage::PrivateFiles::cacheRoot() + QStringLiteral("/ocs/old_80/demo/fedcba9876543210fedcba9876543210fedcba98.reply"),
                               outbox + QStringLiteral("/11111111-1111-4111-8111-111111111111.entry.damaged"),
                               Storage::PrivateFiles::configFile()};
        for (const QString &path : std::as_const(m_seeded)) {
            QVERIFY(writeOpen(path, path.endsWith(QLatin1String("rc")) ? QByteArray("[Location]\nPrecision=city\n") : QByteArray("old")));
        }
        for (const QString &root : {Storage::PrivateFiles::cacheRoot(), Storage::PrivateFiles::dataRoot()}) {
            QDirIterator it(root, QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QVERIFY(QFile::setPermissions(it.next(), openDirectory));
            }
            QVERIFY(QFile::setPermissions(root, openDirectory));
        }
        QVERIFY(!Storage::PrivateFiles::isPrivate(Storage::PrivateFiles::configFile()));
        QVERIFY(!Storage::PrivateFiles::isPrivate(cache));
    }

    /// Every file and directory under the engines' own places, and socialdesktoprc.
    static QStringList ownPaths()
    {
        QStringList paths{Storage::PrivateFiles::configFile()};
        for (const QString &root : {Storage::PrivateFiles::cacheRoot(), Storage::PrivateFiles::dataRoot()}) {
            paths.append(root);
            QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                paths.append(it.next());
            }
        }
        return paths;
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
        seedFilesOfTheLastVersion();
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

    // The earlier version's files were tightened when the engine started, before anything was read.
    void leftOpenFilesTightenedOnStart()
    {
        for (const QString &path : std::as_const(m_seeded)) {
            QVERIFY2(Storage::PrivateFiles::isPrivate(path), qPrintable(path));
            QVERIFY2(Storage::PrivateFiles::isPrivate(QFileInfo(path).path()) || path == Storage::PrivateFiles::configFile(), qPrintable(path));
        }
    }

    // https://demo:<password>@host/v1/: the user information is dropped before anything keeps or shows the address.
    void userInfoInTheAddressGoesNowhere()
    {
        QUrl withUserInfo = m_server.baseUrl();
        withUserInfo.setUserName(QStringLiteral("demo"));
        withUserInfo.setPassword(urlPassword);
        QCOMPARE(m_session.login(withUserInfo, QStringLiteral("demo"), password), QString());
        QTRY_VERIFY(m_session.data(QStringLiteral("Account")).value(QStringLiteral("SignedIn")).toBool());
        const QString provider = m_session.data(QStringLiteral("Account")).value(QStringLiteral("Provider")).toString();
        QCOMPARE(QUrl(provider), m_server.baseUrl());
        QVERIFY(QUrl(provider).userInfo().isEmpty());
        m_session.refresh({QStringLiteral("Self")});
        QTRY_VERIFY_WITH_TIMEOUT(m_session.settled({QStringLiteral("Self")}), 30000);
        QCOMPARE(m_session.status(QStringLiteral("Self")), QStringLiteral("ready"));
        QVERIFY(!m_server.requestLogBytes().contains(urlPassword.toUtf8()));
        for (const QString &path : ownPaths()) {
            QVERIFY2(!path.contains(urlPassword), qPrintable(path));
        }
    }

    // An outbox id from a caller never becomes a path outside the outbox: refused, and nothing is touched.
    void outboxIdsNeverLeaveTheOutbox()
    {
        const QString victim = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QStringLiteral("/x.entry");
        QVERIFY(writeOpen(victim, "precious"));
        for (const QString &id :
             {QStringLiteral("../../../../config/x"), QStringLiteral("../../.config/x"), QStringLiteral("/etc/passwd"), victim.chopped(6)}) {
            QVERIFY2(!m_session.call(QStringLiteral("discardOutboxEntry"), {{QStringLiteral("id"), id}}).isEmpty(), qPrintable(id));
            QVERIFY2(
                !m_session.call(QStringLiteral("resendOutboxEntry"), {{QStringLiteral("id"), id}, {QStringLiteral("body"), QStringLiteral("x")}}).isEmpty(),
                qPrintable(id));
        }
        QVERIFY(QFile::exists(victim));
        QVERIFY(QFile::exists(QStringLiteral("/etc/passwd")));
        QFile::remove(victim);
    }

    void passwordInNoEngineSource()
    {
        const QStringList names = m_session.engine()->sources();
        QVERIFY(names.size() >= 12);
        for (const QString &name : names) {
            const PlasmaEngine::DataContainer *container = m_session.engine()->containerForSource(name);
            QVERIFY(container);
            QString dump;
            QDebug(&dump) << container->data();
            QVERIFY2(!containsSecret(dump.toUtf8(), password), qPrintable(name));
            QVERIFY2(!containsSecret(dump.toUtf8(), wrongPassword), qPrintable(name));
            QVERIFY2(!dump.contains(urlPassword), qPrintable(name));
        }
    }

    void passwordInNoFile()
    {
        const QHash<QString, QByteArray> files = filesUnderHome();
        for (auto it = files.cbegin(); it != files.cend(); ++it) {
            QVERIFY2(!containsSecret(it.value(), password), qPrintable(it.key()));
            QVERIFY2(!containsSecret(it.value(), wrongPassword), qPrintable(it.key()));
            QVERIFY2(!it.value().contains(urlPassword.toUtf8()), qPrintable(it.key()));
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
        // Signing in sends the password with the first requests (no person/check of its own): the log has them.
        QVERIFY(log.contains("\"path\":\"/v1/person/self\""));
        QVERIFY(log.contains("\"user\":\"demo\""));
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

    // A hostile server's <message> goes into Error bounded and without control or format characters (line
    // breaks, tabs, bidi overrides, line separators; XML allows no other control characters): it cannot
    // flood or reshape the sign-in form's error line.
    void serverMessageInErrorIsBounded()
    {
        const QByteArray message = "Refused\r\n\tCALL +1-555-0100 NOW\xe2\x80\xae\xe2\x80\xa8" + QByteArray(100000, 'A');
        const QByteArray body =
            "<?xml version=\"1.0\"?>\n<ocs><meta><status>failure</status><statuscode>101</statuscode><message>" + message + "</message></meta><data/></ocs>\n";
        QTcpServer hostile;
        QVERIFY(hostile.listen(QHostAddress::LocalHost));
        QObject::connect(&hostile, &QTcpServer::newConnection, &hostile, [&hostile, &body] {
            while (QTcpSocket *socket = hostile.nextPendingConnection()) {
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [socket, &body] {
                    // Answer once the whole request is in: closing with unread bytes would reset the connection.
                    const QByteArray request = socket->property("request").toByteArray() + socket->readAll();
                    socket->setProperty("request", request);
                    const int headerEnd = request.indexOf("\r\n\r\n");
                    static const QRegularExpression length(QStringLiteral("content-length: *(\\d+)"), QRegularExpression::CaseInsensitiveOption);
                    const QRegularExpressionMatch match = length.match(QString::fromLatin1(request.left(headerEnd)));
                    if (headerEnd < 0 || request.size() < headerEnd + 4 + (match.hasMatch() ? match.captured(1).toInt() : 0)
                        || socket->property("answered").toBool()) {
                        return;
                    }
                    socket->setProperty("answered", true);
                    socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nConnection: close\r\nContent-Length: " + QByteArray::number(body.size())
                                  + "\r\n\r\n" + body);
                    socket->disconnectFromHost();
                });
            }
        });
        const QString error = m_session.login(QUrl(QStringLiteral("http://127.0.0.1:%1/v1/").arg(hostile.serverPort())), QStringLiteral("demo"), password);
        QVERIFY2(error.startsWith(QStringLiteral("The server refused: Refused CALL +1-555-0100 NOW AAA")), qPrintable(error.left(300)));
        QVERIFY2(error.size() < 300, qPrintable(QString::number(error.size())));
        for (const QChar c : error) {
            QVERIFY2(c.category() != QChar::Other_Control && c.category() != QChar::Other_Format, qPrintable(QString::number(c.unicode(), 16)));
        }
        QTRY_COMPARE(m_session.data(QStringLiteral("Account")).value(QStringLiteral("Error")).toString(), error);
    }

    // A server whose certificate cannot be trusted: sign-in ends with words that say so, and the server
    // never receives a request (the first requests carry the password).
    void untrustedCertificateRefusedAtSignIn()
    {
        TlsServer tls;
        QVERIFY2(tls.start(), qPrintable(tls.errorString()));
        const QString error = m_session.login(QUrl(tls.baseUrl()), QStringLiteral("demo"), password);
        QCOMPARE(error, QStringLiteral("The server's certificate cannot be trusted."));
        QTRY_COMPARE(m_session.data(QStringLiteral("Account")).value(QStringLiteral("Error")).toString(), error);
        QVERIFY(tls.connections() > 0);
        QTest::qWait(200);
        QCOMPARE(tls.received(), QByteArray());
    }

    // Everything the engines wrote in this session, and what the last version left: 0600 files in 0700
    // directories; the config directory itself is not theirs and keeps its mode.
    void everyFileIsPrivate()
    {
        const QString configDirectory = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
        const QFile::Permissions configMode = QFile::permissions(configDirectory);
        // The widget's settings as its plugin writes them (KConfig), after the engine tightened the file.
        {
            KConfig settings(QStringLiteral("socialdesktoprc"), KConfig::SimpleConfig);
            settings.group(QStringLiteral("Location")).writeEntry("ManualPlace", QStringLiteral("Somewhere 5, Berlin"));
            QVERIFY(settings.sync());
        }
        QVERIFY(Storage::PrivateFiles::isPrivate(Storage::PrivateFiles::configFile()));
        // Made anew (a user who never had one): KConfig creates it 0600 itself.
        QVERIFY(QFile::remove(Storage::PrivateFiles::configFile()));
        {
            KConfig settings(QStringLiteral("socialdesktoprc"), KConfig::SimpleConfig);
            settings.group(QStringLiteral("Location")).writeEntry("Precision", QStringLiteral("city"));
            QVERIFY(settings.sync());
        }
        int files = 0;
        int directories = 0;
        for (const QString &path : ownPaths()) {
            QVERIFY2(Storage::PrivateFiles::isPrivate(path), qPrintable(path + QStringLiteral(" is %1").arg(QFile::permissions(path), 0, 16)));
            QFileInfo(path).isDir() ? ++directories : ++files;
        }
        // Replies of a dozen sources, the seeded files, socialdesktoprc.
        QVERIFY2(files >= 10 && directories >= 6, qPrintable(QStringLiteral("%1 files, %2 directories").arg(files).arg(directories)));
        qInfo("%d files and %d directories are private", files, directories);
        QCOMPARE(QFile::permissions(configDirectory), configMode);
    }
};

QTEST_MAIN(PrivacyAuditTest)

#include "privacyaudittest.moc"
