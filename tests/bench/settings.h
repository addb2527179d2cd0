// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QStringList>

namespace Bench
{

/// The sizes of one run: the full run of the issue, or a smoke run that only shows the program still works.
struct Settings {
    bool full = false;
    int repetitions = 1; ///< timed runs per figure; the table shows their median
    int listSize = 300; ///< persons in the big list (the issue's 10,000)
    int cachedFriends = 100; ///< friends in the cached list (the issue's 1,000)
    int tabFriends = 30; ///< friends on the Friends tab (the issue's 200)
    int geoNetworks = 200; ///< networks in the generated GeoIP database
    int geoLookups = 20000; ///< lookups per timed pass
    int floodAttributes = 20000; ///< attributes on the flooded element (the issue's 160,000; the reader's pass is quadratic)
    QString jsonPath;
    QStringList only; ///< parts to run (fetch, cache, geoip, friendstab, flood); empty: all of them

    bool runs(const QString &part) const
    {
        return only.isEmpty() || only.contains(part);
    }

    /// People to seed so that an anonymous caller sees at least listSize of them with a position.
    int people() const
    {
        return listSize * 8 / 5 + 200;
    }

    static Settings smoke()
    {
        return Settings();
    }

    static Settings fullRun()
    {
        Settings settings;
        settings.full = true;
        settings.repetitions = 7;
        settings.listSize = 10000;
        settings.cachedFriends = 1000;
        settings.tabFriends = 200;
        settings.geoNetworks = 20000;
        settings.geoLookups = 500000;
        settings.floodAttributes = 160000;
        return settings;
    }
};

} // namespace Bench
