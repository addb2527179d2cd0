// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "transaction.h"

#include "databaseconnection.h"

Transaction::Transaction(Database &database)
    : m_session(database.lock())
{
    DatabaseConnection *connection = m_session.connection();
    if (!connection) {
        return;
    }
    m_outermost = connection->transactionDepth == 0;
    if (m_outermost && !connection->exec(database.dialect() == Database::Dialect::SQLite ? "BEGIN IMMEDIATE" : "BEGIN")) {
        return;
    }
    ++connection->transactionDepth;
    m_active = true;
}

Transaction::~Transaction()
{
    if (!m_active) {
        return;
    }
    DatabaseConnection *connection = m_session.connection();
    --connection->transactionDepth;
    if (m_outermost) {
        connection->exec("ROLLBACK");
        connection->transactionSpoilt = false;
    } else {
        connection->transactionSpoilt = true;
    }
}

bool Transaction::isActive() const
{
    return m_active;
}

bool Transaction::commit()
{
    if (!m_active) {
        return false;
    }
    DatabaseConnection *connection = m_session.connection();
    m_active = false;
    --connection->transactionDepth;
    if (!m_outermost) {
        return true;
    }
    // PostgreSQL answers COMMIT of a failed transaction with a silent ROLLBACK
    if (connection->transactionFailed() || connection->transactionSpoilt) {
        connection->exec("ROLLBACK");
        connection->transactionSpoilt = false;
        return false;
    }
    if (connection->exec("COMMIT")) {
        return true;
    }
    // SQLite keeps a transaction whose COMMIT failed (a full disk, a lock not had in time) open: end it, or every
    // later statement of this connection would join it
    if (connection->inTransaction()) {
        connection->exec("ROLLBACK");
    }
    return false;
}
