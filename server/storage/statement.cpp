// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "statement.h"

#include "databaseconnection.h"
#include "ocsserver_debug.h"
#include "statementbackend.h"

Statement::Statement(Database &database, const char *sql)
    : m_session(database.lock())
{
    if (m_session.connection()) {
        m_backend = m_session.connection()->prepare(sql);
    }
}

Statement::Statement(Database &database, const BulkInsert &bulk)
    : m_session(database.lock())
{
    if (m_session.connection()) {
        m_backend = m_session.connection()->bulkInsert(bulk.table, bulk.columns);
    }
}

// the backend goes before the session that lent its connection
Statement::~Statement()
{
    m_backend.reset();
}

bool Statement::isValid() const
{
    return m_backend && m_backend->isValid();
}

Statement &Statement::bind(int index, qint64 value)
{
    if (m_backend) {
        m_backend->bindInt64(index, value);
    }
    return *this;
}

Statement &Statement::bind(int index, int value)
{
    return bind(index, static_cast<qint64>(value));
}

Statement &Statement::bind(int index, double value)
{
    if (m_backend) {
        m_backend->bindDouble(index, value);
    }
    return *this;
}

Statement &Statement::bind(int index, const QString &value)
{
    if (m_backend) {
        m_backend->bindText(index, value);
    }
    return *this;
}

Statement &Statement::bindNull(int index)
{
    if (m_backend) {
        m_backend->bindNull(index);
    }
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
    return m_backend && m_backend->next();
}

bool Statement::exec()
{
    return m_backend && m_backend->exec();
}

bool Statement::failed() const
{
    return !isValid() || m_backend->failed();
}

void Statement::reset()
{
    if (m_backend) {
        m_backend->reset();
    }
}

int Statement::changes() const
{
    return m_backend ? m_backend->changes() : 0;
}

qint64 Statement::int64(int column) const
{
    return m_backend ? m_backend->int64(column) : 0;
}

int Statement::integer(int column) const
{
    return static_cast<int>(int64(column));
}

double Statement::real(int column) const
{
    return m_backend ? m_backend->real(column) : 0.0;
}

QString Statement::text(int column) const
{
    return m_backend ? m_backend->text(column) : QString();
}

bool Statement::isNull(int column) const
{
    return !m_backend || m_backend->isNull(column);
}

int Statement::indexOf(const char *name) const
{
    const int index = m_backend ? m_backend->parameterIndex(name) : 0;
    if (index == 0 && isValid()) {
        qCWarning(OCSSERVER) << "unknown SQL parameter" << name;
    }
    return index;
}
