// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "loadfleet.h"

#include "ocsserverprocess.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>

#include <numeric>
#include <unistd.h>

namespace Load
{

namespace
{
// seeding 100,000 people takes seconds on SQLite and longer on PostgreSQL on a busy 2-core machine
constexpr int startSeconds = 600;

/// The fields of /proc/<pid>/stat after the command (the first is the state, the second the parent's pid).
QList<QByteArray> statFields(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QByteArray line = file.readAll();
    // the command may hold spaces and parentheses: the fields count from the last ')'
    return line.mid(line.lastIndexOf(')') + 2).split(' ');
}
}

double processCpuSeconds(qint64 pid, bool withChildren)
{
    // utime, stime, cutime and cstime are the 14th to 17th fields of the line, the 12th to 15th after the command
    const QList<QByteArray> fields = statFields(pid);
    if (fields.size() < 15) {
        return 0.0;
    }
    double ticks = fields.at(11).toDouble() + fields.at(12).toDouble();
    if (withChildren) {
        ticks += fields.at(13).toDouble() + fields.at(14).toDouble();
    }
    return ticks / static_cast<double>(sysconf(_SC_CLK_TCK));
}

void LoadFleet::setDatabasePid(qint64 pid)
{
    m_databasePid = pid;
}

double LoadFleet::databaseCpuSeconds() const
{
    if (m_databasePid <= 0) {
        return 0.0;
    }
    // the postmaster with the backends that ended, and those still running
    double sum = processCpuSeconds(m_databasePid, true);
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (ok && pid != m_databasePid) {
            const QList<QByteArray> fields = statFields(pid);
            if (fields.size() > 1 && fields.at(1).toLongLong() == m_databasePid) {
                sum += processCpuSeconds(pid);
            }
        }
    }
    return sum;
}

LoadFleet::LoadFleet() = default;

LoadFleet::~LoadFleet()
{
    stop();
}

QString LoadFleet::filePath(const QString &name) const
{
    return m_dir.filePath(name);
}

int LoadFleet::port() const
{
    return m_port;
}

QVector<qint64> LoadFleet::processIds() const
{
    QVector<qint64> ids;
    for (const auto &process : m_processes) {
        ids.append(process->processId());
    }
    return ids;
}

int LoadFleet::processes() const
{
    return static_cast<int>(m_processes.size());
}

bool LoadFleet::start(const QStringList &storeArguments, int processes, int people, const QStringList &extraArguments, QString *error)
{
    stop();
    if (!m_dir.isValid()) {
        *error = QStringLiteral("no temporary folder");
        return false;
    }
    m_port = 0;
    // Every client comes from 127.0.0.1 where real members come from many addresses, and each sends more messages
    // and searches in a minute than a member would: the limits stay in the path (their cost is measured) but so
    // high that none trips (over a long window: the shared ledger counts whole milliseconds per event, so 1,000 a
    // second is the most a one-second window can hold). Arguments given to the tool come after and win.
    QStringList common = storeArguments;
    for (const char *limit : {"--signin-limit",
                              "--signin-account-limit",
                              "--message-limit",
                              "--message-account-limit",
                              "--search-limit",
                              "--search-account-limit",
                              "--activity-limit",
                              "--activity-account-limit",
                              "--profile-limit",
                              "--profile-account-limit"}) {
        common << QString::fromLatin1(limit) << QStringLiteral("100000000/100000");
    }
    common += extraArguments;
    if (processes > 1) {
        common << QStringLiteral("--reuse-port");
    }
    if (!startOne(common + QStringList{QStringLiteral("--seed"), QString::number(people)}, error)) {
        return false;
    }
    for (int i = 1; i < processes; ++i) {
        if (!startOne(common, error)) {
            return false;
        }
    }
    return true;
}

bool LoadFleet::startOne(const QStringList &arguments, QString *error)
{
    const QString portFile = filePath(QStringLiteral("port%1").arg(m_processes.size()));
    auto process = std::make_unique<QProcess>();
    // the server's notes (seeding, stopping) go to our standard error
    process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process->start(OcsServerProcess::binary(),
                   arguments + QStringList{QStringLiteral("--port"), QString::number(m_port), QStringLiteral("--port-file"), portFile});
    if (!process->waitForStarted(10000)) {
        *error = QStringLiteral("the server did not start: ") + process->errorString();
        return false;
    }
    QDeadlineTimer deadline(startSeconds * 1000);
    while (!process->canReadLine() && process->state() == QProcess::Running && !deadline.hasExpired()) {
        process->waitForReadyRead(200);
    }
    if (!process->canReadLine()) {
        *error = process->state() == QProcess::NotRunning ? QStringLiteral("the server exited with code %1").arg(process->exitCode())
                                                          : QStringLiteral("the server said nothing within %1 s").arg(startSeconds);
        return false;
    }
    QFile file(portFile);
    const int port = file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toInt() : 0;
    if (port <= 0 || (m_port != 0 && port != m_port)) {
        *error = QStringLiteral("the server wrote no port file, or another port");
        return false;
    }
    m_port = port;
    m_processes.push_back(std::move(process));
    return true;
}

void LoadFleet::stop()
{
    for (auto &process : m_processes) {
        process->terminate();
    }
    for (auto &process : m_processes) {
        if (!process->waitForFinished(20000)) {
            process->kill();
            process->waitForFinished(5000);
        }
    }
    m_processes.clear();
}

double LoadFleet::cpuSeconds() const
{
    const QVector<double> each = cpuSecondsEach();
    return std::accumulate(each.cbegin(), each.cend(), 0.0);
}

QVector<double> LoadFleet::cpuSecondsEach() const
{
    QVector<double> each;
    for (const auto &process : m_processes) {
        each.append(processCpuSeconds(process->processId()));
    }
    return each;
}

} // namespace Load
