// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "picturedownload.h"

#include "net_debug.h"
#include "weburl.h"

#include <QBuffer>
#include <QImageReader>
#include <QNetworkReply>

namespace Net
{

QNetworkRequest PictureDownload::request(const QUrl &url)
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::AuthenticationReuseAttribute, QNetworkRequest::Manual);
    request.setMaximumRedirectsAllowed(3);
    request.setTransferTimeout(30000);
    // A header of our own turns off the access manager's "Accept-Encoding: gzip, deflate" and with it the
    // decompression it does before the reply is read (Qt 5 and 6 alike): 1 MB of gzip on the wire is 1 GB in
    // memory before maximumBytes could apply. What arrives is what is decoded, and bounded.
    request.setRawHeader(QByteArrayLiteral("Accept-Encoding"), QByteArrayLiteral("identity"));
    return request;
}

bool PictureDownload::isEncoded(const QNetworkReply *reply)
{
    const QByteArray encoding = reply->rawHeader(QByteArrayLiteral("Content-Encoding")).trimmed().toLower();
    return !encoding.isEmpty() && encoding != "identity";
}

void PictureDownload::guard(QNetworkReply *reply)
{
    QObject::connect(reply, &QNetworkReply::redirected, reply, [reply](const QUrl &target) {
        if (WebUrl::accepts(target)) {
            Q_EMIT reply->redirectAllowed();
        } else {
            qCWarning(SOCIALDESKTOP_NET) << "Refused a picture's redirect to scheme" << target.scheme();
            reply->abort();
        }
    });
    // A server that compresses although asked not to: the body would not be the picture, and a server that
    // ignores one rule ignores the others.
    QObject::connect(reply, &QNetworkReply::metaDataChanged, reply, [reply] {
        if (isEncoded(reply)) {
            qCWarning(SOCIALDESKTOP_NET) << "Refused a picture sent with Content-Encoding" << reply->rawHeader(QByteArrayLiteral("Content-Encoding")).left(32);
            reply->abort();
        }
    });
    QObject::connect(reply, &QNetworkReply::readyRead, reply, [reply] {
        if (reply->bytesAvailable() > maximumBytes) {
            qCWarning(SOCIALDESKTOP_NET) << "A picture is larger than" << maximumBytes << "bytes; not loaded";
            reply->abort();
        }
    });
    QObject::connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 received, qint64 total) {
        if (received > maximumBytes || total > maximumBytes) {
            qCWarning(SOCIALDESKTOP_NET) << "A picture is larger than" << maximumBytes << "bytes; not loaded";
            reply->abort();
        }
    });
}

QImage PictureDownload::decode(QNetworkReply *reply, const QSize &size, Qt::AspectRatioMode mode, QString *error)
{
    if (isEncoded(reply)) {
        *error = QStringLiteral("compressed picture refused");
        return {};
    }
    QByteArray bytes = reply->read(maximumBytes + 1);
    if (bytes.size() > maximumBytes) {
        *error = QStringLiteral("picture too large");
        return {};
    }
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    reader.setAutoTransform(true);
    const QSize found = reader.size();
    if (!found.isValid() || qint64(found.width()) * found.height() > maximumPixels) {
        *error = QStringLiteral("picture of unknown or too large size");
        return {};
    }
    if (size.isValid() && !size.isEmpty()) {
        reader.setScaledSize(found.scaled(size, mode));
    }
    QImage image = reader.read();
    if (image.isNull()) {
        *error = reader.errorString();
    }
    return image;
}

} // namespace Net
