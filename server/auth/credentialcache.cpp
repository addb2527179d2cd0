// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "credentialcache.h"

#include <sodium.h>

#include <algorithm>

CredentialCache::CredentialCache(int capacity, std::chrono::seconds lifetime)
    : m_key(crypto_generichash_KEYBYTES, '\0')
    , m_capacity(std::max(0, capacity))
    , m_lifetime(lifetime)
    , m_now(&Clock::now)
{
    if (sodium_init() < 0) {
        // no random key, no cache: every request gets the full check
        m_capacity = 0;
        return;
    }
    randombytes_buf(m_key.data(), static_cast<std::size_t>(m_key.size()));
}

void CredentialCache::setCapacity(int capacity)
{
    std::lock_guard<std::mutex> guard(m_mutex);
    m_capacity = std::max(0, capacity);
    m_entries.clear();
}

int CredentialCache::capacity() const
{
    std::lock_guard<std::mutex> guard(m_mutex);
    return m_capacity;
}

int CredentialCache::size() const
{
    std::lock_guard<std::mutex> guard(m_mutex);
    return m_entries.size();
}

qint64 CredentialCache::fullChecks() const
{
    return m_fullChecks;
}

void CredentialCache::setNow(const std::function<Clock::time_point()> &now)
{
    std::lock_guard<std::mutex> guard(m_mutex);
    m_now = now ? now : std::function<Clock::time_point()>(&Clock::now);
}

QByteArray CredentialCache::digest(qint64 row, const QString &login, const QString &password) const
{
    // lengths first, so that no two different triples give the same bytes
    const QByteArray loginBytes = login.toUtf8();
    const QByteArray passwordBytes = password.toUtf8();
    QByteArray input = QByteArray::number(row) + ':' + QByteArray::number(loginBytes.size()) + ':' + QByteArray::number(passwordBytes.size()) + ':';
    input += loginBytes;
    input += passwordBytes;
    QByteArray out(crypto_generichash_BYTES, '\0');
    crypto_generichash(reinterpret_cast<unsigned char *>(out.data()),
                       static_cast<std::size_t>(out.size()),
                       reinterpret_cast<const unsigned char *>(input.constData()),
                       static_cast<unsigned long long>(input.size()),
                       reinterpret_cast<const unsigned char *>(m_key.constData()),
                       static_cast<std::size_t>(m_key.size()));
    sodium_memzero(input.data(), static_cast<std::size_t>(input.size()));
    return out;
}

bool CredentialCache::verify(qint64 row, const QString &login, const QString &password, const QString &stored, const std::function<bool()> &slowCheck)
{
    // the key never changes after the constructor: the digest needs no lock
    const QByteArray key = digest(row, login, password);
    {
        std::lock_guard<std::mutex> guard(m_mutex);
        if (m_capacity == 0) {
            ++m_fullChecks;
            return slowCheck();
        }
        const auto found = m_entries.constFind(key);
        if (found != m_entries.constEnd()) {
            if (found->stored == stored && m_now() < found->expires) {
                return true;
            }
            // another password now, or too old: check it again
            m_entries.erase(found);
        }
    }
    // the slow check runs unlocked: other sign-ins go on meanwhile
    ++m_fullChecks;
    if (!slowCheck()) {
        return false;
    }
    std::lock_guard<std::mutex> guard(m_mutex);
    if (m_capacity == 0) {
        return true;
    }
    const Clock::time_point now = m_now();
    makeRoom(now);
    m_entries.insert(key, Entry{stored, now + m_lifetime, row});
    return true;
}

void CredentialCache::forget(qint64 row)
{
    std::lock_guard<std::mutex> guard(m_mutex);
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        it = it->row == row ? m_entries.erase(it) : std::next(it);
    }
}

void CredentialCache::makeRoom(Clock::time_point now)
{
    if (m_entries.size() < m_capacity) {
        return;
    }
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        it = now < it->expires ? std::next(it) : m_entries.erase(it);
    }
    // still full: drop arbitrary entries (their people pay one full check again)
    while (m_entries.size() >= m_capacity) {
        m_entries.erase(m_entries.begin());
    }
}
