// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QObject>
#include <QTcpServer>

namespace Bench
{

/**
 * A loopback TCP proxy that makes a local server look @p oneWayMs away: the connection costs a round trip
 * before the first byte can go (the handshake), and every chunk in either direction arrives @p oneWayMs after
 * it was sent, in order. So a first request on a new connection is answered no sooner than two round trips
 * plus the server's own time, as over a real network. No root, no kernel queueing discipline.
 */
class LatencyProxy : public QObject
{
    Q_OBJECT

public:
    LatencyProxy(quint16 targetPort, int oneWayMs, QObject *parent = nullptr);

    /// Listens on 127.0.0.1 at @p port, or a free one when 0; false when it cannot.
    bool start(quint16 port = 0);
    quint16 port() const;
    /// Connections accepted so far.
    int connections() const;

private:
    void accept();

    QTcpServer m_server;
    quint16 m_targetPort;
    int m_oneWayMs;
    int m_connections = 0;
};

} // namespace Bench
