// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QHash>
#include <QObject>
#include <QUrl>
#include <QVector>

#include <functional>
#include <memory>

namespace KWallet
{
class Wallet;
}

namespace Account
{

/**
 * Passwords in KWallet: the network wallet, a folder of their own, one entry per provider and user.
 *
 * The wallet is opened asynchronously, once, when first needed. When it is disabled or refuses,
 * passwords are kept in memory for this session only, and storage() says so, so the user can be
 * told. A password never goes to a file, a log, or anything but the wallet and this memory.
 */
class CredentialStore : public QObject
{
    Q_OBJECT

public:
    enum class Storage {
        Unknown, ///< the wallet has not been asked yet
        Wallet,
        Memory, ///< the wallet is disabled or refused: kept for this session only
    };

    explicit CredentialStore(QObject *parent = nullptr);
    ~CredentialStore() override;

    /// The entry's key: "host:port/user", the user in lower case (ids match case-insensitively).
    static QString keyFor(const QUrl &provider, const QString &user);
    static QString folder();

    /// Stores @p password; @p done tells where it went.
    void store(const QString &key, const QString &password, std::function<void(Storage)> done = {});
    /// Looks a password up; @p done gets it, or an empty string when there is none.
    void lookup(const QString &key, std::function<void(const QString &password)> done);
    void remove(const QString &key);

    Storage storage() const;

private:
    void withWallet(std::function<void(KWallet::Wallet *)> then);
    void onWalletOpened(bool opened);

    std::unique_ptr<KWallet::Wallet> m_wallet;
    bool m_opening = false;
    Storage m_storage = Storage::Unknown;
    QVector<std::function<void(KWallet::Wallet *)>> m_waiting;
    QHash<QString, QString> m_memory;
};

} // namespace Account
