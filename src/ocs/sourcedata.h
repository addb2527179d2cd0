// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "errortext.h"
#include "result.h"

#include <QDateTime>
#include <QVariantMap>

namespace Ocs
{

/**
 * The keys every source of the `ocs` engine carries (`Status`, `Error`, `StatusCode`, `FromCache`,
 * `Updated`; see docs/engines.md), made from what the client delivered. A map holds only the keys that
 * change: the engine merges it into the source's data, so the last good items stay on an error.
 */
namespace SourceData
{
/// For a cached copy: loading, from the cache. For the server's success: ready, now. For a failure: error, with its words.
template<typename T>
QVariantMap statusOf(const Result<T> &result)
{
    QVariantMap data;
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
        data.insert(QStringLiteral("Status"), QStringLiteral("error"));
        data.insert(QStringLiteral("Error"), ErrorText::forResult(result.response, result.reply));
        data.insert(QStringLiteral("StatusCode"), result.reply.meta.statusCode);
    }
    return data;
}

/// The provider does not offer the source's service (Ocs::Capabilities): `unsupported`, and no error to show.
void markUnsupported(QVariantMap &data);

/// Only `Status`: a request for the source went out.
QVariantMap loading();

/// A source that shows nothing: `unconfigured` with "Not signed in.", never updated.
QVariantMap signedOut();
}

} // namespace Ocs
