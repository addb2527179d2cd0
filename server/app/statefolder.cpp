// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "statefolder.h"

#include <QDir>
#include <QFileInfo>

bool StateFolder::ensureFor(const QString &databasePath, QString *errorMessage)
{
    const QString folder = QFileInfo(databasePath).absolutePath();
    if (QFileInfo(folder).isDir()) {
        return true;
    }
    // the server's umask (077) makes every folder of the path private to the server's user
    if (QDir().mkpath(folder)) {
        return true;
    }
    *errorMessage = QStringLiteral(
                        "the folder %1 does not exist and cannot be made; create it, owned by the user that runs the server, "
                        "and start again (systemd's StateDirectory= does this for the packaged service)")
                        .arg(folder);
    return false;
}
