// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "admincommandline.h"
#include "admintool.h"

#include <QCoreApplication>

#include <sys/stat.h>

int main(int argc, char **argv)
{
    // as the server: whatever the tool creates beside the database (its journal files) is private to this user
    umask(0077);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("socialdesktop-admin"));

    AdminRequest request;
    int exitCode = 0;
    if (!AdminCommandLine::parse(QCoreApplication::arguments(), &request, &exitCode)) {
        return exitCode;
    }
    return AdminTool(request).run();
}
