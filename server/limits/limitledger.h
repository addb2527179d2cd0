// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "sharedlimits.h"

#include <QHash>
#include <QString>

#include <mutex>

class Database;

/**
 * The rate limits in the database, so that every server process on it and every restart count together
 * (server/README.md, "Rate limits"). The same token bucket as RateLimiter, kept as one time per limit and key: when
 * the bucket is full again (a row in limit_counts). Coarse on purpose: events are counted in memory and written in
 * batches (a tenth of the limit, at least one event), and the shared time is read again at most every few seconds,
 * so most requests write nothing. What a killed process had not written yet is lost: less than a batch per key; so
 * is what is pending when more than maxKeys keys are tracked (they are all dropped then, without a write).
 * Thread-safe.
 */
class LimitLedger : public SharedLimits
{
public:
    /** Milliseconds since the epoch. */
    using Now = qint64;

    LimitLedger(Database &database, int maxKeys);
    ~LimitLedger() override;
    LimitLedger(const LimitLedger &) = delete;
    LimitLedger &operator=(const LimitLedger &) = delete;

    int wait(const QString &name, const QString &key, RateLimit limit) override;
    bool isClean(const QString &name, const QString &key, RateLimit limit) override;
    void add(const QString &name, const QString &key, RateLimit limit) override;
    /** Writes every count not written yet (at shutdown). */
    void flush();

    static Now currentTime();

private:
    struct Entry {
        QString name;
        QString key;
        RateLimit limit;
        Now storedFull = 0; // the bucket's full time in the database, as last read
        int pending = 0; // our events not written yet
        Now readAt = -1;
    };

    Entry &entry(const QString &name, const QString &key, RateLimit limit, Now now);
    Now fullAt(const Entry &entry, Now now) const;
    void read(Entry &entry, Now now);
    void write(Entry &entry, Now now);
    void purge(Now now);

    Database &m_database;
    int m_maxKeys;
    std::mutex m_mutex;
    QHash<QString, Entry> m_entries;
    Now m_purgedAt = 0;
};
