// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "commandline.h"

#include "limitoptions.h"
#include "serverconfig.h"

#include <QCommandLineParser>

#include <algorithm>
#include <arpa/inet.h>
#include <cstdio>

namespace
{
void fail(const QString &message)
{
    std::fprintf(stderr, "socialdesktop-server: %s\n", qPrintable(message));
}

bool toInt(const QString &text, int minimum, int maximum, int *value)
{
    bool ok = false;
    const int number = text.toInt(&ok);
    if (!ok || number < minimum || number > maximum) {
        return false;
    }
    *value = number;
    return true;
}
}

bool CommandLine::isPostgreSqlAddress(const QString &address)
{
    return address.startsWith(QLatin1String("postgresql://")) || address.startsWith(QLatin1String("postgres://")) || address.contains(QLatin1Char('='));
}

bool CommandLine::isLoopback(const QString &host)
{
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0) {
        return true;
    }
    const QByteArray address = host.toLatin1();
    unsigned char buffer[16];
    if (inet_pton(AF_INET, address.constData(), buffer) == 1) {
        return buffer[0] == 127;
    }
    if (inet_pton(AF_INET6, address.constData(), buffer) == 1) {
        static const unsigned char loopback[16] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
        return std::equal(buffer, buffer + 16, loopback);
    }
    return false;
}

bool CommandLine::parseOrHelp(QCommandLineParser &parser, const QCommandLineOption &help, const QStringList &arguments, const char *program, int *exitCode)
{
    if (!parser.parse(arguments)) {
        std::fprintf(stderr, "%s: %s\n", program, qPrintable(parser.errorText()));
        *exitCode = 2;
        return false;
    }
    if (parser.isSet(help)) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        *exitCode = 0;
        return false;
    }
    return true;
}

ExtraOptions::~ExtraOptions() = default;

void ExtraOptions::addOptions(QCommandLineParser &parser)
{
    Q_UNUSED(parser)
}

bool ExtraOptions::readOptions(const QCommandLineParser &parser, QString *error)
{
    Q_UNUSED(parser)
    Q_UNUSED(error)
    return true;
}

bool CommandLine::parse(const QStringList &arguments, ServerOptions *options, int *exitCode, ExtraOptions *extra)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Social Desktop community server (OCS v1). Options override the configuration file."));
    const auto help = parser.addHelpOption();
    const QCommandLineOption host(QStringLiteral("host"), QStringLiteral("Loopback address to listen on (default 127.0.0.1)."), QStringLiteral("address"));
    const QCommandLineOption port(QStringLiteral("port"), QStringLiteral("TCP port; 0 (default) picks a free one."), QStringLiteral("port"));
    const QCommandLineOption portFile(QStringLiteral("port-file"),
                                      QStringLiteral("Write the port number to this file once listening."),
                                      QStringLiteral("file"));
    const QCommandLineOption db(QStringLiteral("db"), QStringLiteral("SQLite database file (default ocsserver.sqlite)."), QStringLiteral("file"));
    const QCommandLineOption database(QStringLiteral("database"),
                                      QStringLiteral("PostgreSQL database instead of the SQLite file: postgresql://user@host/name or "
                                                     "\"host=... dbname=...\"."),
                                      QStringLiteral("url"));
    const QCommandLineOption databaseConnections(
        QStringLiteral("database-connections"),
        QStringLiteral("Database connections this process opens at most (default 8; on SQLite readers beside the one writer)."),
        QStringLiteral("N"));
    const QCommandLineOption requestLog(QStringLiteral("request-log"),
                                        QStringLiteral("Append one JSON line per request to this file."),
                                        QStringLiteral("file"));
    const QCommandLineOption maxPageSize(QStringLiteral("max-pagesize"), QStringLiteral("Upper clamp for pagesize (default 100)."), QStringLiteral("N"));
    const QCommandLineOption services(
        QStringLiteral("services"),
        QStringLiteral("OCS services offered, comma separated (default person,friend,message,activity,event,knowledgebase,comment,forum); "
                       "calls of the others answer 998 like a server without them."),
        QStringLiteral("list"));
    const QCommandLineOption config(QStringLiteral("config"),
                                    QStringLiteral("Read the configuration file first (see README.md); its Listen may name any address."),
                                    QStringLiteral("file"));
    parser.addOptions({config, host, port, portFile, db, database, databaseConnections, requestLog, maxPageSize, services});
    const QCommandLineOption reusePort(
        QStringLiteral("reuse-port"),
        QStringLiteral("Let other server processes listen on the same port (SO_REUSEPORT); the kernel spreads the connections."));
    const QCommandLineOption credentialCache(QStringLiteral("credential-cache"),
                                             QStringLiteral("Passwords verified against Argon2id that one process remembers (default 10000; 0: none)."),
                                             QStringLiteral("N"));
    const QCommandLineOption publicProfiles(QStringLiteral("public-profiles"),
                                            QStringLiteral("Anyone may read public profiles (person/data); by default only members (401 for others)."));
    parser.addOptions({reusePort, credentialCache, publicProfiles});
    LimitOptions::add(&parser);
    if (extra) {
        extra->addOptions(parser);
    }

    if (!parseOrHelp(parser, help, arguments, "socialdesktop-server", exitCode)) {
        return false;
    }
    if (!parser.positionalArguments().isEmpty()) {
        fail(QStringLiteral("unexpected argument %1").arg(parser.positionalArguments().constFirst()));
        *exitCode = 2;
        return false;
    }

    *exitCode = 2;
    if (parser.isSet(config)) {
        QString error;
        if (!ServerConfig::read(parser.value(config), options, &error)) {
            fail(error);
            return false;
        }
        const QStringList unknown = ServerConfig::unknownKeys(parser.value(config));
        for (const QString &key : unknown) {
            fail(QStringLiteral("%1: unknown key %2, ignored").arg(parser.value(config), key));
        }
    }
    if (parser.isSet(host)) {
        options->host = parser.value(host);
    }
    if (parser.isSet(host) && !isLoopback(options->host)) {
        fail(QStringLiteral("refusing to listen on %1: --host takes loopback addresses (127.0.0.0/8, ::1, localhost); "
                            "name any other in the configuration file's Listen")
                 .arg(options->host));
        return false;
    }
    if (options->host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0) {
        options->host = QStringLiteral("127.0.0.1");
    }
    const bool anyAddress = options->host == QLatin1String("0.0.0.0") || options->host == QLatin1String("::") || options->host.isEmpty();
    if (anyAddress && options->publicUrl.isEmpty()) {
        // links in replies and /providers.xml need an address, not one that a request's Host header makes up
        fail(QStringLiteral("listening on %1 needs Server/PublicUrl in the configuration file: the address members reach the server at").arg(options->host));
        return false;
    }
    if (parser.isSet(port) && !toInt(parser.value(port), 0, 65535, &options->port)) {
        fail(QStringLiteral("invalid --port %1").arg(parser.value(port)));
        return false;
    }
    options->portFile = parser.value(portFile);
    if (parser.isSet(db)) {
        // the command line wins over the configuration file, whichever store the file named
        options->databasePath = parser.value(db);
        options->databaseUrl.clear();
    }
    if (parser.isSet(database)) {
        if (parser.isSet(db)) {
            fail(QStringLiteral("--db and --database exclude each other"));
            return false;
        }
        options->databaseUrl = parser.value(database);
        if (!isPostgreSqlAddress(options->databaseUrl)) {
            fail(QStringLiteral("--database takes a postgresql:// URL or a \"key=value\" connection string; --db takes a SQLite file"));
            return false;
        }
    }
    if (parser.isSet(databaseConnections) && !toInt(parser.value(databaseConnections), 1, 1000, &options->databaseConnections)) {
        fail(QStringLiteral("invalid --database-connections %1 (1 to 1000)").arg(parser.value(databaseConnections)));
        return false;
    }
    options->requestLogPath = parser.value(requestLog);
    if (parser.isSet(maxPageSize) && !toInt(parser.value(maxPageSize), 1, 1000000, &options->maxPageSize)) {
        fail(QStringLiteral("invalid --max-pagesize %1").arg(parser.value(maxPageSize)));
        return false;
    }
    QString limitError;
    if (!LimitOptions::read(parser, options, &limitError)) {
        fail(limitError);
        return false;
    }
    options->reusePort = parser.isSet(reusePort);
    if (parser.isSet(publicProfiles)) {
        options->publicProfiles = true;
    }
    if (parser.isSet(credentialCache) && !toInt(parser.value(credentialCache), 0, 10000000, &options->credentialCacheSize)) {
        fail(QStringLiteral("invalid --credential-cache %1").arg(parser.value(credentialCache)));
        return false;
    }
    if (parser.isSet(services)) {
        options->services = parser.value(services).toLower().split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (QString &service : options->services) {
            service = service.trimmed();
            if (!ServerOptions::allServices().contains(service)) {
                fail(QStringLiteral("unknown service %1 in --services (any of %2)").arg(service, ServerOptions::allServices().join(QLatin1Char(','))));
                return false;
            }
        }
    }
    if (extra) {
        QString error;
        if (!extra->readOptions(parser, &error)) {
            fail(error);
            return false;
        }
    }
    *exitCode = 0;
    return true;
}
