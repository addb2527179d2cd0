// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "tinyhttpserver.h"

#include <QTcpSocket>

TinyHttpServer::TinyHttpServer(QObject *parent)
    : QTcpServer(parent)
{
    connect(this, &QTcpServer::newConnection, this, &TinyHttpServer::answer);
}

bool TinyHttpServer::start()
{
    return listen(QHostAddress::LocalHost, 0);
}

QUrl TinyHttpServer::url() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1/ip").arg(serverPort()));
}

void TinyHttpServer::setReply(int status, const QByteArray &body)
{
    m_status = status;
    m_body = body;
}

int TinyHttpServer::requestCount() const
{
    return m_requests;
}

void TinyHttpServer::answer()
{
    while (QTcpSocket *socket = nextPendingConnection()) {
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
            // One request per connection; answer once the header is complete.
            if (!socket->property("answered").toBool() && socket->peek(65536).contains("\r\n\r\n")) {
                socket->setProperty("answered", true);
                ++m_requests;
                socket->write("HTTP/1.1 " + QByteArray::number(m_status) + " X\r\nContent-Type: text/plain\r\nContent-Length: "
                              + QByteArray::number(m_body.size()) + "\r\nConnection: close\r\n\r\n" + m_body);
                socket->disconnectFromHost();
            }
        });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }
}
