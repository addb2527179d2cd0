// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "querycaches.h"

#include "ocs_debug.h"
#include "sourcename.h"

#include <QHash>

#include <algorithm>
#include <limits>

namespace Ocs
{

namespace
{
/// The source name of a page key: `Knowledge:x#page2` is `Knowledge:x`.
QString sourceOf(const QString &key)
{
    const int hash = key.lastIndexOf(QLatin1String("#page"));
    return hash < 0 ? key : key.left(hash);
}
}

bool QueryCaches::isQueryKey(const QString &key)
{
    const SourceName::Kind kind = SourceName::parse(sourceOf(key)).kind;
    return kind == SourceName::Knowledge || kind == SourceName::TopicSearch;
}

int QueryCaches::keepNewest(const ReplyCache &cache, const QString &current, int keep)
{
    // Each query with its page keys, and when its first page was stored.
    QHash<QString, QStringList> pages;
    const QStringList keys = cache.keys();
    for (const QString &key : keys) {
        if (isQueryKey(key)) {
            pages[sourceOf(key)].append(key);
        }
    }
    if (pages.size() <= keep) {
        return 0;
    }
    const QString currentSource = sourceOf(current);
    QVector<QPair<QDateTime, QString>> queries;
    for (auto it = pages.cbegin(); it != pages.cend(); ++it) {
        const QDateTime stored =
            it.key() == currentSource ? QDateTime::fromMSecsSinceEpoch(std::numeric_limits<qint64>::max() / 2, Qt::UTC) : cache.storedAt(it.key());
        queries.append({stored.isValid() ? stored : QDateTime::fromMSecsSinceEpoch(0, Qt::UTC), it.key()});
    }
    // Newest first; a query without its first page (only later ones) counts as the oldest.
    std::sort(queries.begin(), queries.end(), [](const auto &a, const auto &b) {
        if (a.first != b.first) {
            return a.first > b.first;
        }
        return a.second < b.second;
    });
    int removed = 0;
    for (int i = std::max(keep, 0); i < queries.size(); ++i) {
        const QStringList old = pages.value(queries.at(i).second);
        for (const QString &key : old) {
            cache.remove(key);
        }
        ++removed;
    }
    qCDebug(SOCIALDESKTOP_OCS) << "removed the cache of" << removed << "older help searches";
    return removed;
}

} // namespace Ocs
