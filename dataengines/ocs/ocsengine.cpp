// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsengine.h"

#include "errortext.h"
#include "locationprivacy.h"
#include "ocs/operations.h"
#include "ocs/replyparser.h"
#include "ocs/variants.h"
#include "ocs/worklimits.h"
#include "ocs_debug.h"
#include "ocsservice.h"
#include "storage/privatefiles.h"

#include <KLocalizedString>
#include <Plasma/DataContainer>

#include <QtConcurrent>

#include <algorithm>

using namespace Ocs;

namespace
{
const QString accountSource = QStringLiteral("Account");
// One page covers what a popup shows; the views ask for more only when they need it, up to
// Limits::maxPages pages.
constexpr int pageSize = Limits::pageSize;

Response failure(Response::Error error)
{
    Response response;
    response.error = error;
    return response;
}

const QString outboxSource = QStringLiteral("Outbox");

void fillPerson(Plasma::DataEngine::Data &data, const Reply<Person> &reply)
{
    data.insert(QStringLiteral("Person"), reply.items.isEmpty() ? QVariantMap() : Variants::fromPerson(reply.items.first()));
}

QString pageKey(const QString &source, int page)
{
    // Page 0 keeps the source's own name, so caches written before paging stay valid.
    return page == 0 ? source : source + QStringLiteral("#page") + QString::number(page);
}

/// The point a nearby search sends and measures distances from: the view's point coarsened to the user's precision.
Geo::Fix searchedPoint(const SourceName &name)
{
    Geo::Fix point;
    point.latitude = name.latitude;
    point.longitude = name.longitude;
    point.accuracy = 0;
    return LocationPrivacy::coarsened(point);
}

/**
 * The cache key of a page. A nearby search is keyed by the coarse point it sends and its radius, never by the
 * position in the source name: the key is written into the cache file and hashed into its name. Keys of the
 * form `Nearby:<lat>,<lon>,<km>` were written by earlier versions with the finer position; they are removed
 * when an account is used (see removeFineNearbyKeys).
 */
QString cacheKey(const QString &source, const SourceName &name, int page)
{
    if (name.kind != SourceName::Nearby) {
        return pageKey(source, page);
    }
    const Geo::Fix coarse = searchedPoint(name);
    const QString cell = QStringLiteral("NearbyCell:%1,%2,%3").arg(coarse.latitude, 0, 'f', 6).arg(coarse.longitude, 0, 'f', 6).arg(name.radiusKm, 0, 'f', 3);
    return pageKey(cell, page);
}

/// Removes the cache entries of earlier versions whose key holds the position the view gave.
void removeFineNearbyKeys(const ReplyCache &cache)
{
    const QStringList keys = cache.keys();
    int removed = 0;
    for (const QString &key : keys) {
        if (key.startsWith(QLatin1String("Nearby:"))) {
            cache.remove(key);
            ++removed;
        }
    }
    if (removed > 0) {
        qCInfo(SOCIALDESKTOP_OCS) << "Removed" << removed << "cached nearby searches keyed by a fine position";
    }
}

/// The keys every source carries, for what the client delivered; the items are the caller's to add.
template<typename T>
void insertStatus(Plasma::DataEngine::Data &data, const Result<T> &result)
{
    if (result.fromCache) {
        data.insert(QStringLiteral("Status"), QStringLiteral("loading"));
        data.insert(QStringLiteral("FromCache"), true);
        data.insert(QStringLiteral("StatusCode"), result.reply.meta.statusCode);
    } else if (result.isSuccess()) {
        if (!result.response.notModified) {
            data.insert(QStringLiteral("StatusCode"), result.reply.meta.statusCode);
        }
        data.insert(QStringLiteral("Status"), QStringLiteral("ready"));
        data.insert(QStringLiteral("Error"), QString());
        data.insert(QStringLiteral("FromCache"), false);
        data.insert(QStringLiteral("Updated"), QDateTime::currentDateTimeUtc());
    } else {
        // The last good data stays; only the status says what went wrong.
        data.insert(QStringLiteral("Status"), QStringLiteral("error"));
        data.insert(QStringLiteral("Error"), ErrorText::forResult(result.response, result.reply));
        data.insert(QStringLiteral("StatusCode"), result.reply.meta.statusCode);
    }
}
}

OcsEngine::OcsEngine(QObject *parent, const QVariantList &args)
    : Plasma::DataEngine(parent, args)
{
    setMinimumPollingInterval(60 * 1000);
    // Earlier versions left the cache, the outbox and socialdesktoprc readable by every local user.
    Storage::PrivateFiles::tightenOwnFiles();
    // The account source always exists, so a consumer can list it before signing in.
    publishAccount();
    connect(this, &Plasma::DataEngine::sourceRemoved, this, [this](const QString &source) {
        // Its data went with it: the next request must publish the cached copy again.
        const int pages = m_pagesWanted.value(source, 1);
        for (int page = 0; page < pages; ++page) {
            m_shown.remove(pageKey(source, page));
        }
        m_pagesWanted.remove(source);
    });
}

OcsEngine::~OcsEngine() = default;

Plasma::Service *OcsEngine::serviceForSource(const QString &source)
{
    return new OcsService(this, source);
}

Client *OcsEngine::client()
{
    return &m_client;
}

const ReplyCache *OcsEngine::cache() const
{
    return m_cache.get();
}

bool OcsEngine::sourceRequestEvent(const QString &source)
{
    const SourceName name = SourceName::parse(source);
    if (!name.isValid()) {
        return false;
    }
    // The container exists at once; the data follows.
    setData(source, Data());
    fetch(source);
    return true;
}

bool OcsEngine::updateSourceEvent(const QString &source)
{
    fetch(source);
    return false;
}

void OcsEngine::refresh(const QString &source)
{
    if (source.isEmpty() && m_quietUntil.isValid() && QDateTime::currentDateTimeUtc() < m_quietUntil) {
        qCDebug(SOCIALDESKTOP_OCS) << "periodic refresh skipped: the server asked to slow down until" << m_quietUntil;
        return;
    }
    const QStringList names = source.isEmpty() ? this->sources() : QStringList{source};
    for (const QString &name : names) {
        fetch(name);
    }
}

void OcsEngine::notePace(int statusCode, const QDateTime &sent)
{
    constexpr int firstPauseSeconds = 60;
    constexpr int longestPauseSeconds = 30 * 60;
    if (statusCode == 200) {
        m_backoffSeconds = m_backoffSeconds == 0 ? firstPauseSeconds : std::min(m_backoffSeconds * 2, longestPauseSeconds);
        m_pausedAt = QDateTime::currentDateTimeUtc();
        m_quietUntil = m_pausedAt.addSecs(m_backoffSeconds);
    } else if (statusCode == 100 && (!m_pausedAt.isValid() || sent >= m_pausedAt)) {
        m_backoffSeconds = 0;
        m_quietUntil = QDateTime();
        m_pausedAt = QDateTime();
    }
}

bool OcsEngine::loadMore(const QString &source)
{
    const SourceName name = SourceName::parse(source);
    const Plasma::DataContainer *container = containerForSource(source);
    if (!name.isList() || !container || !container->data().value(QStringLiteral("HasMore")).toBool() || !m_signedIn || !m_cache) {
        return false;
    }
    const int page = m_pagesWanted.value(source, 1);
    if (page >= Limits::maxPages) {
        // Whatever the server claims, no list grows past the ceiling.
        qCWarning(SOCIALDESKTOP_OCS) << source << "has" << page << "pages already, the most a list loads";
        return false;
    }
    m_pagesWanted.insert(source, page + 1);
    setData(source, QStringLiteral("Status"), QStringLiteral("loading"));
    fetchPages(source, name, page, page);
    return true;
}

PagedListModel *OcsEngine::modelFor(const QString &source)
{
    Plasma::DataContainer *container = containerForSource(source);
    if (!container) {
        return nullptr;
    }
    auto *model = qobject_cast<PagedListModel *>(container->model());
    if (!model) {
        // The container owns the model and deletes it with the source.
        model = new PagedListModel;
        setModel(source, model);
    }
    return model;
}

template<typename T>
void OcsEngine::fetchPage(const QString &source, int page, const SourceName &name, Client::Parser<T> parse, QVariantMap (*convert)(const T &))
{
    SourceName sent = name;
    Geo::Fix point;
    if (name.kind == SourceName::Nearby) {
        // The server learns the searched point only as coarsely as the user allows, and distances are measured
        // from that same point: what the view shows (order, distances, and so which avatars load) depends on the
        // cell only, never on where in it the user is.
        point = searchedPoint(name);
        sent.latitude = point.latitude;
        sent.longitude = point.longitude;
    }
    // Pages shown are tracked per source; the cache is keyed by what was sent.
    const QString key = pageKey(source, page);
    const QString storedAs = cacheKey(source, name, page);
    m_freshPages.remove(key);
    const QDateTime started = QDateTime::currentDateTimeUtc();
    // A page on screen already shows the cached copy: only revalidate it.
    const Client::CachedCopy cachedCopy = m_shown.contains(key) ? Client::CachedCopy::Skip : Client::CachedCopy::Deliver;
    m_client.fetch<T>(
        *m_cache,
        storedAs,
        sent.request(m_client.credentials().user, pageSize, page),
        parse,
        this,
        [this, source, page, name, point, key, convert, started](const Result<T> &result) {
            // A reply that lands after a log out must not bring the account's data back.
            if (!m_signedIn) {
                return;
            }
            if (result.fromCache && m_freshPages.contains(key)) {
                return;
            }
            if (!result.fromCache) {
                notePace(result.response.notModified ? 100 : result.reply.meta.statusCode, started);
            }
            Plasma::DataEngine::Data data;
            const bool hasItems = result.fromCache || (result.isSuccess() && !result.response.notModified);
            if (hasItems) {
                QVector<QVariantMap> items;
                items.reserve(result.reply.items.size());
                for (const T &item : result.reply.items) {
                    QVariantMap map = convert(item);
                    if (name.kind == SourceName::Nearby && map.contains(QStringLiteral("latitude"))) {
                        Geo::Fix there;
                        there.latitude = map.value(QStringLiteral("latitude")).toDouble();
                        there.longitude = map.value(QStringLiteral("longitude")).toDouble();
                        there.accuracy = 0;
                        map.insert(QStringLiteral("distanceKm"), point.distanceTo(there) / 1000.0);
                    }
                    items.append(map);
                }
                if (PagedListModel *model = modelFor(source)) {
                    model->setPage(page, items);
                }
                m_shown.insert(key);
                const int total = result.reply.meta.totalItems >= 0 ? result.reply.meta.totalItems : page * pageSize + items.size();
                data.insert(QStringLiteral("TotalItems"), total);
            }
            if (!result.fromCache && result.isSuccess()) {
                m_freshPages.insert(key);
            }
            insertStatus(data, result);
            Plasma::DataContainer *container = containerForSource(source);
            const PagedListModel *model = container ? qobject_cast<PagedListModel *>(container->model()) : nullptr;
            const int loaded = model ? model->rowCount() : 0;
            const int total =
                data.value(QStringLiteral("TotalItems"), container ? container->data().value(QStringLiteral("TotalItems")) : QVariant(loaded)).toInt();
            data.insert(QStringLiteral("LoadedItems"), loaded);
            const int pages = model ? model->pageCount() : 0;
            data.insert(QStringLiteral("HasMore"), loaded < total && name.kind != SourceName::Folders && pages < Limits::maxPages);
            setData(source, data);
        },
        cachedCopy);
}

void OcsEngine::fetchPages(const QString &source, const SourceName &name, int first, int last)
{
    for (int page = first; page <= last; ++page) {
        switch (name.kind) {
        case SourceName::Friends:
        case SourceName::Invitations:
        case SourceName::SentInvitations:
        case SourceName::Nearby:
            fetchPage<Person>(source, page, name, ReplyParser::persons, Variants::fromPerson);
            break;
        case SourceName::Folders:
            fetchPage<Folder>(source, page, name, ReplyParser::folders, Variants::fromFolder);
            break;
        case SourceName::Messages:
            fetchPage<Message>(source, page, name, ReplyParser::messages, Variants::fromMessage);
            break;
        case SourceName::Activity:
            fetchPage<Activity>(source, page, name, ReplyParser::activities, Variants::fromActivity);
            break;
        default:
            break;
        }
    }
}

void OcsEngine::setStatus(const QString &source, const QString &status, const QString &error, int statusCode)
{
    Data data;
    data.insert(QStringLiteral("Status"), status);
    data.insert(QStringLiteral("Error"), error);
    data.insert(QStringLiteral("StatusCode"), statusCode);
    const Plasma::DataContainer *container = containerForSource(source);
    if (!container || !container->data().contains(QStringLiteral("FromCache"))) {
        data.insert(QStringLiteral("FromCache"), false);
        data.insert(QStringLiteral("Updated"), QDateTime());
    }
    setData(source, data);
}

void OcsEngine::publishAccount()
{
    Data data;
    data.insert(QStringLiteral("Provider"), m_client.provider().baseUrl().toString());
    data.insert(QStringLiteral("User"), m_client.credentials().user);
    data.insert(QStringLiteral("SignedIn"), m_signedIn);
    data.insert(QStringLiteral("Status"),
                m_signedIn                     ? QStringLiteral("ready")
                    : m_accountError.isEmpty() ? QStringLiteral("unconfigured")
                                               : QStringLiteral("error"));
    data.insert(QStringLiteral("Error"), m_accountError);
    data.insert(QStringLiteral("StatusCode"), 0);
    data.insert(QStringLiteral("FromCache"), false);
    data.insert(QStringLiteral("Updated"), m_signedIn ? QDateTime::currentDateTimeUtc() : QDateTime());
    QString storage;
    QString notice;
    if (m_signedIn && m_credentialStore.storage() == Account::CredentialStore::Storage::Wallet) {
        storage = QStringLiteral("wallet");
    } else if (m_signedIn && m_credentialStore.storage() == Account::CredentialStore::Storage::Memory) {
        storage = QStringLiteral("memory");
        notice = i18nc("@info", "KWallet is not available: your password is kept only until you log out of the desktop.");
    }
    data.insert(QStringLiteral("PasswordStorage"), storage);
    data.insert(QStringLiteral("Notice"), notice);
    setData(accountSource, data);
}

void OcsEngine::signIn(const QUrl &baseUrl, const Credentials &credentials, std::function<void(const QString &error)> done)
{
    const Provider provider(baseUrl);
    m_client.setProvider(provider);
    m_client.setCredentials({});
    m_signedIn = false;
    auto fail = [this, done](const QString &error) {
        m_accountError = error;
        publishAccount();
        done(error);
    };
    if (!provider.isValid()) {
        fail(ErrorText::forResponse(failure(Response::InvalidProvider)));
        return;
    }
    // person/check carries the password in its body: the same rule as for the Authorization header.
    if (!provider.acceptsCredentials()) {
        fail(ErrorText::forResponse(failure(Response::InsecureCredentials)));
        return;
    }
    auto checked = [this, baseUrl, credentials, fail, done](const Result<NoData> &result) {
        if (!result.isSuccess()) {
            const bool refused = result.reply.isReadable() && result.reply.meta.statusCode == 102;
            fail(refused ? ErrorText::forResponse(failure(Response::Unauthorized)) : ErrorText::forResult(result.response, result.reply));
            return;
        }
        useAccount(baseUrl, credentials);
        m_credentialStore.store(Account::CredentialStore::keyFor(baseUrl, credentials.user), credentials.password, [this](Account::CredentialStore::Storage) {
            publishAccount();
        });
        done(QString());
    };
    m_client.call<NoData>(Operations::checkLogin(credentials), ReplyParser::status, this, checked);
}

void OcsEngine::useAccount(const QUrl &baseUrl, const Credentials &credentials)
{
    m_client.setProvider(Provider(baseUrl));
    m_client.setCredentials(credentials);
    m_cache = std::make_unique<ReplyCache>(ReplyCache::directoryFor(Storage::PrivateFiles::cacheRoot(), baseUrl, credentials.user));
    // Off the GUI thread: it opens every cache file once. New keys never start like the old ones, so it races with nothing.
    QtConcurrent::run([cache = *m_cache] {
        removeFineNearbyKeys(cache);
    });
    m_shown.clear();
    m_outbox = std::make_unique<OutboxSender>(&m_client, Outbox(Outbox::directoryFor(Storage::PrivateFiles::dataRoot(), baseUrl, credentials.user)));
    connect(m_outbox.get(), &OutboxSender::changed, this, &OcsEngine::publishOutbox);
    connect(m_outbox.get(), &OutboxSender::delivered, this, [this](const Outbox::Entry &entry) {
        refresh(entry.kind == Outbox::Entry::Invitation ? QStringLiteral("SentInvitations") : QStringLiteral("Messages:1"));
    });
    m_signedIn = true;
    m_accountError.clear();
    publishAccount();
    refresh();
    // What was written before (maybe in an earlier session) goes out now.
    m_outbox->flush();
}

void OcsEngine::publishOutbox()
{
    if (!containerForSource(outboxSource)) {
        return;
    }
    const QVector<Outbox::Entry> entries = m_outbox ? m_outbox->outbox().entries() : QVector<Outbox::Entry>();
    Data data;
    data.insert(QStringLiteral("Items"), Variants::fromList(entries, Variants::fromOutboxEntry));
    data.insert(QStringLiteral("TotalItems"), entries.size());
    data.insert(QStringLiteral("Status"), m_outbox ? QStringLiteral("ready") : QStringLiteral("unconfigured"));
    data.insert(QStringLiteral("Error"), QString());
    data.insert(QStringLiteral("StatusCode"), 0);
    data.insert(QStringLiteral("FromCache"), false);
    data.insert(QStringLiteral("Updated"), QDateTime::currentDateTimeUtc());
    setData(outboxSource, data);
}

void OcsEngine::queue(const Outbox::Entry &entry, std::function<void(const QString &result, const QString &error)> done)
{
    if (!m_outbox) {
        done(QString(), i18nc("@info", "Not signed in."));
        return;
    }
    const std::optional<Outbox::Entry> stored = m_outbox->outbox().add(entry);
    if (!stored) {
        done(QString(), i18nc("@info", "The message could not be saved, so it was not sent."));
        return;
    }
    publishOutbox();
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
    connect(m_outbox.get(), &OutboxSender::delivered, context, [id, answer](const Outbox::Entry &e) {
        if (e.id == id) {
            answer(QStringLiteral("sent"), QString());
        }
    });
    connect(m_outbox.get(), &OutboxSender::refused, context, [id, answer](const Outbox::Entry &e) {
        if (e.id == id) {
            answer(QString(), i18nc("@info %1 is the server's reason", "The server refused it: %1. Your text is kept in the outbox.", e.error));
        }
    });
    connect(m_outbox.get(), &OutboxSender::deferred, context, [answer](const Outbox::Entry &) {
        // The outbox is blocked (offline, rate limited): this entry waits its turn.
        answer(QStringLiteral("queued"), QString());
    });
    m_outbox->flush();
}

bool OcsEngine::discardOutboxEntry(const QString &id)
{
    if (!m_outbox || !Outbox::isValidId(id)) {
        return false;
    }
    // An entry already gone (delivered meanwhile) is no failure: there is nothing left to discard.
    m_outbox->outbox().remove(id);
    publishOutbox();
    return true;
}

bool OcsEngine::resendOutboxEntry(const QString &id, const QString &to, const QString &subject, const QString &body)
{
    if (!m_outbox || !Outbox::isValidId(id)) {
        return false;
    }
    const QVector<Outbox::Entry> entries = m_outbox->outbox().entries();
    for (Outbox::Entry entry : entries) {
        if (entry.id == id) {
            entry.to = to.isEmpty() ? entry.to : to;
            entry.subject = subject.isEmpty() ? entry.subject : subject;
            entry.body = body.isEmpty() ? entry.body : body;
            entry.state = Outbox::Entry::Pending;
            entry.error.clear();
            if (!m_outbox->outbox().update(entry)) {
                return false;
            }
            publishOutbox();
            m_outbox->flush();
            return true;
        }
    }
    return false;
}

void OcsEngine::resume(const QUrl &baseUrl, const QString &user, std::function<void(const QString &error)> done)
{
    const Provider provider(baseUrl);
    if (!provider.isValid() || user.isEmpty()) {
        done(ErrorText::forResponse(failure(Response::InvalidProvider)));
        return;
    }
    if (m_signedIn && m_client.provider().baseUrl() == provider.baseUrl() && m_client.credentials().user == user) {
        done(QString());
        return;
    }
    m_credentialStore.lookup(Account::CredentialStore::keyFor(baseUrl, user), [this, baseUrl, user, done](const QString &password) {
        if (password.isEmpty()) {
            m_accountError = i18nc("@info", "Enter your password to sign in.");
            publishAccount();
            done(m_accountError);
            return;
        }
        // No check first: the cached data shows at once, and a refused password shows as an error on the sources.
        useAccount(baseUrl, {user, password});
        done(QString());
    });
}

void OcsEngine::signOut()
{
    if (!m_client.credentials().isEmpty()) {
        m_credentialStore.remove(Account::CredentialStore::keyFor(m_client.provider().baseUrl(), m_client.credentials().user));
    }
    if (m_cache) {
        m_cache->clear();
    }
    m_cache.reset();
    m_shown.clear();
    // The outbox stays on disk: it goes out when this account signs in again.
    m_outbox.reset();
    m_client.setCredentials({});
    m_signedIn = false;
    m_accountError.clear();
    publishAccount();
    const QStringList names = sources();
    for (const QString &name : names) {
        if (name != accountSource) {
            removeAllData(name);
            if (PagedListModel *model = modelFor(name)) {
                model->clear();
            }
            setStatus(name, QStringLiteral("unconfigured"), i18nc("@info", "Not signed in."), 0);
        }
    }
}

template<typename T>
void OcsEngine::fetchInto(const QString &source, const Request &request, Client::Parser<T> parse, void (*fill)(Data &, const Reply<T> &))
{
    const QDateTime started = QDateTime::currentDateTimeUtc();
    const Client::CachedCopy cachedCopy = m_shown.contains(source) ? Client::CachedCopy::Skip : Client::CachedCopy::Deliver;
    auto publish = [this, source, fill, started](const Result<T> &result) {
        // A reply that lands after a log out must not bring the account's data back.
        if (!m_signedIn) {
            return;
        }
        if (!result.fromCache) {
            notePace(result.response.notModified ? 100 : result.reply.meta.statusCode, started);
        }
        Plasma::DataEngine::Data data;
        if (result.fromCache || (result.isSuccess() && !result.response.notModified)) {
            m_shown.insert(source);
            fill(data, result.reply);
        }
        insertStatus(data, result);
        setData(source, data);
    };
    m_client.fetch<T>(*m_cache, source, request, parse, this, publish, cachedCopy);
}

void OcsEngine::fetch(const QString &source)
{
    const SourceName name = SourceName::parse(source);
    if (name.kind == SourceName::Account) {
        publishAccount();
        return;
    }
    if (name.kind == SourceName::Outbox) {
        publishOutbox();
        return;
    }
    if (!m_signedIn || !m_cache) {
        setStatus(source, QStringLiteral("unconfigured"), i18nc("@info", "Not signed in."), 0);
        return;
    }
    setData(source, QStringLiteral("Status"), QStringLiteral("loading"));
    if (name.isList()) {
        // Every page the view has loaded is revalidated; unchanged ones cost a 304 each.
        fetchPages(source, name, 0, m_pagesWanted.value(source, 1) - 1);
        return;
    }
    fetchInto<Person>(source, name.request(m_client.credentials().user, pageSize), ReplyParser::persons, fillPerson);
}
