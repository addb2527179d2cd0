// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

#include <mutex>

struct sqlite3;

/**
 * The on-disk SQLite database: one connection shared by all server threads, serialised by a
 * recursive mutex (stores lock it for each operation; nested store calls are allowed).
 */
class Database
{
public:
    Database();
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    /** Opens (creating if needed) the file and creates the schema when absent. */
    bool open(const QString &path, QString *errorMessage);
    void close();

    sqlite3 *handle() const;
    std::unique_lock<std::recursive_mutex> lock() const;
    bool exec(const char *sql);
    /** Rows changed by the last statement. */
    int changes() const;
    qint64 lastInsertId() const;

private:
    bool createSchema();

    sqlite3 *m_db = nullptr;
    mutable std::recursive_mutex m_mutex;
};
