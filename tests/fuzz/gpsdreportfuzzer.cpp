// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// Lines from gpsd as GpsdSource takes them: checked and unpacked by GpsdReport::unpack (libgps's
// gps_unpack behind a strict JSON check), then read by GpsdReport::interpret. Each input line is one
// report, in order, on the same gps_data_t, as on a connection.

#include "fuzzsupport.h"

#include "geo/gpsdreport.h"

#include <gps.h>

#include <QList>

#include <cstring>
#include <memory>

using namespace Geo;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::silenceLogging();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    auto gps = std::make_unique<gps_data_t>();
    std::memset(gps.get(), 0, sizeof(gps_data_t));
    const QDateTime now = QDateTime::fromMSecsSinceEpoch(1767225600000, Qt::UTC);
    const QList<QByteArray> lines = QByteArray(reinterpret_cast<const char *>(data), int(size)).split('\n');
    for (const QByteArray &line : lines) {
        if (!GpsdReport::unpack(line.trimmed(), *gps)) {
            continue;
        }
        const GpsdReport report = GpsdReport::interpret(*gps, now);
        if (report.kind == GpsdReport::Kind::Position) {
            FuzzSupport::check(report.fix.isValid(), "a position that is not valid");
            FuzzSupport::check(report.fix.timestamp.isValid(), "a position without a time");
        } else {
            FuzzSupport::check(!report.fix.isValid(), "a fix outside a position report");
        }
    }
    return 0;
}
