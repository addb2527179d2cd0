// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "statement.h"

#include "ocsserver_debug.h"

#include <sqlite3.h>

Statement::Statement(sqlite3 *db, const char *sql)
    : m_db(db)
{
    if (sqlite3_prepare_v2(db, sql, -1, &m_statement, nullptr) != SQLITE_OK) {
        qCWarning(OCSSERVER) << "cannot prepare" << sql << ":" << sqlite3_errmsg(db);
        m_statement = nullptr;
    }
}

Statement::~Statement()
{
    sqlite3_finalize(m_statement);
}

bool Statement::isValid() const
{
    return m_statement != nullptr;
}

Statement &Statement::bind(int index, qint64 value)
{
    sqlite3_bind_int64(m_statement, index, value);
    return *this;
}

Statement &Statement::bind(int index, int value)
{
    sqlite3_bind_int64(m_statement, index, value);
    return *this;
}

Statement &Statement::bind(int index, double value)
{
    sqlite3_bind_double(m_statement, index, value);
    return *this;
}

Statement &Statement::bind(int index, const QString &value)
{
    if (value.isEmpty()) {
        sqlite3_bind_text(m_statement, index, "", 0, SQLITE_STATIC);
        return *this;
    }
    const QByteArray utf8 = value.toUtf8();
    sqlite3_bind_text(m_statement, index, utf8.constData(), utf8.size(), SQLITE_TRANSIENT);
    return *this;
}

Statement &Statement::bindNull(int index)
{
    sqlite3_bind_null(m_statement, index);
    return *this;
}

Statement &Statement::bind(const char *name, qint64 value)
{
    return bind(indexOf(name), value);
}

Statement &Statement::bind(const char *name, int value)
{
    return bind(indexOf(name), value);
}

Statement &Statement::bind(const char *name, double value)
{
    return bind(indexOf(name), value);
}

Statement &Statement::bind(const char *name, const QString &value)
{
    return bind(indexOf(name), value);
}

bool Statement::next()
{
    if (!m_statement) {
        return false;
    }
    const int result = sqlite3_step(m_statement);
    if (result == SQLITE_ROW) {
        return true;
    }
    if (result != SQLITE_DONE) {
        reportError("step");
    }
    return false;
}

bool Statement::exec()
{
    if (!m_statement) {
        return false;
    }
    int result = sqlite3_step(m_statement);
    while (result == SQLITE_ROW) {
        result = sqlite3_step(m_statement);
    }
    if (result != SQLITE_DONE) {
        reportError("exec");
        return false;
    }
    return true;
}

void Statement::reset()
{
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
}

qint64 Statement::int64(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

int Statement::integer(int column) const
{
    return sqlite3_column_int(m_statement, column);
}

double Statement::real(int column) const
{
    return sqlite3_column_double(m_statement, column);
}

QString Statement::text(int column) const
{
    const auto data = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    if (!data) {
        return QString();
    }
    return QString::fromUtf8(data, sqlite3_column_bytes(m_statement, column));
}

bool Statement::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

int Statement::columnCount() const
{
    return sqlite3_column_count(m_statement);
}

QString Statement::columnName(int column) const
{
    return QString::fromUtf8(sqlite3_column_name(m_statement, column));
}

QVariant Statement::value(int column) const
{
    switch (sqlite3_column_type(m_statement, column)) {
    case SQLITE_INTEGER:
        return int64(column);
    case SQLITE_FLOAT:
        return real(column);
    case SQLITE_TEXT:
        return text(column);
    case SQLITE_BLOB:
        return QByteArray(static_cast<const char *>(sqlite3_column_blob(m_statement, column)), sqlite3_column_bytes(m_statement, column));
    default:
        return QVariant();
    }
}

int Statement::indexOf(const char *name) const
{
    const int index = sqlite3_bind_parameter_index(m_statement, name);
    if (index == 0 && m_statement) {
        qCWarning(OCSSERVER) << "unknown SQL parameter" << name;
    }
    return index;
}

void Statement::reportError(const char *what) const
{
    qCWarning(OCSSERVER) << "SQLite" << what << "failed:" << sqlite3_errmsg(m_db);
}
