// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>

/**
 * People the operator disabled (the disabled table, socialdesktop-admin disable): the SQL the stores add so that
 * such a person cannot sign in and is not listed to anybody. Their data stays until they are enabled or deleted.
 */
namespace DisabledPeople
{
/** A condition true when the person in idColumn (e.g. "p.id") is not disabled. */
QByteArray notDisabled(const char *idColumn);
/** An expression that is 1 when the person in idColumn is disabled, else 0. */
QByteArray isDisabled(const char *idColumn);
}
