// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "accountstore.h"
#include "ocsreply.h"

class Clock;
class Database;
class OcsRequest;

/**
 * POST person/add (docs/ocs-protocol.md, "person/add"): the spec's rules and status codes, 100 to 106. The codes
 * follow the spec's numbers (105 e-mail taken, 106 e-mail invalid), not the original server's swapped texts.
 */
class RegistrationApi
{
public:
    static constexpr int minPasswordLength = 8;
    /** Bounds the Argon2id work one call can ask for. */
    static constexpr int maxPasswordLength = 1024;
    static constexpr int maxLoginLength = 64;
    static constexpr int maxNameLength = 200;
    static constexpr int maxEmailLength = 254;

    RegistrationApi(Database &database, const Clock &clock);

    OcsReply add(const OcsRequest &request) const;

    // The rules of add(), also for the accounts the operator makes (socialdesktop-admin create).
    static bool isValidPassword(const QString &password);
    static bool isValidLogin(const QString &login);
    static bool isValidEmail(const QString &email);
    /** A first or last name: not empty, at most maxNameLength, no control characters. */
    static bool isValidName(const QString &name);

private:
    AccountStore m_accounts;
    const Clock &m_clock;
};
