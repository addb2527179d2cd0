// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "capabilities.h"
#include "client.h"
#include "geo/fix.h"
#include "outboxsender.h"
#include "pace.h"
#include "replycache.h"
#include "sourcename.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QVariantMap>

#include <functional>

namespace Ocs
{
class PagedListModel;

/**
 * One signed-in account: its client (provider and credentials), reply cache, outbox, the pages each
 * list shows, the periodic refresh and the server's pace. It knows the source names of the `ocs` engine
 * (see SourceName) and says what each shows through dataChanged() and the list models; the engine only
 * maps its sources onto it. Deleting the session ends the account's work: replies still on their way are
 * dropped, so nothing of it shows again after a sign-out.
 *
 * A position leaves the computer only here (nearby searches, publishLocation()), and only coarsened to
 * the precision the user chose (Geo::LocationConfig).
 */
class Session : public QObject
{
    Q_OBJECT

public:
    /// Where the items of a list source go; null when the source is gone. The engine's containers own the models.
    using ModelFor = std::function<PagedListModel *(const QString &source)>;
    /// Empty on success, else translated words.
    using Done = std::function<void(const QString &error)>;

    /// Uses the cache and outbox of @p credentials' user on @p baseUrl, in the private data folders.
    Session(const QUrl &baseUrl, const Credentials &credentials, QObject *parent = nullptr);
    ~Session() override;

    Client *client();
    const ReplyCache &cache() const;
    const Outbox &outbox() const;
    void setModels(ModelFor modelFor);

    /// Shows @p sources (those on screen already) and delivers what the outbox holds.
    void start(const QStringList &sources);

    /// Shows @p source: the cached copy at once (FromCache), then the server's word.
    void show(const QString &source);
    /// Whether @p source is shown (asked for and not forgotten).
    bool isShown(const QString &source) const;
    /// @p source is no longer shown: its pages and state go.
    void forget(const QString &source);
    /// Fetches @p source again, or every source shown when empty (the periodic refresh, which waits while
    /// the server asked to slow down).
    void refresh(const QString &source = {});
    /// Fetches @p source again as a poll (the widget's timer, not the user): skipped, returning false, while the
    /// server asked to slow down or to wait (its Retry-After, at most an hour).
    bool poll(const QString &source);
    /// When the server's pause ends (Pace); invalid when there is none.
    QDateTime quietUntil() const;
    /// Fetches the next page of a list source; false when it is not a list shown or has no more.
    bool loadMore(const QString &source);

    /// Writes @p entry to the outbox, then delivers it; @p done gets "sent", "queued" (will be retried)
    /// or an error (refused: the entry stays in the outbox to be fixed).
    void queue(const Outbox::Entry &entry, std::function<void(const QString &result, const QString &error)> done);
    /// Removes an entry; false when @p id is not of the outbox's own form.
    bool discard(const QString &id);
    /// Sends a refused entry again with corrected fields (empty ones stay); false for an unknown id.
    bool resend(const QString &id, const QString &to, const QString &subject, const QString &body);
    /// The `Outbox` source's data.
    QVariantMap outboxData() const;

    /**
     * Whether the server takes the credentials, told by the first answer of the server that takes them (a success
     * of any request of this session) or refuses them (HTTP 401, OCS 102 or 997), or else by the answer to the
     * profile (`Self`; one goes out if none is under way): @p done gets an empty string when it is a success, the
     * words for a refused login, or those of the profile's failure (server down, busy …). Another source's
     * failure (a friend list that cannot be read) decides nothing: it stays on that source.
     * Later calls get the answer at once. So a sign-in costs no request of its own.
     */
    void verify(Done done);
    /// True once the server accepted a request of this session.
    bool isVerified() const;

    /// Sends a write; on success fetches @p affected again.
    void post(const Request &request, const QStringList &affected, Done done);
    /// Which services the provider offers, as far as known (Ocs::Capabilities).
    const Capabilities &capabilities() const;
    /// The provider's entry in a provider file says what it offers.
    void useProviderFile(const ProviderEntry &entry);

    /// Publishes @p value (exactly the text the user confirmed) as the person attribute global/pc; on the server's
    /// 100 it is kept as `[Hardware] Published`.
    void publishHardware(const QString &value, Done done);
    /// Removes the attribute: `[Hardware] Pending=delete` first, then the request, sent again at each start and
    /// refresh until the server answers 100. @p done at once (the removal may still be pending).
    void unpublishHardware(Done done);

    /// Publishes @p position coarsened to the user's precision.
    void publishLocation(const Geo::Fix &position, Done done);

    /// Cache first, then the server: Client::fetch() on this account's cache.
    template<typename T>
    void fetch(const QString &key, const Request &request, Client::Parser<T> parse, QObject *context, Client::Callback<T> done, Client::CachedCopy cachedCopy)
    {
        m_client.fetch<T>(m_cache, key, request, parse, context, std::move(done), cachedCopy);
    }

    /// The cache key of page @p page of @p source (page 0 keeps the source's own name, as before paging).
    static QString pageKey(const QString &source, int page);

Q_SIGNALS:
    /// Keys of @p source's data that changed (merge them into what it shows).
    void dataChanged(const QString &source, const QVariantMap &data);
    void outboxChanged();
    void capabilitiesChanged();

private:
    struct List {
        int pagesWanted = 1;
        int total = -1;
        int loaded = 0; ///< rows in the model
        int pages = 0; ///< pages in the model
        bool hasMore = false;
    };

    void update(const QString &source);
    void fetchHardware(const QString &source, const SourceName &name);
    void sendPendingHardwareRemoval();
    /// After a question, answer, topic or reply was delivered: the sources shown that list it are fetched again.
    void refreshShowing(const Outbox::Entry &entry);
    void fetchPages(const QString &source, const SourceName &name, int first, int last);
    template<typename T>
    void fetchPage(const QString &source, const SourceName &name, int page, Client::Parser<T> parse, QVariantMap (*convert)(const T &));
    /// One item (Person:<id>, Self, Event:<id>), published under @p dataKey (`Person`, `Event`).
    template<typename T>
    void fetchItem(const QString &source, const SourceName &name, Client::Parser<T> parse, QVariantMap (*convert)(const T &), const QString &dataKey);
    QVariantMap pageData(const QString &source, const SourceName &name, int page, const Result<NoData> &result, const RowPage &items);
    /// Notes the first answer of the server for verify(), and what the answer to @p name's call says of its service:
    /// a service found missing decides nothing, unless it is `person`; a failure other than a refused password
    /// decides only when it is the profile's (`Self`).
    void noteAnswer(const Response &response, const Reply<NoData> &reply, const SourceName &name = {});
    /// The server's pace from a reply (its OCS @p statusCode, 100 for a 304) to a request sent at @p sent, with its Retry-After.
    void notePace(const Response &response, int statusCode, const QDateTime &sent);
    /// The only way a position leaves: coarsened to the precision the user chose.
    static Geo::Fix leaving(const Geo::Fix &position);

    Client m_client;
    Capabilities m_capabilities;
    ReplyCache m_cache;
    OutboxSender m_outbox;
    ModelFor m_modelFor;
    Pace m_pace;
    /// Sources shown, for the periodic refresh.
    QSet<QString> m_sources;
    /// Pages on screen already (by page key): a refresh only revalidates them, without parsing the cache.
    QSet<QString> m_shown;
    /// Pages the server answered in this round: a slower cache read must not overwrite them.
    QSet<QString> m_freshPages;
    QHash<QString, List> m_lists;
    bool m_verified = false;
    bool m_removingHardware = false;
    /// Requests for the profile sent and not answered yet: verify() waits for one of them.
    int m_selfInFlight = 0;
    QVector<Done> m_verifying;
};

} // namespace Ocs
