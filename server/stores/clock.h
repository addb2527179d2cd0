// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

class Database;

/**
 * Timestamps for things created at run time: the wall clock, but never earlier than the newest
 * stored message or activity, so new entries always sort first even on a machine whose clock lags
 * behind the seeded data.
 */
class Clock
{
public:
    explicit Clock(Database &database);

    qint64 now() const;
    /** ISO 8601 in UTC: 2026-01-01T00:00:00Z (an offset such as +00:00 is dropped by Attica's activity parser, which then reads local time) */
    static QString isoDate(qint64 secondsSinceEpoch);

private:
    qint64 m_floor = 0;
};
