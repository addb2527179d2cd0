// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsserverprocess.h"

#include "postgresqlserver.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

OcsServerProcess::OcsServerProcess() = default;

OcsServerProcess::~OcsServerProcess()
{
    stop();
}

QString OcsServerProcess::binary()
{
    return QStringLiteral(OCSSERVER_BINARY);
}

void OcsServerProcess::setPublicProfiles(bool open)
{
    m_publicProfiles = open;
}

QString OcsServerProcess::productBinary()
{
    return QStringLiteral(PRODUCT_SERVER_BINARY);
}

void OcsServerProcess::setProduct(bool product)
{
    m_product = product;
}

bool OcsServerProcess::start(int people, const QStringList &extraArguments)
{
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("no temporary directory");
        return false;
    }
    if (m_postgreSql && m_databaseUrl.isEmpty()) {
        PostgreSqlServer *postgres = PostgreSqlServer::shared(&m_error);
        m_databaseUrl = postgres ? postgres->createDatabase(&m_error) : QString();
        if (m_databaseUrl.isEmpty()) {
            return false;
        }
    }
    if (m_sqliteFile.isEmpty()) {
        m_sqliteFile = filePath(QStringLiteral("community.sqlite"));
    }
    m_arguments = m_postgreSql ? QStringList{QStringLiteral("--database"), m_databaseUrl} : QStringList{QStringLiteral("--db"), m_sqliteFile};
    m_arguments << QStringLiteral("--request-log") << filePath(QStringLiteral("requests.jsonl"));
    if (!m_product) {
        m_arguments << QStringLiteral("--test-controls");
    }
    if (people >= 0) {
        m_arguments << QStringLiteral("--seed") << QString::number(people);
    }
    if (m_publicProfiles) {
        m_arguments << QStringLiteral("--public-profiles");
    }
    m_arguments += extraArguments;
    m_port = 0;
    return restart();
}

bool OcsServerProcess::restart()
{
    stop();
    QStringList arguments = m_arguments;
    arguments << QStringLiteral("--port") << QString::number(m_port);
    m_line.clear();
    m_port = launch(&m_process, m_product ? productBinary() : binary(), arguments, filePath(QStringLiteral("port")), &m_line, &m_error);
    return m_port > 0;
}

int OcsServerProcess::launch(QProcess *process, const QString &program, const QStringList &arguments, const QString &portFile, QString *line, QString *error)
{
    QFile::remove(portFile);
    process->start(program, arguments + QStringList{QStringLiteral("--port-file"), portFile});
    if (!process->waitForStarted(10000)) {
        *error = QStringLiteral("the server did not start: ") + process->errorString();
        return 0;
    }
    // It writes the port file, then says where it listens on its standard output.
    QDeadlineTimer deadline(60000);
    while (!process->canReadLine() && process->state() == QProcess::Running && !deadline.hasExpired()) {
        process->waitForReadyRead(200);
    }
    if (!process->canReadLine()) {
        *error = process->state() == QProcess::NotRunning ? QStringLiteral("the server exited: ") + QString::fromLocal8Bit(process->readAllStandardError())
                                                          : QStringLiteral("the server said nothing within a minute");
        return 0;
    }
    *line = QString::fromUtf8(process->readLine()).trimmed();
    QFile file(portFile);
    const int port = file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toInt() : 0;
    if (port <= 0) {
        *error = QStringLiteral("the server wrote no port file");
    }
    return port;
}

bool OcsServerProcess::stop()
{
    if (m_process.state() == QProcess::NotRunning) {
        return false;
    }
    m_process.terminate();
    if (!m_process.waitForFinished(10000)) {
        m_process.kill();
        m_process.waitForFinished(5000);
        return false;
    }
    return m_process.exitStatus() == QProcess::NormalExit && m_process.exitCode() == 0;
}

void OcsServerProcess::kill()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}

QString OcsServerProcess::errorString() const
{
    return m_error;
}

QUrl OcsServerProcess::baseUrl() const
{
    return QUrl(origin() + QStringLiteral("/v1/"));
}

QString OcsServerProcess::origin() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(m_port);
}

int OcsServerProcess::port() const
{
    return m_port;
}

qint64 OcsServerProcess::processId() const
{
    return m_process.processId();
}

QString OcsServerProcess::listeningLine() const
{
    return m_line;
}

QByteArray OcsServerProcess::standardError()
{
    return m_process.readAllStandardError();
}

QString OcsServerProcess::filePath(const QString &name) const
{
    return m_dir.filePath(name);
}

bool OcsServerProcess::usesPostgreSql()
{
    return qEnvironmentVariable("SOCIALDESKTOP_TEST_STORE") == QLatin1String("postgresql");
}

void OcsServerProcess::setPostgreSql(bool postgreSql)
{
    m_postgreSql = postgreSql;
}

QByteArray OcsServerProcess::databaseBytes() const
{
    if (m_postgreSql) {
        QString error;
        PostgreSqlServer *postgres = PostgreSqlServer::shared(&error);
        return postgres && !m_databaseUrl.isEmpty() ? postgres->dump(m_databaseUrl) : QByteArray();
    }
    QByteArray bytes;
    for (const QString &suffix : {QString(), QStringLiteral("-wal")}) {
        QFile file((m_sqliteFile.isEmpty() ? filePath(QStringLiteral("community.sqlite")) : m_sqliteFile) + suffix);
        if (file.open(QIODevice::ReadOnly)) {
            bytes += file.readAll();
        }
    }
    return bytes;
}

QString OcsServerProcess::databaseUrl() const
{
    return m_databaseUrl;
}

void OcsServerProcess::shareDatabaseWith(const OcsServerProcess &other)
{
    m_databaseUrl = other.m_databaseUrl;
    m_sqliteFile = other.m_sqliteFile;
    m_postgreSql = other.m_postgreSql;
}

QByteArray OcsServerProcess::call(const QString &path, const QString &user, const QString &password, const QByteArray &form, bool *ok) const
{
    QNetworkAccessManager manager;
    QNetworkRequest request(QUrl(origin() + QLatin1Char('/')).resolved(QUrl(path)));
    if (!user.isEmpty()) {
        request.setRawHeader("Authorization", "Basic " + (user + QLatin1Char(':') + password).toUtf8().toBase64());
    }
    QNetworkReply *reply = nullptr;
    if (form.isEmpty()) {
        reply = manager.get(request);
    } else {
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/x-www-form-urlencoded"));
        reply = manager.post(request, form);
    }
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    loop.exec();
    const bool answered = reply->isFinished() && reply->error() == QNetworkReply::NoError;
    if (!answered) {
        qWarning() << "test server call" << path << "failed:" << reply->errorString() << reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt()
                   << reply->readAll().left(200);
    }
    if (ok) {
        *ok = answered;
    }
    const QByteArray body = answered ? reply->readAll() : QByteArray();
    delete reply;
    return body;
}

bool OcsServerProcess::setFault(const QString &mode, int count, const QString &only)
{
    QByteArray form = "mode=" + QUrl::toPercentEncoding(mode);
    if (count > 0) {
        form += "&count=" + QByteArray::number(count);
    }
    if (!only.isEmpty()) {
        form += "&only=" + QUrl::toPercentEncoding(only);
    }
    bool ok = false;
    call(QStringLiteral("control/fault"), {}, {}, form, &ok);
    return ok;
}

bool OcsServerProcess::setServicesOff(const QStringList &services)
{
    bool ok = false;
    call(QStringLiteral("control/services"), {}, {}, "off=" + QUrl::toPercentEncoding(services.join(QLatin1Char(','))), &ok);
    return ok;
}

bool OcsServerProcess::setLatency(int ms)
{
    bool ok = false;
    call(QStringLiteral("control/latency"), {}, {}, "ms=" + QByteArray::number(ms), &ok);
    return ok;
}

QByteArray OcsServerProcess::requestLogBytes() const
{
    QFile file(filePath(QStringLiteral("requests.jsonl")));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QVector<QJsonObject> OcsServerProcess::requestLog() const
{
    QVector<QJsonObject> entries;
    const auto lines = requestLogBytes().split('\n');
    for (const QByteArray &line : lines) {
        if (!line.trimmed().isEmpty()) {
            entries.append(QJsonDocument::fromJson(line).object());
        }
    }
    return entries;
}
