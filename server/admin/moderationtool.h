// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "admincommandline.h"

class Database;

/**
 * socialdesktop-admin's moderation commands (docs/help.md, "Moderation"): list-posts, hide, unhide, remove,
 * add-forum, add-category, remove-forum. Lists go to standard output, what it did to standard error.
 */
class ModerationTool
{
public:
    ModerationTool(Database &database, const AdminRequest &request);

    static bool handles(const QString &command);
    /** The exit code: 0 done, 1 refused or failed, 2 usage error. */
    int run();

private:
    int listPosts();
    int setHidden(bool hidden);
    int remove();
    int addForum();
    int addCategory();
    int removeForum();
    /** Asks on a terminal for @p expected to be typed (or takes --yes); false after saying why not. */
    bool confirmed(const QString &question, const QString &expected, int *exitCode);

    Database &m_database;
    const AdminRequest &m_request;
};
