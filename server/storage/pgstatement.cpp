// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "pgstatement.h"

#include "ocsserver_debug.h"
#include "pgconnection.h"

#include <libpq-fe.h>

#include <algorithm>
#include <cstdlib>

namespace
{
// pg_type.h's numbers for the types bound by value
constexpr Oid s_int8 = 20;
constexpr Oid s_float8 = 701;
constexpr Oid s_unknown = 0;
}

PgStatement::PgStatement(PgConnection *connection, const char *sql)
    : m_connection(connection)
    , m_parameters(SqlParameters::translate(sql))
    , m_values(static_cast<std::size_t>(m_parameters.count))
    , m_nulls(static_cast<std::size_t>(m_parameters.count), true)
    , m_types(static_cast<std::size_t>(m_parameters.count), s_unknown)
{
}

PgStatement::~PgStatement()
{
    clearResult();
}

bool PgStatement::isValid() const
{
    return m_connection != nullptr;
}

int PgStatement::parameterIndex(const char *name) const
{
    return m_parameters.names.value(QByteArray(name));
}

void PgStatement::set(int index, const QByteArray &value, Oid type, bool null)
{
    if (index < 1 || index > m_parameters.count) {
        return;
    }
    const auto i = static_cast<std::size_t>(index - 1);
    m_values[i] = value;
    m_types[i] = type;
    m_nulls[i] = null;
}

void PgStatement::bindInt64(int index, qint64 value)
{
    set(index, QByteArray::number(value), s_int8, false);
}

void PgStatement::bindDouble(int index, double value)
{
    set(index, QByteArray::number(value, 'g', 17), s_float8, false);
}

void PgStatement::bindText(int index, const QString &value)
{
    set(index, value.toUtf8(), s_unknown, false);
}

void PgStatement::bindNull(int index)
{
    set(index, QByteArray(), s_unknown, true);
}

bool PgStatement::run()
{
    clearResult();
    m_failed = false;
    std::vector<const char *> values(m_values.size());
    for (std::size_t i = 0; i < m_values.size(); ++i) {
        values[i] = m_nulls[i] ? nullptr : m_values[i].constData();
    }
    const int count = m_parameters.count;
    const QByteArray name = count > 0 ? m_connection->preparedName(m_parameters.sql, m_types) : QByteArray();
    m_result = name.isEmpty() ? PQexecParams(m_connection->handle(), m_parameters.sql.constData(), count, m_types.data(), values.data(), nullptr, nullptr, 0)
                              : PQexecPrepared(m_connection->handle(), name.constData(), count, values.data(), nullptr, nullptr, 0);
    const ExecStatusType status = PQresultStatus(m_result);
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) {
        qCWarning(OCSSERVER) << "PostgreSQL failed:" << PQresultErrorMessage(m_result) << "in" << m_parameters.sql;
        clearResult();
        m_failed = true;
        return false;
    }
    m_rows = PQntuples(m_result);
    const char *changed = PQcmdTuples(m_result);
    m_changes = changed && *changed ? std::atoi(changed) : 0;
    return true;
}

bool PgStatement::next()
{
    if (!m_result) {
        if (m_row >= 0 || !run()) {
            m_row = 0;
            return false;
        }
        m_row = -1;
    }
    if (m_row + 1 < m_rows) {
        ++m_row;
        return true;
    }
    return false;
}

bool PgStatement::exec()
{
    const bool ok = run();
    if (!ok) {
        m_changes = 0;
    }
    return ok;
}

void PgStatement::reset()
{
    clearResult();
    m_row = -1;
    m_failed = false;
    std::fill(m_nulls.begin(), m_nulls.end(), true);
    std::fill(m_types.begin(), m_types.end(), s_unknown);
}

void PgStatement::clearResult()
{
    PQclear(m_result);
    m_result = nullptr;
    m_rows = 0;
}

int PgStatement::changes() const
{
    return m_changes;
}

qint64 PgStatement::int64(int column) const
{
    if (!m_result || m_row < 0 || m_row >= m_rows) {
        return 0;
    }
    const char *value = PQgetvalue(m_result, m_row, column);
    // a boolean (EXISTS, comparisons) reads as 1 or 0, as in SQLite
    if (value[0] == 't' || value[0] == 'f') {
        return value[0] == 't' ? 1 : 0;
    }
    return std::strtoll(value, nullptr, 10);
}

double PgStatement::real(int column) const
{
    if (!m_result || m_row < 0 || m_row >= m_rows) {
        return 0.0;
    }
    // QByteArray reads numbers in the C locale, whatever LC_NUMERIC says
    return QByteArray::fromRawData(PQgetvalue(m_result, m_row, column), PQgetlength(m_result, m_row, column)).toDouble();
}

QString PgStatement::text(int column) const
{
    if (!m_result || m_row < 0 || m_row >= m_rows || PQgetisnull(m_result, m_row, column)) {
        return QString();
    }
    return QString::fromUtf8(PQgetvalue(m_result, m_row, column), PQgetlength(m_result, m_row, column));
}

bool PgStatement::failed() const
{
    return m_failed;
}

bool PgStatement::isNull(int column) const
{
    return !m_result || m_row < 0 || m_row >= m_rows || PQgetisnull(m_result, m_row, column);
}
