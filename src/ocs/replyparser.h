// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "activity.h"
#include "comment.h"
#include "event.h"
#include "folder.h"
#include "forum.h"
#include "knowledgeentry.h"
#include "message.h"
#include "person.h"
#include "personattribute.h"
#include "reply.h"
#include "serverconfig.h"
#include "worklimits.h"

#include <QByteArray>

namespace Ocs
{

/**
 * Reads OCS v1 XML replies into typed results.
 *
 * Pure functions of the bytes, with no shared state: safe to call from any thread, so the
 * client runs them on a worker and never parses on the GUI thread. A DOCTYPE is refused
 * outright, so no entity is ever expanded.
 *
 * Every reply is bounded as Ocs::Limits says: a byte scan refuses an element with too many
 * attributes, nesting too deep or a string too long (ParseError::LimitExceeded) before
 * QXmlStreamReader reads a byte, so its quadratic duplicate-attribute check never runs on a
 * flood. A list keeps at most @c maxItems items (the page size asked for); the rest are skipped
 * without being converted, and their number is logged. Field values are cut to
 * Limits::maxFieldLength characters.
 */
namespace ReplyParser
{
/// `<person>` (get, self, search, check) or `<user>` (friend and invitation lists) items.
Reply<Person> persons(const QByteArray &xml);
/// As above, keeping at most @p maxItems items: what the request asked for (the one above keeps Limits::pageSize).
Reply<Person> persons(const QByteArray &xml, int maxItems);
Reply<Folder> folders(const QByteArray &xml);
Reply<Message> messages(const QByteArray &xml);
Reply<Activity> activities(const QByteArray &xml);
/// `<event>` items (event/data, event/data/<id>).
Reply<Event> events(const QByteArray &xml);
/// `GET config`: the fields sit directly in `<data>`; one item on success.
Reply<ServerConfig> config(const QByteArray &xml);
/// `<content>` items of knowledgebase/data, or the spec's `<knowledgebase>` (knowledgebase/data/<id>); both read.
Reply<KnowledgeEntry> knowledgeBase(const QByteArray &xml);
/// As above, keeping at most @p maxItems items.
Reply<KnowledgeEntry> knowledgeBase(const QByteArray &xml, int maxItems);
/// `<comment>` items of comments/data/…, their `children` flattened into reading order with depth and parent; at
/// most Limits::maxCommentsPerPage comments, replies counted.
Reply<Comment> comments(const QByteArray &xml);
/// `<forum>` items of forum/list, sub-forums flattened after their forum (depth 1); at most Limits::pageSize in all.
Reply<Forum> forums(const QByteArray &xml);
/// `<topic>` items of forum/topics/list.
Reply<Topic> topics(const QByteArray &xml);
Reply<Topic> topics(const QByteArray &xml, int maxItems);
/// `<attribute>` items of person/attributes/…, straight in `<data>` or inside `<person>`; at most Limits::pageSize.
Reply<PersonAttribute> attributes(const QByteArray &xml);
/// Calls that return only `<meta>` (POST person/self, message/2, friend/invite …).
Reply<NoData> status(const QByteArray &xml);
/// The byte scan every reply passes first (Ocs::Limits), for other XML from the network (provider files):
/// false, with where and why in @p detail, when @p xml is over a limit.
bool withinLimits(const QByteArray &xml, QString *detail);
}

} // namespace Ocs
