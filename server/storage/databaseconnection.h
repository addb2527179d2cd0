// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>

class StatementBackend;

/** One session with the database (a SQLite handle or a libpq connection); used by one thread at a time. */
class DatabaseConnection
{
public:
    virtual ~DatabaseConnection() = default;

    /** Runs one or more statements without parameters; false (with a warning logged) on error. */
    virtual bool exec(const char *sql) = 0;
    virtual std::unique_ptr<StatementBackend> prepare(const char *sql) = 0;
    /** Rows go to @p table's @p columns in bulk; nothing is read back (PostgreSQL: COPY). */
    virtual std::unique_ptr<StatementBackend> bulkInsert(const char *table, const QStringList &columns) = 0;
    /** Inside a transaction (BEGIN without COMMIT or ROLLBACK yet). */
    virtual bool inTransaction() const = 0;
    /** Inside a transaction that an error has spoilt (PostgreSQL: only ROLLBACK is left). */
    virtual bool transactionFailed() const
    {
        return false;
    }
    /** Called when the connection is taken from the pool: reconnects a broken one. */
    virtual void revive()
    {
    }
    virtual QString errorMessage() const = 0;

    /** Nesting of Transaction objects on this connection (only the outermost one begins and ends). */
    int transactionDepth = 0;
    /** A nested Transaction ended without commit(): the outermost one rolls back instead of committing. */
    bool transactionSpoilt = false;
};
