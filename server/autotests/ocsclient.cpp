// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"

#include <QEventLoop>
#include <QHttpMultiPart>
#include <QTimer>

OcsClient::OcsClient(const QString &origin)
    : m_origin(origin)
{
}

void OcsClient::setOrigin(const QString &origin)
{
    m_origin = origin;
}

QUrl OcsClient::url(const QString &path) const
{
    return QUrl(path.startsWith(QLatin1Char('/')) ? m_origin + path : m_origin + QStringLiteral("/v1/") + path);
}

QByteArray OcsClient::encodeForm(const Form &form)
{
    QByteArray body;
    for (const auto &pair : form) {
        if (!body.isEmpty()) {
            body += '&';
        }
        body += QUrl::toPercentEncoding(pair.first) + '=' + QUrl::toPercentEncoding(pair.second);
    }
    return body;
}

QByteArray OcsClient::authorization(const Credentials &credentials)
{
    return "Basic " + (credentials.user + QLatin1Char(':') + credentials.password).toUtf8().toBase64();
}

QNetworkRequest OcsClient::request(const QString &path, const Credentials &credentials, const Headers &headers) const
{
    QNetworkRequest request(url(path));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    if (credentials.isSet()) {
        request.setRawHeader("Authorization", authorization(credentials));
    }
    for (const auto &header : headers) {
        request.setRawHeader(header.first, header.second);
    }
    return request;
}

HttpReply OcsClient::get(const QString &path, const Credentials &credentials, const Headers &headers)
{
    return wait(m_manager.get(request(path, credentials, headers)));
}

HttpReply OcsClient::head(const QString &path, const Credentials &credentials)
{
    return wait(m_manager.head(request(path, credentials, {})));
}

HttpReply OcsClient::post(const QString &path, const Form &form, const Credentials &credentials, const Headers &headers)
{
    QNetworkRequest networkRequest = request(path, credentials, headers);
    networkRequest.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
    return wait(m_manager.post(networkRequest, encodeForm(form)));
}

HttpReply OcsClient::postMultipart(const QString &path, const Form &form, const Credentials &credentials)
{
    auto multiPart = new QHttpMultiPart(QHttpMultiPart::FormDataType);
    for (const auto &pair : form) {
        QHttpPart part;
        part.setHeader(QNetworkRequest::ContentDispositionHeader, QStringLiteral("form-data; name=\"%1\"").arg(pair.first));
        part.setBody(pair.second.toUtf8());
        multiPart->append(part);
    }
    QNetworkReply *reply = m_manager.post(request(path, credentials, {}), multiPart);
    multiPart->setParent(reply);
    return wait(reply);
}

void OcsClient::clearConnections()
{
    m_manager.clearConnectionCache();
}

HttpReply OcsClient::wait(QNetworkReply *reply)
{
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    timeout.start(30000);
    if (!reply->isFinished()) {
        loop.exec();
    }
    HttpReply result;
    if (!reply->isFinished()) {
        reply->abort();
        result.error = QNetworkReply::TimeoutError;
    } else {
        result.error = reply->error();
    }
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    const auto pairs = reply->rawHeaderPairs();
    for (const auto &pair : pairs) {
        result.headers.insert(pair.first.toLower(), pair.second);
    }
    reply->deleteLater();
    return result;
}
