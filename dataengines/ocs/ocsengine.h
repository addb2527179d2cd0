// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "account/credentialstore.h"
#include "ocs/client.h"
#include "ocs/outboxsender.h"
#include "ocs/pagedlistmodel.h"
#include "ocs/replycache.h"
#include "ocs/sourcename.h"

#include <Plasma/DataEngine>

#include <QDateTime>
#include <QHash>
#include <QSet>

#include <memory>

/**
 * The `ocs` data engine: an Open Collaboration Services community on the desktop.
 *
 * Source names (see Ocs::SourceName for the grammar):
 *   `Account`, `Self`, `Person:<id>`, `Friends`, `Friends:<id>`, `Invitations`, `SentInvitations`,
 *   `Nearby:<lat>,<lon>,<km>`, `Folders`, `Messages:<folder>`, `Activity`.
 * Any other name is refused.
 *
 * Every source carries:
 *   - `Status`     (QString) `unconfigured`, `loading`, `ready` or `error`
 *   - `Error`      (QString) translated description of the last error, empty when none
 *   - `StatusCode` (int)     OCS status code of the last reply (100 is success), 0 before any reply
 *   - `FromCache`  (bool)    true while the data shown comes from the disk cache
 *   - `Updated`    (QDateTime) when the server last confirmed the data
 *
 * `Account` adds `Provider` (QString, base URL), `User` (QString), `SignedIn` (bool) and `PasswordStorage`
 * (`wallet`, `memory` when KWallet is disabled or refused, or empty), with `Notice` saying so in words.
 * `Self` and `Person:<id>` add `Person` (QVariantMap, see Ocs::Variants::fromPerson).
 * `Outbox` lists what was written and not delivered yet (`Items`: id, kind, state `pending` or
 * `refused`, to, subject, body, error), kept on disk until the server accepts it.
 * List sources (`Friends…`, `Invitations`, `SentInvitations`, `Nearby…`, `Folders`, `Messages…`, `Activity`)
 * publish their items as a model (`DataSource.models[source]`, an Ocs::PagedListModel whose role names
 * are the item keys; `Nearby` items add `distanceKm` from the coarse point searched) and add `TotalItems`
 * (int, on the server), `LoadedItems` (int, in the model) and `HasMore` (bool). They load one page of 100;
 * the service's `loadMore` asks for the next, up to Ocs::Limits::maxPages pages whatever the server
 * claims. A nearby search sends the position coarsened to the user's precision (see LocationPrivacy),
 * never the one in the source name, measures distances from that coarse point and caches under it.
 *
 * On a request the engine publishes the cached copy at once (FromCache true), then revalidates with
 * the server (a 304 costs no parsing). A failure keeps the last good data and sets Status and Error.
 * Writes go through the service (see ocs.operations), never through source names.
 */
class OcsEngine : public Plasma::DataEngine
{
    Q_OBJECT

public:
    explicit OcsEngine(QObject *parent, const QVariantList &args = {});
    ~OcsEngine() override;

    Plasma::Service *serviceForSource(const QString &source) override;

    Ocs::Client *client();
    /// The signed-in account's reply cache; null when signed out.
    const Ocs::ReplyCache *cache() const;
    /// Sets the account; the password is checked with the server, then kept in KWallet.
    void signIn(const QUrl &baseUrl, const Ocs::Credentials &credentials, std::function<void(const QString &error)> done);
    /// Uses an account signed in before, with its password from KWallet: the cached data shows at once.
    void resume(const QUrl &baseUrl, const QString &user, std::function<void(const QString &error)> done);
    /// Forgets the account: its password in KWallet and its cached data.
    void signOut();
    /// Fetches @p source again, or every source when empty (the periodic refresh). After the server
    /// said it is busy (OCS code 200) the periodic refresh waits, doubling the pause each time.
    void refresh(const QString &source = {});
    /// Fetches the next page of the list source @p source; false when it is not a list or has no more.
    bool loadMore(const QString &source);

    /// Writes @p entry to the outbox, then delivers it; @p done gets "sent", "queued" (will be retried)
    /// or an error text (refused: the entry stays in the outbox to be fixed).
    void queue(const Ocs::Outbox::Entry &entry, std::function<void(const QString &result, const QString &error)> done);
    /// Removes an entry; false when signed out or @p id is not of the outbox's own form (Ocs::Outbox::isValidId()).
    bool discardOutboxEntry(const QString &id);
    /// Sends a refused entry again with corrected fields; false for an unknown or malformed @p id.
    bool resendOutboxEntry(const QString &id, const QString &to, const QString &subject, const QString &body);

protected:
    bool sourceRequestEvent(const QString &source) override;
    bool updateSourceEvent(const QString &source) override;

private:
    template<typename T>
    void fetchPage(const QString &source, int page, const Ocs::SourceName &name, Ocs::Client::Parser<T> parse, QVariantMap (*convert)(const T &));
    void fetchPages(const QString &source, const Ocs::SourceName &name, int first, int last);
    Ocs::PagedListModel *modelFor(const QString &source);
    template<typename T>
    void fetchInto(const QString &source, const Ocs::Request &request, Ocs::Client::Parser<T> parse, void (*fill)(Data &, const Ocs::Reply<T> &));
    void fetch(const QString &source);
    void publishAccount();
    void publishOutbox();
    void useAccount(const QUrl &baseUrl, const Ocs::Credentials &credentials);
    void setStatus(const QString &source, const QString &status, const QString &error, int statusCode);
    /// Follows the server's pace: code 200 (too many requests) starts or doubles a quiet period; a
    /// success of a request @p sent after the pause began ends it.
    void notePace(int statusCode, const QDateTime &sent);

    Ocs::Client m_client;
    Account::CredentialStore m_credentialStore;
    std::unique_ptr<Ocs::ReplyCache> m_cache;
    std::unique_ptr<Ocs::OutboxSender> m_outbox;
    /// Sources showing data of the current account: a refresh of these only revalidates (no reparse of the cache).
    QSet<QString> m_shown;
    bool m_signedIn = false;
    QString m_accountError;
    /// Pages each list source shows (1 unless a view asked for more).
    QHash<QString, int> m_pagesWanted;
    /// Pages the server answered in this round: a slower cache read must not overwrite them.
    QSet<QString> m_freshPages;
    /// No periodic refresh before this time (the server asked to slow down).
    QDateTime m_quietUntil;
    QDateTime m_pausedAt;
    int m_backoffSeconds = 0;
};
