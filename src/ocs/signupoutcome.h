// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "reply.h"
#include "response.h"

#include <QString>

namespace Ocs
{

/**
 * What a `person/add` answer means for the sign-up form: created, refused because of one field (the spec's codes
 * 101 to 106), not offered by this server (998, 999, HTTP 404), or failed otherwise. The texts are translated; the
 * server's own message is never shown as a field's error, and elsewhere only bounded (ServerText).
 */
struct SignupOutcome {
    enum Kind {
        Created,
        Refused, ///< one field is wrong: see field
        NotSupported, ///< the server has no person/add: sign up on its website
        Failed,
    };

    Kind kind = Failed;
    /// `login`, `password`, `firstName`, `lastName`, `email` or empty (a form-wide error).
    QString field;
    /// Translated; empty when created.
    QString error;

    static SignupOutcome from(const Response &response, const Reply<NoData> &reply);
    /// The words for a field the widget checks before anything is sent (also the server's codes' words).
    static SignupOutcome forCode(int statusCode);
};

} // namespace Ocs
