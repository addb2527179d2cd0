// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "latencyproxy.h"

#include "delayedpipe.h"

#include <QElapsedTimer>
#include <QTcpSocket>

#include <memory>

using namespace Bench;

namespace
{
/// One proxied connection: the client's socket, the server's, a pipe each way; gone when both ends closed.
class ProxiedConnection : public QObject
{
public:
    ProxiedConnection(QTcpSocket *client, quint16 targetPort, int oneWayMs, QObject *parent)
        : QObject(parent)
        , m_client(client)
    {
        m_clock.start();
        client->setParent(this);
        m_upstream = new QTcpSocket(this);
        // The client thinks it is connected at once; a real handshake takes a round trip before data goes out.
        const qint64 handshakeMs = 2 * oneWayMs;
        auto *up = new DelayedPipe(client, m_upstream, oneWayMs, m_clock, handshakeMs, this);
        auto *down = new DelayedPipe(m_upstream, client, oneWayMs, m_clock, 0, this);
        connect(client, &QTcpSocket::readyRead, up, &DelayedPipe::take);
        connect(m_upstream, &QTcpSocket::readyRead, down, &DelayedPipe::take);
        connect(m_upstream, &QTcpSocket::connected, up, &DelayedPipe::flush);
        connect(client, &QTcpSocket::disconnected, up, &DelayedPipe::takeEnd);
        connect(m_upstream, &QTcpSocket::disconnected, down, &DelayedPipe::takeEnd);
        connect(up, &DelayedPipe::closed, this, &ProxiedConnection::oneSideClosed);
        connect(down, &DelayedPipe::closed, this, &ProxiedConnection::oneSideClosed);
        m_upstream->connectToHost(QStringLiteral("127.0.0.1"), targetPort);
        up->take();
    }

private:
    void oneSideClosed()
    {
        if (++m_closed >= 2 || (m_client->state() == QAbstractSocket::UnconnectedState && m_upstream->state() == QAbstractSocket::UnconnectedState)) {
            deleteLater();
        }
    }

    QElapsedTimer m_clock;
    QTcpSocket *m_client;
    QTcpSocket *m_upstream;
    int m_closed = 0;
};
}

LatencyProxy::LatencyProxy(quint16 targetPort, int oneWayMs, QObject *parent)
    : QObject(parent)
    , m_targetPort(targetPort)
    , m_oneWayMs(oneWayMs)
{
    connect(&m_server, &QTcpServer::newConnection, this, &LatencyProxy::accept);
}

bool LatencyProxy::start(quint16 port)
{
    return m_server.listen(QHostAddress::LocalHost, port);
}

quint16 LatencyProxy::port() const
{
    return m_server.serverPort();
}

int LatencyProxy::connections() const
{
    return m_connections;
}

void LatencyProxy::accept()
{
    while (QTcpSocket *client = m_server.nextPendingConnection()) {
        ++m_connections;
        new ProxiedConnection(client, m_targetPort, m_oneWayMs, this);
    }
}
