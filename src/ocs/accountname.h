// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

namespace Ocs
{

/**
 * The account part of the `ocs` engine's source names, built here and nowhere else (the widget asks for it
 * through its QML plugin). Each copy of the widget names the sources of the account it is set to:
 * `<key>/Friends`, `<key>/Account` …, where the key is 16 lower-case hex digits made from the server's
 * base URL and the user name. The same account always gives the same key (whatever the address's spelling:
 * a trailing slash, user information, the user name's case), so copies set to one account share its session.
 * Whatever the server address holds (odd characters, a very long URL), the key has the same short form.
 *
 * A name without a key (`Friends`) is the engine's unnamed account, as in 0.1.0 (scripts, plasmaengineexplorer).
 */
namespace AccountName
{
/// The key of @p user on the server at @p serverUrl (as typed: normalised here); empty when either is empty.
QString key(const QString &serverUrl, const QString &user);
/// The key of no account (a copy of the widget not set up): no account signs in under it.
QString nobody();
/// `<key>/` for a key, empty for the unnamed account.
QString prefix(const QString &key);

/// A source name split into its account key (empty: none) and the name the engine's grammar reads.
struct Split {
    QString key;
    QString name;
};
/// Splits @p source; a name that starts like a key but has no valid one keeps its whole text as name.
Split split(const QString &source);
/// Whether @p text has the form of a key.
bool isKey(const QString &text);
}

} // namespace Ocs
