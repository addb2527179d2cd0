// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "pace.h"

#include <algorithm>

namespace Ocs
{

namespace
{
constexpr int firstPauseSeconds = 60;
constexpr int longestPauseSeconds = 30 * 60;
constexpr int tooManyRequests = 200;
constexpr int success = 100;
}

void Pace::note(int statusCode, const QDateTime &sent)
{
    if (statusCode == tooManyRequests) {
        m_backoffSeconds = m_backoffSeconds == 0 ? firstPauseSeconds : std::min(m_backoffSeconds * 2, longestPauseSeconds);
        m_pausedAt = QDateTime::currentDateTimeUtc();
        m_quietUntil = m_pausedAt.addSecs(m_backoffSeconds);
    } else if (statusCode == success && (!m_pausedAt.isValid() || sent >= m_pausedAt)) {
        m_backoffSeconds = 0;
        m_quietUntil = QDateTime();
        m_pausedAt = QDateTime();
    }
}

void Pace::waitAtLeast(int seconds, const QDateTime &now)
{
    if (seconds <= 0 || !now.isValid()) {
        return;
    }
    const QDateTime until = now.addSecs(std::min(seconds, maxRetryAfterSeconds));
    if (!m_notBefore.isValid() || until > m_notBefore) {
        m_notBefore = until;
    }
}

bool Pace::isQuiet() const
{
    const QDateTime until = quietUntil();
    return until.isValid() && QDateTime::currentDateTimeUtc() < until;
}

QDateTime Pace::quietUntil() const
{
    if (!m_notBefore.isValid() || QDateTime::currentDateTimeUtc() >= m_notBefore) {
        return m_quietUntil;
    }
    return m_quietUntil.isValid() && m_quietUntil > m_notBefore ? m_quietUntil : m_notBefore;
}

} // namespace Ocs
