// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "activity.h"
#include "folder.h"
#include "message.h"
#include "person.h"
#include "reply.h"
#include "serverconfig.h"

#include <QByteArray>

namespace Ocs
{

/**
 * Reads OCS v1 XML replies into typed results.
 *
 * Pure functions of the bytes, with no shared state: safe to call from any thread, so the
 * client runs them on a worker and never parses on the GUI thread. A DOCTYPE is refused
 * outright, so no entity is ever expanded.
 */
namespace ReplyParser
{
/// `<person>` (get, self, search, check) or `<user>` (friend and invitation lists) items.
Reply<Person> persons(const QByteArray &xml);
Reply<Folder> folders(const QByteArray &xml);
Reply<Message> messages(const QByteArray &xml);
Reply<Activity> activities(const QByteArray &xml);
/// `GET config`: the fields sit directly in `<data>`; one item on success.
Reply<ServerConfig> config(const QByteArray &xml);
/// Calls that return only `<meta>` (POST person/self, message/2, friend/invite …).
Reply<NoData> status(const QByteArray &xml);
}

} // namespace Ocs
