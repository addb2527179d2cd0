// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

class Database;

/**
 * The schema as numbered steps, data/migrations/NNNN-what.sql: a step has one file for both stores, or a
 * NNNN-what.sqlite.sql and a NNNN-what.postgresql.sql where they differ. The meta table's schemaversion says how
 * many steps a database has had; opening it runs the missing ones, with the new version, in one transaction
 * (the version 1 databases of earlier servers go on from step 2).
 */
class Migrations
{
public:
    /** The version this server brings a database to: its highest step. */
    static int latest();
    /** Brings @p database up to latest(); false with @p errorMessage set when a step fails or the database is newer. */
    static bool apply(Database &database, QString *errorMessage);
};
