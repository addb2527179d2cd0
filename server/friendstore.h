// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "records.h"

#include <QSet>

class Database;

/**
 * Friendships (stored in both directions) and pending invitations.
 */
class FriendStore
{
public:
    enum class InviteResult {
        Invited,
        AlreadyInvited,
        AlreadyFriends,
        AcceptedTheirs, // they had invited us already: now friends
    };

    explicit FriendStore(Database &database);

    bool areFriends(qint64 a, qint64 b) const;
    QSet<qint64> friendRows(qint64 row) const;
    qint64 friendCount(qint64 row) const;
    /** Friends sorted by login. */
    QVector<Person> friends(qint64 row, qint64 offset, int limit) const;

    /** Which invitations of a person: those sent to them, or those they sent. */
    enum class Box {
        Received,
        Sent,
    };
    qint64 invitationCount(Box box, qint64 row) const;
    /** Newest first; each names the other side (the sender of a received one, the recipient of a sent one). */
    QVector<Invitation> invitations(Box box, qint64 row, qint64 offset, int limit) const;

    InviteResult invite(qint64 from, qint64 to, const QString &message, qint64 now);
    /** Accepts the invitation inviter sent to me; false when there is none. */
    bool approve(qint64 me, qint64 inviter, qint64 now);
    /** Drops the invitation inviter sent to me; false when there is none. */
    bool decline(qint64 me, qint64 inviter);
    /** Ends the friendship; false when we were not friends. */
    bool endFriendship(qint64 me, qint64 other);
    /** Withdraws the invitation I sent; false when there is none. */
    bool withdrawInvitation(qint64 me, qint64 invitee);

private:
    void befriend(qint64 a, qint64 b, qint64 now);

    Database &m_database;
};
