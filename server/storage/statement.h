// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "database.h"

#include <QString>
#include <QStringList>

#include <memory>

class StatementBackend;

/**
 * A statement on the database (RAII), for SQLite and PostgreSQL alike: SQL written once with `?`, `?NNN` or `:name`
 * placeholders, parameters bound by 1-based index or by ":name". It holds a session (Database::lock()) while it
 * lives, so a store's statements share one connection and, on SQLite, one lock.
 */
class Statement
{
public:
    /** Rows for a table in bulk (the seeder): exec() adds a row; on PostgreSQL they go in with COPY. */
    struct BulkInsert {
        const char *table;
        QStringList columns;
    };

    Statement(Database &database, const char *sql);
    Statement(Database &database, const BulkInsert &bulk);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool isValid() const;

    Statement &bind(int index, qint64 value);
    Statement &bind(int index, int value);
    Statement &bind(int index, double value);
    Statement &bind(int index, const QString &value);
    Statement &bindNull(int index);
    Statement &bind(const char *name, qint64 value);
    Statement &bind(const char *name, int value);
    Statement &bind(const char *name, double value);
    Statement &bind(const char *name, const QString &value);
    /** Binds @p values to the parameters 1, 2, 3 … in their order. */
    template<typename... Values>
    Statement &bindAll(const Values &...values)
    {
        int index = 0;
        (bind(++index, values), ...);
        return *this;
    }

    /** Advances to the next row; false when done or on error (failed() tells which). */
    bool next();
    /** Runs the statement to completion; false on error. */
    bool exec();
    /**
     * The statement could not be prepared, or its last next() or exec() ended in an error (a full disk, a read-only
     * database, a lock not had within the busy timeout) rather than in "no more rows". A write must check it.
     */
    bool failed() const;
    void reset();
    /** Rows inserted, changed or deleted by the last exec(). */
    int changes() const;

    qint64 int64(int column) const;
    int integer(int column) const;
    double real(int column) const;
    QString text(int column) const;
    bool isNull(int column) const;

private:
    int indexOf(const char *name) const;

    Database::Session m_session;
    std::unique_ptr<StatementBackend> m_backend;
};
