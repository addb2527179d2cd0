// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocsreply.h"

class Clock;
class ForumStore;
class OcsRequest;

/**
 * FORUM calls (docs/ocs-protocol.md, "Forum"): the forums (forum/list, forums/data), the topics (forum/topics/list,
 * forum/topic/list) and a new topic (forum/topic/add, forum/topics/add). A topic's replies are COMMENTS of type 4.
 */
class ForumApi
{
public:
    /** forum=… may be repeated (forum[]=…) up to this many times. */
    static constexpr int maxForums = 10;

    ForumApi(ForumStore &forums, const Clock &clock);

    OcsReply forums(const OcsRequest &request) const;
    OcsReply topics(const OcsRequest &request) const;
    OcsReply addTopic(const OcsRequest &request) const;

private:
    ForumStore &m_forums;
    const Clock &m_clock;
};
