// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "sqlparameters.h"
#include "statementbackend.h"

#include <vector>

class PgConnection;
typedef struct pg_result PGresult;
typedef unsigned int Oid;

/**
 * A statement on PostgreSQL: run when first stepped, with the values bound so far (as text; integers and reals
 * typed int8 and float8, texts left for the server to type from their use), its rows then read from the result.
 */
class PgStatement : public StatementBackend
{
public:
    PgStatement(PgConnection *connection, const char *sql);
    ~PgStatement() override;

    bool isValid() const override;
    int parameterIndex(const char *name) const override;
    void bindInt64(int index, qint64 value) override;
    void bindDouble(int index, double value) override;
    void bindText(int index, const QString &value) override;
    void bindNull(int index) override;
    bool next() override;
    bool exec() override;
    void reset() override;
    int changes() const override;
    qint64 int64(int column) const override;
    double real(int column) const override;
    QString text(int column) const override;
    bool isNull(int column) const override;
    bool failed() const override;

private:
    void set(int index, const QByteArray &value, Oid type, bool null);
    bool run();
    void clearResult();

    PgConnection *m_connection;
    SqlParameters m_parameters;
    std::vector<QByteArray> m_values;
    std::vector<bool> m_nulls;
    std::vector<Oid> m_types;
    PGresult *m_result = nullptr;
    int m_row = -1;
    int m_rows = 0;
    int m_changes = 0;
    bool m_failed = false;
};
