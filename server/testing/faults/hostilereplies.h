// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "faults.h"
#include "requestparams.h"

#include <QStringList>

namespace httplib
{
struct Response;
}

/**
 * The replies of the hostile modes: well-formed OCS that asks a client for unbounded work or tries to
 * learn more than it was told. Each mode answers only the requests it is about; the rest are served as usual.
 *
 *   rows3000   any list request (one with `pagesize`): 3,000 rows, whatever was asked
 *   endless    friend/data/<id>: pages that never end (totalitems 2147483647), new ids on every page
 *   samepage   friend/data/<id>: the same, but every page repeats the first one's ids
 *   attrflood  any request: one element with 160,000 attributes (~2 MB)
 *   grid       person/data with latitude and longitude: people on a 1 km grid around the searched point,
 *              nearest first, each with an avatar URL of its own (a client that fetches the avatars of the
 *              rows nearest to it would tell where it is within the searched cell)
 *   longmessage  message/2 and friend/invite/<id>: refused (101) with a reason of 100,000 characters that
 *              carries line breaks, a tab and a right-to-left override
 *   eventflood event/data: 10,000 events on one page whatever was asked (totalitems 10000), the first one dated
 *              in the year 99999, with an end before its start
 *   eventhuge  event/data and event/data/<id>: one event whose description is 1 MB (one text node)
 *   signupmessage  person/add: refused with code 107 (not one of the spec's) and the same reason cut to 50,000
 *              characters
 */
class HostileReplies
{
public:
    static constexpr int rows = 3000;
    static constexpr int floodAttributes = 160000;
    /// Grid points each side of the searched point: (2 * gridReach + 1)² people, 1 km apart.
    static constexpr int gridReach = 6;
    static constexpr int floodEvents = 10000;
    static constexpr int hugeDescriptionBytes = 1024 * 1024;
    /// signupmessage: a code the spec does not give person/add, and the length of its reason.
    static constexpr int signupCode = 107;
    static constexpr int signupMessageLength = 50000;

    static bool isHostile(Faults::Mode mode);
    /** Whether @p mode answers this request itself. @p segments is the path after /v1/. */
    static bool answers(Faults::Mode mode, const QStringList &segments, const RequestParams &params);
    /** Fills the response; returns the OCS statuscode it carries. @p baseUrl is http://host:port. */
    static int reply(Faults::Mode mode, const RequestParams &params, const QString &baseUrl, httplib::Response &response);

    /** The body of one mode, for tests and benchmarks of the client that need the bytes without a server. */
    static QByteArray attributeFlood();
    /** The reason longmessage refuses with. */
    static QString longMessage();
};
