// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "cachebench.h"

#include "countingparser.h"

#include "ocs/client.h"
#include "ocs/pagedlistmodel.h"
#include "ocs/replycache.h"
#include "ocs/replyparser.h"
#include "ocs/sourcename.h"
#include "ocs/variants.h"
#include "wholelist.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTimer>

using namespace Bench;

namespace
{
const QString source = QStringLiteral("Friends");
constexpr int timeoutMs = 60000;

void run(QEventLoop &loop)
{
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
}
}

CacheBench::CacheBench(const QUrl &baseUrl, const Ocs::Credentials &credentials, int friends, const QString &cacheDirectory)
    : m_baseUrl(baseUrl)
    , m_credentials(credentials)
    , m_friends(friends)
    , m_directory(cacheDirectory)
{
}

Ocs::Request CacheBench::request() const
{
    // The engine's request for its Friends source, with a page as large as the list.
    return Ocs::SourceName::parse(source).request(m_credentials.user, m_friends);
}

QString CacheBench::cacheFile(const QString &suffix) const
{
    const QStringList files = QDir(m_directory).entryList({QStringLiteral("*.") + suffix}, QDir::Files);
    return files.size() == 1 ? m_directory + QLatin1Char('/') + files.first() : QString();
}

qint64 CacheBench::fullBytes() const
{
    return m_fullBytes;
}

int CacheBench::fullItems() const
{
    return m_fullItems;
}

bool CacheBench::prime()
{
    Ocs::ReplyCache(m_directory).clear();
    Ocs::Client client;
    client.setProvider(Ocs::Provider(m_baseUrl));
    client.setCredentials(m_credentials);
    QObject context;
    QEventLoop loop;
    bool ok = false;
    client.send(request(), &context, [&](const Ocs::Response &response) {
        m_fullBytes = response.body.size();
        ok = response.error == Ocs::Response::NoError && !response.notModified;
        loop.quit();
    });
    run(loop);
    if (!ok) {
        return false;
    }
    // Then the way the engine does it, which stores the reply in the cache.
    Ocs::ReplyCache cache(m_directory);
    ok = false;
    client.fetchRows(
        cache,
        source,
        request(),
        Bench::wholeListRows,
        &context,
        [&](const Ocs::Result<Ocs::NoData> &result, const Ocs::RowPage &rows) {
            m_fullItems = rows.size();
            ok = result.isSuccess() && !result.fromCache;
            loop.quit();
        },
        Ocs::Client::CachedCopy::Deliver);
    run(loop);
    return ok && !cacheFile(QStringLiteral("reply")).isEmpty() && !cacheFile(QStringLiteral("rows")).isEmpty();
}

double CacheBench::publishOnce(int *items)
{
    QObject context;
    QEventLoop loop;
    bool revalidated = false;
    double ms = -1;
    QElapsedTimer timer;
    timer.start();
    // An engine restart: nothing in memory but the cache directory's name. The account's cache is opened once
    // per sign-in (it makes the files there private), before any source asks for it: timed on its own.
    Ocs::ReplyCache cache(m_directory);
    m_openCacheMs = timer.nsecsElapsed() / 1e6;
    timer.restart();
    Ocs::Client client;
    client.setProvider(Ocs::Provider(m_baseUrl));
    client.setCredentials(m_credentials);
    Ocs::PagedListModel model;
    client.fetchRows(
        cache,
        source,
        request(),
        Bench::wholeListRows,
        &context,
        [&](const Ocs::Result<Ocs::NoData> &result, const Ocs::RowPage &rows) {
            if (result.fromCache) {
                model.setPage(0, rows);
                ms = timer.nsecsElapsed() / 1e6;
                *items = model.rowCount();
                return;
            }
            revalidated = result.isSuccess();
            loop.quit();
        },
        Ocs::Client::CachedCopy::Deliver);
    run(loop);
    return revalidated ? ms : -1;
}

CacheBench::Publish CacheBench::publish()
{
    Publish publish;
    const QString rowsFile = cacheFile(QStringLiteral("rows"));
    const QString xmlFile = cacheFile(QStringLiteral("reply"));
    QElapsedTimer timer;
    for (const auto &[path, floor, size] :
         {std::tuple{rowsFile, &publish.floorMs, &publish.rowsFileBytes}, std::tuple{xmlFile, &publish.xmlFloorMs, &publish.xmlFileBytes}}) {
        timer.restart();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            return publish;
        }
        *size = file.readAll().size();
        *floor = timer.nsecsElapsed() / 1e6;
    }

    publish.ms = publishOnce(&publish.items);
    publish.openCacheMs = m_openCacheMs;
    publish.ok = publish.ms >= 0 && publish.items == m_fullItems;

    // The stages, one by one.
    timer.restart();
    const std::optional<Ocs::ReplyCache::RowsEntry> entry = Ocs::ReplyCache(m_directory).loadRows(source);
    publish.loadMs = timer.nsecsElapsed() / 1e6;
    if (!entry) {
        publish.ok = false;
        return publish;
    }
    timer.restart();
    {
        Ocs::PagedListModel model;
        model.setPage(0, entry->rows);
        publish.modelMs = timer.nsecsElapsed() / 1e6;
    }

    // The first start after an upgrade: only the XML reply is there (the rows file is written again).
    QFile::remove(rowsFile);
    int items = 0;
    publish.fromXmlMs = publishOnce(&items);
    publish.ok = publish.ok && items == m_fullItems && QFile::exists(rowsFile);
    return publish;
}

CacheBench::Refresh CacheBench::refresh()
{
    Refresh refresh;
    Ocs::ReplyCache cache(m_directory);
    Ocs::Client client;
    client.setProvider(Ocs::Provider(m_baseUrl));
    client.setCredentials(m_credentials);
    QObject context;
    QEventLoop loop;
    // What the engine does when a source it already shows is refreshed.
    CountingParser::reset();
    client.fetchRows(
        cache,
        source,
        request(),
        CountingParser::rows,
        &context,
        [&](const Ocs::Result<Ocs::NoData> &result, const Ocs::RowPage &) {
            if (result.fromCache) {
                return;
            }
            refresh.ok = result.isSuccess();
            refresh.notModified = result.response.notModified;
            refresh.bytes = result.response.notModified ? 0 : m_fullBytes;
            loop.quit();
        },
        Ocs::Client::CachedCopy::Skip);
    run(loop);
    refresh.itemsParsed = CountingParser::items();
    return refresh;
}
