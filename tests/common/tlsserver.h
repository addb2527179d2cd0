// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QSslCertificate>
#include <QSslKey>
#include <QTcpServer>
#include <QTemporaryDir>

/**
 * A TLS server on loopback with a self-signed certificate for 127.0.0.1, made at start with the
 * `openssl` command. It completes the handshake with anyone and records what it receives after it:
 * the bytes of an HTTP request, if a client dared to send one. It answers nothing.
 */
class TlsServer : public QTcpServer
{
    Q_OBJECT

public:
    explicit TlsServer(QObject *parent = nullptr);

    /// Makes the certificate and listens on 127.0.0.1; false with errorString() on failure.
    bool start();
    QString errorString() const;
    QString baseUrl() const; ///< https://127.0.0.1:<port>/v1/
    QSslCertificate certificate() const;

    int connections() const; ///< TCP connections accepted
    int handshakes() const; ///< TLS handshakes the server completed
    QByteArray received() const; ///< decrypted bytes from every client, together

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    QTemporaryDir m_dir;
    QSslCertificate m_certificate;
    QSslKey m_key;
    QString m_error;
    int m_connections = 0;
    int m_handshakes = 0;
    QByteArray m_received;
};
