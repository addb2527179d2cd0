// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "records.h"

class Database;

/**
 * Activities (the microblog stream). A person's feed holds their own and their friends' entries.
 */
class ActivityStore
{
public:
    enum Type {
        StatusMessage = 1,
        NewFriend = 2,
        ProfileUpdate = 4,
        ProfilePhotoUpdate = 5,
        NewMessage = 7,
        NewUser = 19,
    };

    explicit ActivityStore(Database &database);

    qint64 feedCount(qint64 row) const;
    /** Newest first. */
    QVector<Activity> feed(qint64 row, qint64 offset, int limit) const;
    /** false when nothing was stored. */
    bool post(qint64 row, int type, const QString &message, const QString &link, qint64 now);

private:
    Database &m_database;
};
