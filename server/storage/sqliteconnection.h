// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "databaseconnection.h"

struct sqlite3;

/** The SQLite file, opened in WAL mode with foreign keys on; created 0600 when missing. */
class SqliteConnection : public DatabaseConnection
{
public:
    ~SqliteConnection() override;

    static std::unique_ptr<SqliteConnection> open(const QString &path, QString *errorMessage);

    sqlite3 *handle() const;
    bool exec(const char *sql) override;
    std::unique_ptr<StatementBackend> prepare(const char *sql) override;
    std::unique_ptr<StatementBackend> bulkInsert(const char *table, const QStringList &columns) override;
    bool inTransaction() const override;
    QString errorMessage() const override;

private:
    SqliteConnection() = default;

    sqlite3 *m_db = nullptr;
};
