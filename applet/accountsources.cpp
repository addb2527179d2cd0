// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "accountsources.h"

#include "ocs/accountname.h"

QString AccountSources::prefix(const QString &serverUrl, const QString &user)
{
    const QString key = Ocs::AccountName::key(serverUrl, user);
    // The names without a key are the engine's unnamed account, maybe signed in: a copy without an account
    // must not show it. No account signs in under the key of nobody.
    return Ocs::AccountName::prefix(key.isEmpty() ? Ocs::AccountName::nobody() : key);
}
