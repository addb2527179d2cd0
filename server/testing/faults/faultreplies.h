// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "faults.h"

#include <QByteArray>

#include <cstdint>

namespace httplib
{
struct Response;
}

/**
 * Builds the broken replies of the fault modes.
 */
class FaultReplies
{
public:
    static constexpr std::size_t hugeSize = 100 * 1024 * 1024;

    /** Modes that replace the reply: the call itself is not carried out. */
    static bool replacesCall(Faults::Mode mode);
    /** Fills the response for a replacing mode; returns the OCS statuscode it carries, or -1 for none. */
    static int replace(Faults::Mode mode, std::uint64_t seed, httplib::Response &response);
    /** Sends the real body damaged by Slow, Truncated or Drop. */
    static void damage(Faults::Mode mode, const QByteArray &body, const char *contentType, httplib::Response &response);
};
