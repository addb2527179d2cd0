// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QUrl>
#include <QUrlQuery>

namespace Ocs
{

/**
 * Where an OCS v1 service lives, and how its calls are addressed.
 *
 * The base URL is the provider's `<location>` (for example `https://api.example.org/v1/`).
 * Unlike Attica, which concatenates strings, callUrl() always joins with exactly one
 * slash, so a location written without its trailing slash still gives valid URLs.
 * User information in the address (`https://user:secret@host/v1/`) is dropped: credentials are the
 * account's, never part of a URL that is stored, published or used to name files.
 */
class Provider
{
public:
    Provider() = default;
    explicit Provider(const QUrl &baseUrl);

    /// The base URL, without user information.
    QUrl baseUrl() const;
    /// @p url without its user name and password.
    static QUrl withoutUserInfo(const QUrl &url);
    bool isValid() const;

    /// The URL of a call such as `person/data/alice`, with an optional query.
    QUrl callUrl(const QString &path, const QUrlQuery &query = {}) const;

    /**
     * Whether a password may be sent to this provider: only over HTTPS,
     * or to a host on this machine (loopback), where nothing crosses a network.
     */
    bool acceptsCredentials() const;

private:
    QUrl m_baseUrl;
};

} // namespace Ocs
