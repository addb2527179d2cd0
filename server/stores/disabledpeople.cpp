// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "disabledpeople.h"

namespace
{
QByteArray exists(const char *idColumn)
{
    return QByteArray("EXISTS (SELECT 1 FROM disabled d WHERE d.person = ") + idColumn + ")";
}
}

QByteArray DisabledPeople::notDisabled(const char *idColumn)
{
    return "NOT " + exists(idColumn);
}

QByteArray DisabledPeople::isDisabled(const char *idColumn)
{
    // a number on both stores (PostgreSQL's EXISTS is a boolean)
    return "CASE WHEN " + exists(idColumn) + " THEN 1 ELSE 0 END";
}
