// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QVector>

/**
 * Where the EVENT module's events come from (docs/ocs-protocol.md, "Events"). The community server itself has no
 * way to add events yet, so this one has none: a community lists no events until it has a way to add them. The demo
 * community of scripts/demo and the tests (socialdesktop-testserver) serves made-up ones instead (EventCatalog).
 */
class EventSource
{
public:
    struct Event {
        qint64 id = 0;
        QString name;
        QString description;
        QString category;
        QString organizer; ///< a personid
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

    virtual ~EventSource() = default;

    /** The events matching @p query, in its order. */
    virtual QVector<Event> find(const Query &query) const
    {
        Q_UNUSED(query)
        return {};
    }
    /** The event with that id, or one with id 0. */
    virtual Event get(qint64 id) const
    {
        Q_UNUSED(id)
        return {};
    }
};
