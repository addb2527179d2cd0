// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "signuplimit.h"

#include <algorithm>

SignupLimit::SignupLimit(int limit)
    : m_limit(limit)
{
}

int SignupLimit::take(const QString &address)
{
    const Clock::time_point now = Clock::now();
    std::lock_guard<std::mutex> guard(m_mutex);
    QVector<Clock::time_point> &attempts = m_attempts[address];
    attempts.erase(std::remove_if(attempts.begin(),
                                  attempts.end(),
                                  [now](Clock::time_point at) {
                                      return now - at >= window;
                                  }),
                   attempts.end());
    if (attempts.size() >= m_limit) {
        const auto wait = std::chrono::duration_cast<std::chrono::seconds>(attempts.constFirst() + window - now).count();
        return static_cast<int>(std::max<long long>(1, wait));
    }
    attempts.append(now);
    return 0;
}
