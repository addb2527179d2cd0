// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

class Database;

/**
 * What the database's own catalogue says about its tables, on SQLite (sqlite_master, pragmas) and on PostgreSQL
 * (pg_constraint, information_schema), so that the operator's tool covers a table or column added later.
 */
namespace Catalogue
{
struct Column {
    QString name;
    QString type; ///< upper case, as the store names it: INTEGER, REAL, TEXT; BIGINT, DOUBLE PRECISION, USER-DEFINED
};

/** The columns of @p table, in their order. */
QVector<Column> columns(Database &database, const QString &table);
/** Every table with foreign keys to @p table, and the columns that hold them. */
QMap<QString, QStringList> referencesTo(Database &database, const QString &table);
/** Whether a column of this type holds whole numbers, or floating point ones. */
bool isInteger(const QString &type);
bool isReal(const QString &type);
}
