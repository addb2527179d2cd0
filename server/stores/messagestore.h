// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "records.h"

#include <optional>

class Database;

/**
 * Messages. Each person owns copies in folders: 0 inbox, 1 send, 2 trash.
 */
class MessageStore
{
public:
    static constexpr int inboxFolder = 0;
    static constexpr int sendFolder = 1;
    static constexpr int trashFolder = 2;

    explicit MessageStore(Database &database);

    /** inbox, send, trash (the folder names of OCS); another number as it is. */
    static QString folderName(int folder);
    /** unread, read, answered. */
    static QString statusText(int status);

    // a message whose other side the operator disabled is in nobody's folders while they are (DisabledPeople)
    /** statusFilter < 0: any status. */
    qint64 count(qint64 owner, int folder, int statusFilter) const;
    /** Newest first. */
    QVector<Message> list(qint64 owner, int folder, int statusFilter, qint64 offset, int limit) const;
    /** The message, marked read first when it was unread. */
    std::optional<Message> read(qint64 owner, int folder, qint64 id);
    /** Stores a copy in the recipient's inbox and one in the sender's send folder; false when nothing was stored. */
    bool send(qint64 from, qint64 to, const QString &subject, const QString &body, qint64 now);

private:
    Database &m_database;
};
