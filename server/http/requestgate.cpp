// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "requestgate.h"

#include <httplib.h>

#include <algorithm>
#include <cerrno>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace
{
using Clock = std::chrono::steady_clock;

// after a refusal, how long what the client still sends is read and dropped, so that closing does not reset the
// connection before the client has read the reply
constexpr std::chrono::milliseconds s_lingerTime{1000};
constexpr std::size_t s_lingerBytes = 256 * 1024;
constexpr std::size_t s_readSize = 16 * 1024;

void addressOf(int socket, bool peer, std::string &address, int &port)
{
    sockaddr_storage storage{};
    socklen_t length = sizeof(storage);
    const int result =
        peer ? getpeername(socket, reinterpret_cast<sockaddr *>(&storage), &length) : getsockname(socket, reinterpret_cast<sockaddr *>(&storage), &length);
    if (result != 0) {
        return;
    }
    // as cpp-httplib writes them (REMOTE_ADDR, the client address of the rate limits)
    char host[NI_MAXHOST];
    char service[NI_MAXSERV];
    if (getnameinfo(reinterpret_cast<sockaddr *>(&storage), length, host, sizeof(host), service, sizeof(service), NI_NUMERICHOST | NI_NUMERICSERV) == 0) {
        address = host;
        port = std::atoi(service);
    }
}

void sendAll(int socket, const std::string &bytes)
{
    // best effort: the socket is non-blocking and the reply small, it fits the send buffer of a new connection
    std::size_t sent = 0;
    while (sent < bytes.size()) {
        const ssize_t n = ::send(socket, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
        if (n <= 0) {
            return;
        }
        sent += std::size_t(n);
    }
}

const char *reasonOf(int status)
{
    switch (status) {
    case 400:
        return "Bad Request";
    case 408:
        return "Request Timeout";
    case 411:
        return "Length Required";
    case 413:
        return "Payload Too Large";
    case 415:
        return "Unsupported Media Type";
    case 431:
        return "Request Header Fields Too Large";
    case 501:
        return "Not Implemented";
    }
    return "Error";
}

const char *explanationOf(int status)
{
    switch (status) {
    case 408:
        return "the request did not arrive in time\n";
    case 411:
        return "a body needs a Content-Length\n";
    case 413:
        return "request body too large\n";
    case 415:
        return "compressed request bodies are not accepted\n";
    case 431:
        return "request header fields too large\n";
    case 501:
        return "transfer coding not supported\n";
    }
    return "bad request\n";
}
}

GateConnection::GateConnection(int socket_, std::size_t maxHeadBytes, std::size_t maxBodyBytes)
    : socket(socket_)
    , framing(maxHeadBytes, maxBodyBytes)
{
    addressOf(socket, true, remoteAddress, remotePort);
    addressOf(socket, false, localAddress, localPort);
}

GateConnection::~GateConnection()
{
    ::shutdown(socket, SHUT_RDWR);
    ::close(socket);
}

RequestGate::RequestGate(const Bounds &bounds, Ready ready)
    : m_bounds(bounds)
    , m_ready(std::move(ready))
{
    int pipe[2];
    if (::pipe2(pipe, O_NONBLOCK | O_CLOEXEC) == 0) {
        m_wakeRead = pipe[0];
        m_wakeWrite = pipe[1];
    }
    m_thread = std::thread([this] {
        run();
    });
}

RequestGate::~RequestGate()
{
    stop();
    ::close(m_wakeRead);
    ::close(m_wakeWrite);
}

const RequestGate::Bounds &RequestGate::bounds() const
{
    return m_bounds;
}

std::string RequestGate::refusalReply(int status)
{
    const std::string text = explanationOf(status);
    return "HTTP/1.1 " + std::to_string(status) + ' ' + reasonOf(status)
        + "\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: " + std::to_string(text.size()) + "\r\nConnection: close\r\n\r\n" + text;
}

bool RequestGate::admit(int socket)
{
    const int flags = ::fcntl(socket, F_GETFL, 0);
    ::fcntl(socket, F_SETFL, flags | O_NONBLOCK);
    auto connection = std::make_shared<GateConnection>(socket, m_bounds.maxHeadBytes, m_bounds.maxBodyBytes);
    connection->deadline = Clock::now() + m_bounds.requestTimeout;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_stopped) {
            return false; // closed as the connection goes
        }
        m_incoming.push_back(std::move(connection));
    }
    wake();
    return true;
}

void RequestGate::park(std::shared_ptr<GateConnection> connection)
{
    connection->framing.reset();
    connection->requestLength = 0;
    connection->continued = false;
    connection->started = !connection->buffer.empty();
    connection->deadline = Clock::now() + (connection->started ? m_bounds.requestTimeout : m_bounds.keepAliveTimeout);
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_stopped) {
            return;
        }
        m_incoming.push_back(std::move(connection));
    }
    wake();
}

void RequestGate::stop()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_stopped) {
            return;
        }
        m_stopped = true;
        m_incoming.clear();
    }
    wake();
    if (m_thread.joinable()) {
        m_thread.join();
    }
}

void RequestGate::wake()
{
    const char byte = 0;
    [[maybe_unused]] const ssize_t written = ::write(m_wakeWrite, &byte, 1);
}

void RequestGate::takeIncoming()
{
    std::vector<std::shared_ptr<GateConnection>> incoming;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        incoming.swap(m_incoming);
    }
    const auto now = Clock::now();
    for (auto &connection : incoming) {
        if (m_waiting.size() >= m_bounds.maxConnections) {
            // full: the connection that has waited longest for its request goes
            const auto oldest = std::min_element(m_waiting.begin(), m_waiting.end(), [](const auto &a, const auto &b) {
                return a->deadline < b->deadline;
            });
            m_waiting.erase(oldest);
        }
        // a parked connection may hold its next request already
        if (settle(connection, now)) {
            m_waiting.push_back(std::move(connection));
        }
    }
}

void RequestGate::run()
{
    std::vector<pollfd> polled;
    for (;;) {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            if (m_stopped) {
                break;
            }
        }
        takeIncoming();

        auto now = Clock::now();
        auto next = now + std::chrono::seconds(1);
        m_buffered = 0;
        for (const auto &connection : m_waiting) {
            next = std::min(next, connection->deadline);
            m_buffered += connection->buffer.size();
        }
        const bool full = m_buffered >= m_bounds.maxBufferedBytes;
        polled.clear();
        polled.push_back(pollfd{m_wakeRead, POLLIN, 0});
        for (const auto &connection : m_waiting) {
            // over the budget, only what drops its bytes (a refused connection) is read
            const bool read = !full || connection->closing;
            polled.push_back(pollfd{connection->socket, short(read ? POLLIN : 0), 0});
        }
        const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(next - now).count();
        const int ready = ::poll(polled.data(), polled.size(), int(std::max<long long>(0, wait) + 1));
        if (ready < 0 && errno != EINTR) {
            break;
        }
        if (polled[0].revents != 0) {
            char drain[256];
            while (::read(m_wakeRead, drain, sizeof(drain)) > 0) { }
        }

        now = Clock::now();
        std::vector<std::shared_ptr<GateConnection>> kept;
        kept.reserve(m_waiting.size());
        for (std::size_t i = 0; i < m_waiting.size(); ++i) {
            const auto &connection = m_waiting[i];
            const bool readable = (polled[i + 1].revents & (POLLIN | POLLHUP | POLLERR)) != 0;
            if (readable && !readFrom(*connection)) {
                continue;
            }
            if (settle(connection, now)) {
                kept.push_back(connection);
            }
        }
        m_waiting.swap(kept);
    }
    m_waiting.clear();
}

bool RequestGate::readFrom(GateConnection &connection)
{
    char scratch[s_readSize];
    if (connection.closing) {
        for (;;) {
            const ssize_t n = ::recv(connection.socket, scratch, sizeof(scratch), 0);
            if (n > 0) {
                connection.dropped += std::size_t(n);
                if (connection.dropped > s_lingerBytes) {
                    return false;
                }
                continue;
            }
            return n < 0 && (errno == EAGAIN || errno == EINTR);
        }
    }
    // a request, a bit over its bounds (so that the framing sees what is too much), and no more
    const std::size_t cap = m_bounds.maxHeadBytes + 2 * m_bounds.maxBodyBytes + 64 * 1024 + 1;
    while (connection.buffer.size() < cap) {
        if (m_buffered >= m_bounds.maxBufferedBytes) {
            return true;
        }
        const std::size_t room = std::min(sizeof(scratch), cap - connection.buffer.size());
        const ssize_t n = ::recv(connection.socket, scratch, room, 0);
        if (n > 0) {
            if (!connection.started) {
                connection.started = true;
                connection.deadline = Clock::now() + m_bounds.requestTimeout;
            }
            connection.buffer.append(scratch, std::size_t(n));
            m_buffered += std::size_t(n);
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EINTR)) {
            return true;
        }
        // the client closed (or the connection broke): what it sent whole is still answered
        if (connection.framing.examine(connection.buffer.data(), connection.buffer.size()) != RequestFraming::Verdict::Whole) {
            return false;
        }
        return true;
    }
    return true;
}

bool RequestGate::settle(const std::shared_ptr<GateConnection> &connection, Clock::time_point now)
{
    GateConnection &c = *connection;
    if (c.closing) {
        return now < c.deadline;
    }
    if (!c.buffer.empty()) {
        switch (c.framing.examine(c.buffer.data(), c.buffer.size())) {
        case RequestFraming::Verdict::Whole:
            c.requestLength = c.framing.length();
            m_ready(connection);
            return false;
        case RequestFraming::Verdict::Refused:
            refuse(c, c.framing.refusal(), now);
            return true;
        case RequestFraming::Verdict::Incomplete:
            if (c.framing.hasHead() && c.framing.expectsContinue() && !c.continued) {
                c.continued = true;
                sendAll(c.socket, "HTTP/1.1 100 Continue\r\n\r\n");
            }
            break;
        }
    }
    if (now >= c.deadline) {
        if (c.started) {
            refuse(c, 408, now);
            return true;
        }
        return false; // idle for the keep-alive time: closed without a word
    }
    return true;
}

void RequestGate::refuse(GateConnection &connection, int status, Clock::time_point now)
{
    sendAll(connection.socket, refusalReply(status));
    ::shutdown(connection.socket, SHUT_WR);
    connection.closing = true;
    connection.deadline = now + s_lingerTime;
    std::string().swap(connection.buffer);
}
