// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "basicauth.h"
#include "ocsrequest.h"

#include <optional>

class PeopleStore;

/**
 * HTTP Basic authentication (docs/ocs-protocol.md, "Authentication"): login + password, or an API key sent as the user
 * name with an empty password.
 */
class Authenticator
{
public:
    struct Result {
        AuthState state = AuthState::Anonymous;
        Viewer viewer;
    };

    explicit Authenticator(const PeopleStore &people);

    /**
     * The credentials of an Authorization header that was sent, decoded once (BasicAuth::decode); nullopt: it was
     * not Basic or not decodable (AuthState::Invalid).
     */
    Result authenticate(const std::optional<BasicAuth> &credentials) const;

private:
    const PeopleStore &m_people;
};
