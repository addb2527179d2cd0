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
 * publish(): an engine restart. A fresh ReplyCache and Client fetch the cached list as Ocs::Session does
 * (Client::fetchRows), and the time runs until the rows are in a PagedListModel, the model the engine
 * gives QML. The floor is reading the bytes of the cache file that is read (the rows file). The same is
 * timed without the rows file, as the first start after an upgrade from a cache of XML replies only.
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
        // The stages of ours, timed one by one after the run: reading and checking the rows file, filling the model.
        double loadMs = 0;
        double modelMs = 0;
        /// Opening the account's cache (once per sign-in, not timed in ms).
        double openCacheMs = 0;
        /// Reading the XML reply's file, and the whole publish from it (no rows file).
        double xmlFloorMs = 0;
        double fromXmlMs = 0;
        qint64 rowsFileBytes = 0;
        qint64 xmlFileBytes = 0;
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
    QString cacheFile(const QString &suffix) const;
    /// An engine restart to the rows in a model; -1 on failure.
    double publishOnce(int *items);

    QUrl m_baseUrl;
    Ocs::Credentials m_credentials;
    int m_friends;
    QString m_directory;
    qint64 m_fullBytes = -1;
    int m_fullItems = -1;
    double m_openCacheMs = 0;
};

} // namespace Bench
