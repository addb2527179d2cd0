// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "statementbackend.h"

#include <QByteArray>
#include <QStringList>

#include <vector>

class PgConnection;

/**
 * Rows for one table sent with PostgreSQL's COPY: exec() adds the bound values as a row, a few megabytes at a
 * time go to the server as one COPY command (so several of these may fill tables in turns on one connection),
 * the rest when it is destroyed.
 */
class PgCopy : public StatementBackend
{
public:
    PgCopy(PgConnection *connection, const char *table, const QStringList &columns);
    ~PgCopy() override;

    bool isValid() const override;
    void bindInt64(int index, qint64 value) override;
    void bindDouble(int index, double value) override;
    void bindText(int index, const QString &value) override;
    void bindNull(int index) override;
    /** Adds the row; false when an earlier part failed to go in. */
    bool exec() override;
    void reset() override;

private:
    void set(int index, const QByteArray &value);
    bool flush();

    PgConnection *m_connection;
    QByteArray m_command;
    std::vector<QByteArray> m_fields;
    QByteArray m_buffer;
    bool m_ok = true;
};
