// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "request.h"

#include <QString>

namespace Ocs
{

/**
 * The grammar of the `ocs` engine's source names, and the request each one makes.
 *
 *   Account                    the account (no request of its own)
 *   Self                       person/self
 *   Person:<id>                person/data/<id>
 *   Friends                    friend/data/<you>
 *   Friends:<id>               friend/data/<id>
 *   Invitations                friend/receivedinvitations
 *   SentInvitations            friend/sentinvitations
 *   Nearby:<lat>,<lon>,<km>    person/data?latitude&longitude&distance (km become degrees)
 *   Folders                    message
 *   Messages:<folder>          message/<folder>
 *   Activity                   activity
 *   Events:<CC>                event/data?country=<CC>&startat=<today> (upcoming events in that country)
 *   Events:<CC>,<lat>,<lon>    the same request, the events measured from and sorted by the point, which
 *                              is coarsened first and never sent (see EventsNear)
 *   Event:<id>                 event/data/<id>
 *   Knowledge:<query>          knowledgebase/data?search=<query>&sortmode=new (20 a page)
 *   KnowledgeEntry:<id>        knowledgebase/data/<id> (the `Entry` key), and its answers as the list:
 *                              comments/data/7/<id>/0 (50 top-level answers a page, with their replies)
 *   Forums                     forum/list (100 a page)
 *   Topics:<forum>             forum/topics/list?forum=<forum>&sortmode=new (50 a page)
 *   TopicSearch:<query>        forum/topics/list?search=<query>&sortmode=new (20 a page)
 *   Topic:<id>                 comments/data/4/<id>/0, the topic's replies (50 top-level ones a page)
 *   SameComputer:<value>       person/data?attributeapp=global&attributekey=pc&attributevalue=<value> (50 a page):
 *                              members who published the same computer, yourself left out
 *   SameComputerNear:<lat>,<lon>,<value>  the same, nearest first: the point is coarsened first and only the coarse
 *                              cell's centre is sent (`latitude`, `longitude`, no `distance`); the value is all
 *                              after the second comma. The widget names it only while the location is published
 *   MyHardware                 person/attributes/<you>/global/pc (the hardware attribute, with what this computer
 *                              would publish; see Hardware::DmiReader)
 *   Outbox                     what was written and not delivered yet (no request: read from disk)
 *
 * Ids are case-insensitive on the server but kept as written; numbers use '.' as decimal point. A <query> is
 * the text typed, trimmed, its inner white space made one space (normalizedQuery()), 3 to 100 characters.
 * The engine's names may start with an account's key (`<key>/Friends`): Ocs::AccountName splits it off first.
 */
struct SourceName {
    enum Kind {
        Invalid,
        Account,
        Self,
        Person,
        Friends,
        Invitations,
        SentInvitations,
        Nearby,
        Folders,
        Messages,
        Activity,
        Outbox,
        Events,
        Event,
        Knowledge,
        KnowledgeEntry,
        Forums,
        Topics,
        TopicSearch,
        Topic,
        MyHardware,
        SameComputer,
    };

    /// Rows a page of a help list asks for (docs/help.md): searches 20, topics and comments 50, forums 100.
    static constexpr int searchPageSize = 20;
    static constexpr int topicPageSize = 50;
    static constexpr int commentPageSize = 50;
    static constexpr int minQueryLength = 3;
    static constexpr int maxQueryLength = 100;

    Kind kind = Invalid;
    QString argument; ///< person id, folder id, event id, (Events) the country code, upper case, or a help query
    bool hasPoint = false; ///< Events, SameComputerNear: measured from latitude, longitude
    double latitude = 0;
    double longitude = 0;
    double radiusKm = 0;

    static SourceName parse(const QString &name);
    bool isValid() const
    {
        return kind != Invalid;
    }

    /// The request for this source (page @p page of @p pageSize); @p user is the account's login.
    Request request(const QString &user, int pageSize, int page = 0) const;

    /// True for the sources whose items come in pages (Friends, Nearby, Messages …).
    bool isList() const;
    /// The rows one page asks for: @p fallback, or a help list's own page size.
    int pageSize(int fallback) const;
    /// True for the lists whose pages are comments (KnowledgeEntry, Topic): a page holds its top-level comments
    /// and their replies, and `totalitems` counts the top-level ones.
    bool pagesAreComments() const;
    /// KnowledgeEntry: the request for the entry itself (the list's pages are its answers).
    Request entryRequest() const;

    /// @p text trimmed, its inner white space made one space; empty unless 3 to 100 characters remain.
    static QString normalizedQuery(const QString &text);

    /// Kilometres on the ground as degrees of arc, the unit of OCS's `distance`.
    static double kilometresToDegrees(double km);
};

} // namespace Ocs
