// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QHash>

/**
 * SQL written once with SQLite's placeholders (`?`, `?NNN`, `:name`) in PostgreSQL's `$N` form, numbered as SQLite
 * numbers them: `?` takes the next number, `?NNN` that number, a `:name` the number of its first use. Quoted text,
 * quoted identifiers, comments and `::` casts are left alone.
 */
struct SqlParameters {
    QByteArray sql;
    int count = 0;
    QHash<QByteArray, int> names; // ":name" -> number

    static SqlParameters translate(const char *sql);
};
