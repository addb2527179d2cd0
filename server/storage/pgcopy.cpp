// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "pgcopy.h"

#include "ocsserver_debug.h"
#include "pgconnection.h"

#include <libpq-fe.h>

#include <algorithm>

namespace
{
constexpr int s_flushBytes = 4 << 20;
const QByteArray s_null = QByteArrayLiteral("\\N");

/** COPY's text format: backslash, tab, newline and carriage return escaped. */
QByteArray escaped(const QByteArray &utf8)
{
    QByteArray result;
    result.reserve(utf8.size());
    for (const char c : utf8) {
        switch (c) {
        case '\\':
            result.append("\\\\");
            break;
        case '\t':
            result.append("\\t");
            break;
        case '\n':
            result.append("\\n");
            break;
        case '\r':
            result.append("\\r");
            break;
        default:
            result.append(c);
        }
    }
    return result;
}
}

PgCopy::PgCopy(PgConnection *connection, const char *table, const QStringList &columns)
    : m_connection(connection)
    , m_command(QByteArray("COPY ") + table + " (" + columns.join(QStringLiteral(", ")).toUtf8() + ") FROM STDIN")
    , m_fields(static_cast<std::size_t>(columns.size()), s_null)
{
}

PgCopy::~PgCopy()
{
    flush();
}

bool PgCopy::isValid() const
{
    return m_ok;
}

void PgCopy::set(int index, const QByteArray &value)
{
    if (index >= 1 && index <= static_cast<int>(m_fields.size())) {
        m_fields[static_cast<std::size_t>(index - 1)] = value;
    }
}

void PgCopy::bindInt64(int index, qint64 value)
{
    set(index, QByteArray::number(value));
}

void PgCopy::bindDouble(int index, double value)
{
    set(index, QByteArray::number(value, 'g', 17));
}

void PgCopy::bindText(int index, const QString &value)
{
    set(index, escaped(value.toUtf8()));
}

void PgCopy::bindNull(int index)
{
    set(index, s_null);
}

bool PgCopy::exec()
{
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        if (i > 0) {
            m_buffer.append('\t');
        }
        m_buffer.append(m_fields[i]);
    }
    m_buffer.append('\n');
    if (m_buffer.size() >= s_flushBytes) {
        flush();
    }
    return m_ok;
}

void PgCopy::reset()
{
    std::fill(m_fields.begin(), m_fields.end(), s_null);
}

bool PgCopy::flush()
{
    if (m_buffer.isEmpty() || !m_ok) {
        m_buffer.clear();
        return m_ok;
    }
    PGconn *connection = m_connection->handle();
    PGresult *result = PQexec(connection, m_command.constData());
    const bool started = PQresultStatus(result) == PGRES_COPY_IN;
    if (!started) {
        qCWarning(OCSSERVER) << "cannot start" << m_command << ":" << PQresultErrorMessage(result);
    }
    PQclear(result);
    if (started) {
        if (PQputCopyData(connection, m_buffer.constData(), m_buffer.size()) != 1 || PQputCopyEnd(connection, nullptr) != 1) {
            qCWarning(OCSSERVER) << "COPY failed to send:" << PQerrorMessage(connection);
        }
        // the COPY's own result, then the end of the command
        while ((result = PQgetResult(connection))) {
            if (PQresultStatus(result) != PGRES_COMMAND_OK) {
                qCWarning(OCSSERVER) << m_command << "failed:" << PQresultErrorMessage(result);
                m_ok = false;
            }
            PQclear(result);
        }
    } else {
        m_ok = false;
    }
    m_buffer.clear();
    return m_ok;
}
