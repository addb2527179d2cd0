// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "accountstore.h"

#include "database.h"
#include "peoplestore.h"
#include "statement.h"

AccountStore::AccountStore(Database &database)
    : m_database(database)
{
}

AccountStore::Result AccountStore::add(const NewAccount &account) const
{
    auto guard = m_database.lock();
    Statement login(m_database.handle(), "SELECT 1 FROM people WHERE personid = ?");
    login.bind(1, account.login);
    if (login.next()) {
        return Result::LoginTaken;
    }
    Statement email(m_database.handle(), "SELECT 1 FROM registrations WHERE email = ?");
    email.bind(1, account.email);
    if (email.next()) {
        return Result::EmailTaken;
    }
    if (!m_database.exec("BEGIN IMMEDIATE;")) {
        return Result::Failed;
    }
    Statement person(m_database.handle(),
                     "INSERT INTO people (personid, passwordsalt, passwordhash, apikey, privacy, firstname, lastname, searchname, avatarfound) "
                     "VALUES (?, '', ?, NULL, 0, ?, ?, ?, 0)");
    person.bindAll(account.login,
                   account.passwordHash,
                   account.firstName,
                   account.lastName,
                   PeopleStore::searchName(account.login, account.firstName, account.lastName));
    if (!person.exec()) {
        m_database.exec("ROLLBACK;");
        return Result::Failed;
    }
    Statement registration(m_database.handle(), "INSERT INTO registrations (person, email, created) VALUES (?, ?, ?)");
    registration.bindAll(m_database.lastInsertId(), account.email, account.created);
    if (!registration.exec()) {
        m_database.exec("ROLLBACK;");
        return Result::Failed;
    }
    return m_database.exec("COMMIT;") ? Result::Added : Result::Failed;
}
