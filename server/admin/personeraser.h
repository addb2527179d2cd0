// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QPair>
#include <QString>
#include <QVector>

class Database;
struct AdminAccount;

/**
 * Deletes a person and everything of theirs (socialdesktop-admin delete), in one transaction: their row in people
 * (profile, location, credentials) and every row of every table that refers to it — found through the tables'
 * foreign keys, so a table added later is covered as soon as it declares REFERENCES people (id). That takes
 * homepages, friendships and invitations both ways, the messages in their folders and the copies of the ones they
 * sent or received in other people's folders, their activities, their registration e-mail and the disabled mark.
 * Other people's activities that link to their profile page ("… and … are now friends") go as well.
 *
 * SQLite's secure_delete is on while it works, so the deleted rows are overwritten in the file, not just unlinked.
 * SQLite only: it reads SQLite's catalogue.
 */
class PersonEraser
{
public:
    /** Rows removed, by table. */
    using Removed = QVector<QPair<QString, int>>;

    explicit PersonEraser(Database &database);

    /** false with *error when anything failed: then nothing was removed. */
    bool erase(const AdminAccount &account, Removed *removed, QString *error);
    /** After erase(): copies the write-ahead log into the database and empties it; false when a reader kept it. */
    bool flushLog();

private:
    bool eraseInTransaction(const AdminAccount &account, Removed *removed, QString *error);

    Database &m_database;
};
