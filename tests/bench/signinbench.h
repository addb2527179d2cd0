// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <plasmaengine.h>

#include <QElapsedTimer>
#include <QHash>
#include <QObject>

class OcsServerProcess;

namespace Bench
{

/**
 * Sign-in through the real `ocs` engine against the reference server behind a LatencyProxy, until `Self`,
 * `Friends` and `Invitations` (what the Friends tab needs) are ready, each on its own and all of them. Each run
 * goes through a proxy of its own, so no connection of an earlier run is reused, and signs out at the end
 * (which empties the cache and forgets the password).
 *
 * cold(): a new user's `login`, nothing cached. warm(): `resume` of an account signed in before, after an engine
 * restart (as when plasmashell starts again): the cache on disk and the password in the wallet stay. The wallet
 * must be a real one (KWallet on this process's session bus): a password kept in memory goes with the engine.
 */
class SignInBench : public QObject
{
    Q_OBJECT

public:
    struct Run {
        bool ok = false;
        QString error;
        QHash<QString, double> readyMs; ///< per source
        double allMs = 0;
        int connections = 0; ///< TCP connections the engine opened
        int requests = 0; ///< requests the server saw
    };

    struct WarmRun {
        bool ok = false;
        QString error;
        /// Per source, from the `resume` call: its cached copy published (`FromCache`), or the server's answer
        /// when both came in one update.
        QHash<QString, double> shownMs;
        double allShownMs = 0;
        /// Per source, from the `resume` call: the server's answer published (`Status` ready, not from the cache).
        QHash<QString, double> revalidatedMs;
        double allRevalidatedMs = 0;
        double resumedMs = 0; ///< the `resume` call answered: the password read from the wallet, the session started
        int shownWithAnswer = 0; ///< sources whose cached copy first showed in one update with the server's answer
        int connections = 0; ///< TCP connections the restarted engine opened
        int requests = 0; ///< requests the server saw after the restart
        int notModified = 0; ///< of those, answered with HTTP 304
    };

    explicit SignInBench(OcsServerProcess &server);

    /// The sources the run waits for.
    static QStringList sources();

    Run cold(int oneWayMs);
    WarmRun warm(int oneWayMs);

public Q_SLOTS:
    void dataUpdated(const QString &source, const PLASMAENGINE_DATA &data);

private:
    /// The account and sources(), connected before signing in, as the widget's are.
    void connectSources(PlasmaEngine::DataEngine *engine);
    void disconnectSources(PlasmaEngine::DataEngine *engine);
    /// Starts the clock, runs @p operation and waits until every source showed something and is ready (or one
    /// failed); empty when they did, else why not. @p answeredMs gets when the operation answered.
    QString runAndWait(PlasmaEngine::DataEngine *engine, const QString &operation, const QVariantMap &parameters, double *answeredMs = nullptr);
    /// A first sign-in that fills the cache and leaves the password in the wallet, through a proxy without delay.
    /// Returns the proxy's port (the account's address: the cache and the wallet entry are per host and port), 0 on failure.
    quint16 signInBefore(QString *error);
    /// Waits until the server's request log has not grown for @p quietMs.
    bool waitForQuietServer(int quietMs);

    OcsServerProcess &m_server;
    QElapsedTimer m_clock;
    QHash<QString, double> m_ready;
    QHash<QString, double> m_shown;
    QHash<QString, QString> m_errors;
    int m_together = 0;
    PlasmaEngine::DataEngine::Data m_account;
    bool m_measuring = false;
};

} // namespace Bench
