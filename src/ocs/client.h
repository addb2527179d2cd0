// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "cachefirst.h"
#include "replycache.h"
#include "result.h"
#include "transportjob.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QtConcurrent>

#include <functional>
#include <memory>
#include <optional>

namespace Ocs
{

/**
 * An OCS v1 client: sends requests through TransportJob and parses the replies on a worker thread
 * (QtConcurrent), never on the caller's thread. Results come back on the thread of a context object,
 * and not at all once that object is gone.
 */
class Client : public QObject
{
    Q_OBJECT

public:
    template<typename T>
    using Parser = Reply<T> (*)(const QByteArray &);
    template<typename T>
    using Callback = std::function<void(const Result<T> &)>;

    explicit Client(QObject *parent = nullptr);

    void setProvider(const Provider &provider);
    const Provider &provider() const;
    void setCredentials(const Credentials &credentials);
    const Credentials &credentials() const;
    void setLimits(const TransportJob::Limits &limits);

    /// Sends @p request; @p done gets the raw response.
    void send(const Request &request, QObject *context, std::function<void(const Response &)> done);

    /// Sends @p request and parses the body on a worker thread.
    template<typename T>
    void call(const Request &request, Parser<T> parse, QObject *context, Callback<T> done)
    {
        send(request, context, [parse, context, done](const Response &response) {
            if (response.error != Response::NoError || response.notModified) {
                Result<T> result;
                result.response = response;
                done(result);
                return;
            }
            parseThen<T>(response.body, parse, context, [response, done](const Reply<T> &reply) {
                Result<T> result;
                result.response = response;
                result.response.body.clear();
                result.reply = reply;
                done(result);
            });
        });
    }

    /// What fetch() does with the cached copy besides sending its ETag.
    enum class CachedCopy {
        Deliver, ///< parse and deliver it first: the data is not shown yet (a start)
        Skip, ///< do not parse it: the caller already shows this data (a refresh)
        IfUnchanged, ///< parse and deliver it only in place of a 304: the caller wants the data, never twice
    };

    /**
     * Cache first, then the network. A cached reply is parsed and delivered at once (fromCache set),
     * unless @p cachedCopy is Skip; then @p request goes out with the cached ETag. A 304 is delivered
     * without any parsing; a successful reply is stored, then delivered. Failures are delivered and
     * leave the cache alone. The network's result always comes after the cached copy, even when the
     * server answers before the cached copy is parsed. With IfUnchanged a 304 brings the cached copy,
     * parsed, as the server's result (response.notModified set, fromCache not).
     */
    template<typename T>
    void fetch(const ReplyCache &cache,
               const QString &key,
               Request request,
               Parser<T> parse,
               QObject *context,
               Callback<T> done,
               CachedCopy cachedCopy = CachedCopy::Deliver)
    {
        const std::optional<ReplyCache::Entry> cached = cache.load(key);
        if (cached) {
            request.etag = cached->etag;
        }
        auto order = std::make_shared<CacheFirst<Result<T>>>(done);
        auto deliver = [order](const Result<T> &result) {
            order->server(result);
        };
        if (cached && cachedCopy == CachedCopy::Deliver) {
            order->expectCached();
            parseThen<T>(cached->body, parse, context, [order](const Reply<T> &reply) {
                Result<T> result;
                result.reply = reply;
                result.fromCache = true;
                order->cached(reply.isSuccess(), result);
            });
        }
        const QByteArray unchanged = cached && cachedCopy == CachedCopy::IfUnchanged ? cached->body : QByteArray();
        const QByteArray unchangedEtag = cached ? cached->etag : QByteArray();
        send(request, context, [cache, key, parse, context, deliver, unchanged, unchangedEtag](const Response &response) {
            if (response.notModified && !unchanged.isEmpty()) {
                // Confirmed now: the kept copy counts as fresh as a reply that came whole (readers pick the newest copy).
                cache.store(key, {unchangedEtag, unchanged, QDateTime::currentDateTimeUtc()});
                parseThen<T>(unchanged, parse, context, [response, deliver](const Reply<T> &reply) {
                    Result<T> result;
                    result.response = response;
                    result.reply = reply;
                    deliver(result);
                });
                return;
            }
            if (response.error != Response::NoError || response.notModified) {
                Result<T> result;
                result.response = response;
                deliver(result);
                return;
            }
            parseThen<T>(response.body, parse, context, [cache, key, response, deliver](const Reply<T> &reply) {
                if (reply.isSuccess() && !response.etag.isEmpty()) {
                    cache.store(key, {response.etag, response.body, QDateTime::currentDateTimeUtc()});
                }
                Result<T> result;
                result.response = response;
                result.response.body.clear();
                result.reply = reply;
                deliver(result);
            });
        });
    }

    /// Makes a list page's rows from a reply's body, and says in @p status how the reply read (meta, error).
    /// Runs on a worker thread.
    using RowsParser = std::function<RowPage(const QByteArray &body, Reply<NoData> *status)>;
    using RowsCallback = std::function<void(const Result<NoData> &result, const RowPage &rows)>;

    /**
     * fetch() for a list page that a model shows: the cached copy comes as the rows the model holds
     * (ReplyCache's rows file: read, not parsed), delivered before fetchRows() returns when the file is
     * small enough to read in place (else from a worker), and the server's reply is made into rows on a worker
     * thread and stored both ways. A cache written before rows files existed (or by another version of
     * them) is parsed once and gets its rows file. @p cachedCopy is Deliver or Skip.
     */
    void fetchRows(const ReplyCache &cache, const QString &key, Request request, RowsParser parse, QObject *context, RowsCallback done, CachedCopy cachedCopy);

private:
    void sendForRows(const ReplyCache &cache, const QString &key, const Request &request, RowsParser parse, QObject *context, RowsCallback deliver);
    static void parseRowsThen(const QByteArray &body, RowsParser parse, QObject *context, std::function<void(const Reply<NoData> &, const RowPage &)> then);

    template<typename T>
    static void parseThen(const QByteArray &body, Parser<T> parse, QObject *context, std::function<void(const Reply<T> &)> then)
    {
        auto *watcher = new QFutureWatcher<Reply<T>>(context);
        QObject::connect(watcher, &QFutureWatcherBase::finished, context, [watcher, then] {
            const Reply<T> reply = watcher->result();
            watcher->deleteLater();
            then(reply);
        });
        watcher->setFuture(QtConcurrent::run(parse, body));
    }

    Provider m_provider;
    Credentials m_credentials;
    TransportJob::Limits m_limits;
};

} // namespace Ocs
