// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QVariant>

struct sqlite3;
struct sqlite3_stmt;

/**
 * A prepared SQLite statement (RAII). Parameters are bound by 1-based index or by ":name".
 * The caller must hold the database lock while using it.
 */
class Statement
{
public:
    Statement(sqlite3 *db, const char *sql);
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

    /** Advances to the next row; false when done or on error. */
    bool next();
    /** Runs the statement to completion; false on error. */
    bool exec();
    void reset();

    qint64 int64(int column) const;
    int integer(int column) const;
    double real(int column) const;
    QString text(int column) const;
    bool isNull(int column) const;
    int columnCount() const;
    QString columnName(int column) const;
    /** The column as stored: qint64, double, QString, QByteArray, or null. */
    QVariant value(int column) const;

private:
    int indexOf(const char *name) const;
    void reportError(const char *what) const;

    sqlite3 *m_db;
    sqlite3_stmt *m_statement = nullptr;
};
