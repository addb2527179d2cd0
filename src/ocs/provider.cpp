// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "provider.h"

#include <QHostAddress>

using namespace Ocs;

Provider::Provider(const QUrl &baseUrl)
    : m_baseUrl(withoutUserInfo(baseUrl))
{
    QString path = m_baseUrl.path();
    if (!path.endsWith(QLatin1Char('/'))) {
        path.append(QLatin1Char('/'));
        m_baseUrl.setPath(path);
    }
}

QUrl Provider::withoutUserInfo(const QUrl &url)
{
    // A password typed into the address (https://user:secret@host/v1/) would otherwise be kept in the base URL,
    // published in the Account source, and sent by KIO as Basic auth to whatever server the address names.
    QUrl clean = url;
    clean.setUserInfo(QString());
    return clean;
}

QUrl Provider::baseUrl() const
{
    return m_baseUrl;
}

bool Provider::isValid() const
{
    const QString scheme = m_baseUrl.scheme();
    return m_baseUrl.isValid() && !m_baseUrl.host().isEmpty() && (scheme == QLatin1String("http") || scheme == QLatin1String("https"));
}

QUrl Provider::callUrl(const QString &path, const QUrlQuery &query) const
{
    QString relative = path;
    while (relative.startsWith(QLatin1Char('/'))) {
        relative.remove(0, 1);
    }
    QUrl url = m_baseUrl;
    // Paths arrive with their segments escaped (pathSegment()): keep the escapes as they are.
    url.setPath(m_baseUrl.path(QUrl::FullyEncoded) + relative, QUrl::TolerantMode);
    if (!query.isEmpty()) {
        // Escape every reserved character, '+' included: servers read a bare '+' in a query as a space.
        QByteArray encoded;
        const auto items = query.queryItems(QUrl::FullyDecoded);
        for (const auto &[key, value] : items) {
            if (!encoded.isEmpty()) {
                encoded += '&';
            }
            encoded += QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
        }
        url.setQuery(QString::fromLatin1(encoded), QUrl::StrictMode);
    }
    return url;
}

bool Provider::acceptsCredentials() const
{
    if (!isValid()) {
        return false;
    }
    if (m_baseUrl.scheme() == QLatin1String("https")) {
        return true;
    }
    const QString host = m_baseUrl.host();
    if (host == QLatin1String("localhost")) {
        return true;
    }
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}
