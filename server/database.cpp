// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "database.h"

#include "ocsserver_debug.h"
#include "resources.h"

#include <sqlite3.h>

Database::Database() = default;

Database::~Database()
{
    close();
}

bool Database::open(const QString &path, QString *errorMessage)
{
    // memory statistics cost a global mutex on every allocation; nobody reads them here
    static const bool s_configured = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0) == SQLITE_OK;
    Q_UNUSED(s_configured)
    auto guard = lock();
    const QByteArray fileName = path.toUtf8();
    if (sqlite3_open_v2(fileName.constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
        *errorMessage = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_close(m_db);
        m_db = nullptr;
        return false;
    }
    sqlite3_busy_timeout(m_db, 5000);
    if (!exec("PRAGMA journal_mode = WAL;") || !exec("PRAGMA synchronous = NORMAL;") || !exec("PRAGMA foreign_keys = ON;") || !createSchema()) {
        *errorMessage = QString::fromUtf8(sqlite3_errmsg(m_db));
        close();
        return false;
    }
    return true;
}

void Database::close()
{
    auto guard = lock();
    if (m_db) {
        sqlite3_close(m_db);
        m_db = nullptr;
    }
}

sqlite3 *Database::handle() const
{
    return m_db;
}

std::unique_lock<std::recursive_mutex> Database::lock() const
{
    return std::unique_lock<std::recursive_mutex>(m_mutex);
}

bool Database::exec(const char *sql)
{
    auto guard = lock();
    char *error = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &error) != SQLITE_OK) {
        qCWarning(OCSSERVER) << "SQL failed:" << error;
        sqlite3_free(error);
        return false;
    }
    return true;
}

int Database::changes() const
{
    return sqlite3_changes(m_db);
}

qint64 Database::lastInsertId() const
{
    return sqlite3_last_insert_rowid(m_db);
}

bool Database::createSchema()
{
    return exec(Resources::bytes(QStringLiteral("schema.sql")).constData());
}
