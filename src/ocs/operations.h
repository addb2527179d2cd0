// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "request.h"

namespace Ocs
{

/// The requests of the write operations (OCS v1 POST calls). Pure functions: no I/O.
namespace Operations
{
Request checkLogin(const Credentials &credentials);
Request sendMessage(const QString &to, const QString &subject, const QString &body);
Request invite(const QString &to, const QString &message);
/// A status in the activity stream (`POST activity`).
Request postActivity(const QString &message);
Request approve(const QString &personId);
Request decline(const QString &personId);
Request cancelFriendship(const QString &personId);
/// Withdraws a friend request you sent (`POST friend/cancelinvitation/{id}`, our server's call; see docs/ocs-protocol.md).
Request cancelInvitation(const QString &personId);
/// Reading a message marks it read on the server.
Request markRead(const QString &folderId, const QString &messageId);
/// @p country is a two-letter ISO code.
Request publishLocation(double latitude, double longitude, const QString &city, const QString &country);
/// Not in the spec: the reference server's `clearlocation=1` removes the stored position.
Request clearLocation();
/// A knowledge-base question (`POST knowledgebase/data`, form `subject`, `message`, `content` when given).
Request askQuestion(const QString &title, const QString &text, const QString &content);
/// A comment (`POST comments/add`): @p type 7 answers the knowledge-base entry @p target, 4 replies in the topic
/// @p target; `content2` 0; @p parent the comment replied to, or empty.
Request addComment(int type, const QString &target, const QString &parent, const QString &subject, const QString &text);
/// A new forum topic (`POST forum/topic/add`, as Attica sends it).
Request newTopic(const QString &forum, const QString &subject, const QString &text);
/// Sets one of your person attributes (`POST person/setattribute/<app>/<key>`, form `value`).
Request setAttribute(const QString &app, const QString &key, const QString &value);
/// Deletes one of your person attributes (`POST person/deleteattribute/<app>/<key>`).
Request deleteAttribute(const QString &app, const QString &key);
/// A vote on a comment (`POST comments/vote/<id>`, form `vote` 0 to 100).
Request vote(const QString &comment, int vote);
/// A new account (`POST person/add`, sent without credentials): the password goes in the form.
Request createAccount(const Credentials &account, const QString &firstName, const QString &lastName, const QString &email);
}

} // namespace Ocs
