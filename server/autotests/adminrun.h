// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QStringList>

#include <sys/stat.h>

/**
 * socialdesktop-admin as the tests run it: the binary named by the test target's ADMIN_BINARY, its exit code and what
 * it wrote. Shared by the SQLite and the PostgreSQL admin tests.
 */
namespace AdminRunner
{
struct Run {
    int exitCode = -1; ///< -1: did not start, did not finish, or crashed
    QByteArray out;
    QByteArray err;
};

inline QString binary()
{
    return QStringLiteral(ADMIN_BINARY);
}

/** Runs the tool with @p arguments, @p input on its standard input (then closed), for at most a minute. */
inline Run run(const QStringList &arguments, const QByteArray &input = {})
{
    QProcess process;
    process.start(binary(), arguments);
    Run result;
    if (!process.waitForStarted(10000)) {
        return result;
    }
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished(5000);
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

/** The password every account the tests make with the tool has. */
inline QString password()
{
    return QStringLiteral("Admin-made-password-1");
}

/** `create LOGIN` with the e-mail LOGIN@example.org and the names Ann Admin-Made. */
inline QStringList createArguments(const QString &login)
{
    return {QStringLiteral("create"),
            login,
            QStringLiteral("--email"),
            login + QStringLiteral("@example.org"),
            QStringLiteral("--first"),
            QStringLiteral("Ann"),
            QStringLiteral("--last"),
            QStringLiteral("Admin-Made")};
}

/** The permission bits of a file, as ls shows them; -1 when it is not there. */
inline int modeOf(const QString &path)
{
    struct stat status;
    return ::stat(QFile::encodeName(path).constData(), &status) == 0 ? int(status.st_mode & 07777) : -1;
}
}
