// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

/**
 * Decides who a request comes from (README.md, "Client address"): the TCP peer, or, only when the peer is one of
 * the trusted proxies (--trusted-proxy), the rightmost address in X-Forwarded-For that is not itself a trusted
 * proxy. A malformed entry where the client's address should be falls back to the peer, and so do several
 * X-Forwarded-For headers (their order is not kept by the HTTP library).
 */
class ClientAddress
{
public:
    /** trustedProxies: addresses or networks ("10.0.0.1", "::1", "172.16.0.0/12"); malformed ones are skipped. */
    explicit ClientAddress(const QStringList &trustedProxies = {});

    /** A plain IPv4 or IPv6 address, or a network ADDR/PREFIX. */
    static bool isValidProxy(const QString &text);

    /**
     * The client's address, normalised (IPv4-mapped IPv6 as IPv4, IPv6 in its short form). peer is the TCP peer's
     * address; forwardedFor holds the value of every X-Forwarded-For header, in the order they came.
     */
    QString of(const QString &peer, const QStringList &forwardedFor) const;

    /** The key for per-address limits: the address, an IPv6 one cut to its /64 (one subscriber's usual share). */
    static QString limitKey(const QString &address);

private:
    struct Network {
        QByteArray bytes; // 16: IPv4 as IPv4-mapped IPv6
        int prefix; // bits, 0..128
    };

    static std::optional<QByteArray> parse(const QString &text);
    static std::optional<Network> parseNetwork(const QString &text);
    static QString format(const QByteArray &bytes);
    bool isTrusted(const QByteArray &bytes) const;

    QVector<Network> m_proxies;
};
