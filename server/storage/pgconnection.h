// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "databaseconnection.h"

#include <QHash>

#include <vector>

typedef struct pg_conn PGconn;
typedef unsigned int Oid;

/**
 * A libpq connection to PostgreSQL. Statements with parameters are prepared once per connection and kept
 * (up to a bound), keyed by their text and parameter types.
 */
class PgConnection : public DatabaseConnection
{
public:
    ~PgConnection() override;

    /** @p conninfo: a postgresql:// URL or a "key=value ..." string, as libpq takes it. */
    static std::unique_ptr<PgConnection> open(const QString &conninfo, QString *errorMessage);

    PGconn *handle() const;
    bool exec(const char *sql) override;
    std::unique_ptr<StatementBackend> prepare(const char *sql) override;
    std::unique_ptr<StatementBackend> bulkInsert(const char *table, const QStringList &columns) override;
    bool inTransaction() const override;
    bool transactionFailed() const override;
    void revive() override;
    QString errorMessage() const override;

    /** The name of the prepared statement for @p sql with these parameter types; empty when not kept. */
    QByteArray preparedName(const QByteArray &sql, const std::vector<Oid> &types);

private:
    PgConnection() = default;

    PGconn *m_connection = nullptr;
    QHash<QByteArray, QByteArray> m_prepared; // text + types -> statement name
};
