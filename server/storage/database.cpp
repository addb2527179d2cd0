// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "database.h"

#include "connectionpool.h"
#include "migrations.h"
#include "pgconnection.h"
#include "serveroptions.h"
#include "sqliteconnection.h"

Database::Session::Session(ConnectionPool *pool)
    : m_pool(pool)
    , m_connection(pool ? pool->acquire() : nullptr)
{
}

Database::Session::~Session()
{
    if (m_pool) {
        m_pool->release(m_connection);
    }
}

Database::Session::Session(Session &&other) noexcept
    : m_pool(other.m_pool)
    , m_connection(other.m_connection)
{
    other.m_pool = nullptr;
    other.m_connection = nullptr;
}

DatabaseConnection *Database::Session::connection() const
{
    return m_connection;
}

Database::Database() = default;

Database::~Database()
{
    close();
}

bool Database::open(const QString &path, QString *errorMessage, int connections)
{
    close();
    m_dialect = Dialect::SQLite;
    // In WAL mode readers run beside the one writer: a long search on one connection stalls nobody else's reads,
    // and writers queue for SQLite's write lock (BEGIN IMMEDIATE, the busy timeout), as several processes already do.
    m_pool = std::make_unique<ConnectionPool>(
        [path](QString *error) -> std::unique_ptr<DatabaseConnection> {
            return SqliteConnection::open(path, error);
        },
        connections);
    return finishOpening(errorMessage);
}

bool Database::openPostgreSql(const QString &conninfo, int connections, QString *errorMessage)
{
    close();
    m_dialect = Dialect::PostgreSQL;
    m_pool = std::make_unique<ConnectionPool>(
        [conninfo](QString *error) -> std::unique_ptr<DatabaseConnection> {
            return PgConnection::open(conninfo, error);
        },
        connections);
    return finishOpening(errorMessage);
}

bool Database::open(const ServerOptions &options, QString *errorMessage)
{
    return options.databaseUrl.isEmpty() ? open(options.databasePath, errorMessage, options.databaseConnections)
                                         : openPostgreSql(options.databaseUrl, options.databaseConnections, errorMessage);
}

bool Database::finishOpening(QString *errorMessage)
{
    if (!m_pool->openFirst(errorMessage) || !Migrations::apply(*this, errorMessage)) {
        close();
        return false;
    }
    return true;
}

void Database::close()
{
    m_pool.reset();
}

Database::Dialect Database::dialect() const
{
    return m_dialect;
}

Database::Session Database::lock() const
{
    return Session(m_pool.get());
}

bool Database::lockAgainstOtherProcesses()
{
    // waits as long as the other process migrates or seeds, not the lock timeout of a request
    return m_dialect == Dialect::SQLite || exec("SET LOCAL lock_timeout = 0; SELECT pg_advisory_xact_lock(7240417105)");
}

bool Database::exec(const char *sql)
{
    const Session session = lock();
    return session.connection() && session.connection()->exec(sql);
}

sqlite3 *Database::handle() const
{
    if (m_dialect != Dialect::SQLite || !m_pool) {
        return nullptr;
    }
    // the calling thread's connection: the one its own lock() holds
    const Session session = lock();
    const auto *connection = dynamic_cast<const SqliteConnection *>(session.connection());
    return connection ? connection->handle() : nullptr;
}
