// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "serveroptions.h"

#include <QString>
#include <QStringList>

/**
 * The configuration file of a deployed server (INI, as /etc/socialdesktop-server/server.conf): groups [Server],
 * [Database], [Community] and [Limits], keys documented in README.md. Read before the command line, which overrides
 * it. Unlike --host, Listen may name any address: the operator wrote it down.
 */
class ServerConfig
{
public:
    /** Reads @p path into @p options. False with @p error naming the file and the key when a value is wrong. */
    static bool read(const QString &path, ServerOptions *options, QString *error);
    /** Keys in the file that the server does not know ("Group/Key"): typos the operator is warned about. */
    static QStringList unknownKeys(const QString &path);
};
