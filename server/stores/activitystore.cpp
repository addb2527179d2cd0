// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "activitystore.h"

#include "database.h"
#include "disabledpeople.h"
#include "statement.h"

namespace
{
// their own entries and their friends', but not those of friends the operator disabled
const QByteArray s_feedCondition =
    " WHERE a.person IN (SELECT :me UNION SELECT f.b FROM friendships f WHERE f.a = :me AND " + DisabledPeople::notDisabled("f.b") + ")";
}

ActivityStore::ActivityStore(Database &database)
    : m_database(database)
{
}

qint64 ActivityStore::feedCount(qint64 row) const
{
    static const QByteArray sql = QByteArray("SELECT COUNT(*) FROM activities a") + s_feedCondition;
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    statement.bind(":me", row);
    return statement.next() ? statement.int64(0) : 0;
}

QVector<Activity> ActivityStore::feed(qint64 row, qint64 offset, int limit) const
{
    static const QByteArray sql = QByteArray(
                                      "SELECT a.id, p.personid, p.firstname, p.lastname, p.avatarfound, a.timestamp, a.type, a.message, a.link, p.privacy"
                                      " FROM activities a JOIN people p ON p.id = a.person")
        + s_feedCondition + " ORDER BY a.timestamp DESC, a.id DESC LIMIT :limit OFFSET :offset";
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    statement.bind(":me", row);
    statement.bind(":limit", limit);
    statement.bind(":offset", offset);
    QVector<Activity> activities;
    while (statement.next()) {
        Activity activity;
        activity.id = statement.int64(0);
        activity.personId = statement.text(1);
        activity.firstName = statement.text(2);
        activity.lastName = statement.text(3);
        activity.avatarFound = statement.integer(4) != 0;
        activity.timestamp = statement.int64(5);
        activity.type = statement.integer(6);
        activity.message = statement.text(7);
        activity.link = statement.text(8);
        activity.privacy = statement.integer(9);
        activities.append(activity);
    }
    return activities;
}

bool ActivityStore::post(qint64 row, int type, const QString &message, const QString &link, qint64 now)
{
    auto guard = m_database.lock();
    Statement statement(m_database, "INSERT INTO activities (person, timestamp, type, message, link) VALUES (?, ?, ?, ?, ?)");
    return statement.bindAll(row, now, type, message, link).exec() && statement.changes() == 1;
}
