// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ratelimits.h"

#include "clientaddress.h"
#include "ocspath.h"
#include "serveroptions.h"
#include "sharedlimits.h"

#include <algorithm>

namespace
{
// The one key of the server-wide sign-up limit.
const QString s_everyone = QStringLiteral("*");

bool matches(const char *pattern, const QStringList &segments)
{
    return OcsPath::matches(QString::fromLatin1(pattern).split(QLatin1Char('/')), segments);
}
}

/** One limit: exact in this process, and in the ledger (when there is one) for all processes and restarts. */
class RateLimits::Limit
{
public:
    Limit(RateLimit limit, int maxKeys, SharedLimits *ledger, const char *name)
        : m_memory(limit, maxKeys)
        , m_ledger(ledger)
        , m_name(QString::fromLatin1(name))
    {
    }

    int wait(const QString &key) const
    {
        return std::max(m_memory.wait(key), m_ledger ? m_ledger->wait(m_name, key, m_memory.limit()) : 0);
    }
    bool isClean(const QString &key) const
    {
        return m_memory.isClean(key) && (!m_ledger || m_ledger->isClean(m_name, key, m_memory.limit()));
    }
    /** Counts in this process only (a sign-in before its check). */
    int takeHere(const QString &key)
    {
        return m_memory.take(key);
    }
    void refundHere(const QString &key)
    {
        m_memory.refund(key);
    }
    /** Counts in the ledger only (what takeHere() counted turned out to count). */
    void record(const QString &key)
    {
        if (m_ledger) {
            m_ledger->add(m_name, key, m_memory.limit());
        }
    }
    int take(const QString &key)
    {
        const int shared = m_ledger ? m_ledger->wait(m_name, key, m_memory.limit()) : 0;
        if (shared > 0) {
            return shared;
        }
        const int here = m_memory.take(key);
        if (here == 0) {
            record(key);
        }
        return here;
    }

private:
    RateLimiter m_memory;
    SharedLimits *m_ledger;
    QString m_name;
};

RateLimits::RateLimits(const ServerOptions &options, SharedLimits *ledger)
    : m_signInAddress(std::make_unique<Limit>(options.signinLimit, options.limitKeys, ledger, "signin-address"))
    , m_signInAccount(std::make_unique<Limit>(options.signinAccountLimit, options.limitKeys, ledger, "signin-account"))
    , m_signUpAddress(std::make_unique<Limit>(options.signupLimit, options.limitKeys, ledger, "signup-address"))
    , m_signUpTotal(std::make_unique<Limit>(options.signupTotalLimit, 1, ledger, "signup-total"))
    , m_messageAddress(std::make_unique<Limit>(options.messageLimit, options.limitKeys, ledger, "message-address"))
    , m_messageAccount(std::make_unique<Limit>(options.messageAccountLimit, options.limitKeys, ledger, "message-account"))
    // searches guard the server's time now, not what it keeps: counted in each process alone, writing nothing
    , m_searchAddress(std::make_unique<Limit>(options.searchLimit, options.limitKeys, nullptr, "search-address"))
    , m_searchAccount(std::make_unique<Limit>(options.searchAccountLimit, options.limitKeys, nullptr, "search-account"))
    , m_activityAddress(std::make_unique<Limit>(options.activityLimit, options.limitKeys, ledger, "activity-address"))
    , m_activityAccount(std::make_unique<Limit>(options.activityAccountLimit, options.limitKeys, ledger, "activity-account"))
    , m_profileAddress(std::make_unique<Limit>(options.profileLimit, options.limitKeys, ledger, "profile-address"))
    , m_profileAccount(std::make_unique<Limit>(options.profileAccountLimit, options.limitKeys, ledger, "profile-account"))
    , m_questionAddress(std::make_unique<Limit>(options.questionLimit, options.limitKeys, ledger, "question-address"))
    , m_questionAccount(std::make_unique<Limit>(options.questionAccountLimit, options.limitKeys, ledger, "question-account"))
    , m_answerAddress(std::make_unique<Limit>(options.answerLimit, options.limitKeys, ledger, "answer-address"))
    , m_answerAccount(std::make_unique<Limit>(options.answerAccountLimit, options.limitKeys, ledger, "answer-account"))
    , m_voteAddress(std::make_unique<Limit>(options.voteLimit, options.limitKeys, ledger, "vote-address"))
    , m_voteAccount(std::make_unique<Limit>(options.voteAccountLimit, options.limitKeys, ledger, "vote-account"))
{
}

RateLimits::~RateLimits() = default;

RateLimits::Action RateLimits::classify(const QString &method, const QStringList &segments)
{
    if (method == QLatin1String("POST")) {
        if (matches("person/check", segments)) {
            return Action::SignIn;
        }
        if (matches("person/add", segments)) {
            return Action::SignUp;
        }
        if (matches("message/{}", segments) || matches("friend/invite/{}", segments)) {
            return Action::Message;
        }
        if (matches("activity", segments)) {
            return Action::Activity;
        }
        if (matches("person/self", segments) || matches("person/setattribute/{}/{}", segments) || matches("person/deleteattribute/{}/{}", segments)) {
            return Action::ProfileEdit;
        }
        if (matches("knowledgebase/data", segments) || matches("knowledgebase/add", segments) || matches("forum/topic/add", segments)
            || matches("forum/topics/add", segments)) {
            return Action::Question;
        }
        if (matches("comments/add", segments)) {
            return Action::Answer;
        }
        if (matches("comments/vote/{}", segments)) {
            return Action::Vote;
        }
    } else if ((method == QLatin1String("GET") || method == QLatin1String("HEAD"))
               && (matches("person/data", segments) || matches("knowledgebase/data", segments) || matches("forum/topics/list", segments)
                   || matches("forum/topic/list", segments))) {
        return Action::Search;
    }
    return Action::None;
}

QString RateLimits::refusal(Action action)
{
    switch (action) {
    case Action::SignIn:
        return QStringLiteral("too many failed sign-ins, try again later");
    case Action::SignUp:
        return QStringLiteral("too many sign-ups, try again later");
    case Action::Message:
        return QStringLiteral("too many messages, try again later");
    case Action::Search:
        return QStringLiteral("too many searches, try again later");
    case Action::Activity:
        return QStringLiteral("too many posts, try again later");
    case Action::ProfileEdit:
        return QStringLiteral("too many profile changes, try again later");
    case Action::Question:
        return QStringLiteral("too many questions, try again later");
    case Action::Answer:
        return QStringLiteral("too many answers, try again later");
    case Action::Vote:
        return QStringLiteral("too many votes, try again later");
    case Action::None:
        break;
    }
    return QStringLiteral("too many requests, try again later");
}

QString RateLimits::accountKey(const QString &account)
{
    return account.trimmed().toLower();
}

RateLimits::SignIn RateLimits::beginSignIn(const QString &address, const QString &account, bool passwordChecked)
{
    SignIn signIn;
    signIn.addressKey = ClientAddress::limitKey(address);
    signIn.accountKey = passwordChecked ? accountKey(account) : QString();
    signIn.wait = m_signInAddress->wait(signIn.addressKey);
    if (signIn.wait > 0) {
        return signIn;
    }
    bool accountOver = false;
    if (!signIn.accountKey.isEmpty()) {
        const int accountWait = m_signInAccount->wait(signIn.accountKey);
        // an address that has not failed may still try: else anyone could keep the owner out
        if (accountWait > 0 && !m_signInAddress->isClean(signIn.addressKey)) {
            signIn.wait = accountWait;
            return signIn;
        }
        accountOver = accountWait > 0;
    }
    signIn.wait = m_signInAddress->takeHere(signIn.addressKey);
    if (signIn.wait > 0) {
        return signIn;
    }
    signIn.addressTaken = true;
    if (!signIn.accountKey.isEmpty() && !accountOver) {
        signIn.wait = m_signInAccount->takeHere(signIn.accountKey);
        if (signIn.wait > 0) {
            m_signInAddress->refundHere(signIn.addressKey);
            signIn.addressTaken = false;
            return signIn;
        }
        signIn.accountTaken = true;
    }
    return signIn;
}

void RateLimits::endSignIn(const SignIn &signIn, bool succeeded)
{
    if (signIn.wait > 0) {
        return;
    }
    if (succeeded) {
        if (signIn.addressTaken) {
            m_signInAddress->refundHere(signIn.addressKey);
        }
        if (signIn.accountTaken) {
            m_signInAccount->refundHere(signIn.accountKey);
        }
        return;
    }
    m_signInAddress->record(signIn.addressKey);
    if (!signIn.accountKey.isEmpty()) {
        m_signInAccount->record(signIn.accountKey);
    }
}

int RateLimits::takeBoth(Limit &first, const QString &firstKey, Limit &second, const QString &secondKey)
{
    // look at both before counting, so a refusal counts for neither
    const int wait = std::max(first.wait(firstKey), secondKey.isEmpty() ? 0 : second.wait(secondKey));
    if (wait > 0) {
        return wait;
    }
    const int firstWait = first.take(firstKey);
    return std::max(firstWait, secondKey.isEmpty() ? 0 : second.take(secondKey));
}

int RateLimits::take(Action action, const QString &address, const QString &account)
{
    const QString addressKey = ClientAddress::limitKey(address);
    switch (action) {
    case Action::SignUp:
        return takeBoth(*m_signUpAddress, addressKey, *m_signUpTotal, s_everyone);
    case Action::Message:
        return takeBoth(*m_messageAddress, addressKey, *m_messageAccount, accountKey(account));
    case Action::Search:
        return takeBoth(*m_searchAddress, addressKey, *m_searchAccount, accountKey(account));
    case Action::Activity:
        return takeBoth(*m_activityAddress, addressKey, *m_activityAccount, accountKey(account));
    case Action::ProfileEdit:
        return takeBoth(*m_profileAddress, addressKey, *m_profileAccount, accountKey(account));
    case Action::Question:
        return takeBoth(*m_questionAddress, addressKey, *m_questionAccount, accountKey(account));
    case Action::Answer:
        return takeBoth(*m_answerAddress, addressKey, *m_answerAccount, accountKey(account));
    case Action::Vote:
        return takeBoth(*m_voteAddress, addressKey, *m_voteAccount, accountKey(account));
    case Action::SignIn: // beginSignIn()
    case Action::None:
        break;
    }
    return 0;
}
