// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "sqliteconnection.h"

#include "ocsserver_debug.h"
#include "sqlitestatement.h"

#include <QElapsedTimer>
#include <QFile>
#include <QThread>

#include <fcntl.h>
#include <sqlite3.h>
#include <unistd.h>

namespace
{
// SQLite gives its -wal and -shm files the permissions of the database file
void createPrivately(const QByteArray &fileName)
{
    const int fd = ::open(fileName.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd >= 0) {
        ::close(fd);
    }
}

constexpr int s_busyTimeoutMs = 5000;

// Runs one of the pragmas a connection starts with. Switching a new file to WAL takes the file's exclusive lock, and
// SQLite answers SQLITE_BUSY at once, without its busy handler, while another process holds a lock on it (a second
// server starting while the first migrates or seeds). It is tried again for as long as the busy timeout.
bool execWhileBusy(sqlite3 *db, const char *sql)
{
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        char *error = nullptr;
        const int result = sqlite3_exec(db, sql, nullptr, nullptr, &error);
        if (result == SQLITE_OK) {
            return true;
        }
        const bool busy = (result & 0xff) == SQLITE_BUSY || (result & 0xff) == SQLITE_LOCKED;
        if (!busy || waited.elapsed() >= s_busyTimeoutMs) {
            qCWarning(OCSSERVER) << "SQL failed:" << error;
            sqlite3_free(error);
            return false;
        }
        sqlite3_free(error);
        QThread::msleep(20);
    }
}
}

SqliteConnection::~SqliteConnection()
{
    sqlite3_close(m_db);
}

std::unique_ptr<SqliteConnection> SqliteConnection::open(const QString &path, QString *errorMessage)
{
    // memory statistics cost a global mutex on every allocation; nobody reads them here
    static const bool s_configured = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0) == SQLITE_OK;
    Q_UNUSED(s_configured)
    std::unique_ptr<SqliteConnection> connection(new SqliteConnection);
    const QByteArray fileName = QFile::encodeName(path);
    createPrivately(fileName);
    if (sqlite3_open_v2(fileName.constData(), &connection->m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
        *errorMessage = connection->errorMessage();
        return nullptr;
    }
    sqlite3_busy_timeout(connection->m_db, s_busyTimeoutMs);
    sqlite3 *db = connection->m_db;
    if (!execWhileBusy(db, "PRAGMA journal_mode = WAL;") || !execWhileBusy(db, "PRAGMA synchronous = NORMAL;")
        || !execWhileBusy(db, "PRAGMA foreign_keys = ON;")) {
        *errorMessage = connection->errorMessage();
        return nullptr;
    }
    return connection;
}

sqlite3 *SqliteConnection::handle() const
{
    return m_db;
}

bool SqliteConnection::exec(const char *sql)
{
    char *error = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &error) != SQLITE_OK) {
        qCWarning(OCSSERVER) << "SQL failed:" << error;
        sqlite3_free(error);
        return false;
    }
    return true;
}

std::unique_ptr<StatementBackend> SqliteConnection::prepare(const char *sql)
{
    return std::make_unique<SqliteStatement>(m_db, sql);
}

std::unique_ptr<StatementBackend> SqliteConnection::bulkInsert(const char *table, const QStringList &columns)
{
    QStringList parameters;
    for (int i = 1; i <= columns.size(); ++i) {
        parameters.append(QLatin1Char('?') + QString::number(i));
    }
    const QByteArray sql = QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                               .arg(QLatin1String(table), columns.join(QStringLiteral(", ")), parameters.join(QStringLiteral(", ")))
                               .toUtf8();
    return prepare(sql.constData());
}

bool SqliteConnection::inTransaction() const
{
    return m_db && !sqlite3_get_autocommit(m_db);
}

QString SqliteConnection::errorMessage() const
{
    return m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QStringLiteral("out of memory");
}
