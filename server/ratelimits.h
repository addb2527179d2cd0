// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ratelimiter.h"

#include <QStringList>

struct ServerOptions;

/**
 * The limits per client address and per account (README.md, "Safe on the internet"): failed sign-ins, sign-ups,
 * messages and searches. Keys are the client address (an IPv6 one by its /64) and the account's login,
 * lower-cased, so that an attacker spreading over addresses still meets the account's limit.
 */
class RateLimits
{
public:
    enum class Action {
        None,
        SignIn, // POST person/check; Basic authentication on any call (only failures count)
        SignUp, // POST person/add
        Message, // POST message/{folder}, POST friend/invite/{id}
        Search, // GET person/data
    };

    explicit RateLimits(const ServerOptions &options);

    /** What an OCS call (method, segments below /v1/) counts as. */
    static Action classify(const QString &method, const QStringList &segments);
    /** The OCS message of a refusal. */
    static QString refusal(Action action);

    /**
     * Counts one action by address and (when not empty) account: 0 when allowed, else the seconds for Retry-After,
     * nothing counted then. A sign-in is counted before the password is checked, so that parallel guesses cannot
     * slip past the limit, and given back by signInSucceeded().
     */
    int take(Action action, const QString &address, const QString &account);
    /** The sign-in take() counted was not a failure: it no longer counts. */
    void signInSucceeded(const QString &address, const QString &account);

private:
    static QString accountKey(const QString &account);
    static int takeBoth(RateLimiter &first, const QString &firstKey, RateLimiter &second, const QString &secondKey);

    RateLimiter m_signInAddress;
    RateLimiter m_signInAccount;
    RateLimiter m_signUpAddress;
    RateLimiter m_signUpTotal;
    RateLimiter m_messageAddress;
    RateLimiter m_messageAccount;
    RateLimiter m_searchAddress;
    RateLimiter m_searchAccount;
};
