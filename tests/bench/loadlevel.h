// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "loadclient.h"
#include "loadsamples.h"

#include <QJsonObject>
#include <QVector>

#include <vector>

namespace Load
{

class LoadFleet;

/// What one level of load gave: the clients' samples and where the CPU time went.
struct LevelResult {
    int clients = 0;
    QString accounts; ///< "seeded" or "argon2id"
    double seconds = 0.0; ///< the measured window
    LoadSamples samples;
    double serverCores = 0.0; ///< CPU the server processes used, in cores
    QVector<double> serverCoresEach; ///< the same per process: how evenly the kernel spread the connections
    double databaseCores = 0.0; ///< CPU the database server (PostgreSQL) used, in cores; 0 for SQLite
    double generatorCores = 0.0; ///< CPU this program used, in cores
    double machineCores = 0.0; ///< CPU the whole machine used, in cores (a database server and anything else included)

    double requestsPerSecond(Call call) const;
    double totalPerSecond() const;
    QJsonObject json() const;
};

/**
 * One level: @p accounts.size() clients, each on a thread of its own, signed in as one of @p accounts, making their
 * calls for @p warmupSeconds unmeasured and then @p seconds measured.
 */
class LoadLevel
{
public:
    LoadLevel(const LoadFleet &fleet, double warmupSeconds, double seconds);

    /// False with @p error when a client could not even start (its first reply was wrong).
    bool run(const std::vector<Account> &accounts, const QString &kind, LevelResult *result, QString *error) const;

private:
    const LoadFleet &m_fleet;
    double m_warmupSeconds;
    double m_seconds;
};

/// CPU time the whole machine spent busy so far, in seconds (all CPUs together, from /proc/stat).
double machineBusySeconds();
/// CPU time this process used so far, in seconds.
double ownCpuSeconds();

} // namespace Load
