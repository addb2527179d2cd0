// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "signin.h"

#include "ocs/errortext.h"
#include "people/friendsnapshot.h"
#include "storage/privatefiles.h"

#include <KLocalizedString>

#include <QDir>

using namespace Ocs;

namespace Account
{

SignIn::SignIn(QObject *parent)
    : QObject(parent)
{
}

SignIn::~SignIn() = default;

Session *SignIn::session() const
{
    return m_session.get();
}

void SignIn::fail(const QString &error, const Done &done)
{
    m_error = error;
    Q_EMIT accountChanged();
    done(error);
}

void SignIn::signIn(const QUrl &baseUrl, const Credentials &credentials, Done done)
{
    end();
    m_provider = Provider(baseUrl);
    if (!m_provider.isValid()) {
        fail(ErrorText::forError(Response::InvalidProvider), done);
        return;
    }
    if (!m_provider.acceptsCredentials()) {
        fail(ErrorText::forError(Response::InsecureCredentials), done);
        return;
    }
    // No check of its own: what a new account shows first goes out at once, with the password, and the first
    // answer that takes or refuses it (else the profile's) decides. The account counts as signed in only then;
    // a friend list that fails meanwhile keeps its error on its own source.
    begin(baseUrl, credentials, Trial::Yes);
    Session *session = m_session.get();
    // As many as KIO opens connections to one host at once (three): a fourth would wait a round trip for one.
    for (const QString &source : {QStringLiteral("Self"), QStringLiteral("Friends"), QStringLiteral("Invitations")}) {
        // A source the widget had connected already went out when the session started.
        if (!session->isShown(source)) {
            session->show(source);
        }
    }
    session->verify([this, session, baseUrl, credentials, done](const QString &error) {
        if (session != m_session.get()) {
            // Another sign-in or a sign-out came first.
            done(error.isEmpty() ? i18nc("@info", "Not signed in.") : error);
            return;
        }
        if (!error.isEmpty()) {
            // Not from inside the session's own reply handling: it ends the session.
            QMetaObject::invokeMethod(
                this,
                [this, session, error, done] {
                    if (session == m_session.get()) {
                        end();
                    }
                    fail(error, done);
                },
                Qt::QueuedConnection);
            return;
        }
        m_trial = false;
        Q_EMIT accountChanged();
        // The message folders next, on a connection the first answers left free.
        if (!session->isShown(QStringLiteral("Folders"))) {
            session->show(QStringLiteral("Folders"));
        }
        m_store.store(CredentialStore::keyFor(baseUrl, credentials.user), credentials.password, [this](CredentialStore::Storage) {
            Q_EMIT accountChanged();
        });
        done(QString());
    });
}

void SignIn::resume(const QUrl &baseUrl, const QString &user, Done done)
{
    const Provider provider(baseUrl);
    if (!provider.isValid() || user.isEmpty()) {
        done(ErrorText::forError(Response::InvalidProvider));
        return;
    }
    // Ids match case-insensitively (as the password's key does): copies of the widget that spell the user
    // differently share the session.
    if (m_session && m_session->client()->provider().baseUrl() == provider.baseUrl()
        && m_session->client()->credentials().user.compare(user, Qt::CaseInsensitive) == 0) {
        done(QString());
        return;
    }
    m_store.lookup(CredentialStore::keyFor(baseUrl, user), [this, baseUrl, user, done](const QString &password) {
        if (password.isEmpty()) {
            fail(i18nc("@info", "Enter your password to sign in."), done);
            return;
        }
        // No check first: the cached data shows at once, and a refused password shows as an error on the sources.
        begin(baseUrl, {user, password}, Trial::No);
        done(QString());
    });
}

void SignIn::begin(const QUrl &baseUrl, const Credentials &credentials, Trial trial)
{
    end();
    m_provider = Provider(baseUrl);
    m_error.clear();
    m_trial = trial == Trial::Yes;
    m_session = std::make_unique<Session>(baseUrl, credentials);
    Q_EMIT accountChanged();
    Q_EMIT sessionChanged(m_session.get());
}

void SignIn::end()
{
    if (!m_session) {
        return;
    }
    // Replies still on their way go with the session: nothing of this account shows again.
    std::unique_ptr<Session> ending = std::move(m_session);
    Q_EMIT sessionChanged(nullptr);
    ending.reset();
    m_error.clear();
    Q_EMIT accountChanged();
}

void SignIn::signOut()
{
    if (m_session && !m_trial) {
        const Client *client = m_session->client();
        m_store.remove(CredentialStore::keyFor(client->provider().baseUrl(), client->credentials().user));
        m_session->cache().clear();
        // The friends the address book showed go with the account.
        QDir(People::FriendSnapshot::directoryFor(Storage::PrivateFiles::dataRoot(), client->provider().baseUrl(), client->credentials().user))
            .removeRecursively();
    }
    end();
    m_error.clear();
    Q_EMIT accountChanged();
}

QVariantMap SignIn::unusedAccountData()
{
    return SignIn().accountData();
}

QVariantMap SignIn::accountData() const
{
    const bool signedIn = m_session != nullptr && !m_trial;
    QString storage;
    QString notice;
    if (signedIn && m_store.storage() == CredentialStore::Storage::Wallet) {
        storage = QStringLiteral("wallet");
    } else if (signedIn && m_store.storage() == CredentialStore::Storage::Memory) {
        storage = QStringLiteral("memory");
        notice = i18nc("@info", "KWallet is not available: your password is kept only until you log out of the desktop.");
    }
    const QString status = signedIn ? QStringLiteral("ready") : m_error.isEmpty() ? QStringLiteral("unconfigured") : QStringLiteral("error");
    return {
        {QStringLiteral("Provider"), m_provider.baseUrl().toString()},
        {QStringLiteral("User"), signedIn ? m_session->client()->credentials().user : QString()},
        {QStringLiteral("SignedIn"), signedIn},
        {QStringLiteral("Status"), status},
        {QStringLiteral("Error"), m_error},
        {QStringLiteral("StatusCode"), 0},
        {QStringLiteral("FromCache"), false},
        {QStringLiteral("Updated"), signedIn ? QDateTime::currentDateTimeUtc() : QDateTime()},
        {QStringLiteral("PasswordStorage"), storage},
        {QStringLiteral("Notice"), notice},
    };
}

} // namespace Account
