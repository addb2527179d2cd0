// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "fix.h"

#include <QByteArray>

struct gps_data_t;

namespace Geo
{

/**
 * What one report from gpsd (as libgps unpacked it into gps_data_t) means to us.
 *
 * A pure function of the report, kept apart from the connection handling so that it can be
 * tested and fuzzed with any bytes libgps accepts.
 */
struct GpsdReport {
    enum class Kind {
        Ignored, ///< nothing about the position (SKY, DEVICES, …)
        Greeting, ///< gpsd's VERSION banner
        NoFix, ///< a TPV without a usable 2D or 3D position
        Position, ///< a usable position: `fix` is valid
    };

    Kind kind = Kind::Ignored;
    Fix fix;

    /// Longest line taken from gpsd; its reports are far shorter (libgps's own buffer holds 4096 bytes).
    static constexpr int maximumLineLength = 16384;

    /**
     * Unpacks one line from gpsd into @p data, as gps_read() would, but safely: libgps 3.22 loops
     * forever on some lines, malformed (`{x"class":"TPV"}`) or not, and that would hang the shell's
     * GUI thread. So the line must be one well-formed JSON object with a string `class`, and libgps
     * sees only VERSION and TPV reports, rebuilt from their known scalar fields; other classes leave
     * `data.set` empty. False when the line is not the gpsd protocol at all.
     */
    static bool unpack(const QByteArray &line, gps_data_t &data);

    /// Reads @p data; @p now is the timestamp used when the report carries no time.
    static GpsdReport interpret(const gps_data_t &data, const QDateTime &now);
};

} // namespace Geo
