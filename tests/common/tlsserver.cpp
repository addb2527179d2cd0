// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "tlsserver.h"

#include "selfsignedcertificate.h"

#include <QFile>
#include <QSslSocket>

TlsServer::TlsServer(QObject *parent)
    : QTcpServer(parent)
{
}

bool TlsServer::start()
{
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("no temporary directory");
        return false;
    }
    const QString keyFile = m_dir.filePath(QStringLiteral("key.pem"));
    const QString certificateFile = m_dir.filePath(QStringLiteral("certificate.pem"));
    if (!SelfSignedCertificate::make(keyFile, certificateFile, &m_error)) {
        return false;
    }
    QFile key(keyFile);
    QFile certificate(certificateFile);
    if (!key.open(QIODevice::ReadOnly) || !certificate.open(QIODevice::ReadOnly)) {
        m_error = QStringLiteral("openssl wrote no key or certificate");
        return false;
    }
    m_key = QSslKey(key.readAll(), QSsl::Rsa);
    m_certificate = QSslCertificate(certificate.readAll());
    if (m_key.isNull() || m_certificate.isNull()) {
        m_error = QStringLiteral("unreadable key or certificate");
        return false;
    }
    if (!listen(QHostAddress::LocalHost)) {
        m_error = QTcpServer::errorString();
        return false;
    }
    return true;
}

QString TlsServer::errorString() const
{
    return m_error;
}

QString TlsServer::baseUrl() const
{
    return QStringLiteral("https://127.0.0.1:%1/v1/").arg(serverPort());
}

QSslCertificate TlsServer::certificate() const
{
    return m_certificate;
}

int TlsServer::connections() const
{
    return m_connections;
}

int TlsServer::handshakes() const
{
    return m_handshakes;
}

QByteArray TlsServer::received() const
{
    return m_received;
}

void TlsServer::incomingConnection(qintptr descriptor)
{
    auto *socket = new QSslSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    ++m_connections;
    socket->setLocalCertificate(m_certificate);
    socket->setPrivateKey(m_key);
    socket->setPeerVerifyMode(QSslSocket::VerifyNone);
    connect(socket, &QSslSocket::encrypted, this, [this] {
        ++m_handshakes;
    });
    connect(socket, &QSslSocket::readyRead, this, [this, socket] {
        m_received += socket->readAll();
    });
    connect(socket, &QSslSocket::disconnected, socket, &QObject::deleteLater);
    socket->startServerEncryption();
}
