// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocsreply.h"

class ActivityStore;
class Clock;
class OcsRequest;

/**
 * ACTIVITY calls (docs/ocs-protocol.md, "Calls"): the feed of the caller and their friends, newest first, and posting.
 */
class ActivityApi
{
public:
    ActivityApi(ActivityStore &activities, const Clock &clock);

    OcsReply list(const OcsRequest &request) const;
    OcsReply post(const OcsRequest &request) const;

private:
    ActivityStore &m_activities;
    const Clock &m_clock;
};
