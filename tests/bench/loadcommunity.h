// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "loadclient.h"

#include <QString>

#include <vector>

namespace Load
{

/**
 * The people the simulated widgets sign in as, found or made through the server's own API (so the same for every
 * store): seeded people from an anonymous search, or new accounts made with person/add (Argon2id).
 */
class LoadCommunity
{
public:
    explicit LoadCommunity(int port);

    /// @p count seeded people with a public profile (their password is `<login>-password`), the demo account left out.
    bool seededAccounts(int count, std::vector<Account> *accounts, QString *error) const;
    /**
     * @p count new accounts made with person/add, named `<prefix><n>`, each living where the n-th of @p placedLike
     * does (as a new member publishes a position from the widget): the same searches as theirs.
     */
    bool newAccounts(int count, const std::string &prefix, const std::vector<Account> &placedLike, std::vector<Account> *accounts, QString *error) const;
    /// One message from the demo account to each of @p accounts, so that every inbox has one to open.
    bool greet(const std::vector<Account> &accounts, QString *error) const;

    /// Whom the @p index-th of @p accounts writes to: the next one, or the demo account when alone.
    static std::string recipientOf(const std::vector<Account> &accounts, std::size_t index);

    static const Account demo;

private:
    int m_port;
};

} // namespace Load
