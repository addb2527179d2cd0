// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

#include <optional>

class Database;

/** One person as the operator names them. */
struct AdminAccount {
    qint64 row = 0;
    QString personId; // as stored (the login given may differ in case)
    QString firstName;
    QString lastName;
    bool disabled = false;
};

/**
 * What socialdesktop-admin changes on an account besides creating (AccountStore) and deleting it (PersonEraser):
 * the disabled mark and the password.
 */
class AccountAdmin
{
public:
    explicit AccountAdmin(Database &database);

    /** Case-insensitive, as sign-in; disabled people are found too. */
    std::optional<AdminAccount> find(const QString &login) const;
    /** Marks or unmarks; false when the database refused. */
    bool setDisabled(qint64 row, bool disabled, qint64 now);
    /** Stores an Argon2id hash (Argon2::hash) and drops the API key, which was as good as the old password. */
    bool setPasswordHash(qint64 row, const QString &hash);

private:
    Database &m_database;
};
