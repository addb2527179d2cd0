// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "credentialstore.h"
#include "ocs/session.h"

#include <QObject>
#include <QVariantMap>

#include <functional>
#include <memory>

namespace Account
{

/**
 * Signing in, resuming and signing out: checks a password with the server, keeps it in the
 * CredentialStore, and holds the Ocs::Session of the account signed in (none while signed out).
 * Its accountData() is what the engine's `Account` source shows.
 */
class SignIn : public QObject
{
    Q_OBJECT

public:
    /// Empty on success, else translated words.
    using Done = std::function<void(const QString &error)>;

    explicit SignIn(QObject *parent = nullptr);
    ~SignIn() override;

    /// The signed-in account's session; null while signed out.
    Ocs::Session *session() const;

    /**
     * Starts a session on trial: Self, Friends and Invitations go out at once with the password,
     * and the answer that checks it decides (Ocs::Session::verify(): the first to take or refuse it, else Self's). Accepted, the account is signed in
     * and the password kept, and the message folders are fetched; refused or failed, the session ends and
     * @p done gets why.
     */
    void signIn(const QUrl &baseUrl, const Ocs::Credentials &credentials, Done done);
    /// Uses an account signed in before, with its password from the store: the cached data shows at once.
    void resume(const QUrl &baseUrl, const QString &user, Done done);
    /// Forgets the account: its password and its cached data. Its outbox stays for the next sign-in.
    void signOut();

    /// `Provider`, `User`, `SignedIn`, `PasswordStorage`, `Notice` and the keys every source has.
    QVariantMap accountData() const;
    /// The same for an account never used: signed out, no error.
    static QVariantMap unusedAccountData();

Q_SIGNALS:
    void accountChanged();
    /// A session started, or (null) the account's session ended.
    void sessionChanged(Ocs::Session *session);

private:
    enum class Trial {
        No,
        Yes, ///< the server has not accepted the password yet
    };
    void begin(const QUrl &baseUrl, const Ocs::Credentials &credentials, Trial trial);
    void end();
    void fail(const QString &error, const Done &done);

    CredentialStore m_store;
    std::unique_ptr<Ocs::Session> m_session;
    Ocs::Provider m_provider;
    QString m_error;
    bool m_trial = false;
};

} // namespace Account
