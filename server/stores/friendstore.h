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
        Failed, // nothing stored (the database could not write)
    };

    /** What a write that may find nothing to do did. */
    enum class Change {
        Done,
        Nothing, // there was nothing to change
        Failed, // the database could not write; nothing changed
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

    /**
     * Invites, or accepts their invitation when they had sent one. Invitations between two people are decided one at a
     * time (the pair is locked), so two crossing ones, even in two server processes, end in a friendship.
     */
    InviteResult invite(qint64 from, qint64 to, const QString &message, qint64 now);
    /** Accepts the invitation inviter sent to me; Nothing when there is none. */
    Change approve(qint64 me, qint64 inviter, qint64 now);
    /** Drops the invitation inviter sent to me; Nothing when there is none. */
    Change decline(qint64 me, qint64 inviter);
    /** Ends the friendship and withdraws an invitation I sent to them; Nothing when there was neither. */
    Change cancel(qint64 me, qint64 other);
    /** Withdraws the invitation I sent; Nothing when there is none. */
    Change withdrawInvitation(qint64 me, qint64 invitee);

private:
    /** Inside a transaction: waits for any other transaction on these two people (PostgreSQL; SQLite has one writer). */
    bool lockPair(qint64 a, qint64 b);
    bool befriend(qint64 a, qint64 b, qint64 now);

    Database &m_database;
};
