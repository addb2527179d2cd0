// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "session.h"

#include "activityfriendships.h"
#include "eventsnear.h"
#include "geo/locationconfig.h"
#include "hardware/dmireader.h"
#include "hardware/hardwaresettings.h"
#include "nearbysearch.h"
#include "ocs_debug.h"
#include "operations.h"
#include "pagedlistmodel.h"
#include "pollschedule.h"
#include "querycaches.h"
#include "replyparser.h"
#include "rowpage.h"
#include "sourcedata.h"
#include "storage/privatefiles.h"
#include "variants.h"
#include "worklimits.h"

#include <KLocalizedString>

#include <QThreadPool>

namespace Ocs
{

namespace
{
// One page covers what a popup shows; the views ask for more only when they need it, up to Limits::maxPages.
constexpr int pageSize = Limits::pageSize;

/// Only what verify() needs of a reply: its readability and status.
template<typename T>
Reply<NoData> statusOf(const Reply<T> &reply)
{
    Reply<NoData> status;
    status.error = reply.error;
    status.meta = reply.meta;
    return status;
}

// A help page keeps the rows it asked for (docs/help.md).
Reply<KnowledgeEntry> knowledgePage(const QByteArray &xml)
{
    return ReplyParser::knowledgeBase(xml, SourceName::searchPageSize);
}

Reply<Person> sameComputerPage(const QByteArray &xml)
{
    return ReplyParser::persons(xml, SourceName::topicPageSize);
}

Reply<Topic> topicsPage(const QByteArray &xml)
{
    return ReplyParser::topics(xml, SourceName::topicPageSize);
}

Reply<Topic> topicSearchPage(const QByteArray &xml)
{
    return ReplyParser::topics(xml, SourceName::searchPageSize);
}

/// The call whose answer a page of @p name is: a knowledge-base entry's answers are a COMMENTS call.
SourceName answeredCall(const SourceName &name)
{
    if (name.kind != SourceName::KnowledgeEntry) {
        return name;
    }
    SourceName comments = name;
    comments.kind = SourceName::Topic;
    return comments;
}

Client::CachedCopy cachedCopyFor(const QSet<QString> &shown, const QString &key)
{
    // A page on screen already shows the cached copy: only revalidate it.
    return shown.contains(key) ? Client::CachedCopy::Skip : Client::CachedCopy::Deliver;
}
}

Session::Session(const QUrl &baseUrl, const Credentials &credentials, QObject *parent)
    : QObject(parent)
    , m_capabilities(baseUrl)
    , m_cache(ReplyCache::directoryFor(Storage::PrivateFiles::cacheRoot(), baseUrl, credentials.user))
    , m_outbox(&m_client, Outbox(Outbox::directoryFor(Storage::PrivateFiles::dataRoot(), baseUrl, credentials.user)))
{
    m_client.setProvider(Provider(baseUrl));
    m_client.setCredentials(credentials);
    connect(&m_outbox, &OutboxSender::changed, this, &Session::outboxChanged);
    connect(&m_outbox, &OutboxSender::delivered, this, [this](const Outbox::Entry &entry) {
        if (entry.isHelp()) {
            refreshShowing(entry);
            return;
        }
        // The sent folder (whatever its id), the sent invitations or the activity stream show it now.
        const SourceName::Kind shows = entry.kind == Outbox::Entry::Invitation ? SourceName::SentInvitations
            : entry.kind == Outbox::Entry::Activity                            ? SourceName::Activity
                                                                               : SourceName::Messages;
        const QSet<QString> sources = m_sources;
        for (const QString &source : sources) {
            if (SourceName::parse(source).kind == shows) {
                refresh(source);
            }
        }
    });
}

void Session::refreshShowing(const Outbox::Entry &entry)
{
    // A question shows in the searches, a topic in its forum and the topic searches, an answer or a reply under
    // what it answers.
    const QSet<QString> sources = m_sources;
    for (const QString &source : sources) {
        const SourceName name = SourceName::parse(source);
        const bool shows = (entry.kind == Outbox::Entry::Question && name.kind == SourceName::Knowledge)
            || (entry.kind == Outbox::Entry::Topic
                && (name.kind == SourceName::TopicSearch || (name.kind == SourceName::Topics && name.argument == entry.target)))
            || (entry.kind == Outbox::Entry::Answer && name.kind == SourceName::KnowledgeEntry && name.argument == entry.target)
            || (entry.kind == Outbox::Entry::Reply && name.kind == SourceName::Topic && name.argument == entry.target);
        if (shows) {
            refresh(source);
        }
    }
}

Session::~Session()
{
    // Whoever waits for the server's word gets one: the account's session is over.
    const QVector<Done> waiting = std::exchange(m_verifying, {});
    for (const Done &done : waiting) {
        done(i18nc("@info", "Not signed in."));
    }
}

Client *Session::client()
{
    return &m_client;
}

const ReplyCache &Session::cache() const
{
    return m_cache;
}

const Outbox &Session::outbox() const
{
    return m_outbox.outbox();
}

void Session::setModels(ModelFor modelFor)
{
    m_modelFor = std::move(modelFor);
}

QString Session::pageKey(const QString &source, int page)
{
    return page == 0 ? source : source + QStringLiteral("#page") + QString::number(page);
}

Geo::Fix Session::leaving(const Geo::Fix &position)
{
    return Geo::LocationConfig().coarsened(position);
}

void Session::start(const QStringList &sources)
{
    // Off the GUI thread: it opens every cache file once. New keys never start like the old ones, so it races with nothing.
    QThreadPool::globalInstance()->start([cache = m_cache] {
        NearbySearch::removeFineKeys(cache);
    });
    for (const QString &source : sources) {
        show(source);
    }
    // What was written before (maybe in an earlier session) goes out now, and a removal of the hardware attribute.
    m_outbox.flush();
    sendPendingHardwareRemoval();
}

void Session::show(const QString &source)
{
    // The account and the outbox are no server data: the engine publishes them itself.
    const SourceName::Kind kind = SourceName::parse(source).kind;
    if (kind == SourceName::Invalid || kind == SourceName::Account || kind == SourceName::Outbox) {
        return;
    }
    m_sources.insert(source);
    update(source);
}

bool Session::isShown(const QString &source) const
{
    return m_sources.contains(source);
}

void Session::forget(const QString &source)
{
    const int pages = m_lists.value(source).pagesWanted;
    for (int page = 0; page < pages; ++page) {
        m_shown.remove(pageKey(source, page));
    }
    m_shown.remove(source + QStringLiteral("#entry"));
    m_lists.remove(source);
    m_sources.remove(source);
}

void Session::refresh(const QString &source)
{
    if (!source.isEmpty()) {
        show(source);
        return;
    }
    if (m_pace.isQuiet()) {
        qCDebug(SOCIALDESKTOP_OCS) << "periodic refresh skipped: the server asked to slow down until" << m_pace.quietUntil();
        return;
    }
    const QSet<QString> sources = m_sources;
    for (const QString &name : sources) {
        update(name);
    }
    sendPendingHardwareRemoval();
}

bool Session::poll(const QString &source)
{
    if (m_pace.isQuiet()) {
        qCDebug(SOCIALDESKTOP_OCS) << "poll of" << source << "skipped: the server asked to wait until" << m_pace.quietUntil();
        return false;
    }
    refresh(source);
    return true;
}

QDateTime Session::quietUntil() const
{
    return m_pace.quietUntil();
}

void Session::notePace(const Response &response, int statusCode, const QDateTime &sent)
{
    m_pace.note(statusCode, sent);
    // A server that is busy or down for a while (HTTP 429 or 503) may say for how long. (OCS 200 has its own
    // pause above, which a later success ends.)
    constexpr int tooManyRequests = 429;
    constexpr int unavailable = 503;
    if (response.httpStatus == tooManyRequests || response.httpStatus == unavailable) {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        m_pace.waitAtLeast(PollSchedule::retryAfterSeconds(response.retryAfter, now), now);
    }
}

bool Session::loadMore(const QString &source)
{
    const SourceName name = SourceName::parse(source);
    const auto list = m_lists.find(source);
    if (!name.isList() || list == m_lists.end() || !list->hasMore) {
        return false;
    }
    const int page = list->pagesWanted;
    if (page >= Limits::maxPages) {
        // Whatever the server claims, no list grows past the ceiling.
        qCWarning(SOCIALDESKTOP_OCS) << source << "has" << page << "pages already, the most a list loads";
        return false;
    }
    list->pagesWanted = page + 1;
    Q_EMIT dataChanged(source, SourceData::loading());
    fetchPages(source, name, page, page);
    return true;
}

void Session::update(const QString &source)
{
    const SourceName name = SourceName::parse(source);
    Q_EMIT dataChanged(source, SourceData::loading());
    if (name.kind == SourceName::KnowledgeEntry) {
        // The question itself; its answers are the list's pages.
        fetchItem<KnowledgeEntry>(source, name, ReplyParser::knowledgeBase, Variants::fromKnowledgeEntry, QStringLiteral("Entry"));
    }
    if (name.isList()) {
        // Every page the view has loaded is revalidated; unchanged ones cost a 304 each.
        fetchPages(source, name, 0, m_lists.value(source).pagesWanted - 1);
    } else if (name.kind == SourceName::Event) {
        fetchItem<Event>(source, name, ReplyParser::events, Variants::fromEvent, QStringLiteral("Event"));
    } else if (name.kind == SourceName::MyHardware) {
        fetchHardware(source, name);
    } else {
        fetchItem<Person>(source, name, ReplyParser::persons, Variants::fromPerson, QStringLiteral("Person"));
    }
}

void Session::fetchPages(const QString &source, const SourceName &name, int first, int last)
{
    for (int page = first; page <= last; ++page) {
        switch (name.kind) {
        case SourceName::Friends:
        case SourceName::Invitations:
        case SourceName::SentInvitations:
        case SourceName::Nearby:
            fetchPage<Person>(source, name, page, ReplyParser::persons, Variants::fromPerson);
            break;
        case SourceName::Folders:
            fetchPage<Folder>(source, name, page, ReplyParser::folders, Variants::fromFolder);
            break;
        case SourceName::Messages:
            fetchPage<Message>(source, name, page, ReplyParser::messages, Variants::fromMessage);
            break;
        case SourceName::Activity:
            fetchPage<Activity>(source, name, page, ReplyParser::activities, Variants::fromActivity);
            break;
        case SourceName::Events:
            fetchPage<Event>(source, name, page, ReplyParser::events, Variants::fromEvent);
            break;
        case SourceName::SameComputer:
            fetchPage<Person>(source, name, page, sameComputerPage, Variants::fromPerson);
            break;
        case SourceName::Knowledge:
            fetchPage<KnowledgeEntry>(source, name, page, knowledgePage, Variants::fromKnowledgeEntry);
            break;
        case SourceName::KnowledgeEntry:
        case SourceName::Topic:
            fetchPage<Comment>(source, name, page, ReplyParser::comments, Variants::fromComment);
            break;
        case SourceName::Forums:
            fetchPage<Forum>(source, name, page, ReplyParser::forums, Variants::fromForum);
            break;
        case SourceName::Topics:
            fetchPage<Topic>(source, name, page, topicsPage, Variants::fromTopic);
            break;
        case SourceName::TopicSearch:
            fetchPage<Topic>(source, name, page, topicSearchPage, Variants::fromTopic);
            break;
        default:
            break;
        }
    }
}

template<typename T>
void Session::fetchPage(const QString &source, const SourceName &name, int page, Client::Parser<T> parse, QVariantMap (*convert)(const T &))
{
    // Pages shown are tracked per source; the cache is keyed by what was sent. A nearby search sends, caches
    // and measures from the coarse point only, never from the position in the source name.
    // Events measured from a point are stored by the coarse point too, though only the country is sent.
    // Members with the same computer nearest first likewise send and keep only the coarse point.
    const bool nearby = name.kind == SourceName::Nearby;
    const bool nearEvents = name.kind == SourceName::Events && name.hasPoint;
    const bool nearSameComputer = name.kind == SourceName::SameComputer && name.hasPoint;
    const bool measured = nearby || nearEvents || nearSameComputer;
    const Geo::Fix point = measured ? leaving(NearbySearch::viewPoint(name)) : Geo::Fix();
    const SourceName sent = nearby || nearSameComputer ? NearbySearch::searchedFrom(name, point) : name;
    const QString key = pageKey(source, page);
    const QString storedAs = nearby ? pageKey(NearbySearch::cellKey(point, name.radiusKm), page)
        : nearEvents                ? pageKey(EventsNear::cacheKey(name, point), page)
        : nearSameComputer          ? pageKey(NearbySearch::sameComputerKey(point, name.argument), page)
                                    : key;
    m_freshPages.remove(key);
    const QDateTime started = QDateTime::currentDateTimeUtc();
    // On a worker: the reply's items as the rows the model holds (and the cache keeps), with distances from the coarse point.
    const bool activity = name.kind == SourceName::Activity;
    // Members with the same computer: you are not one of them.
    const QString leaveOut = name.kind == SourceName::SameComputer ? m_client.credentials().user : QString();
    Client::RowsParser rowsOf = [parse, convert, measured, nearEvents, activity, point, leaveOut](const QByteArray &body, Reply<NoData> *status) {
        const Reply<T> reply = parse(body);
        *status = statusOf(reply);
        status->errorDetail = reply.errorDetail;
        QVector<QVariantMap> items;
        items.reserve(reply.items.size());
        for (const T &item : reply.items) {
            QVariantMap row = convert(item);
            if (!leaveOut.isEmpty() && row.value(QStringLiteral("id")).toString().compare(leaveOut, Qt::CaseInsensitive) == 0) {
                continue;
            }
            items.append(std::move(row));
            if (measured) {
                NearbySearch::addDistance(items.last(), point);
            }
        }
        if (nearEvents) {
            EventsNear::sortBySoonest(items);
        }
        if (activity) {
            ActivityFriendships::merge(items);
        }
        return RowPage::fromMaps(items);
    };
    auto publish = [this, source, page, name, key, started](const Result<NoData> &result, const RowPage &rows) {
        if (result.fromCache && m_freshPages.contains(key)) {
            return;
        }
        if (!result.fromCache) {
            noteAnswer(result.response, result.reply, answeredCall(name));
            notePace(result.response, result.response.notModified ? 100 : result.reply.meta.statusCode, started);
            if (result.isSuccess()) {
                m_freshPages.insert(key);
            }
        }
        if (result.fromCache || (result.isSuccess() && !result.response.notModified)) {
            m_shown.insert(key);
        }
        if (!result.fromCache && result.isSuccess() && page == 0 && (name.kind == SourceName::Knowledge || name.kind == SourceName::TopicSearch)) {
            // Only the last queries' searches stay on disk; off the GUI thread, as it opens every cache file.
            QThreadPool::globalInstance()->start([cache = m_cache, key] {
                QueryCaches::keepNewest(cache, key);
            });
        }
        Q_EMIT dataChanged(source, pageData(source, name, page, result, rows));
    };
    m_client.fetchRows(m_cache, storedAs, sent.request(m_client.credentials().user, pageSize, page), rowsOf, this, publish, cachedCopyFor(m_shown, key));
}

QVariantMap Session::pageData(const QString &source, const SourceName &name, int page, const Result<NoData> &result, const RowPage &items)
{
    List &list = m_lists[source];
    const bool hasItems = result.fromCache || (result.isSuccess() && !result.response.notModified);
    if (hasItems) {
        if (PagedListModel *model = m_modelFor ? m_modelFor(source) : nullptr) {
            model->setPage(page, items);
            list.loaded = model->rowCount();
            list.pages = model->pageCount();
        }
        list.total = result.reply.meta.totalItems >= 0 ? result.reply.meta.totalItems : page * name.pageSize(pageSize) + items.size();
    }
    QVariantMap data = SourceData::statusOf(result);
    if (Capabilities::saysMissing(answeredCall(name), result.response, result.reply)) {
        SourceData::markUnsupported(data);
    }
    const int total = list.total >= 0 ? list.total : list.loaded;
    if (hasItems) {
        data.insert(QStringLiteral("TotalItems"), total);
    }
    data.insert(QStringLiteral("LoadedItems"), list.loaded);
    // A page of comments holds replies besides the top-level comments `totalitems` counts, and a page of members with
    // the same computer lacks your own row, which it counts: their pages tell.
    const bool byPages = name.pagesAreComments() || name.kind == SourceName::SameComputer;
    const bool more = byPages ? list.pages * name.pageSize(pageSize) < total : list.loaded < total;
    list.hasMore = more && name.kind != SourceName::Folders && list.pages < Limits::maxPages;
    data.insert(QStringLiteral("HasMore"), list.hasMore);
    return data;
}

template<typename T>
void Session::fetchItem(const QString &source, const SourceName &name, Client::Parser<T> parse, QVariantMap (*convert)(const T &), const QString &dataKey)
{
    const QDateTime started = QDateTime::currentDateTimeUtc();
    auto publish = [this, source, name, started, convert, dataKey](const Result<T> &result) {
        if (!result.fromCache) {
            if (name.kind == SourceName::Self) {
                --m_selfInFlight;
            }
            noteAnswer(result.response, statusOf(result.reply), name);
            notePace(result.response, result.response.notModified ? 100 : result.reply.meta.statusCode, started);
        }
        QVariantMap data = SourceData::statusOf(result);
        if (Capabilities::saysMissing(name, result.response, statusOf(result.reply))) {
            SourceData::markUnsupported(data);
        }
        if (result.fromCache || (result.isSuccess() && !result.response.notModified)) {
            m_shown.insert(name.kind == SourceName::KnowledgeEntry ? source + QStringLiteral("#entry") : source);
            data.insert(dataKey, result.reply.items.isEmpty() ? QVariantMap() : convert(result.reply.items.first()));
        }
        Q_EMIT dataChanged(source, data);
    };
    if (name.kind == SourceName::Self) {
        ++m_selfInFlight;
    }
    // KnowledgeEntry's list holds its answers: the entry itself has its own request and cache key.
    const bool entry = name.kind == SourceName::KnowledgeEntry;
    const QString key = entry ? source + QStringLiteral("#entry") : source;
    const Request request = entry ? name.entryRequest() : name.request(m_client.credentials().user, pageSize);
    m_client.fetch<T>(m_cache, key, request, parse, this, publish, cachedCopyFor(m_shown, key));
}

void Session::fetchHardware(const QString &source, const SourceName &name)
{
    const QDateTime started = QDateTime::currentDateTimeUtc();
    auto publish = [this, source, started](const Result<PersonAttribute> &result) {
        if (!result.fromCache) {
            noteAnswer(result.response, statusOf(result.reply));
            notePace(result.response, result.response.notModified ? 100 : result.reply.meta.statusCode, started);
        }
        QVariantMap data = SourceData::statusOf(result);
        // 998, 999 or 404 to the attributes of your own: the community has no person attributes.
        if (!result.fromCache && Capabilities::saysMissing(result.response, statusOf(result.reply), true)) {
            SourceData::markUnsupported(data);
        }
        const Hardware::HardwareSettings settings;
        if (result.fromCache || (result.isSuccess() && !result.response.notModified)) {
            m_shown.insert(source);
            QString published;
            for (const PersonAttribute &attribute : result.reply.items) {
                if (attribute.app == QLatin1String("global") && attribute.key == QLatin1String("pc")) {
                    published = attribute.value;
                }
            }
            data.insert(QStringLiteral("Published"), published);
        }
        // What this computer would publish: offered on the settings page, never sent before the user confirms it.
        data.insert(QStringLiteral("Local"), Hardware::DmiReader::line(Hardware::DmiReader::configuredFolder()));
        data.insert(QStringLiteral("Pending"), settings.deletePending() ? QStringLiteral("delete") : QString());
        Q_EMIT dataChanged(source, data);
    };
    m_client.fetch<PersonAttribute>(m_cache,
                                    source,
                                    name.request(m_client.credentials().user, pageSize),
                                    ReplyParser::attributes,
                                    this,
                                    publish,
                                    cachedCopyFor(m_shown, source));
}

void Session::publishHardware(const QString &value, Done done)
{
    const QString text = value.trimmed();
    if (text.isEmpty() || text.size() > Hardware::DmiReader::maxLineLength) {
        done(i18nc("@info", "Write what kind of computer this is, in at most 200 characters."));
        return;
    }
    // Exactly the text the user confirmed, and only once the server took it is it remembered as published.
    m_client.call<NoData>(Operations::setAttribute(QStringLiteral("global"), QStringLiteral("pc"), text),
                          ReplyParser::status,
                          this,
                          [this, text, done](const Result<NoData> &result) {
                              noteAnswer(result.response, result.reply);
                              if (!result.isSuccess()) {
                                  done(ErrorText::forResult(result.response, result.reply));
                                  return;
                              }
                              Hardware::HardwareSettings settings;
                              settings.setPublished(text);
                              settings.setDeletePending(false);
                              refresh(QStringLiteral("MyHardware"));
                              done(QString());
                          });
}

void Session::unpublishHardware(Done done)
{
    // Written first: if the server cannot be reached now, the removal is sent again at each sign-in and refresh.
    Hardware::HardwareSettings().setDeletePending(true);
    sendPendingHardwareRemoval();
    done(QString());
}

void Session::sendPendingHardwareRemoval()
{
    if (!Hardware::HardwareSettings().deletePending() || m_removingHardware) {
        return;
    }
    m_removingHardware = true;
    m_client.call<NoData>(Operations::deleteAttribute(QStringLiteral("global"), QStringLiteral("pc")),
                          ReplyParser::status,
                          this,
                          [this](const Result<NoData> &result) {
                              m_removingHardware = false;
                              noteAnswer(result.response, result.reply);
                              if (result.isSuccess()) {
                                  Hardware::HardwareSettings settings;
                                  settings.setDeletePending(false);
                                  settings.setPublished(QString());
                              }
                              if (m_sources.contains(QStringLiteral("MyHardware"))) {
                                  update(QStringLiteral("MyHardware"));
                              }
                          });
}

void Session::queue(const Outbox::Entry &entry, std::function<void(const QString &result, const QString &error)> done)
{
    const std::optional<Outbox::Entry> stored = m_outbox.outbox().add(entry);
    if (!stored) {
        done(QString(), i18nc("@info", "The message could not be saved, so it was not sent."));
        return;
    }
    Q_EMIT outboxChanged();
    // The first word about this entry answers the caller; the entry itself is safe on disk either way.
    // The connections live as long as this context: until that answer.
    auto *context = new QObject(this);
    auto answered = std::make_shared<bool>(false);
    auto answer = [context, answered, done](const QString &result, const QString &error) {
        if (*answered) {
            return;
        }
        *answered = true;
        context->deleteLater();
        done(result, error);
    };
    const QString id = stored->id;
    connect(&m_outbox, &OutboxSender::delivered, context, [id, answer](const Outbox::Entry &e) {
        if (e.id == id) {
            answer(QStringLiteral("sent"), QString());
        }
    });
    connect(&m_outbox, &OutboxSender::refused, context, [id, answer](const Outbox::Entry &e) {
        if (e.id == id) {
            answer(QString(), i18nc("@info %1 is the server's reason", "The server refused it: %1. Your text is kept in the outbox.", e.error));
        }
    });
    connect(&m_outbox, &OutboxSender::unconfirmed, context, [id, answer](const Outbox::Entry &e) {
        // Not an error of the caller's: the text is safe in the outbox, which offers to send it again or discard it.
        if (e.id == id) {
            answer(QStringLiteral("unconfirmed"), QString());
        }
    });
    connect(&m_outbox, &OutboxSender::deferred, context, [answer](const Outbox::Entry &) {
        // The outbox is blocked (offline, rate limited): this entry waits its turn.
        answer(QStringLiteral("queued"), QString());
    });
    m_outbox.flush();
}

bool Session::discard(const QString &id)
{
    if (!Outbox::isValidId(id)) {
        return false;
    }
    // An entry already gone (delivered meanwhile) is no failure: there is nothing left to discard.
    m_outbox.outbox().remove(id);
    Q_EMIT outboxChanged();
    return true;
}

bool Session::resend(const QString &id, const QString &to, const QString &subject, const QString &body)
{
    if (!Outbox::isValidId(id)) {
        return false;
    }
    const QVector<Outbox::Entry> entries = m_outbox.outbox().entries();
    for (Outbox::Entry entry : entries) {
        if (entry.id != id) {
            continue;
        }
        entry.to = to.isEmpty() ? entry.to : to;
        entry.subject = subject.isEmpty() ? entry.subject : subject;
        entry.body = body.isEmpty() ? entry.body : body;
        entry.state = Outbox::Entry::Pending;
        entry.error.clear();
        // Asked for by the user: one more look on the server first (when it went out before), then a send.
        entry.attempts = std::min(entry.attempts, 1);
        if (!m_outbox.outbox().update(entry)) {
            return false;
        }
        Q_EMIT outboxChanged();
        m_outbox.flush();
        return true;
    }
    return false;
}

QVariantMap Session::outboxData() const
{
    const QVector<Outbox::Entry> entries = m_outbox.outbox().entries();
    return {
        {QStringLiteral("Items"), Variants::fromList(entries, Variants::fromOutboxEntry)},
        {QStringLiteral("TotalItems"), entries.size()},
        {QStringLiteral("Status"), QStringLiteral("ready")},
        {QStringLiteral("Error"), QString()},
        {QStringLiteral("StatusCode"), 0},
        {QStringLiteral("FromCache"), false},
        {QStringLiteral("Updated"), QDateTime::currentDateTimeUtc()},
    };
}

void Session::post(const Request &request, const QStringList &affected, Done done)
{
    m_client.call<NoData>(request, ReplyParser::status, this, [this, affected, done](const Result<NoData> &result) {
        noteAnswer(result.response, result.reply);
        if (!result.isSuccess()) {
            done(ErrorText::forResult(result.response, result.reply));
            return;
        }
        for (const QString &source : affected) {
            refresh(source);
        }
        done(QString());
    });
}

void Session::verify(Done done)
{
    if (m_verified) {
        done(QString());
        return;
    }
    m_verifying.append(std::move(done));
    if (m_selfInFlight > 0 || m_verifying.size() > 1) {
        return;
    }
    // No answer to the profile is under way, and only that one decides: ask for it.
    Request request;
    request.path = QStringLiteral("person/self");
    ++m_selfInFlight;
    m_client.call<NoData>(request, ReplyParser::status, this, [this](const Result<NoData> &result) {
        --m_selfInFlight;
        noteAnswer(result.response, result.reply, SourceName::parse(QStringLiteral("Self")));
    });
}

bool Session::isVerified() const
{
    return m_verified;
}

const Capabilities &Session::capabilities() const
{
    return m_capabilities;
}

void Session::useProviderFile(const ProviderEntry &entry)
{
    if (m_capabilities.setFromProviderFile(entry)) {
        Q_EMIT capabilitiesChanged();
    }
}

void Session::noteAnswer(const Response &response, const Reply<NoData> &reply, const SourceName &name)
{
    if (m_capabilities.note(name, response, reply)) {
        Q_EMIT capabilitiesChanged();
    }
    const bool missing = Capabilities::saysMissing(name, response, reply);
    const bool noSocialServices = missing && Capabilities::serviceOf(name.kind) == QLatin1String("person");
    if (missing && !noSocialServices) {
        // A provider without friends or messages is no failed sign-in: only that part of the widget goes.
        return;
    }
    const bool accepted = response.error == Response::NoError && (response.notModified || reply.isSuccess());
    if (m_verified || m_verifying.isEmpty()) {
        m_verified = m_verified || accepted;
        return;
    }
    const int code = reply.isReadable() ? reply.meta.statusCode : 0;
    const bool refused = response.error == Response::Unauthorized || code == 102 || code == 997;
    // Any answer that takes or refuses the password tells; any other failure is only its own source's, unless
    // it is the profile's, the answer a sign-in waits for (a friend list that fails does not fail the sign-in).
    if (!accepted && !refused && name.kind != SourceName::Self) {
        return;
    }
    QString error;
    if (refused) {
        Response refused;
        refused.error = Response::Unauthorized;
        error = ErrorText::forResponse(refused);
    } else if (noSocialServices) {
        error = i18nc("@info", "This server does not offer the people, friends and messages services of Open Collaboration Services.");
    } else if (!accepted) {
        error = ErrorText::forResult(response, reply);
    }
    m_verified = accepted;
    const QVector<Done> waiting = std::exchange(m_verifying, {});
    for (const Done &done : waiting) {
        done(error);
    }
}

void Session::publishLocation(const Geo::Fix &position, Done done)
{
    // The same true position always gives the same coarse one; a country-level one carries no city.
    const Geo::Fix coarse = leaving(position);
    post(Operations::publishLocation(coarse.latitude, coarse.longitude, coarse.city, coarse.country), {QStringLiteral("Self")}, std::move(done));
}

} // namespace Ocs
