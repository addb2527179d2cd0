// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDateTime>

namespace Ocs
{

/**
 * The server's pace: OCS code 200 (too many requests) starts a quiet period of a minute, and each
 * further 200 doubles it, up to half an hour. A success of a request sent after the pause began ends it.
 * A Retry-After the server sent with HTTP 429 or 503 is a floor of its own: nothing
 * periodic before it, whatever succeeds meanwhile, at most an hour ahead.
 * Only the periodic refresh and the polls wait; what the user asks for goes out at once.
 */
class Pace
{
public:
    /// Notes the OCS status code of a reply to a request sent at @p sent (a 304 counts as 100).
    void note(int statusCode, const QDateTime &sent);
    /// The server asked to wait @p seconds from @p now (a Retry-After, bounded to maxRetryAfterSeconds); 0 or less: nothing.
    void waitAtLeast(int seconds, const QDateTime &now);
    /// True while the server asked to slow down.
    bool isQuiet() const;
    /// When the quiet period ends; invalid when there is none.
    QDateTime quietUntil() const;

    static constexpr int maxRetryAfterSeconds = 60 * 60;

private:
    QDateTime m_quietUntil;
    QDateTime m_pausedAt;
    QDateTime m_notBefore;
    int m_backoffSeconds = 0;
};

} // namespace Ocs
