// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "admincommandline.h"

#include "commandline.h"
#include "storageoptions.h"

#include <QCommandLineParser>
#include <QHash>

#include <cstdio>

namespace
{
const char s_description[] =
    "Administers a Social Desktop community: the database of socialdesktop-server, also while it runs.\n"
    "\n"
    "Commands:\n"
    "  create LOGIN --email E --first F --last L   make an account (the password: below)\n"
    "  disable LOGIN                               no sign-in, not listed to others; data kept\n"
    "  enable LOGIN                                undo disable\n"
    "  delete LOGIN [--yes]                        remove the person and everything of theirs\n"
    "  reset-password LOGIN                        set a new password (below)\n"
    "  export LOGIN [--output FILE]                all data about the person as JSON\n"
    "  backup FILE                                 a consistent copy of the database\n"
    "\n"
    "Passwords are never taken from the command line: on a terminal they are asked twice without echo, otherwise\n"
    "the first line of standard input is the password. Files written hold personal data and are made 0600.\n"
    "Exit codes: 0 done, 1 refused or failed, 2 usage error.";

void fail(const QString &message)
{
    std::fprintf(stderr, "socialdesktop-admin: %s\n", qPrintable(message));
}

/** The options each command takes besides --config and --db. */
const QHash<QString, QStringList> &commands()
{
    static const QHash<QString, QStringList> s_commands{
        {QStringLiteral("create"), {QStringLiteral("email"), QStringLiteral("first"), QStringLiteral("last")}},
        {QStringLiteral("disable"), {}},
        {QStringLiteral("enable"), {}},
        {QStringLiteral("delete"), {QStringLiteral("yes")}},
        {QStringLiteral("reset-password"), {}},
        {QStringLiteral("export"), {QStringLiteral("output")}},
        {QStringLiteral("backup"), {}},
    };
    return s_commands;
}
}

bool AdminCommandLine::parse(const QStringList &arguments, AdminRequest *request, int *exitCode)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QString::fromLatin1(s_description));
    const auto help = parser.addHelpOption();
    const StorageOptions storage(QStringLiteral("The server's configuration file (as /etc/socialdesktop-server/server.conf): the database it names."));
    storage.addTo(parser);
    const QCommandLineOption email(QStringLiteral("email"), QStringLiteral("create: the e-mail address."), QStringLiteral("address"));
    const QCommandLineOption first(QStringLiteral("first"), QStringLiteral("create: the first name."), QStringLiteral("name"));
    const QCommandLineOption last(QStringLiteral("last"), QStringLiteral("create: the last name."), QStringLiteral("name"));
    const QCommandLineOption yes(QStringLiteral("yes"), QStringLiteral("delete: do not ask (needed when not on a terminal)."));
    const QCommandLineOption output(QStringLiteral("output"), QStringLiteral("export: write to this file instead of standard output."), QStringLiteral("file"));
    parser.addOptions({email, first, last, yes, output});
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("What to do (above)."), QStringLiteral("COMMAND"));
    parser.addPositionalArgument(QStringLiteral("argument"), QStringLiteral("The LOGIN, or the FILE of backup."), QStringLiteral("LOGIN|FILE"));

    if (!CommandLine::parseOrHelp(parser, help, arguments, "socialdesktop-admin", exitCode)) {
        return false;
    }
    *exitCode = 2;
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        fail(QStringLiteral("no command; see --help"));
        return false;
    }
    request->command = positional.first();
    const auto command = commands().constFind(request->command);
    if (command == commands().cend()) {
        fail(QStringLiteral("unknown command; one of: create, disable, enable, delete, reset-password, export, backup"));
        return false;
    }
    if (positional.size() != 2) {
        fail(QStringLiteral("%1 takes one %2")
                 .arg(request->command, request->command == QLatin1String("backup") ? QStringLiteral("FILE") : QStringLiteral("LOGIN")));
        return false;
    }
    request->argument = positional.at(1);
    for (const QString &name : parser.optionNames()) {
        if (name != QLatin1String("db") && name != QLatin1String("config") && !command->contains(name)) {
            fail(QStringLiteral("%1 does not take --%2").arg(request->command, name));
            return false;
        }
    }
    if (request->command == QLatin1String("create") && !(parser.isSet(email) && parser.isSet(first) && parser.isSet(last))) {
        fail(QStringLiteral("create needs --email, --first and --last"));
        return false;
    }
    QString error;
    if (!storage.apply(parser, &request->server, &error)) {
        fail(error);
        return false;
    }
    request->email = parser.value(email);
    request->firstName = parser.value(first);
    request->lastName = parser.value(last);
    request->output = parser.value(output);
    request->yes = parser.isSet(yes);
    if (parser.isSet(output) && request->output.isEmpty()) {
        fail(QStringLiteral("--output needs a file name"));
        return false;
    }
    *exitCode = 0;
    return true;
}
