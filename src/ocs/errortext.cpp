// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "errortext.h"

#include "ocs/servertext.h"

#include <KLocalizedString>

#include <algorithm>

namespace Ocs
{

QString ErrorText::forResponse(const Response &response)
{
    switch (response.error) {
    case Response::NoError:
        return {};
    case Response::InvalidProvider:
        return i18nc("@info", "The server address is not a valid http or https address.");
    case Response::InsecureCredentials:
        return i18nc("@info", "Your password was not sent: the server does not use an encrypted connection (https).");
    case Response::NetworkError:
        return i18nc("@info", "The server cannot be reached. Check your network connection.");
    case Response::ConnectionBroken:
        return i18nc("@info", "The connection to the server broke off before its reply was complete.");
    case Response::Timeout:
        return i18nc("@info", "The server did not answer in time.");
    case Response::TooLarge:
        return i18nc("@info", "The server sent far more data than expected; the reply was ignored.");
    case Response::TooManyRedirects:
        return i18nc("@info", "The server redirected too many times.");
    case Response::Unauthorized:
        if (!response.credentialsSent && response.httpStatus == 401) {
            // a members-only server (the specification's person calls are for members) asked for a sign-in
            return i18nc("@info", "This server shows it to its members only: sign in to see it.");
        }
        return i18nc("@info", "The server did not accept your user name and password.");
    case Response::HttpError:
        return i18nc("@info %1 is an HTTP status code", "The server reported an error (HTTP %1).", response.httpStatus);
    case Response::UntrustedCertificate:
        return untrustedCertificate();
    case Response::Cancelled:
        return i18nc("@info", "The request was cancelled.");
    }
    return {};
}

QString ErrorText::forError(Response::Error error)
{
    Response response;
    response.error = error;
    return forResponse(response);
}

QString ErrorText::forParseError(ParseError error)
{
    switch (error) {
    case ParseError::None:
        return {};
    case ParseError::Empty:
        return i18nc("@info", "The server sent an empty reply.");
    case ParseError::Truncated:
        return i18nc("@info", "The server's reply was cut off.");
    case ParseError::NotXml:
    case ParseError::DtdRefused:
    case ParseError::NotOcs:
        return i18nc("@info", "The server's reply is not an Open Collaboration Services reply. Is the address right?");
    case ParseError::MissingMeta:
    case ParseError::WrongShape:
        return i18nc("@info", "The server's reply has an unexpected form.");
    case ParseError::LimitExceeded:
        return i18nc("@info",
                     "The server's reply was refused: it is built far beyond what a reply needs (too many attributes, nested too deep or a value too long).");
    }
    return {};
}

QString ErrorText::forStatus(const Metadata &meta)
{
    switch (meta.statusCode) {
    case 100:
        return {};
    case 200:
        return i18nc("@info", "The server is receiving too many requests. It will be asked again later.");
    case 999:
        return i18nc("@info", "The server does not offer this function.");
    case 0: {
        // "failed" from a server before OCS 1.3, which gives no code.
        const QString message = Ocs::ServerText::bounded(meta.message);
        if (!message.isEmpty()) {
            return i18nc("@info %1 is the server's own message", "The server refused: %1", message);
        }
        return i18nc("@info", "The server refused the request.");
    }
    default:
        const QString message = Ocs::ServerText::bounded(meta.message);
        if (!message.isEmpty()) {
            return i18nc("@info %1 is the server's own message, %2 its status code", "The server refused: %1 (code %2)", message, meta.statusCode);
        }
        return i18nc("@info %1 is a status code", "The server refused the request (code %1).", meta.statusCode);
    }
}

QString ErrorText::untrustedCertificate()
{
    return i18nc("@info", "The server's certificate cannot be trusted.");
}
}
