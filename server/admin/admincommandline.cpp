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
    "Moderation of the knowledge base and the forum (KIND is entry, topic or comment):\n"
    "  list-posts [--kind KIND] [--by LOGIN] [--hidden] [--limit N]   the newest posts (50, at most 1000)\n"
    "  hide KIND ID                                shown to its author only\n"
    "  unhide KIND ID                              undo hide\n"
    "  remove KIND ID [--yes]                      delete it for good, with its comments\n"
    "  add-forum NAME [--parent ID] [--description TEXT] [--icon URL]\n"
    "  add-category NAME                           a knowledge-base category\n"
    "  remove-forum ID [--yes]                     delete a forum with its topics and their comments\n"
    "\n"
    "Passwords are never taken from the command line: on a terminal they are asked twice without echo, otherwise\n"
    "the first line of standard input is the password. Files written hold personal data and are made 0600.\n"
    "Exit codes: 0 done, 1 refused or failed, 2 usage error.";

void fail(const QString &message)
{
    std::fprintf(stderr, "socialdesktop-admin: %s\n", qPrintable(message));
}

struct Command {
    QStringList options; // besides --config and --db
    int arguments = 1; // after the command's name
    const char *argumentNames = "LOGIN";
};

/** What each command takes. */
const QHash<QString, Command> &commands()
{
    static const QHash<QString, Command> s_commands{
        {QStringLiteral("create"), {{QStringLiteral("email"), QStringLiteral("first"), QStringLiteral("last")}}},
        {QStringLiteral("disable"), {}},
        {QStringLiteral("enable"), {}},
        {QStringLiteral("delete"), {{QStringLiteral("yes")}}},
        {QStringLiteral("reset-password"), {}},
        {QStringLiteral("export"), {{QStringLiteral("output")}}},
        {QStringLiteral("backup"), {{}, 1, "FILE"}},
        {QStringLiteral("list-posts"), {{QStringLiteral("kind"), QStringLiteral("by"), QStringLiteral("hidden"), QStringLiteral("limit")}, 0, ""}},
        {QStringLiteral("hide"), {{}, 2, "KIND ID"}},
        {QStringLiteral("unhide"), {{}, 2, "KIND ID"}},
        {QStringLiteral("remove"), {{QStringLiteral("yes")}, 2, "KIND ID"}},
        {QStringLiteral("add-forum"), {{QStringLiteral("parent"), QStringLiteral("description"), QStringLiteral("icon")}, 1, "NAME"}},
        {QStringLiteral("add-category"), {{}, 1, "NAME"}},
        {QStringLiteral("remove-forum"), {{QStringLiteral("yes")}, 1, "ID"}},
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
    const QCommandLineOption yes(QStringLiteral("yes"), QStringLiteral("delete, remove, remove-forum: do not ask (needed when not on a terminal)."));
    const QCommandLineOption output(QStringLiteral("output"), QStringLiteral("export: write to this file instead of standard output."), QStringLiteral("file"));
    const QCommandLineOption kind(QStringLiteral("kind"), QStringLiteral("list-posts: entry, topic or comment."), QStringLiteral("kind"));
    const QCommandLineOption by(QStringLiteral("by"), QStringLiteral("list-posts: by this person."), QStringLiteral("login"));
    const QCommandLineOption hidden(QStringLiteral("hidden"), QStringLiteral("list-posts: hidden ones only."));
    const QCommandLineOption limit(QStringLiteral("limit"), QStringLiteral("list-posts: at most so many (50, at most 1000)."), QStringLiteral("N"));
    const QCommandLineOption parent(QStringLiteral("parent"), QStringLiteral("add-forum: the forum it is a sub-forum of."), QStringLiteral("id"));
    const QCommandLineOption description(QStringLiteral("description"), QStringLiteral("add-forum: what it is for."), QStringLiteral("text"));
    const QCommandLineOption icon(QStringLiteral("icon"), QStringLiteral("add-forum: an http(s) URL of its picture."), QStringLiteral("url"));
    parser.addOptions({email, first, last, yes, output, kind, by, hidden, limit, parent, description, icon});
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("What to do (above)."), QStringLiteral("COMMAND"));
    parser.addPositionalArgument(QStringLiteral("argument"),
                                 QStringLiteral("The LOGIN, the FILE of backup, the KIND and ID of a post, a forum's NAME or ID."),
                                 QStringLiteral("ARGUMENTS"));

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
        fail(
            QStringLiteral("unknown command; one of: create, disable, enable, delete, reset-password, export, backup, list-posts, hide, unhide, "
                           "remove, add-forum, add-category, remove-forum"));
        return false;
    }
    if (positional.size() != command->arguments + 1) {
        fail(command->arguments == 0
                 ? QStringLiteral("%1 takes no arguments").arg(request->command)
                 : QStringLiteral("%1 takes %2%3")
                       .arg(request->command, command->arguments == 1 ? QStringLiteral("one ") : QString(), QString::fromLatin1(command->argumentNames)));
        return false;
    }
    request->argument = positional.value(1);
    request->argument2 = positional.value(2);
    for (const QString &name : parser.optionNames()) {
        if (name != QLatin1String("db") && name != QLatin1String("config") && !command->options.contains(name)) {
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
    request->kind = parser.value(kind);
    request->by = parser.value(by);
    request->hiddenOnly = parser.isSet(hidden);
    if (parser.isSet(limit)) {
        bool ok = false;
        request->limit = parser.value(limit).toInt(&ok);
        if (!ok || request->limit < 1 || request->limit > 1000) {
            fail(QStringLiteral("--limit takes a number from 1 to 1000"));
            return false;
        }
    }
    request->parent = parser.value(parent);
    request->description = parser.value(description);
    request->icon = parser.value(icon);
    if (parser.isSet(output) && request->output.isEmpty()) {
        fail(QStringLiteral("--output needs a file name"));
        return false;
    }
    *exitCode = 0;
    return true;
}
