// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsserverprocess.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QThread>
#include <QTimer>

OcsServerProcess::OcsServerProcess()
{
    m_process.setProcessChannelMode(QProcess::MergedChannels);
}

OcsServerProcess::~OcsServerProcess()
{
    stop();
}

bool OcsServerProcess::start(int people, const QStringList &extraArguments)
{
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("no temporary directory");
        return false;
    }
    m_arguments = QStringList{QStringLiteral("--db"),
                              m_dir.filePath(QStringLiteral("community.sqlite")),
                              QStringLiteral("--seed"),
                              QString::number(people),
                              QStringLiteral("--request-log"),
                              m_dir.filePath(QStringLiteral("requests.jsonl"))}
        + extraArguments;
    m_port = 0;
    return restart();
}

bool OcsServerProcess::restart()
{
    stop();
    const QString portFile = m_dir.filePath(QStringLiteral("port"));
    QFile::remove(portFile);
    QStringList arguments = m_arguments;
    arguments << QStringLiteral("--port") << QString::number(m_port) << QStringLiteral("--port-file") << portFile;
    m_process.start(QStringLiteral(OCSSERVER_BINARY), arguments);
    if (!m_process.waitForStarted(10000)) {
        m_error = QStringLiteral("ocsserver did not start: ") + m_process.errorString();
        return false;
    }
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 60000) {
        QFile file(portFile);
        if (file.open(QIODevice::ReadOnly)) {
            const int port = file.readAll().trimmed().toInt();
            if (port > 0) {
                m_port = port;
                return true;
            }
        }
        if (m_process.state() == QProcess::NotRunning) {
            m_error = QStringLiteral("ocsserver exited: ") + QString::fromLocal8Bit(m_process.readAll());
            return false;
        }
        m_process.waitForReadyRead(50);
    }
    m_error = QStringLiteral("ocsserver wrote no port within a minute");
    return false;
}

void OcsServerProcess::stop()
{
    if (m_process.state() == QProcess::NotRunning) {
        return;
    }
    m_process.terminate();
    if (!m_process.waitForFinished(10000)) {
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
    return QUrl(QStringLiteral("http://127.0.0.1:%1/v1/").arg(m_port));
}

int OcsServerProcess::port() const
{
    return m_port;
}

QByteArray OcsServerProcess::call(const QString &path, const QString &user, const QString &password, const QByteArray &form, bool *ok) const
{
    QNetworkAccessManager manager;
    QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(m_port)).resolved(QUrl(path)));
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
    if (ok) {
        *ok = answered;
    }
    const QByteArray body = answered ? reply->readAll() : QByteArray();
    delete reply;
    return body;
}

bool OcsServerProcess::setFault(const QString &mode, int count)
{
    QByteArray form = "mode=" + QUrl::toPercentEncoding(mode);
    if (count > 0) {
        form += "&count=" + QByteArray::number(count);
    }
    bool ok = false;
    call(QStringLiteral("control/fault"), {}, {}, form, &ok);
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
    QFile file(m_dir.filePath(QStringLiteral("requests.jsonl")));
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
