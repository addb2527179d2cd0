// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "accountstore.h"

#include "database.h"
#include "peoplestore.h"
#include "statement.h"
#include "transaction.h"

AccountStore::AccountStore(Database &database)
    : m_database(database)
{
}

AccountStore::Result AccountStore::add(const NewAccount &account) const
{
    Transaction transaction(m_database);
    if (!transaction.isActive()) {
        return Result::Failed;
    }
    Statement login(m_database, "SELECT 1 FROM people WHERE personid = ?");
    login.bind(1, account.login);
    if (login.next()) {
        return Result::LoginTaken;
    }
    if (login.failed()) {
        return Result::Failed;
    }
    Statement email(m_database, "SELECT 1 FROM registrations WHERE email = ?");
    email.bind(1, account.email);
    if (email.next()) {
        return Result::EmailTaken;
    }
    if (email.failed()) {
        return Result::Failed;
    }
    // a sign-up of the same name in between (another server process) makes the insert do nothing: no row and no
    // error is that unique constraint; an error (a full disk, a read-only file, a lock not had) is a failure
    Statement person(m_database,
                     "INSERT INTO people (personid, passwordsalt, passwordhash, apikey, privacy, firstname, lastname, searchname, avatarfound) "
                     "VALUES (?, '', ?, NULL, 0, ?, ?, ?, 0) ON CONFLICT DO NOTHING RETURNING id");
    person.bindAll(account.login,
                   account.passwordHash,
                   account.firstName,
                   account.lastName,
                   PeopleStore::searchName(account.login, account.firstName, account.lastName));
    if (!person.next()) {
        return person.failed() ? Result::Failed : Result::LoginTaken;
    }
    const qint64 row = person.int64(0);
    // SQLite commits only once no statement is half way through its rows
    person.reset();
    Statement registration(m_database, "INSERT INTO registrations (person, email, created) VALUES (?, ?, ?) ON CONFLICT DO NOTHING");
    registration.bindAll(row, account.email, account.created);
    if (!registration.exec()) {
        return Result::Failed;
    }
    if (registration.changes() == 0) {
        return Result::EmailTaken;
    }
    return transaction.commit() ? Result::Added : Result::Failed;
}
