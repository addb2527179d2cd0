// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QObject>
#include <QSslSocket>
#include <QTimer>
#include <QUrl>

#include <functional>

namespace Net
{

/**
 * Finds out why an https server could not be reached: whether its certificate fails verification.
 *
 * Only a TLS handshake with the system's trust store, as the HTTP worker makes it: no request byte, no
 * credentials, no exceptions a user once allowed elsewhere. Used when the transfer itself ended without a
 * status and without saying why (KIO 6's HTTP worker, on a certificate that fails with `ssl_no_ui`).
 * The answer comes once, asynchronously: the errors found (empty when the handshake succeeded, the
 * server was not there, or nothing came within the time).
 */
class TlsProbe : public QObject
{
    Q_OBJECT

public:
    using Done = std::function<void(const QList<QSslError> &errors)>;

    static void probe(const QUrl &url, int timeoutMs, QObject *context, Done done);

private:
    TlsProbe(const QUrl &url, int timeoutMs, Done done, QObject *parent);
    void finish(const QList<QSslError> &errors);

    QSslSocket m_socket;
    QTimer m_timeout;
    Done m_done;
    bool m_finished = false;
};

} // namespace Net
