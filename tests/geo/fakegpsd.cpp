// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "fakegpsd.h"

#include <QTcpSocket>

FakeGpsd::FakeGpsd(const QByteArray &greeting, QObject *parent)
    : QTcpServer(parent)
    , m_greeting(greeting)
{
    connect(this, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = nextPendingConnection()) {
            ++m_connections;
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            socket->setParent(this);
            socket->write(m_greeting);
        }
    });
}

bool FakeGpsd::start()
{
    return listen(QHostAddress::LocalHost, 0);
}

int FakeGpsd::connectionCount() const
{
    return m_connections;
}

void FakeGpsd::send(const QByteArray &bytes)
{
    const auto sockets = findChildren<QTcpSocket *>();
    for (QTcpSocket *socket : sockets) {
        socket->write(bytes);
    }
}
