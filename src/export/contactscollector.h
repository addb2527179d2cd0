// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "contacts.h"

#include "ocs/replycache.h"
#include "ocs/session.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>

namespace Export
{

/**
 * Gathers what an export needs: your profile (`person/self`), every page of your friend list
 * (`friend/data/<you>`), and each friend's profile (`person/data/<id>`) for the homepages and
 * details a list item lacks. Every reply is parsed on a worker thread and kept in the account's
 * reply cache under keys of its own (`Export:…`), so that the engine's conditional requests for
 * its sources are never answered from data it has not seen.
 *
 * The friend list is walked at most Ocs::Limits::maxPages pages deep (Ocs::Limits::maxListItems friends),
 * and ends early when a page brings no id not seen before (empty, or a page repeated): a server that
 * claims an endless list (`totalitems` 2147483647, new ids on every page) stops the export at the
 * ceiling with an error (reachedCeiling()) instead of filling the cache without end.
 *
 * When the server cannot be reached (or refuses your profile or your friend list), everything comes
 * from the cache instead: the export's own entries, or the engine's `Self`, `Friends` and
 * `Person:<id>` entries when they are newer. A friend whose profile cannot be fetched keeps what
 * the list or the cache says; one whose profile became private keeps only the list item.
 */
class ContactsCollector : public QObject
{
    Q_OBJECT

public:
    /// Collects the account of @p session, through its fetch and its cache.
    explicit ContactsCollector(Ocs::Session *session, QObject *parent = nullptr);

    /// Friends per list request (the reference server allows up to 100; more is never asked).
    void setPageSize(int pageSize);
    /// Profile requests in flight at once.
    void setParallelRequests(int count);

    /// Starts; finished() follows, on this object's thread.
    void start();

    /// Only the cache: safe on any thread. False (and @p contacts untouched) without a cached profile.
    static bool readCache(const Ocs::ReplyCache &cache, const QUrl &provider, Contacts *contacts);

    /// True when the server still claimed more friends after the most pages an export walks (finished() then has an error).
    bool reachedCeiling() const;

Q_SIGNALS:
    /// @p error is empty on success; otherwise a technical reason (neither server nor cache had your profile).
    void finished(const Export::Contacts &contacts, const QString &error);

private:
    using Done = std::function<void(const Ocs::Reply<Ocs::Person> &reply, const Ocs::Response &response)>;

    /// The session's fetch: a 304 brings the copy kept under @p key, a good reply is kept there.
    void get(const Ocs::Request &request, const QString &key, Done done);
    void fetchFriendsPage(int page);
    void fetchNextProfiles();
    void fallBackToCache(const QString &reason);
    void finish();

    QPointer<Ocs::Session> m_session;
    Ocs::ReplyCache m_cache;
    QString m_user;
    int m_pageSize = 100;
    int m_parallel = 4;
    Contacts m_contacts;
    int m_nextProfile = 0;
    int m_profilesInFlight = 0;
    bool m_done = false;
    bool m_reachedCeiling = false;
    QSet<QString> m_seenIds;
};

} // namespace Export
