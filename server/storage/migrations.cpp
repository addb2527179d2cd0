// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "migrations.h"

#include "database.h"
#include "ocsserver_debug.h"
#include "resources.h"
#include "statement.h"
#include "transaction.h"

#include <QDir>
#include <QMap>

namespace
{
const QString s_folder = QStringLiteral(":/ocsserver/migrations");

/** Step number -> file name, for the dialect: its own variant where there is one, else the shared file. */
QMap<int, QString> steps(Database::Dialect dialect)
{
    const QString own = dialect == Database::Dialect::SQLite ? QStringLiteral(".sqlite.sql") : QStringLiteral(".postgresql.sql");
    const QString other = dialect == Database::Dialect::SQLite ? QStringLiteral(".postgresql.sql") : QStringLiteral(".sqlite.sql");
    QMap<int, QString> result;
    Resources::load();
    const QStringList files = QDir(s_folder).entryList(QDir::Files, QDir::Name);
    for (const QString &file : files) {
        bool ok = false;
        const int number = file.section(QLatin1Char('-'), 0, 0).toInt(&ok);
        if (!ok || number <= 0 || file.endsWith(other)) {
            continue;
        }
        if (file.endsWith(own) || !result.contains(number)) {
            result.insert(number, file);
        }
    }
    return result;
}

int currentVersion(Database &database)
{
    Statement statement(database, "SELECT value FROM meta WHERE key = 'schemaversion'");
    return statement.next() ? statement.text(0).toInt() : 0;
}
}

int Migrations::latest()
{
    const QMap<int, QString> all = steps(Database::Dialect::SQLite);
    return all.isEmpty() ? 0 : all.lastKey();
}

bool Migrations::apply(Database &database, QString *errorMessage)
{
    Transaction transaction(database);
    if (!transaction.isActive()) {
        *errorMessage = QStringLiteral("cannot begin a transaction");
        return false;
    }
    // one server process migrates; the others wait here and find the work done
    if (!database.lockAgainstOtherProcesses()) {
        *errorMessage = QStringLiteral("cannot lock the database for its schema update");
        return false;
    }
    if (!database.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)")) {
        *errorMessage = QStringLiteral("cannot create the meta table");
        return false;
    }
    const int version = currentVersion(database);
    const QMap<int, QString> pending = steps(database.dialect());
    const int newest = pending.isEmpty() ? 0 : pending.lastKey();
    if (version > newest) {
        *errorMessage = QStringLiteral("the database has schema version %1, newer than this server's %2").arg(version).arg(newest);
        return false;
    }
    if (version == newest) {
        return true;
    }
    for (auto it = pending.lowerBound(version + 1); it != pending.cend(); ++it) {
        qCInfo(OCSSERVER).noquote() << "schema update" << it.value();
        if (!database.exec(Resources::bytes(QStringLiteral("migrations/") + it.value()).constData())) {
            *errorMessage = QStringLiteral("schema update %1 failed").arg(it.value());
            return false;
        }
    }
    Statement record(database, "INSERT INTO meta (key, value) VALUES ('schemaversion', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value");
    if (!record.bind(1, QString::number(newest)).exec() || !transaction.commit()) {
        *errorMessage = QStringLiteral("cannot record schema version %1").arg(newest);
        return false;
    }
    qCInfo(OCSSERVER).noquote() << QStringLiteral("database schema at version %1 (was %2)").arg(newest).arg(version);
    return true;
}
