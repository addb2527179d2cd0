// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "sendoutcome.h"

#include "metadata.h"
#include "servertext.h"

using namespace Ocs;

namespace
{
SendOutcome outcome(SendOutcome::Kind kind, const QString &reason)
{
    SendOutcome result;
    result.kind = kind;
    result.reason = reason;
    return result;
}

SendOutcome fromHttpStatus(int status, const QString &detail)
{
    // Too many requests, or the service is down for now: the server says it did nothing.
    if (status == 429 || status == 503) {
        return outcome(SendOutcome::NotTaken, detail);
    }
    // The server gave up waiting for the request: it never saw all of it, but say lost so it is looked for first.
    if (status == 408) {
        return outcome(SendOutcome::Lost, detail);
    }
    if (status >= 400 && status < 500) {
        return outcome(SendOutcome::Refused, QStringLiteral("HTTP %1").arg(status));
    }
    // A 5xx may come after the work was done (a crash while answering, a proxy giving up on a slow server).
    return outcome(SendOutcome::Unclear, detail);
}
}

SendOutcome SendOutcome::of(const Result<NoData> &result)
{
    const Response &response = result.response;
    switch (response.error) {
    case Response::NoError:
        break;
    case Response::InvalidProvider:
    case Response::InsecureCredentials:
    case Response::NetworkError:
    case Response::UntrustedCertificate:
    case Response::Unauthorized:
    case Response::TooManyRedirects:
        // Never reached the service, or the service turned it away before reading it.
        return outcome(NotTaken, response.errorDetail);
    case Response::Timeout:
    case Response::ConnectionBroken:
    case Response::Cancelled:
        return outcome(Lost, response.errorDetail);
    case Response::TooLarge:
        return outcome(Unclear, response.errorDetail);
    case Response::HttpError:
        return fromHttpStatus(response.httpStatus, response.errorDetail);
    }
    if (!result.reply.isReadable()) {
        return outcome(Unclear, result.reply.errorDetail);
    }
    const Metadata &meta = result.reply.meta;
    if (meta.isSuccess()) {
        return outcome(Taken, QString());
    }
    if (meta.statusCode == 200) {
        return outcome(NotTaken, QStringLiteral("rate limited"));
    }
    // The reason is the server's text: kept on disk and shown, so bounded and without control characters.
    const QString reason = ServerText::bounded(meta.message);
    return outcome(Refused, reason.isEmpty() ? QString::number(meta.statusCode) : reason);
}
