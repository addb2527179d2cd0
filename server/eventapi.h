// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "eventcatalog.h"
#include "ocsreply.h"

class OcsRequest;

/**
 * EVENT calls (docs/ocs-protocol.md, "Events"): the list with its filters (country, startat, search, sortmode)
 * and one event's details.
 */
class EventApi
{
public:
    explicit EventApi(const EventCatalog &events);

    OcsReply list(const OcsRequest &request) const;
    OcsReply get(const OcsRequest &request) const;

    /** The item the list and the details both send. */
    static OcsItem item(const EventCatalog::Event &event);

private:
    const EventCatalog &m_events;
};
