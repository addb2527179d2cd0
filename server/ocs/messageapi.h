// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocsreply.h"

class Clock;
class MessageStore;
class OcsRequest;
class PeopleStore;

/**
 * MESSAGE calls (docs/ocs-protocol.md, "Calls"): folders, list, get (marks read), send.
 */
class MessageApi
{
public:
    MessageApi(const PeopleStore &people, MessageStore &messages, const Clock &clock);

    OcsReply folders(const OcsRequest &request) const;
    OcsReply list(const OcsRequest &request) const;
    OcsReply get(const OcsRequest &request) const;
    OcsReply send(const OcsRequest &request) const;

private:
    const PeopleStore &m_people;
    MessageStore &m_messages;
    const Clock &m_clock;
};
