// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

namespace Ocs
{

/// What came back for a Request, before any parsing.
struct Response {
    enum Error {
        NoError,
        InvalidProvider, ///< no usable server URL
        InsecureCredentials, ///< credentials would cross a network unencrypted: nothing was sent
        NetworkError, ///< the server could not be reached
        UntrustedCertificate, ///< TLS: the server's certificate failed verification; nothing was sent, nothing was asked
        ConnectionBroken, ///< the server began to answer, then the connection broke before the reply was whole
        Timeout,
        TooLarge, ///< the reply grew past the size limit and was cut off
        TooManyRedirects,
        Unauthorized, ///< HTTP 401: no or wrong credentials
        HttpError, ///< any other HTTP error status
        Cancelled,
    };

    Error error = NoError;
    int httpStatus = 0;
    QByteArray body;
    QByteArray etag;
    QByteArray retryAfter; ///< the Retry-After header as sent (server text: read by PollSchedule::retryAfterSeconds)
    bool notModified = false; ///< 304: the cached copy with the sent ETag is still current
    bool credentialsSent = false; ///< the request carried the member's credentials (a 401 without them: sign in)
    QString errorDetail; ///< technical detail for logs; user-facing text is made at the engine's edge
};

} // namespace Ocs
