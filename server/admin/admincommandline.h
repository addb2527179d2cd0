// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "serveroptions.h"

#include <QStringList>

/** What the operator asked socialdesktop-admin to do. */
struct AdminRequest {
    /// Where the community's data is: the server's own options (--db), read the way the server reads them.
    ServerOptions server;
    QString command; // create, disable, enable, delete, reset-password, export, backup, and the moderation commands
    QString argument; // the LOGIN, or the FILE of backup; the KIND of hide, unhide and remove; the NAME or ID of the forum commands
    QString argument2; // the ID of hide, unhide and remove
    QString email;
    QString firstName;
    QString lastName;
    QString output; // export: the file; empty for standard output
    bool yes = false; // delete, remove, remove-forum: no question
    // list-posts
    QString kind; // entry, topic, comment; empty: all
    QString by; // a LOGIN
    bool hiddenOnly = false;
    int limit = 50;
    // add-forum
    QString parent; // a forum's id
    QString description;
    QString icon;
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
