// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "serveroptions.h"

#include <QStringList>

/**
 * Parses the command line. Errors are printed to stderr.
 */
class CommandLine
{
public:
    static constexpr int maxSeed = 1000000;

    /** false: stop with *exitCode (0 after --help/--version, 2 on a usage error). */
    static bool parse(const QStringList &arguments, ServerOptions *options, int *exitCode);
    /** 127.0.0.0/8, ::1 and "localhost". */
    static bool isLoopback(const QString &host);
    /** A postgresql:// (or postgres://) URL or a libpq "key=value" string. */
    static bool isPostgreSqlAddress(const QString &address);
};
