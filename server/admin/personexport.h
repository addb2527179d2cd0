// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QJsonObject>

class Database;
struct AdminAccount;

/**
 * Everything the community stores about one person, as they may ask for it under data-protection law
 * (socialdesktop-admin export): the profile with its location, homepages, registration e-mail, the disabled mark,
 * friends, invitations both ways, the messages in their folders, their activities, and their questions, topics,
 * comments, votes and person attributes. Read in one transaction, so
 * it is consistent while the server runs. Never the password hash, its salt or the API key. SQLite only: the
 * profile's columns come from SQLite's catalogue.
 */
class PersonExport
{
public:
    explicit PersonExport(Database &database);

    /** The export document; @p now is written as its date. Empty when the database failed. */
    QJsonObject of(const AdminAccount &account, qint64 now) const;

private:
    QJsonObject read(const AdminAccount &account) const;
    /** The help they wrote (docs/help.md): questions, topics, comments, votes, attributes. */
    void addHelp(const AdminAccount &account, QJsonObject *document) const;

    Database &m_database;
};
