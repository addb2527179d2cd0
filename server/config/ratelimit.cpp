// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ratelimit.h"

namespace
{
constexpr int maxCount = 100000000;
constexpr int maxSeconds = 7 * 24 * 3600;

bool toNumber(const QString &text, int minimum, int maximum, int *value)
{
    bool ok = false;
    const int number = text.trimmed().toInt(&ok);
    if (!ok || number < minimum || number > maximum) {
        return false;
    }
    *value = number;
    return true;
}
}

std::optional<RateLimit> RateLimit::parse(const QString &text, int defaultSeconds)
{
    RateLimit limit;
    limit.seconds = defaultSeconds;
    if (text.trimmed().compare(QLatin1String("off"), Qt::CaseInsensitive) == 0) {
        limit.count = 0;
        return limit;
    }
    const int slash = text.indexOf(QLatin1Char('/'));
    if (!toNumber(slash < 0 ? text : text.left(slash), 0, maxCount, &limit.count)) {
        return std::nullopt;
    }
    if (slash >= 0 && !toNumber(text.mid(slash + 1), 1, maxSeconds, &limit.seconds)) {
        return std::nullopt;
    }
    return limit;
}

QString RateLimit::toString() const
{
    return isOff() ? QStringLiteral("off") : QStringLiteral("%1/%2").arg(count).arg(seconds);
}
