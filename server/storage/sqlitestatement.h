// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "statementbackend.h"

struct sqlite3;
struct sqlite3_stmt;

/** A prepared SQLite statement. */
class SqliteStatement : public StatementBackend
{
public:
    SqliteStatement(sqlite3 *db, const char *sql);
    ~SqliteStatement() override;

    bool isValid() const override;
    int parameterIndex(const char *name) const override;
    void bindInt64(int index, qint64 value) override;
    void bindDouble(int index, double value) override;
    void bindText(int index, const QString &value) override;
    void bindNull(int index) override;
    bool next() override;
    bool exec() override;
    void reset() override;
    int changes() const override;
    qint64 int64(int column) const override;
    double real(int column) const override;
    QString text(int column) const override;
    bool isNull(int column) const override;
    bool failed() const override;

private:
    void reportError(const char *what) const;

    sqlite3 *m_db;
    sqlite3_stmt *m_statement = nullptr;
    int m_changes = 0;
    bool m_failed = false;
};
