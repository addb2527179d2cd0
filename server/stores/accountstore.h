// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

class Database;

struct NewAccount {
    QString login;
    QString passwordHash; // Argon2id (Argon2::hash)
    QString firstName;
    QString lastName;
    QString email;
    qint64 created = 0;
};

/**
 * Accounts made with person/add: a row in people (no API key, the Argon2id hash in passwordhash) plus the e-mail in
 * registrations. Login and e-mail are checked and written under one lock, so two sign-ups cannot both take a name.
 */
class AccountStore
{
public:
    enum class Result {
        Added,
        LoginTaken,
        EmailTaken,
        Failed, ///< nothing stored for another reason (the database could not write): try again later
    };

    explicit AccountStore(Database &database);

    Result add(const NewAccount &account) const;

private:
    Database &m_database;
};
