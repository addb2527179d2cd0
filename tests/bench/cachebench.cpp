// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "cachebench.h"

#include "countingparser.h"

#include "ocs/client.h"
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

QString CacheBench::cacheFile() const
{
    const QStringList files = QDir(m_directory).entryList({QStringLiteral("*.reply")}, QDir::Files);
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
    client.fetch<Ocs::Person>(cache, source, request(), Bench::wholeList, &context, [&](const Ocs::Result<Ocs::Person> &result) {
        m_fullItems = result.reply.items.size();
        ok = result.isSuccess() && !result.fromCache;
        loop.quit();
    });
    run(loop);
    return ok && !cacheFile().isEmpty();
}

CacheBench::Publish CacheBench::publish()
{
    Publish publish;
    QElapsedTimer timer;
    timer.start();
    {
        QFile file(cacheFile());
        if (!file.open(QIODevice::ReadOnly) || file.readAll().isEmpty()) {
            return publish;
        }
    }
    publish.floorMs = timer.nsecsElapsed() / 1e6;

    QObject context;
    QEventLoop loop;
    bool revalidated = false;
    QVariantList items;
    timer.restart();
    // An engine restart: nothing in memory but the cache directory's name.
    Ocs::ReplyCache cache(m_directory);
    Ocs::Client client;
    client.setProvider(Ocs::Provider(m_baseUrl));
    client.setCredentials(m_credentials);
    client.fetch<Ocs::Person>(cache, source, request(), Bench::wholeList, &context, [&](const Ocs::Result<Ocs::Person> &result) {
        if (result.fromCache) {
            items = Ocs::Variants::fromList(result.reply.items, Ocs::Variants::fromPerson);
            publish.ms = timer.nsecsElapsed() / 1e6;
            publish.items = items.size();
            return;
        }
        revalidated = true;
        loop.quit();
    });
    run(loop);
    publish.ok = revalidated && publish.items == m_fullItems;

    timer.restart();
    const std::optional<Ocs::ReplyCache::Entry> entry = Ocs::ReplyCache(m_directory).load(source);
    publish.loadMs = timer.nsecsElapsed() / 1e6;
    if (!entry) {
        publish.ok = false;
        return publish;
    }
    timer.restart();
    const Ocs::Reply<Ocs::Person> reply = Bench::wholeList(entry->body);
    publish.parseMs = timer.nsecsElapsed() / 1e6;
    timer.restart();
    const QVariantList converted = Ocs::Variants::fromList(reply.items, Ocs::Variants::fromPerson);
    publish.convertMs = timer.nsecsElapsed() / 1e6;
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
    client.fetch<Ocs::Person>(
        cache,
        source,
        request(),
        CountingParser::persons,
        &context,
        [&](const Ocs::Result<Ocs::Person> &result) {
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
