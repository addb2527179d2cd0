// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "postgresqlserver.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <pwd.h>
#include <unistd.h>
#include <utility>

namespace
{
const QString s_user = QStringLiteral("socialdesktop");

/** The newest Debian PostgreSQL (/usr/lib/postgresql/N/bin), or what SOCIALDESKTOP_TEST_POSTGRESQL_BINDIR names. */
QString binFolder()
{
    const QString given = qEnvironmentVariable("SOCIALDESKTOP_TEST_POSTGRESQL_BINDIR");
    if (!given.isEmpty()) {
        return given;
    }
    QDir root(QStringLiteral("/usr/lib/postgresql"));
    QStringList versions = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(versions.begin(), versions.end(), [](const QString &a, const QString &b) {
        return a.toDouble() > b.toDouble();
    });
    for (const QString &version : std::as_const(versions)) {
        const QString bin = root.filePath(version + QStringLiteral("/bin"));
        if (QFile::exists(bin + QStringLiteral("/initdb"))) {
            return bin;
        }
    }
    return QString();
}

QString quoted(const QString &text)
{
    return QLatin1Char('\'') + QString(text).replace(QLatin1Char('\''), QStringLiteral("'\\''")) + QLatin1Char('\'');
}

/** psql's and pg_dump's arguments for a URL made by createDatabase(). */
QStringList connectionArguments(const QString &url)
{
    QStringList arguments;
    const QStringList pairs = url.section(QLatin1Char('?'), 1).split(QLatin1Char('&'), Qt::SkipEmptyParts);
    for (const QString &pair : pairs) {
        const QString key = pair.section(QLatin1Char('='), 0, 0);
        const QString value = pair.section(QLatin1Char('='), 1);
        if (key == QLatin1String("host")) {
            arguments << QStringLiteral("-h") << value;
        } else if (key == QLatin1String("user")) {
            arguments << QStringLiteral("-U") << value;
        }
    }
    return arguments << QStringLiteral("-d") << url.section(QLatin1Char('?'), 0, 0).section(QLatin1Char('/'), -1);
}
}

PostgreSqlServer *PostgreSqlServer::shared(QString *errorMessage)
{
    static std::unique_ptr<PostgreSqlServer> s_server;
    if (!s_server) {
        std::unique_ptr<PostgreSqlServer> server(new PostgreSqlServer);
        if (!server->start(errorMessage)) {
            return nullptr;
        }
        s_server = std::move(server);
    }
    return s_server.get();
}

PostgreSqlServer::~PostgreSqlServer()
{
    stop();
}

bool PostgreSqlServer::start(QString *errorMessage)
{
    m_bin = binFolder();
    if (m_bin.isEmpty()) {
        *errorMessage = QStringLiteral("no PostgreSQL server programs in /usr/lib/postgresql/*/bin (Debian package postgresql)");
        return false;
    }
    QTemporaryDir folder(QDir::tempPath() + QStringLiteral("/socialdesktop-pg-XXXXXX"));
    if (!folder.isValid()) {
        *errorMessage = QStringLiteral("no temporary folder for PostgreSQL");
        return false;
    }
    folder.setAutoRemove(false);
    m_folder = folder.path();
    m_asPostgres = ::geteuid() == 0;
    if (m_asPostgres) {
        const passwd *owner = ::getpwnam("postgres");
        if (!owner || ::chown(QFile::encodeName(m_folder).constData(), owner->pw_uid, owner->pw_gid) != 0) {
            *errorMessage = QStringLiteral("running as root, but cannot give %1 to the user postgres").arg(m_folder);
            stop();
            return false;
        }
    }
    QByteArray output;
    const QString data = m_folder + QStringLiteral("/data");
    if (!run(QStringLiteral("initdb"),
             {QStringLiteral("-D"),
              data,
              QStringLiteral("-U"),
              s_user,
              QStringLiteral("--auth=trust"),
              QStringLiteral("-E"),
              QStringLiteral("UTF8"),
              QStringLiteral("--locale=C.UTF-8"),
              QStringLiteral("--no-sync")},
             &output,
             true)) {
        *errorMessage = QStringLiteral("initdb failed: ") + QString::fromLocal8Bit(output);
        stop();
        return false;
    }
    // only the socket in the folder; a throwaway cluster needs no durability
    const QString options = QStringLiteral("-k %1 -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off").arg(m_folder);
    if (!run(QStringLiteral("pg_ctl"),
             {QStringLiteral("-D"),
              data,
              QStringLiteral("-l"),
              m_folder + QStringLiteral("/log"),
              QStringLiteral("-o"),
              options,
              QStringLiteral("-w"),
              QStringLiteral("start")},
             &output,
             true)) {
        *errorMessage = QStringLiteral("pg_ctl start failed: ") + QString::fromLocal8Bit(output);
        stop();
        return false;
    }
    m_running = true;
    startWatchdog();
    return true;
}

QString PostgreSqlServer::ownerPrefix() const
{
    return m_asPostgres ? QStringLiteral("runuser -u postgres -- ") : QString();
}

bool PostgreSqlServer::run(const QString &program, const QStringList &arguments, QByteArray *output, bool asOwner) const
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    // pg_ctl's server must not hold the test's output open (ctest waits for it): it writes to its log
    process.setStandardInputFile(QProcess::nullDevice());
    const QString path = m_bin + QLatin1Char('/') + program;
    if (asOwner && m_asPostgres) {
        process.start(QStringLiteral("runuser"), QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), path} + arguments);
    } else {
        process.start(path, arguments);
    }
    const bool finished = process.waitForFinished(120000);
    *output = process.readAll();
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

void PostgreSqlServer::startWatchdog()
{
    // stops the server and removes the folder once this process is gone, however it ended
    const QString script = QStringLiteral("while kill -0 %1 2>/dev/null; do sleep 1; done; %2%3 -D %4 -m immediate stop >/dev/null 2>&1; rm -rf %5")
                               .arg(QCoreApplication::applicationPid())
                               .arg(ownerPrefix(), quoted(m_bin + QStringLiteral("/pg_ctl")), quoted(m_folder + QStringLiteral("/data")), quoted(m_folder));
    QProcess watchdog;
    watchdog.setProgram(QStringLiteral("sh"));
    watchdog.setArguments({QStringLiteral("-c"), script});
    watchdog.setStandardInputFile(QProcess::nullDevice());
    watchdog.setStandardOutputFile(QProcess::nullDevice());
    watchdog.setStandardErrorFile(QProcess::nullDevice());
    watchdog.startDetached();
}

void PostgreSqlServer::stop()
{
    if (m_folder.isEmpty()) {
        return;
    }
    // plain system(): this runs from a static destructor too, after the application object is gone
    if (m_running) {
        const QString command = QStringLiteral("%1%2 -D %3 -m fast -w stop >/dev/null 2>&1")
                                    .arg(ownerPrefix(), quoted(m_bin + QStringLiteral("/pg_ctl")), quoted(m_folder + QStringLiteral("/data")));
        const int status = std::system(command.toLocal8Bit().constData());
        Q_UNUSED(status)
        m_running = false;
    }
    QDir(m_folder).removeRecursively();
    m_folder.clear();
}

QString PostgreSqlServer::createDatabase(QString *errorMessage)
{
    const QString name = QStringLiteral("community%1").arg(++m_databases);
    QByteArray output;
    if (!run(QStringLiteral("createdb"), {QStringLiteral("-h"), m_folder, QStringLiteral("-U"), s_user, name}, &output, false)) {
        *errorMessage = QStringLiteral("createdb failed: ") + QString::fromLocal8Bit(output);
        return QString();
    }
    return QStringLiteral("postgresql:///%1?host=%2&user=%3").arg(name, m_folder, s_user);
}

QByteArray PostgreSqlServer::dump(const QString &url) const
{
    QByteArray output;
    return run(QStringLiteral("pg_dump"), connectionArguments(url) << QStringLiteral("--data-only"), &output, false) ? output : QByteArray();
}

QByteArray PostgreSqlServer::query(const QString &url, const QString &sql) const
{
    QByteArray output;
    const QStringList arguments = connectionArguments(url)
        << QStringLiteral("--no-psqlrc") << QStringLiteral("-v") << QStringLiteral("ON_ERROR_STOP=1") << QStringLiteral("-At") << QStringLiteral("-c") << sql;
    return run(QStringLiteral("psql"), arguments, &output, false) ? output : QByteArray();
}
