// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "accountadmin.h"
#include "admincommandline.h"
#include "database.h"

#include <optional>

/**
 * socialdesktop-admin's commands on the community's database (README.md in this folder, "Administration"). It opens
 * the database as the server does (busy timeout, WAL), so it works while the server runs. Says what it did or why it
 * could not on standard error.
 */
class AdminTool
{
public:
    explicit AdminTool(const AdminRequest &request);

    /** The exit code: 0 done, 1 refused or failed, 2 usage error. */
    int run();

private:
    int create();
    int setDisabled(bool disabled);
    int erase();
    int resetPassword();
    int exportData();
    int backup();
    /** The person the request names; nullopt after saying why there is none. */
    std::optional<AdminAccount> account();

    AdminRequest m_request;
    Database m_database;
};
