// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "picturekey.h"

#include "database.h"
#include "picturetoken.h"
#include "statement.h"

bool PictureKey::load(Database &database, QString *error)
{
    auto guard = database.lock();
    const QByteArray fresh = PictureToken::newKey();
    if (fresh.isEmpty()) {
        *error = QStringLiteral("cannot draw a random key for picture addresses");
        return false;
    }
    // another process may make it at the same moment: the first insert wins, and everyone reads that one
    Statement insert(database, "INSERT INTO meta (key, value) VALUES ('picturekey', ?) ON CONFLICT (key) DO NOTHING");
    insert.bind(1, QString::fromLatin1(fresh.toHex()));
    const bool stored = insert.exec(); // a read-only database may still hold one
    Statement select(database, "SELECT value FROM meta WHERE key = 'picturekey'");
    const QByteArray key = select.next() ? QByteArray::fromHex(select.text(0).toLatin1()) : QByteArray();
    if (key.size() != fresh.size()) {
        *error = stored ? QStringLiteral("the database's key for picture addresses is damaged (meta table, key picturekey)")
                        : QStringLiteral("cannot store a key for picture addresses in the database");
        return false;
    }
    PictureToken::setKey(key);
    return true;
}
