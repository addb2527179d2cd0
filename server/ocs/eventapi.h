// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "eventsource.h"
#include "ocsreply.h"

class OcsRequest;

/**
 * EVENT calls (docs/ocs-protocol.md, "Events"): the list with its filters (country, startat, search, sortmode)
 * and one event's details.
 */
class EventApi
{
public:
    explicit EventApi(const EventSource &events);

    OcsReply list(const OcsRequest &request) const;
    OcsReply get(const OcsRequest &request) const;

    /** The item the list and the details both send. */
    static OcsItem item(const EventSource::Event &event);

private:
    const EventSource &m_events;
};
