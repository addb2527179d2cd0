// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "reply.h"
#include "response.h"

#include <QString>

namespace Ocs
{
/// Translated words for what went wrong, made from the client's typed errors (domain plasma_engine_ocs).
namespace ErrorText
{
QString forResponse(const Response &response);
/// The words for a transport error that came with no response (forResponse of a response with only @p error).
QString forError(Response::Error error);
QString forParseError(ParseError error);
QString forStatus(const Metadata &meta);
/// The Certificate error's words (Response::UntrustedCertificate).
QString untrustedCertificate();

/// The first of the three that applies, or an empty string for a success.
template<typename T>
QString forResult(const Response &response, const Reply<T> &reply)
{
    if (response.error != Response::NoError) {
        return forResponse(response);
    }
    if (response.notModified) {
        return {};
    }
    if (!reply.isReadable()) {
        return forParseError(reply.error);
    }
    return reply.meta.isSuccess() ? QString() : forStatus(reply.meta);
}
}
} // namespace Ocs
