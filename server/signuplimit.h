// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QHash>
#include <QString>
#include <QVector>

#include <chrono>
#include <mutex>

/**
 * At most `limit` person/add calls per client address in a sliding hour (--signup-limit).
 */
class SignupLimit
{
public:
    explicit SignupLimit(int limit);

    /** Counts one attempt from address; 0 when it is allowed, else the seconds until the next one would be. */
    int take(const QString &address);

private:
    using Clock = std::chrono::steady_clock;
    static constexpr std::chrono::seconds window{3600};

    int m_limit;
    std::mutex m_mutex;
    QHash<QString, QVector<Clock::time_point>> m_attempts;
};
