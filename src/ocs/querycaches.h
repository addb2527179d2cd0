// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "replycache.h"

#include <QString>

namespace Ocs
{

/**
 * Each query typed into a help search (`Knowledge:<query>`, `TopicSearch:<query>`) is a source of its own with its
 * own cache entry. So that typing does not fill the disk, an account's reply cache keeps the last kept queries
 * of these two kinds together (docs/engines.md), with their pages; older ones go.
 */
namespace QueryCaches
{
constexpr int kept = 20;

/// True for a cache key of a help search: `Knowledge:` or `TopicSearch:` (any page).
bool isQueryKey(const QString &key);

/**
 * Removes the cached help searches of @p cache but the @p keep newest (by the time their first page was stored;
 * @p current counts as the newest, since a revalidated page is not written again). Opens every cache file once:
 * call it off the GUI thread. Returns how many queries were removed.
 */
int keepNewest(const ReplyCache &cache, const QString &current, int keep = kept);
}

} // namespace Ocs
