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

bool Pace::isQuiet() const
{
    return m_quietUntil.isValid() && QDateTime::currentDateTimeUtc() < m_quietUntil;
}

QDateTime Pace::quietUntil() const
{
    return m_quietUntil;
}

} // namespace Ocs
