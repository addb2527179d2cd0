// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <httplib.h>

#include <string>

struct GateConnection;

/**
 * What cpp-httplib reads one request from and writes its reply to: the request comes from memory, where the
 * RequestGate gathered it whole (reading past it fails), the reply goes to the connection's socket, each write
 * waiting at most the write timeout.
 */
class BufferedStream : public httplib::Stream
{
public:
    BufferedStream(GateConnection &connection, int writeTimeoutMs);

    bool is_readable() const override;
    bool is_writable() const override;
    ssize_t read(char *ptr, size_t size) override;
    ssize_t write(const char *ptr, size_t size) override;
    void get_remote_ip_and_port(std::string &ip, int &port) const override;
    void get_local_ip_and_port(std::string &ip, int &port) const override;
    socket_t socket() const override;

private:
    GateConnection &m_connection;
    int m_writeTimeoutMs;
    std::size_t m_read = 0;
};
