// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "bulkload.h"

#include "ocsserver_debug.h"
#include "statement.h"
#include "transaction.h"

namespace
{
const char s_sqliteIndexes[] = "SELECT 'DROP INDEX ' || name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL";
// indexes that back no primary key or unique constraint
const char s_postgresIndexes[] =
    "SELECT 'DROP INDEX ' || quote_ident(i.relname), pg_get_indexdef(i.oid) FROM pg_index x"
    " JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_namespace n ON n.oid = i.relnamespace"
    " WHERE n.nspname = current_schema()"
    " AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid AND c.contype IN ('p', 'u', 'x'))";
const char s_postgresForeignKeys[] =
    "SELECT 'ALTER TABLE ' || c.conrelid::regclass::text || ' DROP CONSTRAINT ' || quote_ident(c.conname),"
    " 'ALTER TABLE ' || c.conrelid::regclass::text || ' ADD CONSTRAINT ' || quote_ident(c.conname) || ' ' || pg_get_constraintdef(c.oid)"
    " FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace";
const char s_postgresIdentities[] =
    "SELECT 'SELECT setval(pg_get_serial_sequence(' || quote_literal(table_name) || ', ' || quote_literal(column_name) || '), COALESCE(MAX('"
    " || quote_ident(column_name) || '), 0) + 1, false) FROM ' || quote_ident(table_name)"
    " FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'";
}

BulkLoad::BulkLoad(Database &database)
    : m_database(database)
    , m_session(database.lock())
{
    const bool sqlite = m_database.dialect() == Database::Dialect::SQLite;
    if (sqlite) {
        // a cache that holds all of it avoids spilling pages to the WAL and reading them back; the rows are
        // consistent by construction, so per-row foreign key checks only cost time (and are only switched outside
        // a transaction)
        m_database.exec("PRAGMA cache_size = -524288; PRAGMA foreign_keys = OFF;");
    }
    m_transaction = std::make_unique<Transaction>(m_database);
    if (!m_transaction->isActive() || !m_database.lockAgainstOtherProcesses()) {
        m_transaction.reset();
        return;
    }
    // foreign keys first: they lean on indexes
    if (!sqlite && !setAside(s_postgresForeignKeys, &m_foreignKeys)) {
        m_transaction.reset();
        return;
    }
    if (!setAside(sqlite ? s_sqliteIndexes : s_postgresIndexes, &m_indexes)) {
        m_transaction.reset();
    }
}

BulkLoad::~BulkLoad()
{
    m_transaction.reset();
    if (m_database.dialect() == Database::Dialect::SQLite) {
        m_database.exec("PRAGMA cache_size = -2000; PRAGMA foreign_keys = ON;");
    }
}

bool BulkLoad::isActive() const
{
    return m_transaction && m_transaction->isActive();
}

bool BulkLoad::setAside(const char *query, QByteArrayList *restore)
{
    QByteArrayList drops;
    {
        Statement statement(m_database, query);
        while (statement.next()) {
            drops.append(statement.text(0).toUtf8());
            restore->append(statement.text(1).toUtf8());
        }
    }
    return run(drops);
}

bool BulkLoad::run(const QByteArrayList &statements)
{
    for (const QByteArray &sql : statements) {
        if (!m_database.exec(sql.constData())) {
            return false;
        }
    }
    return true;
}

bool BulkLoad::moveSequences()
{
    QByteArrayList moves;
    {
        Statement statement(m_database, s_postgresIdentities);
        while (statement.next()) {
            moves.append(statement.text(0).toUtf8());
        }
    }
    return run(moves);
}

bool BulkLoad::commit()
{
    if (!isActive() || !run(m_indexes) || !run(m_foreignKeys)) {
        return false;
    }
    const bool postgres = m_database.dialect() == Database::Dialect::PostgreSQL;
    if (postgres && !moveSequences()) {
        return false;
    }
    if (!m_transaction->commit()) {
        return false;
    }
    // without statistics the planner guesses for tables it has seen empty; VACUUM also fills the visibility map,
    // without which an index-only scan (the nearby search's) still visits every row's page
    if (postgres) {
        m_database.exec("VACUUM ANALYZE");
    }
    return true;
}
