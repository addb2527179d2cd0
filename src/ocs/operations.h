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
/// A new account (`POST person/add`, sent without credentials): the password goes in the form.
Request createAccount(const Credentials &account, const QString &firstName, const QString &lastName, const QString &email);
}

} // namespace Ocs
