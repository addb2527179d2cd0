// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocsrequest.h"

#include <string>

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

    /** authorization is the raw Authorization header value, empty when absent. */
    Result authenticate(const std::string &authorization) const;

private:
    const PeopleStore &m_people;
};
