// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QUrl>
#include <QVector>

/**
 * The community server as a child process on a free loopback port, with its database and request log in a
 * temporary directory. Stopped by the destructor. The one way every test, the server's own tests included, starts it.
 * It is the test server (socialdesktop-testserver: the demo community, fault modes, the /control/ switches) unless
 * setProduct() asks for the product (socialdesktop-server) as it ships.
 *
 * The database is a SQLite file unless the environment says SOCIALDESKTOP_TEST_STORE=postgresql: then it is a
 * fresh database of its own on the test's PostgreSQL server (PostgreSqlServer), kept across restarts.
 */
class OcsServerProcess
{
public:
    OcsServerProcess();
    ~OcsServerProcess();

    /// The test server program of the build tree (socialdesktop-testserver).
    static QString binary();
    /// The product's server program of the build tree (socialdesktop-server), without demo data or test switches.
    static QString productBinary();
    /// Call before start(): run the product (no --test-controls, and start() must not be asked to seed).
    void setProduct(bool product);
    /**
     * Starts @p program (the server of the build tree, or a packaged copy) with @p arguments and `--port-file
     * @p portFile` in @p process, and waits up to a minute for the line saying where it listens (in *line). Returns the
     * port it wrote, or 0 with *error.
     */
    static int launch(QProcess *process, const QString &program, const QStringList &arguments, const QString &portFile, QString *line, QString *error);

    /**
     * Starts the server seeded with @p people (not seeded when negative) and @p extraArguments; returns false
     * with errorString() set on failure. Started again, it keeps its database (and so its people).
     */
    bool start(int people = 200, const QStringList &extraArguments = {});
    /// Terminates it (killed after 10 s); true when it was running and exited by itself with code 0.
    bool stop();
    /// Kills it (SIGKILL), as a crash or an out-of-memory kill would.
    void kill();
    /// Stops and starts again on the same database and port.
    bool restart();
    QString errorString() const;

    QUrl baseUrl() const; ///< http://127.0.0.1:PORT/v1/
    QString origin() const; ///< http://127.0.0.1:PORT
    int port() const;
    /// The server process's id (its memory is in /proc/PID/status).
    qint64 processId() const;
    /// The first line the server printed on its standard output (it says where it listens).
    QString listeningLine() const;
    /// What the server wrote on its standard error (its log) since the last call.
    QByteArray standardError();
    /// A file in the server's temporary directory (where its database and request log are).
    QString filePath(const QString &name) const;

    /**
     * Call before start(): whether anonymous callers may read public profiles (--public-profiles). On by default
     * here, as the tests written for the public view expect; the product's default is members only.
     */
    void setPublicProfiles(bool open);
    /// Whether servers get a PostgreSQL database (SOCIALDESKTOP_TEST_STORE=postgresql) rather than a SQLite file.
    static bool usesPostgreSql();
    /// Call before start(): this server's database is PostgreSQL (or SQLite), whatever the environment says.
    void setPostgreSql(bool postgreSql);
    /// What the database holds, as bytes to search: the SQLite file and its WAL, or PostgreSQL's rows (pg_dump).
    QByteArray databaseBytes() const;
    /// The --database URL of the server's PostgreSQL database (empty on SQLite, or before start()).
    QString databaseUrl() const;
    /// Call before start(): this server uses @p other's database (its SQLite file or PostgreSQL database), as a
    /// second server process of one community does. @p other must have started and outlive this one.
    void shareDatabaseWith(const OcsServerProcess &other);

    /**
     * A request of the test's own (not the client under test) to the server: GET, or POST with @p form
     * (urlencoded) when it is not empty, as @p user with @p password. @p path is relative to the server's root
     * (`v1/friend/data/demo`, `control/fault`). Returns the body; @p ok says whether the server answered
     * with HTTP success within 20 s.
     */
    QByteArray call(const QString &path, const QString &user = {}, const QString &password = {}, const QByteArray &form = {}, bool *ok = nullptr) const;

    /// Switches the fault mode through the control endpoint (`none` to heal); for the next @p count requests when > 0,
    /// and only for the calls @p only names ("METHOD path" below /v1/, matched at its start: `POST message`) when set.
    bool setFault(const QString &mode, int count = 0, const QString &only = {});
    /// Switches OCS services (`friend`, `activity`, …) off at run time: their calls are answered 998, as by a server
    /// without them, until switched on again (an empty list switches every configured one on).
    bool setServicesOff(const QStringList &services);

    /// Delays every /v1/ reply by @p ms from now on (0 for none).
    bool setLatency(int ms);

    /// The request log, one JSON object per request, oldest first.
    QVector<QJsonObject> requestLog() const;
    QByteArray requestLogBytes() const;

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    QStringList m_arguments;
    QString m_databaseUrl;
    QString m_sqliteFile;
    bool m_postgreSql = usesPostgreSql();
    bool m_publicProfiles = true;
    bool m_product = false;
    int m_port = 0;
    QString m_line;
    QString m_error;
};
