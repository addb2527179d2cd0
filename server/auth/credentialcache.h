// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>

/**
 * Passwords this process verified lately against a slow hash (Argon2id), so that HTTP Basic, which sends the
 * password with every request, costs the slow check once and not on every call (--credential-cache).
 *
 * An entry is a keyed BLAKE2b digest of (person row, login, password), under a key drawn at random when the process
 * starts and never stored, mapped to the stored hash string the password was verified against and a time of expiry.
 * It only ever stands in for the check of a password against the stored hash the caller has just read from the
 * person's row: an entry counts when that string is still the same. A password changed or reset by the operator (in
 * this process, another one, or the database itself) gives another string and so misses; a wrong password gives
 * another digest and is checked in full; whatever else the row says (an account disabled) the caller decides as
 * before. Nothing of the password is kept in the clear, and the digests mean nothing to another process.
 * At most `capacity` entries (the expired ones go first, then arbitrary ones), each for `lifetime`.
 */
class CredentialCache
{
public:
    using Clock = std::chrono::steady_clock;

    explicit CredentialCache(int capacity = defaultCapacity, std::chrono::seconds lifetime = defaultLifetime);

    static constexpr int defaultCapacity = 10000;
    static constexpr std::chrono::seconds defaultLifetime{600};

    /** 0 turns the cache off (every request pays the full check); drops what it holds. */
    void setCapacity(int capacity);
    int capacity() const;
    int size() const;
    /** How many times a password was checked in full (the cache did not know it). */
    qint64 fullChecks() const;

    /**
     * Whether @p password is right for the person at @p row whose row holds @p stored: true at once when this
     * process verified the same password against the same stored string within the lifetime, else what
     * @p slowCheck says (remembered when true).
     */
    bool verify(qint64 row, const QString &login, const QString &password, const QString &stored, const std::function<bool()> &slowCheck);

    /** Drops what it knows of the person at @p row (a disabled account is never answered from the cache). */
    void forget(qint64 row);

    /** For tests: the time the entries' ages are measured against (the steady clock when not set). */
    void setNow(const std::function<Clock::time_point()> &now);

private:
    struct Entry {
        QString stored;
        Clock::time_point expires;
        qint64 row = 0;
    };

    QByteArray digest(qint64 row, const QString &login, const QString &password) const;
    void makeRoom(Clock::time_point now);

    QByteArray m_key;
    int m_capacity;
    std::chrono::seconds m_lifetime;
    std::function<Clock::time_point()> m_now;
    mutable std::mutex m_mutex;
    QHash<QByteArray, Entry> m_entries;
    std::atomic<qint64> m_fullChecks{0};
};
