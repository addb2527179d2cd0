// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geoipbench.h"

#include "geo/geoipdatabase.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>

#include <maxminddb.h>

#include <vector>

using namespace Bench;

namespace
{
// The address of lookup k: inside network (k * 31) mod networks, as tests/geo/makemmdb.pl --bench numbers them.
QByteArray address(int k, int networks)
{
    const quint32 network = quint32((qint64(k) * 31) % networks);
    const quint32 index = quint32((qint64(network) * 7919) % (1 << 24));
    return QByteArray::number((index >> 16) & 255) + '.' + QByteArray::number((index >> 8) & 255) + '.' + QByteArray::number(index & 255) + '.'
        + QByteArray::number(k % 254 + 1);
}

// The fields Geo::GeoIpDatabase::lookup reads, each by its full path as the library's examples do.
void decodeNaively(MMDB_entry_s *entry)
{
    MMDB_entry_data_s data{};
    MMDB_get_value(entry, &data, "location", "latitude", nullptr);
    MMDB_get_value(entry, &data, "location", "longitude", nullptr);
    MMDB_get_value(entry, &data, "location", "accuracy_radius", nullptr);
    MMDB_get_value(entry, &data, "country", "iso_code", nullptr);
    MMDB_get_value(entry, &data, "city", "names", "en", nullptr);
    MMDB_get_value(entry, &data, "country", "names", "en", nullptr);
}
}

bool GeoIpBench::prepare(const QString &directory, int networks)
{
    m_networks = networks;
    m_path = directory + QStringLiteral("/bench-city.mmdb");
    QProcess perl;
    perl.setProcessChannelMode(QProcess::MergedChannels);
    perl.start(QStringLiteral("perl"), {QStringLiteral(MAKEMMDB_SCRIPT), QStringLiteral("--bench"), QString::number(networks), m_path});
    if (!perl.waitForFinished(300000) || perl.exitStatus() != QProcess::NormalExit || perl.exitCode() != 0 || !QFile::exists(m_path)) {
        m_error = QStringLiteral("makemmdb.pl --bench failed: ") + QString::fromLocal8Bit(perl.readAll());
        return false;
    }
    return true;
}

QString GeoIpBench::errorString() const
{
    return m_error;
}

GeoIpBench::Samples GeoIpBench::run(int lookups, int repetitions) const
{
    Samples samples;
    samples.lookups = lookups;
    std::vector<QByteArray> strings;
    QVector<QHostAddress> addresses;
    strings.reserve(lookups);
    addresses.reserve(lookups);
    for (int k = 0; k < lookups; ++k) {
        strings.push_back(address(k, m_networks));
        addresses.append(QHostAddress(QString::fromLatin1(strings.back())));
    }

    Geo::GeoIpDatabase ours;
    MMDB_s floor{};
    if (!ours.open(m_path) || MMDB_open(QFile::encodeName(m_path).constData(), MMDB_MODE_MMAP, &floor) != MMDB_SUCCESS) {
        return samples;
    }
    const QStringList languages{QStringLiteral("en")};
    for (int pass = 0; pass <= repetitions; ++pass) {
        // Pass 0 warms both up and is not counted.
        QElapsedTimer timer;
        timer.start();
        int found = 0;
        for (const QHostAddress &a : std::as_const(addresses)) {
            found += ours.lookup(a, languages).isValid() ? 1 : 0;
        }
        const double oursSeconds = timer.nsecsElapsed() / 1e9;

        timer.restart();
        int floorFound = 0;
        for (const QByteArray &s : strings) {
            int gaiError = 0;
            int mmdbError = 0;
            const MMDB_lookup_result_s result = MMDB_lookup_string(&floor, s.constData(), &gaiError, &mmdbError);
            floorFound += result.found_entry ? 1 : 0;
        }
        const double floorSeconds = timer.nsecsElapsed() / 1e9;

        timer.restart();
        for (const QByteArray &s : strings) {
            int gaiError = 0;
            int mmdbError = 0;
            MMDB_lookup_result_s result = MMDB_lookup_string(&floor, s.constData(), &gaiError, &mmdbError);
            if (result.found_entry) {
                decodeNaively(&result.entry);
            }
        }
        const double decodingSeconds = timer.nsecsElapsed() / 1e9;
        if (pass > 0) {
            samples.oursPerSecond.append(lookups / oursSeconds);
            samples.floorPerSecond.append(lookups / floorSeconds);
            samples.decodingPerSecond.append(lookups / decodingSeconds);
            samples.found = std::min(found, floorFound);
        }
    }
    MMDB_close(&floor);
    return samples;
}
