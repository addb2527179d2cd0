// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QHostAddress>

namespace Geo
{

/// Which addresses can be looked up in a GeoIP database, and whether this machine has one on an interface.
class PublicAddress
{
public:
    /// A unicast address routed on the Internet: not loopback, link-local, private (RFC 1918, unique local),
    /// shared (RFC 6598), documentation, multicast or otherwise reserved.
    static bool isPublic(const QHostAddress &address);

    /// The first public address on an interface that is up (IPv4 before IPv6), or a null address.
    static QHostAddress fromInterfaces();
};

} // namespace Geo
