// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocs/client.h"
#include "ocs/signupoutcome.h"

#include <QObject>
#include <QUrl>

#include <functional>

namespace Account
{

/// What the sign-up form sends.
struct NewAccount {
    Ocs::Credentials credentials;
    QString firstName;
    QString lastName;
    QString email;
};

/**
 * Creating an account with `POST person/add` (sent without credentials; the password in the form, so only over
 * https or to this machine). Signing in with it afterwards is SignIn's work.
 */
class Registration : public QObject
{
    Q_OBJECT

public:
    using Done = std::function<void(const Ocs::SignupOutcome &outcome)>;

    explicit Registration(QObject *parent = nullptr);

    void create(const QUrl &baseUrl, const NewAccount &account, Done done);

private:
    Ocs::Client m_client;
};

} // namespace Account
