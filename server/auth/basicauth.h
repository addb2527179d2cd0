// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

#include <optional>
#include <string>

/**
 * The user and password of an HTTP Basic Authorization header (RFC 7617), nothing looked up: the one place that
 * reads those untrusted bytes, for the Authenticator and for the sign-in limits.
 */
struct BasicAuth {
    /** Longer headers are refused before any decoding. */
    static constexpr int maxHeaderLength = 4096;

    QString user;
    QString password; // empty: the user is an API key

    /** nullopt when the header is not "Basic <base64 of user[:password]>", or user or password holds a control character. */
    static std::optional<BasicAuth> decode(const std::string &authorization);
};
