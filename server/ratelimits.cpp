// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ratelimits.h"

#include "clientaddress.h"
#include "ocspath.h"
#include "serveroptions.h"

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

RateLimits::RateLimits(const ServerOptions &options)
    : m_signInAddress(options.signinLimit, options.limitKeys)
    , m_signInAccount(options.signinAccountLimit, options.limitKeys)
    , m_signUpAddress(options.signupLimit, options.limitKeys)
    , m_signUpTotal(options.signupTotalLimit, 1)
    , m_messageAddress(options.messageLimit, options.limitKeys)
    , m_messageAccount(options.messageAccountLimit, options.limitKeys)
    , m_searchAddress(options.searchLimit, options.limitKeys)
    , m_searchAccount(options.searchAccountLimit, options.limitKeys)
{
}

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
    } else if ((method == QLatin1String("GET") || method == QLatin1String("HEAD")) && matches("person/data", segments)) {
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
    case Action::None:
        break;
    }
    return QStringLiteral("too many requests, try again later");
}

QString RateLimits::accountKey(const QString &account)
{
    return account.trimmed().toLower();
}

void RateLimits::signInSucceeded(const QString &address, const QString &account)
{
    m_signInAddress.refund(ClientAddress::limitKey(address));
    if (!account.isEmpty()) {
        m_signInAccount.refund(accountKey(account));
    }
}

int RateLimits::takeBoth(RateLimiter &first, const QString &firstKey, RateLimiter &second, const QString &secondKey)
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
    case Action::SignIn:
        return takeBoth(m_signInAddress, addressKey, m_signInAccount, accountKey(account));
    case Action::SignUp:
        return takeBoth(m_signUpAddress, addressKey, m_signUpTotal, s_everyone);
    case Action::Message:
        return takeBoth(m_messageAddress, addressKey, m_messageAccount, accountKey(account));
    case Action::Search:
        return takeBoth(m_searchAddress, addressKey, m_searchAccount, accountKey(account));
    case Action::None:
        break;
    }
    return 0;
}
