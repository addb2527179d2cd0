// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "serveroptions.h"

#include <QStringList>

/** What the operator asked socialdesktop-admin to do. */
struct AdminRequest {
    /// Where the community's data is: the server's own options (--db), read the way the server reads them.
    ServerOptions server;
    QString command; // create, disable, enable, delete, reset-password, export, backup
    QString argument; // the LOGIN, or the FILE of backup
    QString email;
    QString firstName;
    QString lastName;
    QString output; // export: the file; empty for standard output
    bool yes = false; // delete: no question
};

/**
 * Parses socialdesktop-admin's command line. Errors are printed to stderr.
 */
class AdminCommandLine
{
public:
    /** false: stop with *exitCode (0 after --help, 2 on a usage error). */
    static bool parse(const QStringList &arguments, AdminRequest *request, int *exitCode);
};
