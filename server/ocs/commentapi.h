// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocsreply.h"

class Clock;
class CommentStore;
class ForumStore;
class OcsRequest;

/**
 * COMMENTS calls (docs/ocs-protocol.md, "Comments"): list, add and vote, for knowledge-base entries (type 7) and
 * forum topics (type 4); types 1 (content) and 8 (events) answer an empty list.
 */
class CommentApi
{
public:
    static constexpr int forumType = 4;
    static constexpr int knowledgeBaseType = 7;

    CommentApi(CommentStore &comments, const ForumStore &forums, const Clock &clock);

    OcsReply list(const OcsRequest &request) const;
    OcsReply add(const OcsRequest &request) const;
    OcsReply vote(const OcsRequest &request) const;

private:
    CommentStore &m_comments;
    const ForumStore &m_forums;
    const Clock &m_clock;
};
