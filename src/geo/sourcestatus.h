// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QMetaType>
#include <QString>

namespace Geo
{

/**
 * What a location source is doing, and why it cannot be used when it cannot.
 *
 * The error is a code, not text: the engine turns it into translated words; `detail` carries the
 * raw technical reason (a library message, a path) for logs and for the end of that sentence.
 */
struct SourceStatus {
    enum class State {
        Off, ///< not started, or nobody needs it
        Searching, ///< working on a position (connecting, waiting for a fix, asking the discovery URL)
        Active, ///< has a position
        Error, ///< cannot give a position; see error
    };

    enum class Error {
        None,
        DatabaseMissing, ///< no GeoIP2 database at the configured or standard paths
        DatabaseCorrupt, ///< the file is not a readable MaxMind DB
        InvalidAddress, ///< the address the user entered does not parse
        NoPublicAddress, ///< no global address on any interface, and discovery is off
        DiscoveryFailed, ///< the discovery URL did not answer with an address
        AddressNotFound, ///< the database has no position for the address
        GpsdUnreachable, ///< gpsd is not running or refuses the connection
        GpsdLost, ///< the connection to gpsd closed
        GpsdProtocol, ///< gpsd sent something that is not its protocol
        NoFix, ///< connected, but the receiver has no 2D/3D fix
        ManualInvalid, ///< manual position chosen, but its coordinates are not a valid position
    };

    State state = State::Off;
    Error error = Error::None;
    QString detail;

    /// `off`, `searching`, `active` or `error`: the engine's `state` values, never translated.
    QString stateId() const;

    bool operator==(const SourceStatus &other) const;
    bool operator!=(const SourceStatus &other) const;
};

} // namespace Geo

Q_DECLARE_METATYPE(Geo::SourceStatus)
