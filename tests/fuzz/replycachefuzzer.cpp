// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// The reply cache reading a file of any content, then the parser reading what the cache returned,
// as the client does at start-up.
//
// The first byte chooses what the rest is: 'W' writes it as the body of a well-formed cache entry (so
// the fuzzer reaches the parser through the cache), anything else is the whole file as found on disk.

#include "fuzzsupport.h"

#include "ocs/replycache.h"
#include "ocs/replyparser.h"

#include <QCryptographicHash>
#include <QDir>

using namespace Ocs;

namespace
{
const QString key = QStringLiteral("Friends");

QString cacheFile(const ReplyCache &cache)
{
    // The cache names a file by the SHA-1 of its key (see ReplyCache::fileFor).
    return cache.directory() + QLatin1Char('/') + QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex())
        + QStringLiteral(".reply");
}
}

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::silenceLogging();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const ReplyCache cache(FuzzSupport::scratchDirectory() + QStringLiteral("/cache"));
    static const bool created = QDir().mkpath(cache.directory());
    FuzzSupport::check(created, "cannot create the cache directory");

    const QByteArray input(reinterpret_cast<const char *>(data), int(size));
    if (!input.isEmpty() && input.at(0) == 'W') {
        ReplyCache::Entry entry;
        entry.etag = "\"fuzz\"";
        entry.body = input.mid(1);
        entry.updated = QDateTime::fromMSecsSinceEpoch(1767225600000, Qt::UTC);
        FuzzSupport::check(cache.store(key, entry), "cannot store a cache entry");
        const std::optional<ReplyCache::Entry> loaded = cache.load(key);
        FuzzSupport::check(loaded.has_value(), "a stored entry did not load");
        FuzzSupport::check(loaded->body == entry.body && loaded->etag == entry.etag && loaded->updated == entry.updated, "the cache changed an entry");
        const Reply<Person> reply = ReplyParser::persons(loaded->body);
        FuzzSupport::check(reply.isReadable() || reply.items.isEmpty(), "items in an unreadable reply");
        return 0;
    }

    const QString path = cacheFile(cache);
    FuzzSupport::writeFile(path, input);
    const std::optional<ReplyCache::Entry> loaded = cache.load(key);
    if (loaded) {
        // Whatever passed the checksum must stay loadable, and parse without harm.
        ReplyParser::persons(loaded->body);
        FuzzSupport::check(cache.load(key).has_value(), "an accepted entry went away");
    } else {
        // A file that is not trusted is removed, never read again.
        FuzzSupport::check(!QFile::exists(path), "a corrupt cache file was kept");
    }
    cache.remove(key);
    return 0;
}
