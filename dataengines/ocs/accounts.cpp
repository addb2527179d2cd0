// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "accounts.h"

#include "account/signin.h"
#include "ocs/accountname.h"
#include "ocs/session.h"

using namespace Ocs;

Accounts::Accounts(QObject *parent)
    : QObject(parent)
{
}

Accounts::~Accounts() = default;

Account::SignIn *Accounts::find(const QString &key) const
{
    return m_accounts.value(key);
}

Account::SignIn *Accounts::forKey(const QString &key)
{
    if (Account::SignIn *signIn = m_accounts.value(key)) {
        return signIn;
    }
    // Children of this object: they go with the engine.
    auto *signIn = new Account::SignIn(this);
    m_accounts.insert(key, signIn);
    Q_EMIT added(key, signIn);
    return signIn;
}

bool Accounts::signedInElsewhere(const Account::SignIn *signIn, const QString &serverUrl, const QString &user) const
{
    const QUrl base = Provider(QUrl::fromUserInput(serverUrl.trimmed())).baseUrl();
    for (const Account::SignIn *other : m_accounts) {
        Session *session = other != signIn ? other->session() : nullptr;
        if (session && session->client()->provider().baseUrl() == base
            && session->client()->credentials().user.compare(user.trimmed(), Qt::CaseInsensitive) == 0) {
            return true;
        }
    }
    return false;
}

Account::SignIn *Accounts::forOperation(const QString &destination, const QString &operation, const QVariantMap &parameters)
{
    const QString key = AccountName::split(destination).key;
    if (!key.isEmpty()) {
        // The account settings page signs in the account its fields name, which may not be saved yet.
        const QString userParameter = operation == QLatin1String("createAccount") ? QStringLiteral("login") : QStringLiteral("user");
        if (operation == QLatin1String("login") || operation == QLatin1String("resume") || operation == QLatin1String("createAccount")) {
            const QString named = AccountName::key(parameters.value(QStringLiteral("serverUrl")).toString(), parameters.value(userParameter).toString());
            if (!named.isEmpty()) {
                return forKey(named);
            }
        }
    }
    return forKey(key);
}
