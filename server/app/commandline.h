// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "serveroptions.h"

#include <QStringList>

class QCommandLineOption;
class QCommandLineParser;
class ServerExtension;

/**
 * Parses the command line. Errors are printed to stderr.
 */
class CommandLine
{
public:
    /**
     * false: stop with *exitCode (0 after --help/--version, 2 on a usage error). @p extension, when given, adds its
     * own options and reads them.
     */
    static bool parse(const QStringList &arguments, ServerOptions *options, int *exitCode, ServerExtension *extension = nullptr);
    /**
     * Parses @p arguments with @p parser, for this server and socialdesktop-admin: false to stop with *exitCode, 0
     * after printing the help for --help, 2 after saying what is wrong on stderr, prefixed with @p program.
     */
    static bool parseOrHelp(QCommandLineParser &parser, const QCommandLineOption &help, const QStringList &arguments, const char *program, int *exitCode);
    /** 127.0.0.0/8, ::1 and "localhost". */
    static bool isLoopback(const QString &host);
    /** A postgresql:// (or postgres://) URL or a libpq "key=value" string. */
    static bool isPostgreSqlAddress(const QString &address);
};
