// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

/**
 * A new password for socialdesktop-admin, never from the command line (where every user of the machine could read
 * it): asked twice without echo on a terminal, else the first line of standard input. Checked by the rules of
 * person/add (RegistrationApi).
 */
namespace PasswordInput
{
/** false with *error set when there is none, the two differ, or it breaks the rules. */
bool readNew(QString *password, QString *error);
}
