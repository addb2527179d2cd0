// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QHash>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPair>
#include <QString>

struct Credentials {
    QString user;
    QString password;

    bool isSet() const
    {
        return !user.isEmpty();
    }
    static Credentials demo()
    {
        return Credentials{QStringLiteral("demo"), QStringLiteral("demo-password")};
    }
    /** Every seeded person's password is "<personid>-password". */
    static Credentials of(const QString &personId)
    {
        return Credentials{personId, personId + QStringLiteral("-password")};
    }
};

struct HttpReply {
    int status = 0;
    QByteArray body;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QHash<QByteArray, QByteArray> headers; // lower-case names

    QByteArray header(const char *name) const
    {
        return headers.value(QByteArray(name).toLower());
    }
};

using Form = QList<QPair<QString, QString>>;
using Headers = QList<QPair<QByteArray, QByteArray>>;

/**
 * A small synchronous HTTP client over QNetworkAccessManager (loopback only). Paths starting with
 * '/' are taken from the server root, others from /v1/. Credentials go out as a pre-emptive Basic
 * Authorization header; nothing answers 401 challenges.
 */
class OcsClient
{
public:
    explicit OcsClient(const QString &origin = QString());

    void setOrigin(const QString &origin);
    QUrl url(const QString &path) const;

    HttpReply get(const QString &path, const Credentials &credentials = {}, const Headers &headers = {});
    HttpReply head(const QString &path, const Credentials &credentials = {});
    HttpReply post(const QString &path, const Form &form, const Credentials &credentials = {}, const Headers &headers = {});
    HttpReply postMultipart(const QString &path, const Form &form, const Credentials &credentials = {});
    /** Closes idle keep-alive connections, so a server stops at once. */
    void clearConnections();

    static QByteArray encodeForm(const Form &form);
    static QByteArray authorization(const Credentials &credentials);

private:
    HttpReply wait(QNetworkReply *reply);
    QNetworkRequest request(const QString &path, const Credentials &credentials, const Headers &headers) const;

    QNetworkAccessManager m_manager;
    QString m_origin;
};
