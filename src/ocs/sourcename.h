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
 *   Outbox                     what was written and not delivered yet (no request: read from disk)
 *
 * Ids are case-insensitive on the server but kept as written; numbers use '.' as decimal point.
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
    };

    Kind kind = Invalid;
    QString argument; ///< person id, folder id, event id or (Events) the country code, upper case
    bool hasPoint = false; ///< Events: measured from latitude, longitude
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

    /// Kilometres on the ground as degrees of arc, the unit of OCS's `distance`.
    static double kilometresToDegrees(double km);
};

} // namespace Ocs
