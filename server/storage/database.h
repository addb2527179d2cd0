// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

#include <memory>

class ConnectionPool;
class DatabaseConnection;
struct ServerOptions;
struct sqlite3;

/**
 * The community's database: a SQLite file or a PostgreSQL database, through a small pool of connections, one per
 * busy thread (SQLite in WAL mode: its readers run beside its one writer). Opening it brings its schema up to date
 * (Migrations). Stores hold a Session (lock()) for each operation; nested sessions on one thread share its
 * connection. Statement and Transaction take one themselves.
 */
class Database
{
public:
    enum class Dialect {
        SQLite,
        PostgreSQL,
    };

    /** A connection lent to the calling thread while this lives. */
    class Session
    {
    public:
        explicit Session(ConnectionPool *pool);
        ~Session();
        Session(Session &&other) noexcept;
        Session(const Session &) = delete;
        Session &operator=(const Session &) = delete;
        Session &operator=(Session &&) = delete;

        /** nullptr when the database is closed or no connection could be opened. */
        DatabaseConnection *connection() const;

    private:
        ConnectionPool *m_pool;
        DatabaseConnection *m_connection;
    };

    Database();
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    /** The SQLite file @p path (created 0600 when missing), with at most @p connections (readers beside the writer). */
    bool open(const QString &path, QString *errorMessage, int connections = 1);
    /** PostgreSQL at @p conninfo (postgresql:// URL or "key=value" string) with at most @p connections. */
    bool openPostgreSql(const QString &conninfo, int connections, QString *errorMessage);
    /** What the options say: options.databaseUrl when set, else the SQLite file options.databasePath. */
    bool open(const ServerOptions &options, QString *errorMessage);
    void close();

    Dialect dialect() const;
    Session lock() const;
    /**
     * Inside a transaction: waits until no other process holds this lock, and holds it until the transaction ends
     * (PostgreSQL's advisory lock; on SQLite the transaction's BEGIN IMMEDIATE already excludes other writers).
     * For the work that one process does for all: the schema update, seeding.
     */
    bool lockAgainstOtherProcesses();
    /** Runs statements without parameters (a script); false on error. */
    bool exec(const char *sql);
    /** The calling thread's SQLite connection, for SQLite's own interfaces (online backup): call it under lock(),
     * which keeps it the thread's; nullptr on PostgreSQL. */
    sqlite3 *handle() const;

private:
    bool finishOpening(QString *errorMessage);

    Dialect m_dialect = Dialect::SQLite;
    std::unique_ptr<ConnectionPool> m_pool;
};
