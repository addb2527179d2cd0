// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

#include <optional>

/**
 * One rate limit setting: at most `count` events per `seconds` (a token bucket of `count` tokens refilled over
 * `seconds`). A count of 0 switches the limit off. Written "N" (per the default window) or "N/SECONDS".
 */
struct RateLimit {
    int count = 0;
    int seconds = 3600;

    bool isOff() const
    {
        return count <= 0;
    }
    /** "N/SECONDS", "N" (seconds = defaultSeconds) or "off"; nullopt when malformed or out of range. */
    static std::optional<RateLimit> parse(const QString &text, int defaultSeconds);
    QString toString() const;
};
