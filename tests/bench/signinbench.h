// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <Plasma/DataEngine>

#include <QElapsedTimer>
#include <QHash>
#include <QObject>

class OcsServerProcess;

namespace Bench
{

/**
 * A new user's sign-in through the real `ocs` engine, with nothing cached, against the reference server behind a
 * LatencyProxy: from the `login` call to `Self`, `Friends` and `Invitations` ready (what the Friends tab needs),
 * each on its own and all of them. Each run goes through a proxy of its own, so no connection of an earlier run
 * is reused, and signs out at the end (which empties the cache).
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

    explicit SignInBench(OcsServerProcess &server);

    /// The sources the run waits for.
    static QStringList sources();

    Run cold(int oneWayMs);

public Q_SLOTS:
    void dataUpdated(const QString &source, const Plasma::DataEngine::Data &data);

private:
    OcsServerProcess &m_server;
    QElapsedTimer m_clock;
    QHash<QString, double> m_ready;
    bool m_measuring = false;
};

} // namespace Bench
