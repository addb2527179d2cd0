// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "databasebackup.h"

#include "database.h"
#include "privatefile.h"
#include "statement.h"

#include <QProcess>
#include <QTemporaryFile>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <sqlite3.h>

namespace
{
/** An open SQLite connection, closed with its scope. */
struct Connection {
    sqlite3 *handle = nullptr;
    ~Connection()
    {
        sqlite3_close(handle);
    }
    QString error() const
    {
        return handle ? QString::fromUtf8(sqlite3_errmsg(handle)) : QStringLiteral("out of memory");
    }
    /** The first column of the first row of @p sql, as text; empty when there is none. */
    QByteArray value(const char *sql) const
    {
        sqlite3_stmt *statement = nullptr;
        QByteArray result;
        if (sqlite3_prepare_v2(handle, sql, -1, &statement, nullptr) == SQLITE_OK && sqlite3_step(statement) == SQLITE_ROW) {
            result = QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(statement, 0)));
        }
        sqlite3_finalize(statement);
        return result;
    }
};

bool copyInto(sqlite3 *source, sqlite3 *target, QString *error)
{
    sqlite3_backup *backup = sqlite3_backup_init(target, "main", source, "main");
    if (!backup) {
        *error = QString::fromUtf8(sqlite3_errmsg(target));
        return false;
    }
    // all pages in one step: one read transaction on the source, so the copy is one moment of it; in WAL mode the
    // server writes on meanwhile
    const int stepped = sqlite3_backup_step(backup, -1);
    const int finished = sqlite3_backup_finish(backup);
    if (stepped != SQLITE_DONE || finished != SQLITE_OK) {
        *error = QString::fromUtf8(sqlite3_errstr(stepped != SQLITE_DONE ? stepped : finished));
        return false;
    }
    return true;
}

/** Opens the copy, makes it a single file and checks it; the number of people in it, or -1. */
qint64 settle(const QByteArray &path, QString *error)
{
    Connection copy;
    if (sqlite3_open_v2(path.constData(), &copy.handle, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
        *error = copy.error();
        return -1;
    }
    if (sqlite3_exec(copy.handle, "PRAGMA journal_mode = DELETE;", nullptr, nullptr, nullptr) != SQLITE_OK) {
        *error = copy.error();
        return -1;
    }
    {
        const QByteArray check = copy.value("PRAGMA quick_check");
        if (check != "ok") {
            *error = QStringLiteral("the copy fails SQLite's check: ") + QString::fromUtf8(check);
            return -1;
        }
    }
    bool counted = false;
    const qint64 people = copy.value("SELECT COUNT(*) FROM people").toLongLong(&counted);
    if (!counted) {
        *error = copy.error();
        return -1;
    }
    return people;
}
}

DatabaseBackup::DatabaseBackup(Database &database)
    : m_database(database)
{
}

bool DatabaseBackup::copyTo(const QString &target, qint64 *people, QString *error)
{
    PrivateFile file(target);
    if (!file.open(error)) {
        return false;
    }
    const QByteArray path = QFile::encodeName(file.file().fileName());
    {
        Connection copy;
        if (sqlite3_open_v2(path.constData(), &copy.handle, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
            *error = copy.error();
            return false;
        }
        auto session = m_database.lock();
        if (!copyInto(m_database.handle(), copy.handle, error)) {
            return false;
        }
    }
    *people = settle(path, error);
    return *people >= 0 && file.commit(error);
}

bool DatabaseBackup::dumpTo(const QString &url, const QString &target, qint64 *people, QString *error)
{
    // a 0600 file beside the target that pg_dump writes into (it keeps the mode), renamed over the target at the end
    QTemporaryFile file(target + QStringLiteral(".XXXXXX"));
    if (!file.open()) {
        *error = QStringLiteral("cannot write beside %1: %2").arg(target, file.errorString());
        return false;
    }
    const QString path = file.fileName();
    QProcess dump;
    // the URL as an argument of our own child, not in a shell; pg_dump reads ~/.pgpass as the server does
    dump.start(QStringLiteral("pg_dump"), {QStringLiteral("--format=custom"), QStringLiteral("--file=") + path, QStringLiteral("--dbname=") + url});
    if (!dump.waitForStarted(30000)) {
        *error = QStringLiteral("cannot run pg_dump (Debian's postgresql-client): ") + dump.errorString();
        return false;
    }
    if (!dump.waitForFinished(-1) || dump.exitStatus() != QProcess::NormalExit || dump.exitCode() != 0) {
        *error = QStringLiteral("pg_dump failed: ") + QString::fromLocal8Bit(dump.readAllStandardError()).trimmed().left(500);
        return false;
    }
    Statement count(m_database, "SELECT COUNT(*) FROM people");
    *people = count.next() ? count.int64(0) : -1;
    if (*people < 0) {
        *error = QStringLiteral("cannot count the people");
        return false;
    }
    if (std::rename(QFile::encodeName(path).constData(), QFile::encodeName(target).constData()) != 0) {
        *error = QStringLiteral("cannot rename the copy to %1: %2").arg(target, QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    file.setAutoRemove(false);
    return true;
}
