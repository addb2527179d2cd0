// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "client.h"

#include <QTimer>

using namespace Ocs;

namespace
{
// A rows file up to this size is read on the caller's thread (well under a frame); a bigger one on a worker.
constexpr qint64 readInPlace = 1024 * 1024;

struct ParsedRows {
    Reply<NoData> status;
    RowPage rows;
};
}

Client::Client(QObject *parent)
    : QObject(parent)
{
}

void Client::setProvider(const Provider &provider)
{
    m_provider = provider;
}

const Provider &Client::provider() const
{
    return m_provider;
}

void Client::setCredentials(const Credentials &credentials)
{
    m_credentials = credentials;
}

const Credentials &Client::credentials() const
{
    return m_credentials;
}

void Client::setLimits(const TransportJob::Limits &limits)
{
    m_limits = limits;
}

void Client::send(const Request &request, QObject *context, std::function<void(const Response &)> done)
{
    auto *job = new TransportJob(m_provider, m_credentials, request, m_limits, this);
    connect(job, &TransportJob::finished, context, [done](TransportJob *finished) {
        done(finished->response());
    });
}

void Client::parseRowsThen(const QByteArray &body, RowsParser parse, QObject *context, std::function<void(const Reply<NoData> &, const RowPage &)> then)
{
    auto *watcher = new QFutureWatcher<ParsedRows>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context, [watcher, then] {
        const ParsedRows parsed = watcher->result();
        watcher->deleteLater();
        then(parsed.status, parsed.rows);
    });
    watcher->setFuture(QtConcurrent::run([parse, body] {
        ParsedRows parsed;
        parsed.rows = parse(body, &parsed.status);
        return parsed;
    }));
}

void Client::fetchRows(const ReplyCache &cache,
                       const QString &key,
                       Request request,
                       RowsParser parse,
                       QObject *context,
                       RowsCallback done,
                       CachedCopy cachedCopy)
{
    // As in fetch(): the cached copy first, the server's word last, whichever is ready first.
    auto order = std::make_shared<CacheFirst<Result<NoData>, RowPage>>(done);
    auto deliver = [order](const Result<NoData> &result, const RowPage &rows) {
        order->server(result, rows);
    };
    auto deliverCached = [order](const Reply<NoData> &status, const RowPage &rows) {
        Result<NoData> result;
        result.reply = status;
        result.fromCache = true;
        order->cached(status.isSuccess(), result, rows);
    };
    const bool wanted = cachedCopy != CachedCopy::Skip;
    // Then the request, with the ETag of what the cache holds.
    auto go =
        [self = QPointer<Client>(this), cache, key, parse, context, deliver, deliverCached, order, wanted](Request request,
                                                                                                           const std::optional<ReplyCache::RowsEntry> &rows) {
            if (!self) {
                return;
            }
            if (rows) {
                request.etag = rows->etag;
                if (wanted) {
                    order->expectCached();
                    Reply<NoData> status;
                    status.meta = rows->meta;
                    // At once, before the request is even set up: reading the rows was all the work there was.
                    deliverCached(status, rows->rows);
                }
            } else if (const std::optional<ReplyCache::Entry> cached = cache.load(key)) {
                // No rows this version reads: from the reply, on a worker, and kept as rows from now on.
                request.etag = cached->etag;
                if (wanted) {
                    order->expectCached();
                    parseRowsThen(cached->body, parse, context, [cache, key, cached, deliverCached](const Reply<NoData> &status, const RowPage &page) {
                        if (status.isSuccess()) {
                            cache.storeRows(key, {cached->etag, cached->updated, status.meta, page});
                        }
                        deliverCached(status, page);
                    });
                }
            }
            if (self) {
                self->sendForRows(cache, key, request, parse, context, deliver);
            }
        };
    if (cache.rowsFileSize(key) <= readInPlace) {
        go(request, cache.loadRows(key));
        return;
    }
    // A page of long rows: read on a worker; the request waits for its ETag.
    auto *watcher = new QFutureWatcher<std::optional<ReplyCache::RowsEntry>>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context, [watcher, go, request] {
        const std::optional<ReplyCache::RowsEntry> rows = watcher->result();
        watcher->deleteLater();
        go(request, rows);
    });
    watcher->setFuture(QtConcurrent::run([cache, key] {
        return cache.loadRows(key);
    }));
}

void Client::sendForRows(const ReplyCache &cache, const QString &key, const Request &request, RowsParser parse, QObject *context, RowsCallback deliver)
{
    send(request, context, [cache, key, parse, context, deliver](const Response &response) {
        if (response.error != Response::NoError || response.notModified) {
            Result<NoData> result;
            result.response = response;
            deliver(result, RowPage());
            return;
        }
        parseRowsThen(response.body, parse, context, [cache, key, response, deliver](const Reply<NoData> &status, const RowPage &rows) {
            if (status.isSuccess() && !response.etag.isEmpty()) {
                const QDateTime now = QDateTime::currentDateTimeUtc();
                cache.store(key, {response.etag, response.body, now});
                cache.storeRows(key, {response.etag, now, status.meta, rows});
            }
            Result<NoData> result;
            result.response = response;
            result.response.body.clear();
            result.reply = status;
            deliver(result, rows);
        });
    });
}
