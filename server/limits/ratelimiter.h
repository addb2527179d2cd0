// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ratelimit.h"

#include <QHash>
#include <QString>

#include <chrono>
#include <list>
#include <mutex>

/**
 * Counts events per key (a client address, an account) against one RateLimit, with bounded memory.
 *
 * Each key has a token bucket of `count` tokens, one taken per event, refilled evenly over `seconds`; kept as the
 * equivalent "generic cell rate" form, one time per key in integer clock ticks (no rounding drift): the time at
 * which the bucket is full again. At most maxKeys keys are tracked: a new key beyond that evicts the key touched
 * longest ago, and keys whose bucket is full again are dropped as they come up, so an attacker making up keys
 * costs a fixed amount of memory. Thread-safe.
 */
class RateLimiter
{
public:
    using Clock = std::chrono::steady_clock;

    RateLimiter(RateLimit limit, int maxKeys);

    /** Counts one event for key; 0 when allowed, else the seconds until one would be (nothing counted then). */
    int take(const QString &key, Clock::time_point now = Clock::now());
    /** Gives back the event take() counted last for key (one that turned out not to count, such as a sign-in that worked). */
    void refund(const QString &key, Clock::time_point now = Clock::now());
    /** The seconds until an event for key would be allowed (0: now), counting nothing. */
    int wait(const QString &key, Clock::time_point now = Clock::now()) const;
    /** Whether nothing is counted for key now (its bucket is full). */
    bool isClean(const QString &key, Clock::time_point now = Clock::now()) const;
    /** Keys tracked now. */
    int size() const;
    int maxKeys() const;
    RateLimit limit() const;

private:
    struct Bucket {
        QString key;
        Clock::time_point full; // when all `count` tokens are back
    };
    using Buckets = std::list<Bucket>;

    /** The seconds (rounded up) until the bucket full at `full` holds a token; 0: it does now. */
    int secondsUntilToken(Clock::time_point full, Clock::time_point now) const;
    void dropFull(Clock::time_point now);

    RateLimit m_limit;
    int m_maxKeys;
    Clock::duration m_interval; // one token's refill time
    Clock::duration m_burst; // all tokens' refill time
    mutable std::mutex m_mutex;
    Buckets m_buckets; // least recently touched first
    QHash<QString, Buckets::iterator> m_index;
};
