// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "credentialstore.h"

#include "account_debug.h"

#include <KWallet>

using namespace Account;

CredentialStore::CredentialStore(QObject *parent)
    : QObject(parent)
{
}

CredentialStore::~CredentialStore() = default;

QString CredentialStore::keyFor(const QUrl &url, const QString &user)
{
    // Host and port only: a password in the address's user information never becomes part of the key.
    QUrl provider = url;
    provider.setUserInfo(QString());
    const int port = provider.port(provider.scheme() == QLatin1String("https") ? 443 : 80);
    return provider.host().toLower() + QLatin1Char(':') + QString::number(port) + QLatin1Char('/') + user.toLower();
}

QString CredentialStore::folder()
{
    return QStringLiteral("SocialDesktop");
}

CredentialStore::Storage CredentialStore::storage() const
{
    return m_storage;
}

void CredentialStore::withWallet(std::function<void(KWallet::Wallet *)> then)
{
    if (m_storage == Storage::Memory) {
        then(nullptr);
        return;
    }
    if (m_wallet && m_wallet->isOpen()) {
        then(m_wallet.get());
        return;
    }
    m_waiting.append(std::move(then));
    if (m_opening) {
        return;
    }
    if (!KWallet::Wallet::isEnabled()) {
        qCInfo(SOCIALDESKTOP_ACCOUNT) << "KWallet is disabled: passwords are kept for this session only";
        onWalletOpened(false);
        return;
    }
    m_opening = true;
    m_wallet.reset(KWallet::Wallet::openWallet(KWallet::Wallet::NetworkWallet(), 0, KWallet::Wallet::Asynchronous));
    if (!m_wallet) {
        onWalletOpened(false);
        return;
    }
    connect(m_wallet.get(), &KWallet::Wallet::walletOpened, this, &CredentialStore::onWalletOpened);
    connect(m_wallet.get(), &KWallet::Wallet::walletClosed, this, [this] {
        // Closed under us (the user locked it): open again when next needed.
        m_storage = Storage::Unknown;
        m_wallet.release()->deleteLater();
    });
}

void CredentialStore::onWalletOpened(bool opened)
{
    m_opening = false;
    KWallet::Wallet *wallet = nullptr;
    if (opened && m_wallet) {
        if (!m_wallet->hasFolder(folder())) {
            m_wallet->createFolder(folder());
        }
        if (m_wallet->setFolder(folder())) {
            wallet = m_wallet.get();
        }
    }
    if (wallet) {
        m_storage = Storage::Wallet;
    } else {
        qCInfo(SOCIALDESKTOP_ACCOUNT) << "KWallet refused or failed: passwords are kept for this session only";
        m_storage = Storage::Memory;
        m_wallet.reset();
    }
    const auto waiting = std::exchange(m_waiting, {});
    for (const auto &then : waiting) {
        then(wallet);
    }
}

void CredentialStore::store(const QString &key, const QString &password, std::function<void(Storage)> done)
{
    withWallet([this, key, password, done](KWallet::Wallet *wallet) {
        if (wallet && wallet->writePassword(key, password) == 0) {
            m_memory.remove(key);
        } else {
            m_memory.insert(key, password);
            m_storage = Storage::Memory;
        }
        if (done) {
            done(m_storage);
        }
    });
}

void CredentialStore::lookup(const QString &key, std::function<void(const QString &)> done)
{
    const auto inMemory = m_memory.constFind(key);
    if (inMemory != m_memory.constEnd()) {
        done(inMemory.value());
        return;
    }
    withWallet([key, done](KWallet::Wallet *wallet) {
        QString password;
        if (wallet && wallet->hasEntry(key)) {
            wallet->readPassword(key, password);
        }
        done(password);
    });
}

void CredentialStore::remove(const QString &key)
{
    m_memory.remove(key);
    withWallet([key](KWallet::Wallet *wallet) {
        if (wallet && wallet->hasEntry(key)) {
            wallet->removeEntry(key);
        }
    });
}
