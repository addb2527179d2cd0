// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "serveroptions.h"

#include <QStringList>

class QCommandLineOption;
class QCommandLineParser;
class QString;

/**
 * Options a build adds to the server's command line: the test server's (its ServerExtension is one). Each default
 * adds or reads nothing.
 */
class ExtraOptions
{
public:
    virtual ~ExtraOptions();
    /** Adds the options to the server's command line. */
    virtual void addOptions(QCommandLineParser &parser);
    /** Reads them once the command line is parsed; false with *error stops the server (exit code 2). */
    virtual bool readOptions(const QCommandLineParser &parser, QString *error);
};

/**
 * Parses the command line. Errors are printed to stderr.
 */
class CommandLine
{
public:
    /**
     * false: stop with *exitCode (0 after --help/--version, 2 on a usage error). @p extra, when given, adds its own
     * options and reads them.
     */
    static bool parse(const QStringList &arguments, ServerOptions *options, int *exitCode, ExtraOptions *extra = nullptr);
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
