// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "contactscollector.h"

#include "export_debug.h"
#include "ocs/replyparser.h"
#include "ocs/worklimits.h"

#include <QFutureWatcher>
#include <QtConcurrent>

#include <algorithm>

using namespace Ocs;

namespace Export
{

namespace
{
const QString selfKey = QStringLiteral("Export:Self");

QString friendsPageKey(int page)
{
    return QStringLiteral("Export:Friends:%1").arg(page);
}

QString profileKey(const QString &id)
{
    return QStringLiteral("Export:Person:") + id;
}

/// The newer of two cache entries, parsed; empty items when neither is readable.
Reply<Person> newest(const ReplyCache &cache, const QString &exportKey, const QString &engineKey)
{
    const std::optional<ReplyCache::Entry> own = cache.load(exportKey);
    const std::optional<ReplyCache::Entry> engine = cache.load(engineKey);
    Reply<Person> ownReply = own ? ReplyParser::persons(own->body) : Reply<Person>();
    Reply<Person> engineReply = engine ? ReplyParser::persons(engine->body) : Reply<Person>();
    if (!engineReply.isSuccess()) {
        return ownReply;
    }
    if (!ownReply.isSuccess() || engine->updated > own->updated) {
        return engineReply;
    }
    return ownReply;
}

/// Your friends from the export's pages, or from the engine's first page when that is newer and complete.
QVector<Person> cachedFriends(const ReplyCache &cache)
{
    const std::optional<ReplyCache::Entry> firstPage = cache.load(friendsPageKey(0));
    const std::optional<ReplyCache::Entry> engine = cache.load(QStringLiteral("Friends"));
    const Reply<Person> engineReply = engine ? ReplyParser::persons(engine->body) : Reply<Person>();
    const bool engineComplete = engineReply.isSuccess() && engineReply.items.size() >= engineReply.meta.totalItems;
    if (engineReply.isSuccess() && (!firstPage || (engineComplete && engine->updated > firstPage->updated))) {
        return engineReply.items;
    }
    QVector<Person> friends;
    for (int page = 0; page < Limits::maxPages; ++page) {
        const std::optional<ReplyCache::Entry> entry = page == 0 ? firstPage : cache.load(friendsPageKey(page));
        if (!entry) {
            break;
        }
        const Reply<Person> reply = ReplyParser::persons(entry->body);
        if (!reply.isSuccess() || reply.items.isEmpty()) {
            break;
        }
        friends += reply.items;
        if (reply.meta.totalItems >= 0 && friends.size() >= reply.meta.totalItems) {
            break;
        }
    }
    return friends;
}
}

ContactsCollector::ContactsCollector(Session *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_cache(session ? session->cache() : ReplyCache(QString()))
{
    if (session) {
        m_user = session->client()->credentials().user;
        m_contacts.provider = session->client()->provider().baseUrl();
    }
}

void ContactsCollector::setPageSize(int pageSize)
{
    m_pageSize = std::clamp(pageSize, 1, Limits::pageSize);
}

bool ContactsCollector::reachedCeiling() const
{
    return m_reachedCeiling;
}

void ContactsCollector::setParallelRequests(int count)
{
    m_parallel = std::max(1, count);
}

bool ContactsCollector::readCache(const ReplyCache &cache, const QUrl &provider, Contacts *contacts)
{
    const Reply<Person> self = newest(cache, selfKey, QStringLiteral("Self"));
    if (!self.isSuccess() || self.items.isEmpty()) {
        return false;
    }
    Contacts result;
    result.provider = provider;
    result.self = self.items.first();
    result.fromCache = true;
    result.friends = cachedFriends(cache);
    for (Person &person : result.friends) {
        const Reply<Person> profile = newest(cache, profileKey(person.id), QStringLiteral("Person:") + person.id);
        if (profile.isSuccess() && !profile.items.isEmpty() && profile.items.first().id == person.id) {
            person = profile.items.first();
        }
    }
    *contacts = result;
    return true;
}

void ContactsCollector::get(const Request &request, const QString &key, Done done)
{
    if (!m_session) {
        Response cancelled;
        cancelled.error = Response::Cancelled;
        done(Reply<Person>(), cancelled);
        return;
    }
    const int maxItems = m_pageSize;
    auto delivered = [done, maxItems](const Result<Person> &result) {
        Reply<Person> reply = result.reply;
        // Never more than a page asked for, whatever the server sent.
        if (reply.items.size() > maxItems) {
            reply.items.resize(maxItems);
        }
        done(reply, result.response);
    };
    m_session->fetch<Person>(key, request, ReplyParser::persons, this, delivered, Client::CachedCopy::IfUnchanged);
}

void ContactsCollector::start()
{
    Request request;
    request.path = QStringLiteral("person/self");
    get(request, selfKey, [this](const Reply<Person> &reply, const Response &response) {
        if (!reply.isSuccess() || reply.items.isEmpty()) {
            fallBackToCache(response.error != Response::NoError ? response.errorDetail : QStringLiteral("person/self: %1").arg(reply.meta.statusCode));
            return;
        }
        m_contacts.self = reply.items.first();
        fetchFriendsPage(0);
    });
}

void ContactsCollector::fetchFriendsPage(int page)
{
    Request request;
    request.path = QStringLiteral("friend/data/") + pathSegment(m_user);
    request.query.addQueryItem(QStringLiteral("page"), QString::number(page));
    request.query.addQueryItem(QStringLiteral("pagesize"), QString::number(m_pageSize));
    get(request, friendsPageKey(page), [this, page](const Reply<Person> &reply, const Response &response) {
        if (!reply.isSuccess()) {
            fallBackToCache(response.error != Response::NoError ? response.errorDetail
                                                                : QStringLiteral("friend/data page %1: %2").arg(page).arg(reply.meta.statusCode));
            return;
        }
        // Only ids not seen before count: a page that brings none ends the list, whatever the server claims.
        int added = 0;
        for (const Person &person : reply.items) {
            if (!person.id.isEmpty() && !m_seenIds.contains(person.id)) {
                m_seenIds.insert(person.id);
                m_contacts.friends.append(person);
                ++added;
            }
        }
        const int total = reply.meta.totalItems;
        const bool more = added > 0 && (total >= 0 ? m_contacts.friends.size() < total : reply.items.size() >= m_pageSize);
        if (more && page + 1 >= Limits::maxPages) {
            qCWarning(SOCIALDESKTOP_EXPORT) << "The server claims" << total << "friends; the export stops after" << page + 1 << "pages,"
                                            << m_contacts.friends.size() << "friends";
            m_reachedCeiling = true;
            m_done = true;
            Q_EMIT finished(Contacts(), QStringLiteral("more than %1 pages of friends").arg(Limits::maxPages));
            return;
        }
        if (more) {
            fetchFriendsPage(page + 1);
            return;
        }
        qCDebug(SOCIALDESKTOP_EXPORT) << "Friend list complete:" << m_contacts.friends.size() << "in" << page + 1 << "pages";
        fetchNextProfiles();
    });
}

void ContactsCollector::fetchNextProfiles()
{
    while (m_profilesInFlight < m_parallel && m_nextProfile < m_contacts.friends.size()) {
        const int index = m_nextProfile++;
        const QString id = m_contacts.friends.at(index).id;
        ++m_profilesInFlight;
        Request request;
        request.path = QStringLiteral("person/data/") + pathSegment(id);
        get(request, profileKey(id), [this, index, id](const Reply<Person> &reply, const Response &response) {
            --m_profilesInFlight;
            Person &person = m_contacts.friends[index];
            if (reply.isSuccess() && !reply.items.isEmpty()) {
                person = reply.items.first();
            } else if (response.error != Response::NoError) {
                // Not reachable now: what the cache knew of this profile, if anything.
                const Reply<Person> profile = newest(m_cache, profileKey(id), QStringLiteral("Person:") + id);
                if (profile.isSuccess() && !profile.items.isEmpty() && profile.items.first().id == id) {
                    person = profile.items.first();
                }
            }
            // An OCS refusal (a private profile) keeps only what the friend list shows.
            fetchNextProfiles();
        });
    }
    if (m_profilesInFlight == 0 && m_nextProfile >= m_contacts.friends.size()) {
        finish();
    }
}

void ContactsCollector::fallBackToCache(const QString &reason)
{
    qCInfo(SOCIALDESKTOP_EXPORT) << "Export from the cache:" << reason;
    const ReplyCache cache = m_cache;
    const QUrl provider = m_contacts.provider;
    auto *watcher = new QFutureWatcher<std::optional<Contacts>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, reason] {
        const std::optional<Contacts> contacts = watcher->result();
        watcher->deleteLater();
        if (m_done) {
            return;
        }
        m_done = true;
        if (contacts) {
            Q_EMIT finished(*contacts, QString());
        } else {
            Q_EMIT finished(Contacts(), reason.isEmpty() ? QStringLiteral("nothing cached") : reason);
        }
    });
    watcher->setFuture(QtConcurrent::run([cache, provider]() -> std::optional<Contacts> {
        Contacts contacts;
        if (!readCache(cache, provider, &contacts)) {
            return std::nullopt;
        }
        return contacts;
    }));
}

void ContactsCollector::finish()
{
    if (m_done) {
        return;
    }
    m_done = true;
    Q_EMIT finished(m_contacts, QString());
}

} // namespace Export

#include "moc_contactscollector.cpp"
