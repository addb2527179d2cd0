// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "privatebus.h"
#include "privatewallet.h"
#include "resulttable.h"
#include "settings.h"

#include <QStringList>
#include <QTemporaryDir>

class OcsServerProcess;

namespace Bench
{
class SignInBench;

/**
 * Runs every benchmark of issue #7 against reference servers it starts itself, and collects one
 * ResultTable: each row's figures are medians of the same run.
 */
class BenchRunner
{
public:
    explicit BenchRunner(const Settings &settings);

    /// Runs everything; true when every row has its numbers (and the JSON file, if asked for, was written).
    bool run();
    /// The machine, the sizes, the table and any problems, as markdown.
    QString report() const;

    /// The rows every run must fill.
    static QStringList expectedKeys();

private:
    void fetchAndParse(OcsServerProcess &server);
    void cache(OcsServerProcess &server);
    void friendsTab();
    void signIn(OcsServerProcess &server);
    void warmSignIn(SignInBench &bench);
    void geoIp();
    void attributeFlood();
    bool writeJson() const;
    void problem(const QString &text);

    Settings m_settings;
    QTemporaryDir m_dir;
    PrivateBus m_bus;
    PrivateWallet m_wallet;
    ResultTable m_table;
    QStringList m_problems;
    QString m_machine;
    QString m_loadBefore;
};

} // namespace Bench
