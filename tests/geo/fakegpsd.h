// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QTcpServer>

/// Something on gpsd's port that is not gpsd: sends fixed bytes to every client and counts connections.
class FakeGpsd : public QTcpServer
{
    Q_OBJECT

public:
    explicit FakeGpsd(const QByteArray &greeting, QObject *parent = nullptr);

    bool start();
    int connectionCount() const;
    /// Sends more bytes to every connected client.
    void send(const QByteArray &bytes);

private:
    QByteArray m_greeting;
    int m_connections = 0;
};
