// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

class Database;

/**
 * An online backup (socialdesktop-admin backup): a consistent copy of the whole database, taken with SQLite's backup
 * API while the server goes on serving, written to a temporary file (0600) beside the target, checked and then
 * renamed over it, so the target is never half a copy. The copy is a single file (rollback journal, not WAL). On
 * PostgreSQL, pg_dump makes the copy.
 */
class DatabaseBackup
{
public:
    explicit DatabaseBackup(Database &database);

    /** false with *error; on success *people says how many people the copy holds. */
    bool copyTo(const QString &target, qint64 *people, QString *error);
    /**
     * The same for a PostgreSQL database at @p url: pg_dump's custom format (one snapshot of the database while the
     * server goes on; `pg_restore` reads it back), written the same way. *people is counted in the live database.
     */
    bool dumpTo(const QString &url, const QString &target, qint64 *people, QString *error);

private:
    Database &m_database;
};
