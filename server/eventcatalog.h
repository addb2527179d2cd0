// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

class Clock;
class Database;

/**
 * The EVENT module's data (docs/ocs-protocol.md, "Events"): a few hundred community events in the real cities the
 * demo community lives in (data/cities.json), from two weeks ago to four months ahead of the server's clock.
 *
 * Nothing is stored: the events are the same every time for a given day (a fixed seed), dated relative to
 * midnight UTC of the server's day, so "upcoming" stays true however long the database has existed.
 */
class EventCatalog
{
public:
    static constexpr int count = 320;
    /// Days before today the earliest events start, and days after today the last ones.
    static constexpr int daysBefore = 14;
    static constexpr int daysAhead = 120;

    struct Event {
        qint64 id = 0;
        QString name;
        QString description;
        QString category;
        QString organizer; ///< a personid of the demo community
        qint64 start = 0; ///< seconds since the epoch, UTC
        qint64 end = 0;
        bool hasPosition = false;
        double latitude = 0;
        double longitude = 0;
        QString city;
        QString countryCode;
        QString homepage;
    };

    struct Query {
        QString countryCode; ///< empty: every country
        qint64 startAt = -1; ///< only events that start on or after this time; -1: all
        QString search; ///< in the name, the city or the description, case-insensitive
        bool alphabetical = false; ///< by name; otherwise the soonest first
    };

    EventCatalog(Database &database, const Clock &clock);

    /** All events of today's catalogue, ordered by id. */
    QVector<Event> all() const;
    /** The events matching @p query, in its order. */
    QVector<Event> find(const Query &query) const;
    /** The event with that id, or one with id 0. */
    Event get(qint64 id) const;

private:
    const Clock &m_clock;
    /// Public people per city index (organisers), looked up once.
    QVector<QStringList> m_organizers;
};
