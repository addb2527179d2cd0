// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "servermain.h"

#include "commandline.h"
#include "database.h"
#include "journallog.h"
#include "ocsserver.h"
#include "ocsserver_debug.h"
#include "picturekey.h"
#include "requestlog.h"
#include "serverextension.h"
#include "shutdownsignal.h"
#include "statefolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <thread>

#include <sys/stat.h>

namespace
{
bool writePortFile(const QString &path, int port)
{
    // QSaveFile writes a temporary file and renames it: a reader never sees half a file
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return false;
    }
    file.write(QByteArray::number(port) + '\n');
    return file.commit();
}
}

int ServerMain::run(int argc, char **argv, ServerExtension *extension)
{
    // the database, its journal files and the request log hold people's data: private to the server's user
    umask(0077);
    ShutdownSignal::block();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("socialdesktop-server"));
    JournalLog::installIfJournal();

    ServerOptions options;
    int exitCode = 0;
    if (!CommandLine::parse(QCoreApplication::arguments(), &options, &exitCode, extension)) {
        return exitCode;
    }

    Database database;
    QString error;
    if (options.databaseUrl.isEmpty() && !StateFolder::ensureFor(options.databasePath, &error)) {
        std::fprintf(stderr, "socialdesktop-server: cannot open database %s: %s\n", qPrintable(options.databasePath), qPrintable(error));
        return 1;
    }
    if (!database.open(options, &error)) {
        // not the URL: it may hold a password
        const QString name = options.databaseUrl.isEmpty() ? options.databasePath : QStringLiteral("(PostgreSQL)");
        std::fprintf(stderr, "socialdesktop-server: cannot open database %s: %s\n", qPrintable(name), qPrintable(error));
        return 1;
    }
    if (!PictureKey::load(database, &error)) {
        // the server still works: pictures of profiles that are not public are then served only with credentials
        qCWarning(OCSSERVER) << "pictures of profiles that are not public need credentials:" << error;
    }
    if (extension && !extension->prepare(database, &error)) {
        std::fprintf(stderr, "socialdesktop-server: %s\n", qPrintable(error));
        return 1;
    }

    RequestLog log;
    if (!options.requestLogPath.isEmpty() && !log.open(options.requestLogPath, &error)) {
        std::fprintf(stderr, "socialdesktop-server: cannot open request log %s: %s\n", qPrintable(options.requestLogPath), qPrintable(error));
        return 1;
    }

    OcsServer server(database, options, log, extension);
    if (!server.isValid()) {
        std::fprintf(stderr,
                     "socialdesktop-server: cannot use the certificate %s with the key %s\n",
                     qPrintable(options.certificatePath),
                     qPrintable(options.privateKeyPath));
        return 1;
    }
    const int port = server.bind();
    if (port < 0) {
        std::fprintf(stderr, "socialdesktop-server: cannot listen on %s port %d\n", qPrintable(options.host), options.port);
        return 1;
    }
    if (!options.portFile.isEmpty() && !writePortFile(options.portFile, port)) {
        std::fprintf(stderr, "socialdesktop-server: cannot write port file %s\n", qPrintable(options.portFile));
        return 1;
    }
    const QString host = options.host.contains(QLatin1Char(':')) ? QLatin1Char('[') + options.host + QLatin1Char(']') : options.host;
    std::printf("socialdesktop-server listening on %s://%s:%d/v1/\n", server.usesTls() ? "https" : "http", qPrintable(host), port);
    std::fflush(stdout);

    std::atomic<bool> finished{false};
    ShutdownSignal signalWatcher;
    signalWatcher.watch([&server, &finished] {
        qCInfo(OCSSERVER) << "stopping";
        // stop() is a no-op until the listener runs, so repeat it until run() has returned
        while (!finished) {
            server.stop();
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    });
    const bool ok = server.run();
    finished = true;
    signalWatcher.finish();
    server.finish();
    database.close();
    return ok ? 0 : 1;
}
