// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocs/reply.h"
#include "ocs/response.h"

#include <QString>

/// Translated words for what went wrong, made at the engine's edge from the client's typed errors.
namespace ErrorText
{
QString forResponse(const Ocs::Response &response);
QString forParseError(Ocs::ParseError error);
QString forStatus(const Ocs::Metadata &meta);
/// The Certificate error's words (Ocs::Response::UntrustedCertificate).
QString untrustedCertificate();

/// The first of the three that applies, or an empty string for a success.
template<typename T>
QString forResult(const Ocs::Response &response, const Ocs::Reply<T> &reply)
{
    if (response.error != Ocs::Response::NoError) {
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
