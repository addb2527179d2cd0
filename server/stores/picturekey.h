// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

class Database;

/**
 * The community's key for picture tokens (PictureToken), in the database's meta table so that every server process
 * and every restart signs alike: made by the first process that needs it, read by the others.
 */
namespace PictureKey
{
/** Reads the key (making it first when there is none) and gives it to PictureToken; false with *error when it cannot. */
bool load(Database &database, QString *error);
}
