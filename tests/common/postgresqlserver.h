// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QStringList>

/**
 * A PostgreSQL server of the test's own (Debian's postgresql package): a cluster made with initdb in a temporary
 * folder, listening only on a Unix socket in that folder, trusting local connections. One per test process,
 * started on first use and stopped, its folder removed, when the process ends; a watchdog does that too when the
 * process dies without cleaning up. initdb refuses to run as root: as root, the cluster belongs to the user
 * "postgres" and its programs run as that user (runuser).
 */
class PostgreSqlServer
{
public:
    /** The running server, started now if needed; nullptr with @p errorMessage set when it cannot start. */
    static PostgreSqlServer *shared(QString *errorMessage);

    ~PostgreSqlServer();
    PostgreSqlServer(const PostgreSqlServer &) = delete;
    PostgreSqlServer &operator=(const PostgreSqlServer &) = delete;

    /** A new empty database; returns the URL the community server takes (--database), or empty on failure. */
    QString createDatabase(QString *errorMessage);
    /** A database's rows as SQL text (pg_dump --data-only), for tests that look at what is stored. */
    QByteArray dump(const QString &url) const;
    /** Runs SQL on a database with psql; returns its output (unaligned, tuples only), or empty on failure. */
    QByteArray query(const QString &url, const QString &sql) const;

private:
    PostgreSqlServer() = default;
    bool start(QString *errorMessage);
    /** Runs a PostgreSQL program (from its bin folder) as the cluster's owner. */
    bool run(const QString &program, const QStringList &arguments, QByteArray *output, bool asOwner) const;
    QString ownerPrefix() const;
    void startWatchdog();
    void stop();

    QString m_bin;
    QString m_folder;
    bool m_asPostgres = false;
    bool m_running = false;
    int m_databases = 0;
};
