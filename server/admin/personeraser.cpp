// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "personeraser.h"

#include "accountadmin.h"
#include "catalogue.h"
#include "database.h"
#include "statement.h"
#include "transaction.h"

#include <QMap>

#include <sqlite3.h>

namespace
{
QByteArray quoted(const QString &identifier)
{
    return '"' + identifier.toUtf8().replace('"', "\"\"") + '"';
}

QString lastError(Database &database)
{
    // PostgreSQL's own words are in the server log of the statement that failed
    return database.handle() ? QString::fromUtf8(sqlite3_errmsg(database.handle())) : QStringLiteral("the database refused it");
}
}

PersonEraser::PersonEraser(Database &database)
    : m_database(database)
{
}

bool PersonEraser::erase(const AdminAccount &account, Removed *removed, QString *error)
{
    auto session = m_database.lock();
    if (m_database.dialect() == Database::Dialect::SQLite) {
        m_database.exec("PRAGMA secure_delete = ON;");
    }
    removed->clear();
    // on SQLite the write lock first (BEGIN IMMEDIATE, waiting for a running server as long as the busy timeout
    // allows), so what is read below cannot change before it is deleted
    Transaction transaction(m_database);
    if (!transaction.isActive()) {
        *error = QStringLiteral("cannot start a transaction: ") + lastError(m_database);
        return false;
    }
    if (!eraseInTransaction(account, removed, error)) {
        removed->clear();
        return false;
    }
    if (!transaction.commit()) {
        *error = QStringLiteral("cannot commit: ") + lastError(m_database);
        removed->clear();
        return false;
    }
    return true;
}

bool PersonEraser::eraseInTransaction(const AdminAccount &account, Removed *removed, QString *error)
{
    {
        // their votes leave the scores of the comments they voted on (comment_votes goes below, with the rest)
        Statement statement(m_database,
                            "UPDATE comments SET votes = votes - 1,"
                            " score_sum = score_sum - (SELECT v.vote FROM comment_votes v WHERE v.comment = comments.id AND v.person = :row)"
                            " WHERE id IN (SELECT comment FROM comment_votes WHERE person = :row)");
        if (!statement.bind(":row", account.row).exec()) {
            *error = QStringLiteral("cannot take back their votes: ") + lastError(m_database);
            return false;
        }
    }
    const QMap<QString, QStringList> tables = Catalogue::referencesTo(m_database, QStringLiteral("people"));
    for (auto it = tables.cbegin(); it != tables.cend(); ++it) {
        QByteArrayList conditions;
        for (const QString &column : it.value()) {
            conditions.append(quoted(column) + " = :row");
        }
        const QByteArray sql = "DELETE FROM " + quoted(it.key()) + " WHERE " + conditions.join(" OR ");
        Statement statement(m_database, sql.constData());
        if (!statement.bind(":row", account.row).exec()) {
            *error = QStringLiteral("cannot delete from %1: %2").arg(it.key(), lastError(m_database));
            return false;
        }
        removed->append({it.key(), statement.changes()});
    }
    {
        // other people's entries about them: "X and <them> are now friends", linking to their profile page
        Statement statement(m_database, "DELETE FROM activities WHERE lower(link) = lower('/people/' || ?)");
        if (!statement.bind(1, account.personId).exec()) {
            *error = QStringLiteral("cannot delete from activities: ") + lastError(m_database);
            return false;
        }
        removed->append({QStringLiteral("activities of others that link to them"), statement.changes()});
    }
    {
        // the rate limits counted for their account (LimitLedger's keys are logins in lower case)
        Statement statement(m_database, "DELETE FROM limit_counts WHERE limit_name LIKE '%-account' AND limit_key = ?");
        if (!statement.bind(1, account.personId.toLower()).exec()) {
            *error = QStringLiteral("cannot delete from limit_counts: ") + lastError(m_database);
            return false;
        }
        removed->append({QStringLiteral("limit_counts"), statement.changes()});
    }
    // last, with the foreign keys enforced: it fails while any row still refers to them
    Statement person(m_database, "DELETE FROM people WHERE id = ?");
    if (!person.bind(1, account.row).exec() || person.changes() != 1) {
        *error = QStringLiteral("cannot delete from people: ") + lastError(m_database);
        return false;
    }
    removed->prepend({QStringLiteral("people"), 1});
    if (m_database.dialect() == Database::Dialect::SQLite) {
        // SQLite's text indexes of people (migrations 7 and 11) only mark a deleted row's words as deleted until their
        // segments merge: merged now, so that no name or login of theirs stays in the file (secure_delete zeroes the
        // pages the merge frees)
        for (const char *index : {"people_text", "people_words", "people_about"}) {
            const QByteArray sql = QByteArray("INSERT INTO ") + index + " (" + index + ") VALUES ('optimize')";
            if (!m_database.exec(sql.constData())) {
                *error = QStringLiteral("cannot merge the index %1: %2").arg(QLatin1String(index), lastError(m_database));
                return false;
            }
        }
    }
    return true;
}

bool PersonEraser::flushLog()
{
    if (!m_database.handle()) {
        return true; // PostgreSQL has no log file of ours to empty
    }
    auto session = m_database.lock();
    int logFrames = 0;
    int copied = 0;
    return sqlite3_wal_checkpoint_v2(m_database.handle(), nullptr, SQLITE_CHECKPOINT_TRUNCATE, &logFrames, &copied) == SQLITE_OK;
}
