// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

/**
 * What a Statement runs on: a prepared SQLite statement, a PostgreSQL statement or a PostgreSQL COPY.
 * Parameters are 1-based; columns 0-based. Values bound to an unknown parameter (index 0) are dropped.
 */
class StatementBackend
{
public:
    virtual ~StatementBackend() = default;

    virtual bool isValid() const = 0;
    virtual void bindInt64(int index, qint64 value) = 0;
    virtual void bindDouble(int index, double value) = 0;
    virtual void bindText(int index, const QString &value) = 0;
    virtual void bindNull(int index) = 0;
    virtual bool exec() = 0;
    virtual void reset() = 0;

    // what a statement that gives rows adds; a bulk insert (rows in, nothing back) keeps these
    virtual int parameterIndex(const char *) const
    {
        return 0;
    }
    virtual bool next()
    {
        return false;
    }
    /** Rows inserted, changed or deleted by the last exec(). */
    virtual int changes() const
    {
        return 0;
    }
    virtual qint64 int64(int) const
    {
        return 0;
    }
    virtual double real(int) const
    {
        return 0.0;
    }
    virtual QString text(int) const
    {
        return QString();
    }
    virtual bool isNull(int) const
    {
        return true;
    }
    /** The last next() or exec() ended in an error (not in "no more rows"). */
    virtual bool failed() const
    {
        return false;
    }
};
