// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "friendstore.h"

#include "database.h"
#include "disabledpeople.h"
#include "personcolumns.h"
#include "statement.h"
#include "transaction.h"

namespace
{
qint64 countOf(Database &database, const char *sql, qint64 row)
{
    auto guard = database.lock();
    Statement statement(database, sql);
    statement.bind(1, row);
    return statement.next() ? statement.int64(0) : 0;
}

/** Runs a two-parameter statement. Returns the number of changed rows, -1 when it failed. */
int run(Database &database, const char *sql, qint64 first, qint64 second)
{
    Statement statement(database, sql);
    if (!statement.bindAll(first, second).exec()) {
        return -1;
    }
    return statement.changes();
}

FriendStore::Change changeOf(int changed)
{
    return changed < 0 ? FriendStore::Change::Failed : changed == 0 ? FriendStore::Change::Nothing : FriendStore::Change::Done;
}
}

FriendStore::FriendStore(Database &database)
    : m_database(database)
{
}

bool FriendStore::areFriends(qint64 a, qint64 b) const
{
    if (a == 0 || b == 0) {
        return false;
    }
    auto guard = m_database.lock();
    Statement statement(m_database, "SELECT 1 FROM friendships WHERE a = ? AND b = ?");
    return statement.bindAll(a, b).next();
}

QSet<qint64> FriendStore::friendRows(qint64 row) const
{
    QSet<qint64> rows;
    if (row == 0) {
        return rows;
    }
    auto guard = m_database.lock();
    Statement statement(m_database, "SELECT b FROM friendships WHERE a = ?");
    statement.bind(1, row);
    while (statement.next()) {
        rows.insert(statement.int64(0));
    }
    return rows;
}

qint64 FriendStore::friendCount(qint64 row) const
{
    static const QByteArray sql = "SELECT COUNT(*) FROM friendships f WHERE f.a = ? AND " + DisabledPeople::notDisabled("f.b");
    return countOf(m_database, sql.constData(), row);
}

QVector<Person> FriendStore::friends(qint64 row, qint64 offset, int limit) const
{
    const QByteArray sql = QByteArray("SELECT ") + PersonColumns::summary() + " FROM friendships f JOIN people p ON p.id = f.b WHERE f.a = ? AND "
        + DisabledPeople::notDisabled("p.id") + " ORDER BY p.personid LIMIT ? OFFSET ?";
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    statement.bindAll(row, limit, offset);
    QVector<Person> people;
    while (statement.next()) {
        people.append(PersonColumns::readSummary(statement, 0));
    }
    return people;
}

qint64 FriendStore::invitationCount(Box box, qint64 row) const
{
    // the other side of an invitation is not shown while disabled
    static const QByteArray received = "SELECT COUNT(*) FROM invitations i WHERE i.recipient = ? AND " + DisabledPeople::notDisabled("i.sender");
    static const QByteArray sent = "SELECT COUNT(*) FROM invitations i WHERE i.sender = ? AND " + DisabledPeople::notDisabled("i.recipient");
    return countOf(m_database, box == Box::Received ? received.constData() : sent.constData(), row);
}

QVector<Invitation> FriendStore::invitations(Box box, qint64 row, qint64 offset, int limit) const
{
    // the person shown is the other side
    const QByteArray mine = box == Box::Received ? "recipient" : "sender";
    const QByteArray theirs = box == Box::Received ? "sender" : "recipient";
    const QByteArray sql = "SELECT i.message, i.created, " + QByteArray(PersonColumns::summary()) + " FROM invitations i JOIN people p ON p.id = i." + theirs
        + " WHERE i." + mine + " = ? AND " + DisabledPeople::notDisabled("p.id") + " ORDER BY i.created DESC, p.personid LIMIT ? OFFSET ?";
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    statement.bindAll(row, limit, offset);
    QVector<Invitation> result;
    while (statement.next()) {
        Invitation invitation;
        invitation.message = statement.text(0);
        invitation.created = statement.int64(1);
        invitation.person = PersonColumns::readSummary(statement, 2);
        result.append(invitation);
    }
    return result;
}

FriendStore::InviteResult FriendStore::invite(qint64 from, qint64 to, const QString &message, qint64 now)
{
    Transaction transaction(m_database);
    if (!transaction.isActive() || !lockPair(from, to)) {
        return InviteResult::Failed;
    }
    {
        Statement friends(m_database, "SELECT 1 FROM friendships WHERE a = ? AND b = ?");
        if (friends.bindAll(from, to).next()) {
            return InviteResult::AlreadyFriends;
        }
        if (friends.failed()) {
            return InviteResult::Failed;
        }
    }
    const int theirs = run(m_database, "DELETE FROM invitations WHERE sender = ? AND recipient = ?", to, from);
    if (theirs < 0) {
        return InviteResult::Failed;
    }
    if (theirs > 0) {
        return befriend(from, to, now) && transaction.commit() ? InviteResult::AcceptedTheirs : InviteResult::Failed;
    }
    Statement statement(m_database, "INSERT INTO invitations (sender, recipient, message, created) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING");
    if (!statement.bindAll(from, to, message, now).exec()) {
        return InviteResult::Failed;
    }
    const bool invited = statement.changes() > 0;
    if (!transaction.commit()) {
        return InviteResult::Failed;
    }
    return invited ? InviteResult::Invited : InviteResult::AlreadyInvited;
}

FriendStore::Change FriendStore::approve(qint64 me, qint64 inviter, qint64 now)
{
    Transaction transaction(m_database);
    if (!transaction.isActive() || !lockPair(me, inviter)) {
        return Change::Failed;
    }
    const Change theirs = changeOf(run(m_database, "DELETE FROM invitations WHERE sender = ? AND recipient = ?", inviter, me));
    if (theirs != Change::Done) {
        return theirs;
    }
    // a crossing invitation of mine is settled as well
    if (run(m_database, "DELETE FROM invitations WHERE sender = ? AND recipient = ?", me, inviter) < 0 || !befriend(me, inviter, now)) {
        return Change::Failed;
    }
    return transaction.commit() ? Change::Done : Change::Failed;
}

FriendStore::Change FriendStore::decline(qint64 me, qint64 inviter)
{
    auto guard = m_database.lock();
    return changeOf(run(m_database, "DELETE FROM invitations WHERE sender = ? AND recipient = ?", inviter, me));
}

FriendStore::Change FriendStore::cancel(qint64 me, qint64 other)
{
    Transaction transaction(m_database);
    if (!transaction.isActive() || !lockPair(me, other)) {
        return Change::Failed;
    }
    const int ended = run(m_database, "DELETE FROM friendships WHERE (a = ?1 AND b = ?2) OR (a = ?2 AND b = ?1)", me, other);
    const int withdrawn = ended < 0 ? -1 : run(m_database, "DELETE FROM invitations WHERE sender = ? AND recipient = ?", me, other);
    if (withdrawn < 0 || !transaction.commit()) {
        return Change::Failed;
    }
    return changeOf(ended + withdrawn);
}

FriendStore::Change FriendStore::withdrawInvitation(qint64 me, qint64 invitee)
{
    auto guard = m_database.lock();
    return changeOf(run(m_database, "DELETE FROM invitations WHERE sender = ? AND recipient = ?", me, invitee));
}

bool FriendStore::lockPair(qint64 a, qint64 b)
{
    if (m_database.dialect() != Database::Dialect::PostgreSQL) {
        // BEGIN IMMEDIATE took the one write lock there is
        return true;
    }
    // both rows, in one order, until the transaction ends: a crossing invitation in another process waits here and then
    // sees ours (READ COMMITTED reads what has been committed at each statement). NO KEY: the foreign-key checks of
    // other writes naming these people do not wait for it
    Statement statement(m_database, "SELECT id FROM people WHERE id IN (?1, ?2) ORDER BY id FOR NO KEY UPDATE");
    statement.bindAll(a, b);
    while (statement.next()) { }
    return !statement.failed();
}

bool FriendStore::befriend(qint64 a, qint64 b, qint64 now)
{
    Statement statement(m_database, "INSERT INTO friendships (a, b, since) VALUES (?1, ?2, ?3), (?2, ?1, ?3) ON CONFLICT DO NOTHING");
    return statement.bindAll(a, b, now).exec();
}
