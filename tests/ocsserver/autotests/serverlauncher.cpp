// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "serverlauncher.h"

#include <QDeadlineTimer>
#include <QDebug>
#include <QFile>
#include <QRegularExpression>

ServerLauncher::ServerLauncher() = default;

ServerLauncher::~ServerLauncher()
{
    if (m_process.state() != QProcess::NotRunning) {
        stop();
    }
}

QString ServerLauncher::binary()
{
    return QStringLiteral(OCSSERVER_BINARY);
}

bool ServerLauncher::start(const QStringList &extraArguments, const QString &dbName)
{
    const QString portFile = m_directory.filePath(QStringLiteral("port"));
    QFile::remove(portFile);
    QStringList arguments{QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--port-file"), portFile, QStringLiteral("--db"), databasePath(dbName)};
    arguments += extraArguments;
    m_line.clear();
    m_port = 0;
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_process.start(binary(), arguments);
    if (!m_process.waitForStarted(10000)) {
        return false;
    }
    QDeadlineTimer deadline(30000);
    while (!m_process.canReadLine() && !deadline.hasExpired() && m_process.state() == QProcess::Running) {
        m_process.waitForReadyRead(200);
    }
    if (!m_process.canReadLine()) {
        qWarning() << "ocsserver did not start:" << m_process.readAllStandardError();
        return false;
    }
    m_line = QString::fromUtf8(m_process.readLine()).trimmed();
    static const QRegularExpression s_line(QStringLiteral("^ocsserver listening on http://127\\.0\\.0\\.1:(\\d+)/v1/$"));
    const QRegularExpressionMatch match = s_line.match(m_line);
    if (!match.hasMatch()) {
        qWarning() << "unexpected first line:" << m_line;
        return false;
    }
    m_port = match.captured(1).toInt();
    QFile file(portFile);
    if (!file.open(QIODevice::ReadOnly) || file.readAll().trimmed().toInt() != m_port) {
        qWarning() << "port file does not match";
        return false;
    }
    return true;
}

bool ServerLauncher::stop()
{
    if (m_process.state() == QProcess::NotRunning) {
        return false;
    }
    m_process.terminate();
    if (!m_process.waitForFinished(15000)) {
        m_process.kill();
        m_process.waitForFinished(5000);
        return false;
    }
    return m_process.exitStatus() == QProcess::NormalExit && m_process.exitCode() == 0;
}

int ServerLauncher::port() const
{
    return m_port;
}

QString ServerLauncher::origin() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(m_port);
}

QUrl ServerLauncher::url(const QString &path) const
{
    return QUrl(origin() + QStringLiteral("/v1/") + path);
}

QString ServerLauncher::directory() const
{
    return m_directory.path();
}

QString ServerLauncher::databasePath(const QString &dbName) const
{
    return m_directory.filePath(dbName);
}

QString ServerLauncher::listeningLine() const
{
    return m_line;
}

QByteArray ServerLauncher::standardError()
{
    return m_process.readAllStandardError();
}
