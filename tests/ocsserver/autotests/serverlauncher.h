// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <QUrl>

/**
 * Runs the real ocsserver binary on 127.0.0.1 with a database in a temporary directory.
 */
class ServerLauncher
{
public:
    ServerLauncher();
    ~ServerLauncher();

    /** Starts with --port 0 --port-file --db <dir>/<dbName> and the extra arguments; waits until it listens. */
    bool start(const QStringList &extraArguments = {}, const QString &dbName = QStringLiteral("ocs.sqlite"));
    /** SIGTERM and wait; true when it exited cleanly with code 0. */
    bool stop();

    int port() const;
    /** http://127.0.0.1:PORT */
    QString origin() const;
    /** http://127.0.0.1:PORT/v1/ + path */
    QUrl url(const QString &path) const;
    QString directory() const;
    QString databasePath(const QString &dbName = QStringLiteral("ocs.sqlite")) const;
    /** The line the server printed on stdout. */
    QString listeningLine() const;
    QByteArray standardError();

    static QString binary();

private:
    QTemporaryDir m_directory;
    QProcess m_process;
    int m_port = 0;
    QString m_line;
};
