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
/// The longest server text that goes into an error, in characters; longer text is cut with an ellipsis.
constexpr int maxServerTextLength = 200;
/// Server text (an OCS <message>) made fit to stand inside our own words: control and format
/// characters (line breaks, bidi overrides, NULs) become spaces, runs of space one, and the result
/// is at most maxServerTextLength characters.
QString serverText(const QString &text);
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
