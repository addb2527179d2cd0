// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "result.h"

#include <QString>

namespace Ocs
{

/**
 * What the answer to a write (a message, a friend request) says about whether the server took it.
 *
 * The outbox acts on it: a write the server surely did not take may go out again, one it refused
 * waits for the user, and one whose fate is unknown is looked for on the server before anything else,
 * so that nothing is sent twice and nothing waits forever.
 */
struct SendOutcome {
    enum Kind {
        Taken, ///< OCS 100
        Refused, ///< the server read the request and said no (an OCS failure code, or an HTTP 4xx)
        NotTaken, ///< nothing was done: not sent, not reached, rate limited (OCS 200, HTTP 429, 503), or not authorised
        Lost, ///< the request went out and the answer broke off or never came (timeout, broken connection)
        Unclear, ///< an answer came, but it cannot be read (an HTML page, random bytes, an HTTP 5xx, an oversized body)
    };

    Kind kind = NotTaken;
    /// For Refused: the server's reason, bounded and on one line, or its code. Otherwise a detail for logs.
    QString reason;

    static SendOutcome of(const Result<NoData> &result);
};

} // namespace Ocs
