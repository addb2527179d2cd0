// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QHash>
#include <QObject>

namespace Account
{
class SignIn;
}

/**
 * The accounts of the `ocs` engine, one Account::SignIn (and so at most one session) each, by the key of their
 * source names (Ocs::AccountName; empty for the unnamed account of the names without a key). Copies of the
 * widget set to one account share its entry: one sign-in, one cache, one refresh.
 */
class Accounts : public QObject
{
    Q_OBJECT

public:
    explicit Accounts(QObject *parent = nullptr);
    ~Accounts() override;

    /// The account of @p key, made when first needed (added() tells).
    Account::SignIn *forKey(const QString &key);
    /// The account of @p key; null when it was never used.
    Account::SignIn *find(const QString &key) const;
    /// The account a service operation acts on: for @p destination's key, or, for the operations that name an
    /// account (`login`, `resume`, `createAccount`) on a keyed source, the one their parameters name.
    Account::SignIn *forOperation(const QString &destination, const QString &operation, const QVariantMap &parameters);
    /// Whether an account entry other than @p signIn has a session of @p user on @p serverUrl (its names with a key
    /// and without are two entries). One account has one session: two would both deliver its outbox.
    bool signedInElsewhere(const Account::SignIn *signIn, const QString &serverUrl, const QString &user) const;

Q_SIGNALS:
    void added(const QString &key, Account::SignIn *signIn);

private:
    QHash<QString, Account::SignIn *> m_accounts;
};
