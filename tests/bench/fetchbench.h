// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;

namespace Attica
{
class ProviderManager;
}

namespace Bench
{

/**
 * Fetch and parse one large person list (a search around Berlin over the whole globe, anonymous) from
 * the reference server: with our client, and with Attica's requestPersonSearchByLocation. Each run
 * is timed from the request until the typed list is in hand on the GUI thread, while a StallProbe
 * records the longest time the GUI thread's event loop did not run.
 */
class FetchBench
{
public:
    struct Run {
        double ms = 0;
        double stallMs = 0;
        int items = 0;
        bool ok = false;
    };

    FetchBench(const QUrl &baseUrl, int listSize);
    ~FetchBench();

    Run ours();
    Run attica();
    /// The same request with a bare QNetworkAccessManager GET that keeps the bytes and parses nothing:
    /// the server's and the transfer's share of both clients' time.
    Run bareGet();
    /// The raw reply body, as both clients receive it (for the parse benchmark).
    QByteArray body();

private:
    QUrl m_baseUrl;
    int m_listSize;
    std::unique_ptr<Attica::ProviderManager> m_attica;
    std::unique_ptr<QNetworkAccessManager> m_network;
};

} // namespace Bench
