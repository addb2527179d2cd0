// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QObject>
#include <QVariantMap>

#include <functional>

namespace Account
{
class SignIn;
}

/**
 * The `createAccount` operation: person/add with the form's fields, then, once created, a sign-in exactly as
 * `login` does (the password to KWallet). The result map says how it ended: `outcome` is `created`, `refused`,
 * `notSupported` or `failed`, and `field` names the form field a refusal concerns (`login`, `password`,
 * `firstName`, `lastName`, `email`; empty for the whole form).
 */
namespace SignupOperation
{
using Done = std::function<void(const QString &error, const QVariantMap &result)>;

/// @p context owns the call: when it is gone, @p done is not called.
void start(Account::SignIn *signIn, const QVariantMap &parameters, QObject *context, Done done);
}
