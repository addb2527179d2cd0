// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "tlsprobe.h"

using namespace Net;

void TlsProbe::probe(const QUrl &url, int timeoutMs, QObject *context, Done done)
{
    new TlsProbe(url, timeoutMs, std::move(done), context);
}

TlsProbe::TlsProbe(const QUrl &url, int timeoutMs, Done done, QObject *parent)
    : QObject(parent)
    , m_done(std::move(done))
{
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        finish({});
    });
    connect(&m_socket, &QSslSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
        // Judged here, never ignored: the socket is closed before anything is written.
        finish(errors);
    });
    connect(&m_socket, &QSslSocket::encrypted, this, [this] {
        finish({});
    });
    connect(&m_socket, &QAbstractSocket::errorOccurred, this, [this] {
        finish({});
    });
    m_timeout.start(timeoutMs);
    m_socket.connectToHostEncrypted(url.host(), url.port(443));
}

void TlsProbe::finish(const QList<QSslError> &errors)
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_timeout.stop();
    m_socket.abort();
    m_done(errors);
    deleteLater();
}
