// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ratelimiter.h"

#include <algorithm>

namespace
{
// Full buckets dropped per call, so that no single request pays for a long sweep.
constexpr int s_dropPerCall = 4;

RateLimiter::Clock::duration refillTime(RateLimit limit)
{
    const auto window = std::chrono::duration_cast<RateLimiter::Clock::duration>(std::chrono::seconds(std::max(1, limit.seconds)));
    return window / std::max(1, limit.count);
}
}

RateLimiter::RateLimiter(RateLimit limit, int maxKeys)
    : m_limit(limit)
    , m_maxKeys(std::max(1, maxKeys))
    , m_interval(refillTime(limit))
    , m_burst(m_interval * std::max(1, limit.count))
{
}

int RateLimiter::secondsUntilToken(Clock::time_point full, Clock::time_point now) const
{
    // a token is there once the bucket is no more than (count - 1) tokens short of full
    const Clock::duration missing = full - now - (m_burst - m_interval);
    if (missing <= Clock::duration::zero()) {
        return 0;
    }
    const auto seconds = std::chrono::ceil<std::chrono::seconds>(missing).count();
    return int(std::max<long long>(1, seconds));
}

void RateLimiter::dropFull(Clock::time_point now)
{
    for (int i = 0; i < s_dropPerCall && !m_buckets.empty() && m_buckets.front().full <= now; ++i) {
        m_index.remove(m_buckets.front().key);
        m_buckets.pop_front();
    }
}

int RateLimiter::take(const QString &key, Clock::time_point now)
{
    if (m_limit.isOff()) {
        return 0;
    }
    std::lock_guard<std::mutex> guard(m_mutex);
    dropFull(now);
    auto found = m_index.find(key);
    if (found == m_index.end()) {
        if (m_buckets.size() >= std::size_t(m_maxKeys)) {
            m_index.remove(m_buckets.front().key);
            m_buckets.pop_front();
        }
        m_buckets.push_back(Bucket{key, now});
        found = m_index.insert(key, std::prev(m_buckets.end()));
    }
    const Buckets::iterator bucket = found.value();
    // the most recently touched goes last: the front is what to evict
    m_buckets.splice(m_buckets.end(), m_buckets, bucket);
    const Clock::time_point full = std::max(bucket->full, now);
    const int wait = secondsUntilToken(full, now);
    if (wait == 0) {
        bucket->full = full + m_interval;
    }
    return wait;
}

void RateLimiter::refund(const QString &key, Clock::time_point now)
{
    if (m_limit.isOff()) {
        return;
    }
    std::lock_guard<std::mutex> guard(m_mutex);
    const auto found = m_index.find(key);
    if (found != m_index.end() && found.value()->full > now) {
        found.value()->full = std::max(now, found.value()->full - m_interval);
    }
}

int RateLimiter::wait(const QString &key, Clock::time_point now) const
{
    if (m_limit.isOff()) {
        return 0;
    }
    std::lock_guard<std::mutex> guard(m_mutex);
    const auto found = m_index.constFind(key);
    return found == m_index.constEnd() ? 0 : secondsUntilToken(std::max(found.value()->full, now), now);
}

bool RateLimiter::isClean(const QString &key, Clock::time_point now) const
{
    std::lock_guard<std::mutex> guard(m_mutex);
    const auto found = m_index.constFind(key);
    return found == m_index.constEnd() || found.value()->full <= now;
}

RateLimit RateLimiter::limit() const
{
    return m_limit;
}

int RateLimiter::size() const
{
    std::lock_guard<std::mutex> guard(m_mutex);
    return int(m_buckets.size());
}

int RateLimiter::maxKeys() const
{
    return m_maxKeys;
}
