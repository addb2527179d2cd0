// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "sqlitestatement.h"

#include "ocsserver_debug.h"

#include <sqlite3.h>

SqliteStatement::SqliteStatement(sqlite3 *db, const char *sql)
    : m_db(db)
{
    if (sqlite3_prepare_v2(db, sql, -1, &m_statement, nullptr) != SQLITE_OK) {
        qCWarning(OCSSERVER) << "cannot prepare" << sql << ":" << sqlite3_errmsg(db);
        m_statement = nullptr;
    }
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_statement);
}

bool SqliteStatement::isValid() const
{
    return m_statement != nullptr;
}

int SqliteStatement::parameterIndex(const char *name) const
{
    return m_statement ? sqlite3_bind_parameter_index(m_statement, name) : 0;
}

void SqliteStatement::bindInt64(int index, qint64 value)
{
    sqlite3_bind_int64(m_statement, index, value);
}

void SqliteStatement::bindDouble(int index, double value)
{
    sqlite3_bind_double(m_statement, index, value);
}

void SqliteStatement::bindText(int index, const QString &value)
{
    if (value.isEmpty()) {
        sqlite3_bind_text(m_statement, index, "", 0, SQLITE_STATIC);
        return;
    }
    const QByteArray utf8 = value.toUtf8();
    sqlite3_bind_text(m_statement, index, utf8.constData(), utf8.size(), SQLITE_TRANSIENT);
}

void SqliteStatement::bindNull(int index)
{
    sqlite3_bind_null(m_statement, index);
}

bool SqliteStatement::next()
{
    if (!m_statement) {
        return false;
    }
    const int result = sqlite3_step(m_statement);
    if (result == SQLITE_ROW) {
        return true;
    }
    if (result != SQLITE_DONE) {
        m_failed = true;
        reportError("step");
    }
    return false;
}

bool SqliteStatement::exec()
{
    m_changes = 0;
    m_failed = false;
    if (!m_statement) {
        return false;
    }
    int result = sqlite3_step(m_statement);
    while (result == SQLITE_ROW) {
        result = sqlite3_step(m_statement);
    }
    if (result != SQLITE_DONE) {
        m_failed = true;
        reportError("exec");
        // a failed step leaves the statement to be reset before it runs again
        sqlite3_reset(m_statement);
        return false;
    }
    m_changes = sqlite3_changes(m_db);
    return true;
}

void SqliteStatement::reset()
{
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
    m_failed = false;
}

bool SqliteStatement::failed() const
{
    return m_failed;
}

int SqliteStatement::changes() const
{
    return m_changes;
}

qint64 SqliteStatement::int64(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

double SqliteStatement::real(int column) const
{
    return sqlite3_column_double(m_statement, column);
}

QString SqliteStatement::text(int column) const
{
    const auto data = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    if (!data) {
        return QString();
    }
    return QString::fromUtf8(data, sqlite3_column_bytes(m_statement, column));
}

bool SqliteStatement::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

void SqliteStatement::reportError(const char *what) const
{
    qCWarning(OCSSERVER) << "SQLite" << what << "failed:" << sqlite3_errmsg(m_db);
}
