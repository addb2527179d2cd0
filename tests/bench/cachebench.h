// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocs/request.h"

#include <QString>
#include <QUrl>

namespace Bench
{

/**
 * The demo account's friend list through the disk cache, as the `ocs` engine uses it.
 *
 * publish(): an engine restart. A fresh ReplyCache and Client fetch the cached list, and the time runs
 * until the list is the QVariantList the engine publishes (Ocs::Client::fetch, then Variants::fromList,
 * the path of OcsEngine::fetchInto). The floor is reading the cache file's bytes.
 *
 * refresh(): the engine refreshing a source it already shows, with nothing changed on the server:
 * the body bytes downloaded and the items parsed again, against a full reply.
 */
class CacheBench
{
public:
    struct Publish {
        double ms = 0;
        double floorMs = 0;
        // The stages of ours, timed one by one after the run: reading and checking the file, parsing, converting.
        double loadMs = 0;
        double parseMs = 0;
        double convertMs = 0;
        int items = 0;
        bool ok = false;
    };
    struct Refresh {
        qint64 bytes = -1;
        int itemsParsed = -1;
        bool notModified = false;
        bool ok = false;
    };

    CacheBench(const QUrl &baseUrl, const Ocs::Credentials &credentials, int friends, const QString &cacheDirectory);

    /// Fetches the list from the server once, which fills the cache; false when that failed.
    bool prime();
    qint64 fullBytes() const;
    int fullItems() const;

    Publish publish();
    Refresh refresh();

private:
    Ocs::Request request() const;
    QString cacheFile() const;

    QUrl m_baseUrl;
    Ocs::Credentials m_credentials;
    int m_friends;
    QString m_directory;
    qint64 m_fullBytes = -1;
    int m_fullItems = -1;
};

} // namespace Bench
