// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "catalogue.h"

#include "database.h"
#include "statement.h"

namespace
{
bool isSqlite(const Database &database)
{
    return database.dialect() == Database::Dialect::SQLite;
}
}

QVector<Catalogue::Column> Catalogue::columns(Database &database, const QString &table)
{
    Statement statement(database,
                        isSqlite(database) ? "SELECT name, upper(type) FROM pragma_table_info(?) ORDER BY cid"
                                           : "SELECT column_name, upper(data_type) FROM information_schema.columns"
                                             " WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position");
    statement.bind(1, table);
    QVector<Column> found;
    while (statement.next()) {
        found.append(Column{statement.text(0), statement.text(1)});
    }
    return found;
}

QMap<QString, QStringList> Catalogue::referencesTo(Database &database, const QString &table)
{
    Statement statement(database,
                        isSqlite(database) ? "SELECT m.name, f.\"from\" FROM sqlite_master m, pragma_foreign_key_list(m.name) f"
                                             " WHERE m.type = 'table' AND f.\"table\" = ? COLLATE NOCASE ORDER BY m.name, f.id, f.seq"
                                           : "SELECT referring.relname, a.attname FROM pg_constraint c"
                                             " JOIN pg_class referring ON referring.oid = c.conrelid"
                                             " JOIN pg_class referred ON referred.oid = c.confrelid"
                                             " JOIN pg_namespace n ON n.oid = referred.relnamespace"
                                             " JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)"
                                             " WHERE c.contype = 'f' AND referred.relname = ? AND n.nspname = current_schema()"
                                             " ORDER BY referring.relname, a.attnum");
    statement.bind(1, table);
    QMap<QString, QStringList> columns;
    while (statement.next()) {
        columns[statement.text(0)].append(statement.text(1));
    }
    return columns;
}

bool Catalogue::isInteger(const QString &type)
{
    return type.contains(QLatin1String("INT"));
}

bool Catalogue::isReal(const QString &type)
{
    return type == QLatin1String("REAL") || type.startsWith(QLatin1String("DOUBLE")) || type == QLatin1String("NUMERIC");
}
