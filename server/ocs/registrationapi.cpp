// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "registrationapi.h"

#include "argon2.h"
#include "clock.h"
#include "ocsrequest.h"

#include <algorithm>

namespace
{
bool isAsciiAlphanumeric(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
        || (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
}

bool hasControl(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        return c.category() == QChar::Other_Control || c.category() == QChar::Other_Format;
    });
}
}

RegistrationApi::RegistrationApi(Database &database, const Clock &clock)
    : m_accounts(database)
    , m_clock(clock)
{
}

bool RegistrationApi::isValidPassword(const QString &password)
{
    // no control characters: a NUL would cut it short on its way to the hash (socialdesktop-admin reads it here too)
    return password.size() >= minPasswordLength && password.size() <= maxPasswordLength && std::none_of(password.cbegin(), password.cend(), [](QChar c) {
               return c.category() == QChar::Other_Control;
           });
}

bool RegistrationApi::isValidName(const QString &name)
{
    return !name.isEmpty() && name.size() <= maxNameLength && !hasControl(name);
}

bool RegistrationApi::isValidLogin(const QString &login)
{
    return !login.isEmpty() && login.size() <= maxLoginLength && std::all_of(login.cbegin(), login.cend(), isAsciiAlphanumeric);
}

bool RegistrationApi::isValidEmail(const QString &email)
{
    if (email.size() > maxEmailLength || hasControl(email) || email.contains(QLatin1Char(' '))) {
        return false;
    }
    const int at = email.indexOf(QLatin1Char('@'));
    if (at <= 0 || at != email.lastIndexOf(QLatin1Char('@'))) {
        return false;
    }
    const QString domain = email.mid(at + 1);
    const int dot = domain.lastIndexOf(QLatin1Char('.'));
    return dot > 0 && dot < domain.size() - 1 && !domain.contains(QLatin1String(".."));
}

OcsReply RegistrationApi::add(const OcsRequest &request) const
{
    const QString login = request.param(QStringLiteral("login")).trimmed();
    const QString password = request.param(QStringLiteral("password"));
    const QString firstName = request.param(QStringLiteral("firstname")).trimmed();
    const QString lastName = request.param(QStringLiteral("lastname")).trimmed();
    const QString email = request.param(QStringLiteral("email")).trimmed();
    if (login.isEmpty() || password.isEmpty() || firstName.isEmpty() || lastName.isEmpty() || email.isEmpty()) {
        return OcsReply::failed(101, QStringLiteral("please specify all mandatory fields"));
    }
    if (!isValidPassword(password)) {
        return OcsReply::failed(102, QStringLiteral("please specify a valid password"));
    }
    if (!isValidLogin(login)) {
        return OcsReply::failed(103, QStringLiteral("please specify a valid login"));
    }
    if (!isValidEmail(email)) {
        return OcsReply::failed(106, QStringLiteral("please specify a valid email"));
    }
    if (!isValidName(firstName) || !isValidName(lastName)) {
        return OcsReply::failed(101, QStringLiteral("please specify all mandatory fields"));
    }
    NewAccount account{login, Argon2::hash(password), firstName, lastName, email, m_clock.now()};
    if (account.passwordHash.isEmpty()) {
        return OcsReply::failed(OcsReply::serverError, QStringLiteral("internal server error"));
    }
    switch (m_accounts.add(account)) {
    case AccountStore::Result::Added:
        return OcsReply::ok();
    case AccountStore::Result::LoginTaken:
        return OcsReply::failed(104, QStringLiteral("login already exists"));
    case AccountStore::Result::EmailTaken:
        return OcsReply::failed(105, QStringLiteral("email already taken"));
    case AccountStore::Result::Failed:
        break;
    }
    return OcsReply::notStored();
}
