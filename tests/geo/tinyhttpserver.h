// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QTcpServer>
#include <QUrl>

/// A loopback HTTP server that answers every request with one fixed plain-text body, and counts requests.
class TinyHttpServer : public QTcpServer
{
    Q_OBJECT

public:
    explicit TinyHttpServer(QObject *parent = nullptr);

    bool start();
    QUrl url() const;
    void setReply(int status, const QByteArray &body);
    int requestCount() const;

private:
    void answer();

    int m_status = 200;
    QByteArray m_body;
    int m_requests = 0;
};
