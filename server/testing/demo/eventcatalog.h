// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "eventsource.h"

#include <QStringList>

class Clock;
class Database;

/**
 * The demo community's events (docs/ocs-protocol.md, "Events"), for scripts/demo and the tests only: a few hundred made-up events in the real cities the
 * demo community lives in (data/cities.json), from two weeks ago to four months ahead of the server's clock.
 *
 * Nothing is stored: the events are the same every time for a given day (a fixed seed), dated relative to
 * midnight UTC of the server's day, so "upcoming" stays true however long the database has existed.
 */
class EventCatalog : public EventSource
{
public:
    static constexpr int count = 320;
    /// Days before today the earliest events start, and days after today the last ones.
    static constexpr int daysBefore = 14;
    static constexpr int daysAhead = 120;

    EventCatalog(Database &database, const Clock &clock);

    /** All events of today's catalogue, ordered by id. */
    QVector<Event> all() const;
    QVector<Event> find(const Query &query) const override;
    Event get(qint64 id) const override;

private:
    const Clock &m_clock;
    /// Public people per city index (organisers), looked up once.
    QVector<QStringList> m_organizers;
};
