// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "accountadmin.h"

#include "database.h"
#include "disabledpeople.h"
#include "statement.h"

AccountAdmin::AccountAdmin(Database &database)
    : m_database(database)
{
}

std::optional<AdminAccount> AccountAdmin::find(const QString &login) const
{
    if (login.isEmpty()) {
        return std::nullopt;
    }
    static const QByteArray sql =
        "SELECT p.id, p.personid, p.firstname, p.lastname, " + DisabledPeople::isDisabled("p.id") + " FROM people p WHERE p.personid = ?";
    Statement statement(m_database, sql.constData());
    statement.bind(1, login);
    if (!statement.next()) {
        return std::nullopt;
    }
    return AdminAccount{statement.int64(0), statement.text(1), statement.text(2), statement.text(3), statement.integer(4) != 0};
}

bool AccountAdmin::setDisabled(qint64 row, bool disabled, qint64 now)
{
    if (!disabled) {
        Statement statement(m_database, "DELETE FROM disabled WHERE person = ?");
        return statement.bind(1, row).exec();
    }
    Statement statement(m_database, "INSERT INTO disabled (person, since) VALUES (?, ?) ON CONFLICT DO NOTHING");
    return statement.bindAll(row, now).exec();
}

bool AccountAdmin::setPasswordHash(qint64 row, const QString &hash)
{
    Statement statement(m_database, "UPDATE people SET passwordsalt = '', passwordhash = ?, apikey = NULL WHERE id = ?");
    return statement.bindAll(hash, row).exec() && statement.changes() == 1;
}
