// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "friendstore.h"
#include "ocsreply.h"

class ActivityStore;
class Clock;
class OcsRequest;
class PeopleStore;

/**
 * FRIEND calls (docs/ocs-protocol.md, "Calls"). Write calls are idempotent where that is safe, so a client may
 * repeat one whose reply it lost.
 */
class FriendApi
{
public:
    FriendApi(const PeopleStore &people, FriendStore &friends, ActivityStore &activities, const Clock &clock);

    OcsReply list(const OcsRequest &request) const;
    OcsReply receivedInvitations(const OcsRequest &request) const;
    OcsReply sentInvitations(const OcsRequest &request) const;
    OcsReply invite(const OcsRequest &request) const;
    OcsReply approve(const OcsRequest &request) const;
    OcsReply decline(const OcsRequest &request) const;
    /** Ends a friendship and also withdraws a pending invitation sent to that person. */
    OcsReply cancel(const OcsRequest &request) const;
    /** Non-spec (the reference server's friend/cancelinvitation): withdraws a pending invitation only. */
    OcsReply cancelInvitation(const OcsRequest &request) const;

private:
    OcsReply invitations(const OcsRequest &request, FriendStore::Box box) const;
    void announceFriendship(qint64 a, const QString &aId, qint64 b, const QString &bId) const;

    const PeopleStore &m_people;
    FriendStore &m_friends;
    ActivityStore &m_activities;
    const Clock &m_clock;
};
