// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

/**
 * The folder that holds the SQLite database. Under systemd, `StateDirectory=` makes it; started by hand, nothing
 * does, so the server makes it itself (0700, the server's user) before opening the database, or says which folder to
 * create when it cannot.
 */
namespace StateFolder
{
/** Makes the folder of @p databasePath if it is missing; false with a message naming the folder otherwise. */
bool ensureFor(const QString &databasePath, QString *errorMessage);
}
