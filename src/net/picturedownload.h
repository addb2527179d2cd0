// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QImage>
#include <QNetworkRequest>
#include <QSize>

class QNetworkReply;

namespace Net
{

/**
 * The rules of every picture the network gives (the widget's picture provider, the friends' pictures kept for
 * the address book): no cookies or remembered logins, http(s) only, redirects too (at most 3), a time limit, at
 * most maximumBytes bytes and maximumPixels pixels, decoded by QImageReader only once its size is known.
 * Uncompressed only ("Accept-Encoding: identity", which also keeps the access manager from inflating a body
 * before it is read): a reply with another Content-Encoding is aborted, so the bytes bounded are the bytes
 * decoded.
 */
class PictureDownload
{
public:
    static constexpr qint64 maximumBytes = 1024 * 1024;
    static constexpr qint64 maximumPixels = 2048 * 2048;
    static constexpr int maximumRunning = 4;

    /// The request for @p url (the caller checked it with WebUrl).
    static QNetworkRequest request(const QUrl &url);
    /// Whether @p reply says its body is compressed (a Content-Encoding other than identity).
    static bool isEncoded(const QNetworkReply *reply);
    /// Refuses @p reply's redirects that leave http(s), aborts it past maximumBytes or when it is
    /// compressed. The access manager must use QNetworkRequest::UserVerifiedRedirectPolicy.
    static void guard(QNetworkReply *reply);
    /// The picture in @p reply's body (finished without error), scaled to @p size when valid (@p mode as in
    /// QSize::scaled); a null image with @p error set when it is too large, of unknown size or unreadable.
    static QImage decode(QNetworkReply *reply, const QSize &size, Qt::AspectRatioMode mode, QString *error);
};

} // namespace Net
