// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// The OCS reply parser on any bytes a server (or anyone in between) could send.

#include "fuzzsupport.h"

#include "net/weburl.h"
#include "ocs/replyparser.h"

#include <cmath>

using namespace Ocs;

namespace
{
template<typename T>
void checkReply(const Reply<T> &reply)
{
    // A reply is either readable or says why not; an unreadable one carries no items.
    FuzzSupport::check(reply.isReadable() || reply.items.isEmpty(), "items in an unreadable reply");
    FuzzSupport::check(!reply.isSuccess() || reply.meta.statusCode == 100, "success without status 100");
}
}

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::silenceLogging();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray xml = QByteArray::fromRawData(reinterpret_cast<const char *>(data), int(size));
    const Reply<Person> persons = ReplyParser::persons(xml);
    checkReply(persons);
    // Bounded whatever the bytes: never more rows than a page, never a field beyond its cap.
    FuzzSupport::check(persons.items.size() <= Limits::pageSize, "more rows than a page");
    for (const Person &person : persons.items) {
        FuzzSupport::check(person.description.size() <= Limits::maxFieldLength && person.firstName.size() <= Limits::maxFieldLength, "a field over its cap");
    }
    for (const Person &person : persons.items) {
        // Coordinates are a number or NaN, never an infinity that would reach a map or a distance.
        FuzzSupport::check(!std::isinf(person.latitude) && !std::isinf(person.longitude), "infinite coordinate");
    }
    checkReply(ReplyParser::folders(xml));
    checkReply(ReplyParser::messages(xml));
    checkReply(ReplyParser::activities(xml));
    checkReply(ReplyParser::config(xml));
    // The help modules: a page bounded counting replies, depths, scores and counts clamped, links only http(s).
    const Reply<KnowledgeEntry> entries = ReplyParser::knowledgeBase(xml);
    checkReply(entries);
    for (const KnowledgeEntry &entry : entries.items) {
        FuzzSupport::check(entry.answers >= 0 && entry.answers <= Limits::maxCount, "an answer count out of bounds");
        FuzzSupport::check(entry.detailPage.isEmpty() || Net::WebUrl::accepts(entry.detailPage), "a detail page that is no web link");
    }
    const Reply<Comment> comments = ReplyParser::comments(xml);
    checkReply(comments);
    FuzzSupport::check(comments.items.size() <= Limits::maxCommentsPerPage, "more comments than a page");
    for (const Comment &comment : comments.items) {
        FuzzSupport::check(comment.depth >= 0 && comment.depth <= Limits::maxCommentDepth, "a comment deeper than shown");
        FuzzSupport::check(comment.score >= 0 && comment.score <= 100, "a score out of bounds");
        FuzzSupport::check(comment.text.size() <= Limits::maxFieldLength, "a field over its cap");
    }
    const Reply<Forum> forums = ReplyParser::forums(xml);
    checkReply(forums);
    FuzzSupport::check(forums.items.size() <= Limits::pageSize, "more forums than a page");
    for (const Forum &forum : forums.items) {
        FuzzSupport::check(forum.depth >= 0 && forum.depth <= 1 && (forum.icon.isEmpty() || Net::WebUrl::accepts(forum.icon)), "a forum out of bounds");
    }
    checkReply(ReplyParser::topics(xml));
    const Reply<PersonAttribute> attributes = ReplyParser::attributes(xml);
    checkReply(attributes);
    FuzzSupport::check(attributes.items.size() <= Limits::pageSize, "more attributes than a page");
    checkReply(ReplyParser::status(xml));
    return 0;
}
