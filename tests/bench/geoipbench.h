// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QVector>

namespace Bench
{

/**
 * GeoIP lookups per second in a generated city database (tests/geo/makemmdb.pl --bench): Geo::GeoIpDatabase::lookup,
 * which gives a complete Fix, against the floor of the library, a bare MMDB_lookup_string loop.
 * Both look up the same addresses, each inside one of the database's networks.
 */
class GeoIpBench
{
public:
    struct Samples {
        QVector<double> oursPerSecond;
        QVector<double> floorPerSecond;
        QVector<double> decodingPerSecond; ///< the bare loop plus MMDB_get_value for the fields ours reads (context only)
        int found = 0; ///< lookups of the last pass of ours that gave a valid fix
        int lookups = 0;
    };

    /// Writes the database with @p networks networks into @p directory; false when perl failed.
    bool prepare(const QString &directory, int networks);
    QString errorString() const;

    Samples run(int lookups, int repetitions) const;

private:
    QString m_path;
    int m_networks = 0;
    QString m_error;
};

} // namespace Bench
