// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QString>
#include <QUrlQuery>

namespace Ocs
{

/// One call to an OCS service, addressed relative to the provider's base URL.
struct Request {
    enum Method {
        Get,
        Post,
    };

    Method method = Get;
    QString path; ///< e.g. `friend/data/alice`
    QUrlQuery query;
    QUrlQuery form; ///< POST body, sent as application/x-www-form-urlencoded
    QByteArray etag; ///< sent as If-None-Match when not empty
    bool authenticate = true; ///< send the account's credentials
};

/// A person or folder id as one segment of a call's path: every reserved character escaped.
inline QString pathSegment(const QString &id)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(id));
}

/// The login of an account. The password never leaves memory except in the Authorization header.
struct Credentials {
    QString user;
    QString password;

    bool isEmpty() const
    {
        return user.isEmpty();
    }
};

} // namespace Ocs
