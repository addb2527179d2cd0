// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ratelimiter.h"

#include <QStringList>

#include <memory>

class SharedLimits;
struct ServerOptions;

/**
 * The limits per client address and per account (server/README.md, "Rate limits"): failed sign-ins, sign-ups,
 * messages, activity posts, profile edits, searches, questions, answers and votes; all sign-in counting is here. Keys are the client address
 * (an IPv6 one by its /64) and the account's login, lower-cased, so that an attacker spreading over addresses still
 * meets the account's limit. Each limit counts in this process (exactly) and, given SharedLimits (a LimitLedger), in the database
 * too, so that all server processes and restarts count together.
 */
class RateLimits
{
public:
    enum class Action {
        None,
        SignIn, // POST person/check; Basic authentication on any call (only failures count)
        SignUp, // POST person/add
        Message, // POST message/{folder}, POST friend/invite/{id}
        Search, // GET person/data, knowledgebase/data, forum/topics/list, forum/topic/list
        Activity, // POST activity
        ProfileEdit, // POST person/self, person/setattribute/{app}/{key}, person/deleteattribute/{app}/{key}
        Question, // POST knowledgebase/data, knowledgebase/add, forum/topic/add, forum/topics/add
        Answer, // POST comments/add
        Vote, // POST comments/vote/{id}
    };

    /** One sign-in between beginSignIn() and endSignIn(). */
    struct SignIn {
        int wait = 0; // > 0: refused, the seconds for Retry-After; nothing was counted
        QString addressKey;
        QString accountKey; // empty: no password was checked (an API key), the account does not count
        bool addressTaken = false;
        bool accountTaken = false;
    };

    /** @p ledger: nullptr counts in this process only. */
    RateLimits(const ServerOptions &options, SharedLimits *ledger);
    ~RateLimits();

    /** What an OCS call (method, segments below /v1/) counts as. */
    static Action classify(const QString &method, const QStringList &segments);
    /** The OCS message of a refusal. */
    static QString refusal(Action action);

    /**
     * Counts one action (not a sign-in) by address and (when not empty) account: 0 when allowed, else the seconds
     * for Retry-After, nothing counted then.
     */
    int take(Action action, const QString &address, const QString &account);

    /**
     * Before credentials are checked. @p passwordChecked: a password will be checked (Argon2), so a failure counts
     * for @p account as well as for the address; otherwise (an API key, undecodable credentials) only for the
     * address. An account over its limit still lets a right password in from an address without failures, so
     * that an attacker cannot lock its owner out. Counted at once in this process, so that guesses sent in
     * parallel cannot slip past the limit.
     */
    SignIn beginSignIn(const QString &address, const QString &account, bool passwordChecked);
    /** After the check: a success counts for nothing, a failure for the address and the account. */
    void endSignIn(const SignIn &signIn, bool succeeded);

private:
    class Limit;

    static QString accountKey(const QString &account);
    static int takeBoth(Limit &first, const QString &firstKey, Limit &second, const QString &secondKey);

    std::unique_ptr<Limit> m_signInAddress;
    std::unique_ptr<Limit> m_signInAccount;
    std::unique_ptr<Limit> m_signUpAddress;
    std::unique_ptr<Limit> m_signUpTotal;
    std::unique_ptr<Limit> m_messageAddress;
    std::unique_ptr<Limit> m_messageAccount;
    std::unique_ptr<Limit> m_searchAddress;
    std::unique_ptr<Limit> m_searchAccount;
    std::unique_ptr<Limit> m_activityAddress;
    std::unique_ptr<Limit> m_activityAccount;
    std::unique_ptr<Limit> m_profileAddress;
    std::unique_ptr<Limit> m_profileAccount;
    std::unique_ptr<Limit> m_questionAddress;
    std::unique_ptr<Limit> m_questionAccount;
    std::unique_ptr<Limit> m_answerAddress;
    std::unique_ptr<Limit> m_answerAccount;
    std::unique_ptr<Limit> m_voteAddress;
    std::unique_ptr<Limit> m_voteAccount;
};
