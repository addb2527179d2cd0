// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "database.h"

#include <QByteArrayList>

#include <memory>

class Transaction;

/**
 * Filling empty tables fast, in one transaction (the seeder): the secondary indexes, and on PostgreSQL the foreign
 * keys, go for the time of the load and come back, rebuilt once, at commit(), whatever the schema holds; on SQLite
 * foreign key checks are off and the page cache is large meanwhile. On PostgreSQL commit() also moves the identity
 * sequences past the ids written and gathers the planner's statistics.
 */
class BulkLoad
{
public:
    explicit BulkLoad(Database &database);
    ~BulkLoad();
    BulkLoad(const BulkLoad &) = delete;
    BulkLoad &operator=(const BulkLoad &) = delete;

    bool isActive() const;
    bool commit();

private:
    /** Runs @p query, whose rows are (statement that drops a thing, statement that makes it again); drops them all. */
    bool setAside(const char *query, QByteArrayList *restore);
    bool run(const QByteArrayList &statements);
    bool moveSequences();

    Database &m_database;
    Database::Session m_session;
    std::unique_ptr<Transaction> m_transaction;
    QByteArrayList m_indexes;
    QByteArrayList m_foreignKeys;
};
