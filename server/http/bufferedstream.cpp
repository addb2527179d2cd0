// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "bufferedstream.h"

#include "requestgate.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <poll.h>
#include <sys/socket.h>

BufferedStream::BufferedStream(GateConnection &connection, int writeTimeoutMs)
    : m_connection(connection)
    , m_writeTimeoutMs(writeTimeoutMs)
{
}

bool BufferedStream::is_readable() const
{
    return m_read < m_connection.requestLength;
}

bool BufferedStream::is_writable() const
{
    pollfd polled{m_connection.socket, POLLOUT, 0};
    return ::poll(&polled, 1, m_writeTimeoutMs) > 0 && (polled.revents & (POLLERR | POLLHUP)) == 0;
}

ssize_t BufferedStream::read(char *ptr, size_t size)
{
    const std::size_t left = m_connection.requestLength - m_read;
    if (left == 0) {
        return -1; // beyond the request the gate framed: cpp-httplib read it otherwise, refuse it
    }
    const std::size_t n = std::min(left, size);
    std::memcpy(ptr, m_connection.buffer.data() + m_read, n);
    m_read += n;
    return ssize_t(n);
}

ssize_t BufferedStream::write(const char *ptr, size_t size)
{
    for (;;) {
        const ssize_t n = ::send(m_connection.socket, ptr, size, MSG_NOSIGNAL);
        if (n >= 0) {
            return n;
        }
        if (errno == EINTR) {
            continue;
        }
        if (errno != EAGAIN) {
            return -1;
        }
        // the socket is non-blocking (the gate's): wait for room, as long as one write may take
        pollfd polled{m_connection.socket, POLLOUT, 0};
        if (::poll(&polled, 1, m_writeTimeoutMs) <= 0) {
            return -1;
        }
    }
}

void BufferedStream::get_remote_ip_and_port(std::string &ip, int &port) const
{
    ip = m_connection.remoteAddress;
    port = m_connection.remotePort;
}

void BufferedStream::get_local_ip_and_port(std::string &ip, int &port) const
{
    ip = m_connection.localAddress;
    port = m_connection.localPort;
}

socket_t BufferedStream::socket() const
{
    return m_connection.socket;
}
