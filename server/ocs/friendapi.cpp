// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "friendapi.h"

#include "activitystore.h"
#include "clock.h"
#include "friendstore.h"
#include "ocsrequest.h"
#include "peoplestore.h"
#include "personformatter.h"
#include "privacy.h"

FriendApi::FriendApi(const PeopleStore &people, FriendStore &friends, ActivityStore &activities, const Clock &clock)
    : m_people(people)
    , m_friends(friends)
    , m_activities(activities)
    , m_clock(clock)
{
}

OcsReply FriendApi::list(const OcsRequest &request) const
{
    const Viewer &viewer = request.viewer();
    const auto owner = m_people.find(request.segment(2), false);
    if (!owner) {
        return OcsReply::failed(102, QStringLiteral("user not found"));
    }
    const QSet<qint64> viewerFriends = m_friends.friendRows(viewer.row);
    if (!Privacy::canSee(viewer, *owner, viewerFriends.contains(owner->row))) {
        return OcsReply::failed(101, QStringLiteral("data is private"));
    }
    const PageRequest page = request.page();
    OcsReply reply = OcsReply::list(m_friends.friendCount(owner->row), page.pageSize());
    const PersonFormatter formatter(request.baseUrl());
    const QVector<Person> friends = m_friends.friends(owner->row, page.offset(), page.pageSize());
    // in someone else's list a private profile shows by its login alone; in one's own, friends keep their names
    const auto hidden = owner->row == viewer.row ? PersonFormatter::Shown::Names : PersonFormatter::Shown::Login;
    for (const Person &person : friends) {
        reply.addItem(formatter.user(person, Privacy::canSee(viewer, person, viewerFriends.contains(person.row)) ? PersonFormatter::Shown::Full : hidden));
    }
    return reply;
}

OcsReply FriendApi::receivedInvitations(const OcsRequest &request) const
{
    return invitations(request, FriendStore::Box::Received);
}

OcsReply FriendApi::sentInvitations(const OcsRequest &request) const
{
    return invitations(request, FriendStore::Box::Sent);
}

OcsReply FriendApi::invitations(const OcsRequest &request, FriendStore::Box box) const
{
    const Viewer &viewer = request.viewer();
    const PageRequest page = request.page();
    const QVector<Invitation> invitations = m_friends.invitations(box, viewer.row, page.offset(), page.pageSize());
    OcsReply reply = OcsReply::list(m_friends.invitationCount(box, viewer.row), page.pageSize());
    const PersonFormatter formatter(request.baseUrl());
    for (const Invitation &invitation : invitations) {
        // nobody in an invitation list is a friend of the viewer; an inviter showed its name by inviting, someone the
        // viewer invited did not
        const auto hidden = box == FriendStore::Box::Received ? PersonFormatter::Shown::Names : PersonFormatter::Shown::Login;
        OcsItem item = formatter.user(invitation.person, Privacy::canSee(viewer, invitation.person, false) ? PersonFormatter::Shown::Full : hidden);
        item.add(QStringLiteral("message"), invitation.message);
        reply.addItem(item);
    }
    return reply;
}

OcsReply FriendApi::invite(const OcsRequest &request) const
{
    const Viewer &viewer = request.viewer();
    const auto invitee = m_people.find(request.segment(2), false);
    if (!invitee) {
        return OcsReply::failed(103, QStringLiteral("user not found"));
    }
    if (invitee->row == viewer.row) {
        return OcsReply::failed(102, QStringLiteral("you can't invite yourself"));
    }
    const QString message = request.param(QStringLiteral("message")).trimmed();
    if (message.isEmpty()) {
        return OcsReply::failed(101, QStringLiteral("message must not be empty"));
    }
    switch (m_friends.invite(viewer.row, invitee->row, message.left(2000), m_clock.now())) {
    case FriendStore::InviteResult::Failed:
        return OcsReply::notStored();
    case FriendStore::InviteResult::AcceptedTheirs:
        announceFriendship(viewer.row, viewer.personId, invitee->row, invitee->personId);
        break;
    case FriendStore::InviteResult::Invited:
    case FriendStore::InviteResult::AlreadyInvited:
    case FriendStore::InviteResult::AlreadyFriends:
        break;
    }
    return OcsReply::ok();
}

OcsReply FriendApi::approve(const OcsRequest &request) const
{
    const Viewer &viewer = request.viewer();
    const auto inviter = m_people.find(request.segment(2), false);
    if (!inviter) {
        return OcsReply::failed(101, QStringLiteral("user not found"));
    }
    switch (m_friends.approve(viewer.row, inviter->row, m_clock.now())) {
    case FriendStore::Change::Failed:
        return OcsReply::notStored();
    case FriendStore::Change::Done:
        announceFriendship(viewer.row, viewer.personId, inviter->row, inviter->personId);
        return OcsReply::ok();
    case FriendStore::Change::Nothing:
        break;
    }
    if (m_friends.areFriends(viewer.row, inviter->row)) {
        return OcsReply::ok();
    }
    return OcsReply::failed(101, QStringLiteral("no invitation from this user"));
}

OcsReply FriendApi::decline(const OcsRequest &request) const
{
    const auto inviter = m_people.find(request.segment(2), false);
    if (!inviter) {
        return OcsReply::failed(101, QStringLiteral("user not found"));
    }
    return m_friends.decline(request.viewer().row, inviter->row) == FriendStore::Change::Failed ? OcsReply::notStored() : OcsReply::ok();
}

OcsReply FriendApi::cancel(const OcsRequest &request) const
{
    const auto other = m_people.find(request.segment(2), false);
    if (!other) {
        return OcsReply::failed(101, QStringLiteral("user not found"));
    }
    return m_friends.cancel(request.viewer().row, other->row) == FriendStore::Change::Failed ? OcsReply::notStored() : OcsReply::ok();
}

OcsReply FriendApi::cancelInvitation(const OcsRequest &request) const
{
    const auto other = m_people.find(request.segment(2), false);
    if (!other) {
        return OcsReply::failed(101, QStringLiteral("user not found"));
    }
    return m_friends.withdrawInvitation(request.viewer().row, other->row) == FriendStore::Change::Failed ? OcsReply::notStored() : OcsReply::ok();
}

// the friendship is stored by then, so its answer is 100 even when an announcement is not (it is only news)
void FriendApi::announceFriendship(qint64 a, const QString &aId, qint64 b, const QString &bId) const
{
    const qint64 now = m_clock.now();
    m_activities.post(a, ActivityStore::NewFriend, QStringLiteral("%1 and %2 are now friends").arg(aId, bId), QStringLiteral("/people/") + bId, now);
    m_activities.post(b, ActivityStore::NewFriend, QStringLiteral("%1 and %2 are now friends").arg(bId, aId), QStringLiteral("/people/") + aId, now);
}
