// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "disabledpeople.h"

QByteArray DisabledPeople::notDisabled(const char *idColumn)
{
    return "NOT " + isDisabled(idColumn);
}

QByteArray DisabledPeople::isDisabled(const char *idColumn)
{
    return QByteArray("EXISTS (SELECT 1 FROM disabled d WHERE d.person = ") + idColumn + ")";
}
