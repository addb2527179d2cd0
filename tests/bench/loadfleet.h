// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <QVector>

#include <memory>
#include <vector>

namespace Load
{

/**
 * The community server under load: one or more socialdesktop-server processes of the build tree on one loopback
 * port (the second and later with --reuse-port, so that the kernel spreads the connections over them), sharing
 * one store. The first seeds the community; the others start once it listens. Stopped by the destructor.
 */
class LoadFleet
{
public:
    LoadFleet();
    ~LoadFleet();

    /**
     * Starts @p processes servers on @p storeArguments (`--db FILE`, or what names a PostgreSQL database), the
     * first seeding @p people when the store is empty, each with @p extraArguments. False with @p error set.
     */
    bool start(const QStringList &storeArguments, int processes, int people, const QStringList &extraArguments, QString *error);
    void stop();

    int port() const;
    int processes() const;
    /// The server processes' ids.
    QVector<qint64> processIds() const;
    /// A file in the fleet's own temporary folder (an SQLite database, a PostgreSQL cluster).
    QString filePath(const QString &name) const;
    /// CPU time (user + system) the server processes used so far, in seconds.
    double cpuSeconds() const;
    /// The same for each process, in the order they started.
    QVector<double> cpuSecondsEach() const;
    /// The database server's main process (PostgreSQL's postmaster), whose CPU time databaseCpuSeconds() counts.
    void setDatabasePid(qint64 pid);
    /// CPU time the database server used so far (its main process and its backends), in seconds; 0 for SQLite.
    double databaseCpuSeconds() const;

private:
    bool startOne(const QStringList &arguments, QString *error);

    QTemporaryDir m_dir;
    std::vector<std::unique_ptr<QProcess>> m_processes;
    int m_port = 0;
    qint64 m_databasePid = 0;
};

/**
 * CPU time (user + system) of the process @p pid so far, in seconds, with that of its children it waited for when
 * @p withChildren; 0 when it cannot be read.
 */
double processCpuSeconds(qint64 pid, bool withChildren = false);

} // namespace Load
