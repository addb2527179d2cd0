// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "attributestore.h"

#include "database.h"
#include "helpsql.h"
#include "statement.h"
#include "transaction.h"

AttributeStore::AttributeStore(Database &database)
    : m_database(database)
{
}

QString AttributeStore::name(const QString &text)
{
    const QString lower = text.toLower();
    if (lower.isEmpty() || lower.size() > maxNameLength) {
        return QString();
    }
    for (const QChar c : lower) {
        const ushort u = c.unicode();
        if (!((u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || u == '.' || u == '_' || u == '-')) {
            return QString();
        }
    }
    return lower;
}

bool AttributeStore::isValidValue(const QString &value)
{
    if (value.size() > maxValueLength) {
        return false;
    }
    for (const QChar c : value) {
        if (c.category() == QChar::Other_Control) {
            return false;
        }
    }
    return true;
}

QVector<PersonAttribute> AttributeStore::list(qint64 person, const QString &app, const QString &key) const
{
    QByteArray sql = "SELECT app, name, value, lastmodified FROM person_attributes WHERE person = :person";
    if (!app.isEmpty()) {
        sql += " AND app = :app";
    }
    if (!key.isEmpty()) {
        sql += " AND name = :key";
    }
    sql += " ORDER BY app, name LIMIT " + QByteArray::number(maxPerPerson);
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    statement.bind(":person", person);
    if (!app.isEmpty()) {
        statement.bind(":app", app);
    }
    if (!key.isEmpty()) {
        statement.bind(":key", key);
    }
    QVector<PersonAttribute> result;
    while (statement.next()) {
        result.append(PersonAttribute{statement.text(0), statement.text(1), statement.text(2), statement.int64(3)});
    }
    return result;
}

AttributeStore::Result AttributeStore::set(qint64 person, const QString &app, const QString &key, const QString &value, qint64 now)
{
    Transaction transaction(m_database);
    if (!transaction.isActive()) {
        return Result::Failed;
    }
    {
        Statement count(m_database,
                        "SELECT COUNT(*), COALESCE(SUM(CASE WHEN app = ? AND name = ? THEN 1 ELSE 0 END), 0) FROM person_attributes WHERE person = ?");
        if (!count.bindAll(app, key, person).next()) {
            return Result::Failed;
        }
        if (count.int64(1) == 0 && count.int64(0) >= maxPerPerson) {
            return Result::TooMany;
        }
    }
    Statement upsert(m_database,
                     "INSERT INTO person_attributes (person, app, name, value, folded, lastmodified) VALUES (?, ?, ?, ?, ?, ?)"
                     " ON CONFLICT (person, app, name) DO UPDATE SET value = excluded.value, folded = excluded.folded, lastmodified = excluded.lastmodified");
    if (!upsert.bindAll(person, app, key, value, HelpSql::folded(value), now).exec() || upsert.changes() != 1 || !transaction.commit()) {
        return Result::Failed;
    }
    return Result::Stored;
}

bool AttributeStore::remove(qint64 person, const QString &app, const QString &key)
{
    Statement statement(m_database, "DELETE FROM person_attributes WHERE person = ? AND app = ? AND name = ?");
    return statement.bindAll(person, app, key).exec();
}
