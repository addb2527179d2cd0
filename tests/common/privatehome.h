// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QTemporaryDir>

/**
 * A home of a test's own: HOME and the XDG configuration, data, cache and runtime directories inside @p home
 * (made here; the runtime directory 0700, as XDG asks), so nothing a test writes touches the user's.
 *
 * Keep @p home short, in a temporary folder under /tmp, never under the build tree: KIO's workers and D-Bus put
 * sockets in the runtime directory, and a Unix socket's path has at most 107 bytes (a checkout at a deep path
 * made upgradetest fail). TemporaryHome does it for a whole test.
 */
namespace PrivateHome
{
/// Makes the directories and returns the variables that point at them.
QProcessEnvironment environment(const QString &home);
/// The same, set in this process's own environment.
void use(const QString &home);
}

/**
 * A private home (PrivateHome::use) in a new temporary folder under QDir::tempPath(), removed when it goes.
 * Made as a static object of a test, it is in the environment before the test's application starts.
 */
class TemporaryHome
{
public:
    TemporaryHome();
    QString path() const;

private:
    QTemporaryDir m_dir;
};
