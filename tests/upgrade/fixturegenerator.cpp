// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// Writes the files a user of an earlier version has, with that version's own code, for upgradetest.
// Run it through makefixtures, which points QT_PLUGIN_PATH, XDG_DATA_DIRS and QML2_IMPORT_PATH at the
// earlier version's build, so the `ocs` engine and the widget's plugin loaded here are that version's:
//
//   upgradefixtures --server OLD_OCSSERVER --port PORT --out DIR [--version NAME] [--people]
//
// In a home of its own it starts OLD_OCSSERVER on PORT, signs in as demo through the engine, shows Self,
// Friends, Folders and Messages:0 until the server answered them (so the reply cache holds them), with
// --people waits until the engine wrote the friends snapshot KPeople reads (versions from 0.1.0 on), stops the
// server and sends a message (so it stays in the outbox), and saves location choices through the widget's
// LocationSettings. DIR gets the files that version wrote (home/cache/socialdesktop, home/data/socialdesktop,
// home/config/socialdesktoprc) and expected.json: what the engine showed, the outbox entry, the choices, the
// snapshot's friends as that version reads them, and how many files home/ holds.

#include "engineservice.h"
#include "people/friendsnapshot.h"
#include "privatehome.h"
#include "receiver.h"
#include "shownsource.h"

#include <plasmaengine.h>

#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <functional>
#include <memory>

namespace
{
const QString user = QStringLiteral("demo");
const QString password = QStringLiteral("demo-password");
const QStringList shownSources = {QStringLiteral("Self"), QStringLiteral("Friends"), QStringLiteral("Folders"), QStringLiteral("Messages:0")};

int fail(const QString &why)
{
    QTextStream(stderr) << "upgradefixtures: " << why << '\n';
    return 1;
}

bool waitFor(const std::function<bool()> &condition, int timeoutMs = 60000)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!condition()) {
        if (deadline.hasExpired()) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(10);
    }
    return true;
}

bool copyTree(const QString &from, const QString &to)
{
    if (QFileInfo(from).isFile()) {
        QDir().mkpath(QFileInfo(to).absolutePath());
        return QFile::copy(from, to);
    }
    QDirIterator it(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    bool copied = false;
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + file.mid(from.size());
        QDir().mkpath(QFileInfo(target).absolutePath());
        if (!QFile::copy(file, target)) {
            return false;
        }
        copied = true;
    }
    return copied;
}

/// Saves @p choice the way the widget's settings pages did: LocationSettings.apply() of the loaded QML plugin.
bool applyLocation(const QVariantMap &choice)
{
    QQmlEngine engine;
    QQmlComponent component(&engine);
    component.setData("import org.kde.plasma.private.socialdesktop 1.0\nLocationSettings {}\n", QUrl());
    std::unique_ptr<QObject> settings(component.create());
    if (!settings) {
        QTextStream(stderr) << component.errorString() << '\n';
        return false;
    }
    bool changed = false;
    return QMetaObject::invokeMethod(settings.get(), "apply", Q_RETURN_ARG(bool, changed), Q_ARG(QVariantMap, choice)) && changed;
}
}

int main(int argc, char **argv)
{
    QTemporaryDir home;
    PrivateHome::use(home.path());
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("server"), QStringLiteral("The earlier version's ocsserver."), QStringLiteral("binary")});
    parser.addOption({QStringLiteral("port"), QStringLiteral("Port the server listens on (names the cache and outbox directories)."), QStringLiteral("port")});
    parser.addOption({QStringLiteral("out"), QStringLiteral("Directory for home/ and expected.json (replaced)."), QStringLiteral("dir")});
    parser.addOption({QStringLiteral("version"), QStringLiteral("The earlier version's name, in the message left in the outbox."), QStringLiteral("name")});
    parser.addOption({QStringLiteral("people"), QStringLiteral("Wait for the friends snapshot the engine writes for KPeople (0.1.0 and later).")});
    parser.process(app);
    const QString version = parser.isSet(QStringLiteral("version")) ? parser.value(QStringLiteral("version")) : QStringLiteral("ca97bbc");
    const bool people = parser.isSet(QStringLiteral("people"));
    const int port = parser.value(QStringLiteral("port")).toInt();
    const QString out = parser.value(QStringLiteral("out"));
    if (port <= 0 || out.isEmpty() || !QFileInfo(parser.value(QStringLiteral("server"))).isExecutable()) {
        return fail(QStringLiteral("--server, --port and --out are needed"));
    }

    QTemporaryDir serverDir;
    QProcess server;
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server.start(parser.value(QStringLiteral("server")),
                 {QStringLiteral("--port"),
                  QString::number(port),
                  QStringLiteral("--db"),
                  serverDir.filePath(QStringLiteral("community.sqlite")),
                  QStringLiteral("--seed"),
                  QStringLiteral("200")});
    if (!server.waitForStarted() || !waitFor([&server] {
            return server.canReadLine() || server.state() == QProcess::NotRunning;
        })
        || server.state() != QProcess::Running) {
        return fail(QStringLiteral("the server did not start on port %1").arg(port));
    }
    const QString serverUrl = QStringLiteral("http://127.0.0.1:%1/v1/").arg(port);

    PlasmaEngine::DataEngineConsumer consumer;
    PlasmaEngine::DataEngine *engine = consumer.dataEngine(QStringLiteral("ocs"));
    if (!engine || !engine->isValid()) {
        return fail(QStringLiteral("no ocs engine in QT_PLUGIN_PATH"));
    }
    Receiver receiver;
    engine->connectSource(QStringLiteral("Outbox"), &receiver);
    const ServiceAnswer login = callService(engine,
                                            QStringLiteral("login"),
                                            {{QStringLiteral("serverUrl"), serverUrl}, {QStringLiteral("user"), user}, {QStringLiteral("password"), password}});
    if (!login.error.isEmpty()) {
        return fail(QStringLiteral("login: ") + login.error);
    }
    for (const QString &source : shownSources) {
        engine->connectSource(source, &receiver);
    }
    const bool answered = waitFor([&receiver] {
        return std::all_of(shownSources.begin(), shownSources.end(), [&receiver](const QString &source) {
            const PlasmaEngine::DataEngine::Data data = receiver.data.value(source);
            return data.value(QStringLiteral("Status")).toString() == QLatin1String("ready") && !data.value(QStringLiteral("FromCache")).toBool();
        });
    });
    if (!answered) {
        return fail(QStringLiteral("the server did not answer every source"));
    }
    QJsonObject sources;
    for (const QString &source : shownSources) {
        PlasmaEngine::DataContainer *container = engine->containerForSource(source);
        sources.insert(source, shownSource(receiver.data.value(source), container ? container->model() : nullptr));
    }
    const QJsonArray friends = sources.value(QStringLiteral("Friends")).toObject().value(QStringLiteral("Rows")).toArray();
    QJsonObject snapshot;
    if (people) {
        // The engine writes it ten seconds after the friend list came, with every friend's profile and picture.
        const QString directory = People::FriendSnapshot::directoryFor(home.filePath(QStringLiteral("data/socialdesktop")), QUrl(serverUrl), user);
        std::optional<People::FriendSnapshot> written;
        const bool complete = waitFor(
            [&] {
                written = People::FriendSnapshot::read(directory);
                return written && written->friends.size() == friends.size();
            },
            120000);
        if (!complete) {
            return fail(QStringLiteral("no snapshot of %1 friends in %2").arg(friends.size()).arg(directory));
        }
        QJsonArray rows;
        for (const People::FriendSnapshot::Friend &person : written->friends) {
            rows.append(QJsonObject{{QStringLiteral("id"), person.id},
                                    {QStringLiteral("name"), person.name},
                                    {QStringLiteral("city"), person.city},
                                    {QStringLiteral("homepages"), QJsonArray::fromStringList(person.homepages)},
                                    {QStringLiteral("avatarFile"), person.avatarFile}});
        }
        snapshot = {{QStringLiteral("host"), written->host},
                    {QStringLiteral("user"), written->user},
                    {QStringLiteral("updated"), written->updated.toMSecsSinceEpoch()},
                    {QStringLiteral("friends"), rows}};
    }
    const QString recipient = friends.isEmpty() ? QString() : friends.first().toObject().value(QStringLiteral("id")).toString();
    if (recipient.isEmpty()) {
        return fail(QStringLiteral("demo has no friends to write to"));
    }

    // Offline: the message is kept in the outbox for the next start.
    server.terminate();
    server.waitForFinished();
    const ServiceAnswer sent =
        callService(engine,
                    QStringLiteral("sendMessage"),
                    {{QStringLiteral("to"), recipient},
                     {QStringLiteral("subject"), QStringLiteral("Written before the upgrade")},
                     {QStringLiteral("body"), QStringLiteral("Kept in the outbox of version %1 while the server was down.").arg(version)}});
    if (!sent.error.isEmpty() || sent.result.toString() != QLatin1String("queued")) {
        return fail(QStringLiteral("sendMessage: %1 %2").arg(sent.error, sent.result.toString()));
    }
    const QVariantList outbox = receiver.data.value(QStringLiteral("Outbox")).value(QStringLiteral("Items")).toList();
    if (outbox.size() != 1) {
        return fail(QStringLiteral("the outbox shows %1 entries, not 1").arg(outbox.size()));
    }

    const QVariantMap location = {
        {QStringLiteral("source"), QStringLiteral("manual")},
        {QStringLiteral("latitude"), 48.1374},
        {QStringLiteral("longitude"), 11.5755},
        {QStringLiteral("city"), QStringLiteral("München")},
        {QStringLiteral("countryCode"), QStringLiteral("DE")},
        {QStringLiteral("precision"), QStringLiteral("neighbourhood")},
    };
    if (!applyLocation(location)) {
        return fail(QStringLiteral("LocationSettings.apply() of the widget's plugin changed nothing"));
    }

    QDir(out + QStringLiteral("/home")).removeRecursively();
    const QStringList written = {QStringLiteral("cache/socialdesktop"), QStringLiteral("data/socialdesktop"), QStringLiteral("config/socialdesktoprc")};
    for (const QString &path : written) {
        if (!copyTree(home.filePath(path), out + QStringLiteral("/home/") + path)) {
            return fail(QStringLiteral("nothing to copy at ") + path);
        }
    }
    int files = 0;
    for (QDirIterator it(out + QStringLiteral("/home"), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories); it.hasNext(); it.next()) {
        ++files;
    }
    QJsonObject expected = {
        {QStringLiteral("serverUrl"), serverUrl},
        {QStringLiteral("user"), user},
        {QStringLiteral("password"), password},
        {QStringLiteral("sources"), sources},
        {QStringLiteral("outbox"), QJsonArray::fromVariantList(outbox)},
        {QStringLiteral("location"), QJsonObject::fromVariantMap(location)},
        {QStringLiteral("files"), files},
    };
    if (people) {
        expected.insert(QStringLiteral("people"), snapshot);
    }
    QFile file(out + QStringLiteral("/expected.json"));
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(expected).toJson()) < 0) {
        return fail(QStringLiteral("cannot write expected.json"));
    }
    return 0;
}
