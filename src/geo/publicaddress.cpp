// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "publicaddress.h"

#include <QNetworkInterface>

namespace Geo
{

namespace
{
bool inAny(const QHostAddress &address, std::initializer_list<const char *> subnets)
{
    for (const char *subnet : subnets) {
        if (address.isInSubnet(QHostAddress::parseSubnet(QLatin1String(subnet)))) {
            return true;
        }
    }
    return false;
}
}

bool PublicAddress::isPublic(const QHostAddress &input)
{
    bool isV4 = false;
    const quint32 v4 = input.toIPv4Address(&isV4); // also unwraps ::ffff:a.b.c.d
    const QHostAddress address = isV4 ? QHostAddress(v4) : input;
    if (address.isNull() || address.isLoopback() || address.isMulticast() || address.isLinkLocal() || address.isBroadcast() || !address.isGlobal()) {
        return false;
    }
    if (address.protocol() == QAbstractSocket::IPv4Protocol) {
        return !inAny(address,
                      {"0.0.0.0/8",
                       "10.0.0.0/8",
                       "100.64.0.0/10",
                       "169.254.0.0/16",
                       "172.16.0.0/12",
                       "192.0.0.0/24",
                       "192.0.2.0/24",
                       "192.168.0.0/16",
                       "198.18.0.0/15",
                       "198.51.100.0/24",
                       "203.0.113.0/24",
                       "240.0.0.0/4"});
    }
    // Only global unicast (2000::/3) is routed; of that, documentation and ORCHID are not.
    return inAny(address, {"2000::/3"}) && !inAny(address, {"2001:db8::/32", "2001:10::/28", "2001:20::/28"});
}

QHostAddress PublicAddress::fromInterfaces()
{
    QHostAddress v6;
    const auto interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &interface : interfaces) {
        if (!(interface.flags() & QNetworkInterface::IsUp) || (interface.flags() & QNetworkInterface::IsLoopBack)) {
            continue;
        }
        const auto entries = interface.addressEntries();
        for (const QNetworkAddressEntry &entry : entries) {
            const QHostAddress address = entry.ip();
            if (!isPublic(address)) {
                continue;
            }
            if (address.protocol() == QAbstractSocket::IPv4Protocol) {
                return address;
            }
            if (v6.isNull()) {
                v6 = address;
            }
        }
    }
    return v6;
}

} // namespace Geo
