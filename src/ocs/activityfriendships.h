// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QVariantMap>
#include <QVector>

namespace Ocs
{

/**
 * Friendships in the activity stream, once each. A server announces a new friendship (OCS activity type 2) once
 * for each of the two people, so a member who is friends with both (or is one of them) saw it twice, each time
 * as the server's sentence with logins. The engine names the other person of such an entry (`friendId`, from the
 * entry's link to `/people/<id>`, as the reference server writes it) and keeps only the first entry of a pair:
 * the same two people, announced within a minute of each other. The widget says it with their names.
 */
namespace ActivityFriendships
{
/// The OCS activity type of a new friendship.
constexpr int newFriend = 2;
/// How far apart the two announcements of one friendship may be.
constexpr int pairSeconds = 60;

/// The other person of a new-friend row: the last path segment of a link to `/people/<id>`; "" when none.
QString friendOf(const QVariantMap &row);

/// Adds `friendId` to the new-friend rows that name one, and `repeated` (true) to the second announcement of each pair.
void merge(QVector<QVariantMap> &rows);
}

} // namespace Ocs
