// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QProcessEnvironment>
#include <QString>

/**
 * A home of a test's own: HOME and the XDG configuration, data, cache and runtime directories inside @p home
 * (made here; the runtime directory 0700, as XDG asks), so nothing a test writes touches the user's.
 */
namespace PrivateHome
{
/// Makes the directories and returns the variables that point at them.
QProcessEnvironment environment(const QString &home);
/// The same, set in this process's own environment.
void use(const QString &home);
}
