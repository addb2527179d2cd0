// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QStringList>

#include <mutex>
#include <optional>

/**
 * The switchable fault mode for /v1/ replies, optionally limited to the next N requests.
 */
class Faults
{
public:
    enum class Mode {
        None,
        Slow, // body trickles out in small chunks over a few seconds
        Truncated, // clean reply whose XML is cut in the middle
        Html, // HTTP 200 with an HTML error page
        Http500,
        Drop, // announces Content-Length, sends part, closes the connection
        Garbage, // HTTP 200 with random bytes
        RateLimit, // OCS statuscode 200, status failed, HTTP 200
        Unauthorized, // 401 with the Basic challenge whatever the credentials
        Huge, // a 100 MiB well-formed-looking body, streamed
        // Hostile modes (see HostileReplies): valid OCS that asks for unbounded work or probes the position.
        Rows3000, // a list page with 3,000 rows whatever pagesize was asked
        Endless, // friend pages that never end, new ids on every page
        SamePage, // friend pages that never end, the same ids on every page
        AttrFlood, // one element with 160,000 attributes
        Grid, // a position search answers people on a 1 km grid around the searched point
        LongMessage, // a message or friend request is refused with a 100,000-character reason full of control characters
        EventFlood, // an event list page with 10,000 events whatever pagesize was asked, the first in the year 99999
        EventHuge, // an event list or event whose description is 1 MB long
        SignupMessage, // person/add is refused with an unknown code (107) and a 50,000-character reason
    };

    static std::optional<Mode> parse(const QString &name);
    static QString name(Mode mode);
    static QStringList names();

    /**
     * count <= 0: until changed. @p only, when not empty, names the calls the mode waits for, as "METHOD path" below
     * /v1/ matched at its start ("POST message"): other calls pass untouched and use up nothing.
     */
    void set(Mode mode, int count, const QString &only = {});
    /** The mode for the /v1/ call @p call ("METHOD path"); consumes one from a limited count. */
    Mode take(const QString &call);
    Mode mode() const;
    /** Requests left with a limited count, -1 when unlimited. */
    int remaining() const;

private:
    mutable std::mutex m_mutex;
    Mode m_mode = Mode::None;
    int m_remaining = -1;
    QString m_only;
};
