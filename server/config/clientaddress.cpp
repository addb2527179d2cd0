// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "clientaddress.h"

#include <arpa/inet.h>

namespace
{
// More entries than any real chain of proxies; the rest of a longer header is not looked at.
constexpr int s_maxHops = 32;
constexpr int s_maxAddressLength = 64;
const QByteArray s_mappedPrefix = QByteArray(10, '\0') + QByteArray(2, '\xff');

bool isMapped(const QByteArray &bytes)
{
    return bytes.startsWith(s_mappedPrefix);
}
}

ClientAddress::ClientAddress(const QStringList &trustedProxies)
{
    for (const QString &text : trustedProxies) {
        if (const auto network = parseNetwork(text)) {
            m_proxies.append(*network);
        }
    }
}

bool ClientAddress::isValidProxy(const QString &text)
{
    return parseNetwork(text).has_value();
}

std::optional<QByteArray> ClientAddress::parse(const QString &text)
{
    QString address = text.trimmed();
    if (address.startsWith(QLatin1Char('[')) && address.endsWith(QLatin1Char(']'))) {
        address = address.mid(1, address.size() - 2);
    }
    if (address.isEmpty() || address.size() > s_maxAddressLength) {
        return std::nullopt;
    }
    const QByteArray latin = address.toLatin1();
    unsigned char buffer[16];
    if (inet_pton(AF_INET, latin.constData(), buffer) == 1) {
        return s_mappedPrefix + QByteArray(reinterpret_cast<const char *>(buffer), 4);
    }
    if (inet_pton(AF_INET6, latin.constData(), buffer) == 1) {
        return QByteArray(reinterpret_cast<const char *>(buffer), 16);
    }
    return std::nullopt;
}

std::optional<ClientAddress::Network> ClientAddress::parseNetwork(const QString &text)
{
    const int slash = text.indexOf(QLatin1Char('/'));
    const auto bytes = parse(slash < 0 ? text : text.left(slash));
    if (!bytes) {
        return std::nullopt;
    }
    const int bits = isMapped(*bytes) ? 32 : 128;
    int prefix = bits;
    if (slash >= 0) {
        bool ok = false;
        prefix = text.mid(slash + 1).trimmed().toInt(&ok);
        if (!ok || prefix < 0 || prefix > bits) {
            return std::nullopt;
        }
    }
    return Network{*bytes, prefix + (128 - bits)};
}

QString ClientAddress::format(const QByteArray &bytes)
{
    char text[INET6_ADDRSTRLEN];
    const bool v4 = isMapped(bytes);
    const char *data = bytes.constData() + (v4 ? 12 : 0);
    if (!inet_ntop(v4 ? AF_INET : AF_INET6, data, text, sizeof(text))) {
        return QString();
    }
    return QString::fromLatin1(text);
}

bool ClientAddress::isTrusted(const QByteArray &bytes) const
{
    for (const Network &network : m_proxies) {
        const int whole = network.prefix / 8;
        const int rest = network.prefix % 8;
        if (bytes.left(whole) != network.bytes.left(whole)) {
            continue;
        }
        const unsigned char mask = static_cast<unsigned char>(0xff << (8 - rest));
        if (rest == 0 || ((static_cast<unsigned char>(bytes.at(whole)) ^ static_cast<unsigned char>(network.bytes.at(whole))) & mask) == 0) {
            return true;
        }
    }
    return false;
}

QString ClientAddress::of(const QString &peer, const QStringList &forwardedFor) const
{
    const auto peerBytes = parse(peer);
    if (!peerBytes) {
        return peer.left(s_maxAddressLength);
    }
    const QString peerText = format(*peerBytes);
    if (forwardedFor.isEmpty() || !isTrusted(*peerBytes)) {
        return peerText;
    }
    // Several X-Forwarded-For headers would be one list in order (RFC 9110, 5.3), but cpp-httplib 0.16 and later
    // keep headers unordered: their order is unknown, so none is believed. A proxy that appends (nginx) sends one.
    if (forwardedFor.size() > 1) {
        return peerText;
    }
    const QStringList hops = forwardedFor.first().split(QLatin1Char(','));
    QString leftmost = peerText;
    for (int i = hops.size() - 1, seen = 0; i >= 0 && seen < s_maxHops; --i, ++seen) {
        if (hops.at(i).trimmed().isEmpty()) {
            continue;
        }
        const auto bytes = parse(hops.at(i));
        if (!bytes) {
            // a trusted proxy wrote something we cannot read where the client should be
            return peerText;
        }
        if (!isTrusted(*bytes)) {
            return format(*bytes);
        }
        leftmost = format(*bytes);
    }
    // every hop is a trusted proxy: the request started on one of them
    return leftmost;
}

QString ClientAddress::limitKey(const QString &address)
{
    const auto bytes = parse(address);
    if (!bytes || isMapped(*bytes)) {
        return address;
    }
    return format(bytes->left(8) + QByteArray(8, '\0')) + QStringLiteral("/64");
}
