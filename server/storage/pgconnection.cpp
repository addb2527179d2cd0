// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "pgconnection.h"

#include "ocsserver_debug.h"
#include "pgcopy.h"
#include "pgstatement.h"

#include <libpq-fe.h>

namespace
{
// distinct statement texts kept prepared per connection (the server has far fewer; dynamic IN lists are not kept)
constexpr int s_maxPrepared = 500;
}

PgConnection::~PgConnection()
{
    PQfinish(m_connection);
}

std::unique_ptr<PgConnection> PgConnection::open(const QString &conninfo, QString *errorMessage)
{
    std::unique_ptr<PgConnection> connection(new PgConnection);
    const QByteArray info = conninfo.toUtf8();
    const char *const keys[] = {"dbname", "client_encoding", "fallback_application_name", nullptr};
    const char *const values[] = {info.constData(), "UTF8", "socialdesktop-server", nullptr};
    connection->m_connection = PQconnectdbParams(keys, values, 1);
    if (!connection->m_connection || PQstatus(connection->m_connection) != CONNECTION_OK) {
        *errorMessage = connection->errorMessage();
        return nullptr;
    }
    // notices (such as "already exists, skipping") are not the operator's business
    PQsetNoticeProcessor(
        connection->m_connection,
        [](void *, const char *) {},
        nullptr);
    // as SQLite's busy timeout: a write that waits longer for a lock (another session's LOCK TABLE, a long backup)
    // fails, and its request is answered "not stored, try again" rather than hanging
    if (!connection->exec("SET lock_timeout = 5000")) {
        *errorMessage = connection->errorMessage();
        return nullptr;
    }
    return connection;
}

PGconn *PgConnection::handle() const
{
    return m_connection;
}

bool PgConnection::exec(const char *sql)
{
    PGresult *result = PQexec(m_connection, sql);
    const ExecStatusType status = PQresultStatus(result);
    const bool ok = status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
    if (!ok) {
        qCWarning(OCSSERVER) << "SQL failed:" << PQresultErrorMessage(result);
    }
    PQclear(result);
    return ok;
}

std::unique_ptr<StatementBackend> PgConnection::prepare(const char *sql)
{
    return std::make_unique<PgStatement>(this, sql);
}

std::unique_ptr<StatementBackend> PgConnection::bulkInsert(const char *table, const QStringList &columns)
{
    return std::make_unique<PgCopy>(this, table, columns);
}

bool PgConnection::inTransaction() const
{
    return PQtransactionStatus(m_connection) != PQTRANS_IDLE;
}

bool PgConnection::transactionFailed() const
{
    return PQtransactionStatus(m_connection) == PQTRANS_INERROR;
}

void PgConnection::revive()
{
    if (PQstatus(m_connection) == CONNECTION_OK) {
        return;
    }
    qCWarning(OCSSERVER) << "PostgreSQL connection lost; reconnecting";
    m_prepared.clear();
    transactionDepth = 0;
    PQreset(m_connection);
    if (PQstatus(m_connection) == CONNECTION_OK) {
        exec("SET lock_timeout = 5000");
    }
}

QString PgConnection::errorMessage() const
{
    return m_connection ? QString::fromUtf8(PQerrorMessage(m_connection)).trimmed() : QStringLiteral("out of memory");
}

QByteArray PgConnection::preparedName(const QByteArray &sql, const std::vector<Oid> &types)
{
    QByteArray key = sql;
    key.append('\0');
    key.append(reinterpret_cast<const char *>(types.data()), static_cast<int>(types.size() * sizeof(Oid)));
    const auto it = m_prepared.constFind(key);
    if (it != m_prepared.cend()) {
        return *it;
    }
    if (m_prepared.size() >= s_maxPrepared) {
        return QByteArray();
    }
    const QByteArray name = "sd" + QByteArray::number(m_prepared.size() + 1);
    PGresult *result = PQprepare(m_connection, name.constData(), sql.constData(), static_cast<int>(types.size()), types.data());
    const bool ok = PQresultStatus(result) == PGRES_COMMAND_OK;
    if (!ok) {
        qCWarning(OCSSERVER) << "cannot prepare" << sql << ":" << PQresultErrorMessage(result);
    }
    PQclear(result);
    if (!ok) {
        return QByteArray();
    }
    m_prepared.insert(key, name);
    return name;
}
