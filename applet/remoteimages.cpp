// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "remoteimages.h"
#include "links.h"

namespace
{
constexpr auto encoding = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;
}

QString RemoteImages::providerName()
{
    return QStringLiteral("socialdesktop-remote");
}

QString RemoteImages::source(const QString &url)
{
    const QUrl parsed(url, QUrl::StrictMode);
    if (!Links::isWebUrl(parsed)) {
        return {};
    }
    // The address as base64url: the image id then holds no character QML's URL handling would change.
    return QStringLiteral("image://%1/%2").arg(providerName(), QString::fromLatin1(parsed.toEncoded().toBase64(encoding)));
}

QUrl RemoteImages::urlFromId(const QString &id)
{
    const auto decoded = QByteArray::fromBase64Encoding(id.toLatin1(), encoding);
    if (!decoded) {
        return {};
    }
    const QUrl url = QUrl::fromEncoded(*decoded, QUrl::StrictMode);
    return Links::isWebUrl(url) ? url : QUrl();
}
