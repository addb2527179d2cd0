// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QMap>
#include <QStringList>
#include <QVariant>
#include <QVector>

struct sqlite3;

/**
 * The server's database file opened by a test directly through SQLite's C API (not the server's classes), also
 * while the server runs: to look at what is stored and to put in what no API call can.
 */
class SqliteFile
{
public:
    /** A row: column name → value (qint64, double, QString, QByteArray or null). */
    using Row = QMap<QString, QVariant>;

    explicit SqliteFile(const QString &path);
    ~SqliteFile();
    SqliteFile(const SqliteFile &) = delete;
    SqliteFile &operator=(const SqliteFile &) = delete;

    bool isOpen() const;
    QString errorString() const;

    /** The rows of a query with positional parameters; empty on error (see errorString()). */
    QVector<Row> rows(const QString &sql, const QVariantList &parameters = {});
    /** The first column of the first row, or an invalid QVariant. */
    QVariant value(const QString &sql, const QVariantList &parameters = {});
    bool exec(const QString &sql, const QVariantList &parameters = {});

    /** Every table, read from sqlite_master. */
    QStringList tables();
    /** The columns of @p table that refer to people (id), read from its foreign keys. */
    QStringList personColumns(const QString &table);

private:
    sqlite3 *m_db = nullptr;
    QString m_error;
};
