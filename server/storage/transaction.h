// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "database.h"

/**
 * A transaction on the calling thread's connection (RAII): begun by the constructor, rolled back by the destructor
 * unless commit() succeeded. Nested ones join the outermost, which alone begins and ends it (and rolls back when a
 * nested one ended without commit()). On SQLite it takes the
 * write lock at once (BEGIN IMMEDIATE), so another process cannot slip in between a read and a write.
 */
class Transaction
{
public:
    explicit Transaction(Database &database);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    /** Whether it began. */
    bool isActive() const;
    /** false when nothing was stored: the transaction had failed or COMMIT itself did (then it is rolled back). */
    bool commit();

private:
    Database::Session m_session;
    bool m_active = false;
    bool m_outermost = false;
};
