// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "argon2.h"

#include <QByteArray>

#include <sodium.h>

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace
{
bool ready()
{
    static const bool s_ready = sodium_init() >= 0;
    return s_ready;
}

/**
 * Each Argon2 computation holds MEMLIMIT_INTERACTIVE (64 MiB): a flood of sign-ins on every worker thread at once
 * would need gigabytes, so only as many run at a time as there are cores; the others wait their turn.
 */
class Slots
{
public:
    Slots()
        : m_free(int(std::max(2U, std::thread::hardware_concurrency())))
    {
    }
    void acquire()
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_changed.wait(lock, [this] {
            return m_free > 0;
        });
        --m_free;
    }
    void release()
    {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            ++m_free;
        }
        m_changed.notify_one();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    int m_free;
};

class Slot
{
public:
    Slot()
    {
        slots().acquire();
    }
    ~Slot()
    {
        slots().release();
    }
    Slot(const Slot &) = delete;
    Slot &operator=(const Slot &) = delete;

private:
    static Slots &slots()
    {
        static Slots s_slots;
        return s_slots;
    }
};
}

QString Argon2::hash(const QString &password)
{
    if (!ready()) {
        return QString();
    }
    const QByteArray secret = password.toUtf8();
    char out[crypto_pwhash_STRBYTES];
    const Slot slot;
    if (crypto_pwhash_str_alg(out,
                              secret.constData(),
                              static_cast<unsigned long long>(secret.size()),
                              crypto_pwhash_OPSLIMIT_INTERACTIVE,
                              crypto_pwhash_MEMLIMIT_INTERACTIVE,
                              crypto_pwhash_ALG_ARGON2ID13)
        != 0) {
        return QString();
    }
    return QString::fromLatin1(out);
}

bool Argon2::isArgon2(const QString &stored)
{
    return stored.startsWith(QLatin1String("$argon2id$"));
}

bool Argon2::verify(const QString &stored, const QString &password)
{
    if (!ready() || !isArgon2(stored)) {
        return false;
    }
    const QByteArray text = stored.toLatin1();
    const QByteArray secret = password.toUtf8();
    const Slot slot;
    return crypto_pwhash_str_verify(text.constData(), secret.constData(), static_cast<unsigned long long>(secret.size())) == 0;
}

void Argon2::verifyNothing(const QString &password)
{
    // a hash of random bytes nobody knows, made once, with the same parameters as every account's
    static const QString s_nothing = [] {
        unsigned char secret[32];
        if (ready()) {
            randombytes_buf(secret, sizeof(secret));
        }
        return hash(QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(secret), sizeof(secret)).toBase64()));
    }();
    verify(s_nothing, password);
}
