// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ratelimit.h"

#include <QString>

/**
 * Rate limits counted by every server process together and across restarts (LimitLedger, in the database), as
 * RateLimits sees them: token buckets per limit name and key.
 */
class SharedLimits
{
public:
    virtual ~SharedLimits() = default;

    /** Seconds until one more event of @p name for @p key fits @p limit (0: now), counting nothing. */
    virtual int wait(const QString &name, const QString &key, RateLimit limit) = 0;
    /** Whether nothing is counted for @p key now (its bucket is full). */
    virtual bool isClean(const QString &name, const QString &key, RateLimit limit) = 0;
    /** Counts one event. */
    virtual void add(const QString &name, const QString &key, RateLimit limit) = 0;
};
