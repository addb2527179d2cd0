// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "limitledger.h"

#include "ocsserver_debug.h"
#include "statement.h"

#include <QDateTime>

#include <algorithm>

namespace
{
// How old the shared time may be before a check reads it again.
constexpr qint64 s_rereadMs = 5000;
// How often rows that say nothing any more are deleted (by whichever process writes then).
constexpr qint64 s_purgeMs = 600000;

qint64 burstMs(RateLimit limit)
{
    return qint64(std::max(1, limit.seconds)) * 1000;
}

qint64 intervalMs(RateLimit limit)
{
    return std::max<qint64>(1, burstMs(limit) / std::max(1, limit.count));
}

int batchOf(RateLimit limit)
{
    return std::max(1, limit.count / 10);
}
}

LimitLedger::LimitLedger(Database &database, int maxKeys)
    : m_database(database)
    , m_maxKeys(std::max(1, maxKeys))
{
}

LimitLedger::~LimitLedger()
{
    flush();
}

LimitLedger::Now LimitLedger::currentTime()
{
    return QDateTime::currentMSecsSinceEpoch();
}

LimitLedger::Entry &LimitLedger::entry(const QString &name, const QString &key, RateLimit limit, Now now)
{
    const QString id = name + QLatin1Char('\n') + key;
    auto found = m_entries.find(id);
    if (found == m_entries.end()) {
        if (m_entries.size() >= m_maxKeys) {
            // bounded memory, and no stall: start again without writing; what was pending (less than a batch per
            // key) is lost to the other processes, this one's RateLimiter still counts it
            m_entries.clear();
        }
        found = m_entries.insert(id, Entry{name, key, limit});
    }
    Entry &result = found.value();
    // a small limit (a batch of one: sign-ins, a few messages) is read at every check, so that processes do not
    // add up their shares of it; it sees few events
    if (result.readAt < 0 || now - result.readAt >= s_rereadMs || batchOf(limit) == 1) {
        read(result, now);
    }
    return result;
}

LimitLedger::Now LimitLedger::fullAt(const Entry &entry, Now now) const
{
    return std::max(entry.storedFull, now) + entry.pending * intervalMs(entry.limit);
}

void LimitLedger::read(Entry &entry, Now now)
{
    Statement statement(m_database, "SELECT full_at FROM limit_counts WHERE limit_name = ? AND limit_key = ?");
    statement.bindAll(entry.name, entry.key);
    entry.storedFull = statement.next() ? statement.int64(0) : 0;
    entry.readAt = now;
}

void LimitLedger::write(Entry &entry, Now now)
{
    if (entry.pending <= 0) {
        return;
    }
    // added to what the others wrote meanwhile, not put over it
    Statement statement(m_database,
                        "INSERT INTO limit_counts (limit_name, limit_key, full_at) VALUES (:name, :key, :now + :add) "
                        "ON CONFLICT (limit_name, limit_key) DO UPDATE SET full_at = "
                        "CASE WHEN limit_counts.full_at > :now THEN limit_counts.full_at ELSE :now END + :add");
    statement.bind(":name", entry.name).bind(":key", entry.key).bind(":now", now).bind(":add", entry.pending * intervalMs(entry.limit));
    if (!statement.exec()) {
        // the limit still holds in this process; the database may be full or locked
        qCWarning(OCSSERVER) << "cannot write the rate limits to the database";
        return;
    }
    entry.pending = 0;
    read(entry, now);
    purge(now);
}

void LimitLedger::purge(Now now)
{
    if (now - m_purgedAt < s_purgeMs) {
        return;
    }
    m_purgedAt = now;
    Statement statement(m_database, "DELETE FROM limit_counts WHERE full_at < ?");
    statement.bind(1, now).exec();
}

int LimitLedger::wait(const QString &name, const QString &key, RateLimit limit)
{
    const Now now = currentTime();
    if (limit.isOff()) {
        return 0;
    }
    std::lock_guard<std::mutex> guard(m_mutex);
    const Entry &counted = entry(name, key, limit, now);
    // a token is there once the bucket is no more than (count - 1) tokens short of full
    const qint64 missing = fullAt(counted, now) - now - (burstMs(limit) - intervalMs(limit));
    return missing <= 0 ? 0 : int(std::max<qint64>(1, (missing + 999) / 1000));
}

bool LimitLedger::isClean(const QString &name, const QString &key, RateLimit limit)
{
    const Now now = currentTime();
    if (limit.isOff()) {
        return true;
    }
    std::lock_guard<std::mutex> guard(m_mutex);
    return fullAt(entry(name, key, limit, now), now) <= now;
}

void LimitLedger::add(const QString &name, const QString &key, RateLimit limit)
{
    const Now now = currentTime();
    if (limit.isOff()) {
        return;
    }
    std::lock_guard<std::mutex> guard(m_mutex);
    Entry &counted = entry(name, key, limit, now);
    ++counted.pending;
    if (counted.pending >= batchOf(limit)) {
        write(counted, now);
    }
}

void LimitLedger::flush()
{
    std::lock_guard<std::mutex> guard(m_mutex);
    const Now now = currentTime();
    for (Entry &counted : m_entries) {
        write(counted, now);
    }
}
