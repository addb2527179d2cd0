// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "requestframing.h"

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

/** One client connection between requests: its socket (closed with it), what it sent so far, where it came from. */
struct GateConnection {
    GateConnection(int socket, std::size_t maxHeadBytes, std::size_t maxBodyBytes);
    ~GateConnection();
    GateConnection(const GateConnection &) = delete;
    GateConnection &operator=(const GateConnection &) = delete;

    int socket;
    std::string buffer; // received and not yet served: a whole request once handed over, maybe the start of the next
    RequestFraming framing;
    std::size_t requestLength = 0; // of the whole request at the start of buffer
    std::size_t served = 0; // requests answered on this connection
    std::string remoteAddress;
    int remotePort = 0;
    std::string localAddress;
    int localPort = 0;

    // the gate's own state
    std::chrono::steady_clock::time_point deadline;
    bool started = false; // a request has begun arriving (else: idle between requests)
    bool continued = false; // "100 Continue" sent for this request
    bool closing = false; // refused: the reply is sent, what still arrives is dropped until the deadline
    std::size_t dropped = 0;
};

/**
 * Reads requests before any worker sees them, so that slow or endless clients hold no worker: one thread polls every
 * connection that is between requests, gathers each request until it is whole (RequestFraming) and only then hands it
 * to the workers (the Ready callback). Each request must arrive whole within its time (the request timeout, counted
 * from its first byte, or from the connection's opening) or is answered 408; an idle connection is closed after the
 * keep-alive time. What RequestFraming refuses (a Content-Encoding, a body over the bound, ...) is answered here and
 * the connection closed, before a body is read.
 *
 * Bounded: at most maxConnections wait here (the oldest further ones are closed), and at most maxBufferedBytes of
 * requests are held here at once (beyond, the gate reads no more until requests leave; slow ones then time out).
 */
class RequestGate
{
public:
    struct Bounds {
        std::size_t maxHeadBytes = 32 * 1024;
        std::size_t maxBodyBytes = 64 * 1024;
        std::chrono::milliseconds requestTimeout{5000};
        std::chrono::milliseconds keepAliveTimeout{2000};
        std::size_t maxConnections = 1024;
        std::size_t maxBufferedBytes = 64 * 1024 * 1024;
    };
    using Ready = std::function<void(std::shared_ptr<GateConnection>)>;

    RequestGate(const Bounds &bounds, Ready ready);
    ~RequestGate();

    /// Takes a newly accepted socket; false when the gate is stopped (the socket is closed then).
    bool admit(int socket);
    /// A connection whose request was answered, for its next one (it may already hold some of it).
    void park(std::shared_ptr<GateConnection> connection);
    /// Closes every waiting connection; admit() and park() close theirs from now on.
    void stop();
    const Bounds &bounds() const;

    /// The reply of a refusal, as the gate sends it (status line, a short text, Connection: close).
    static std::string refusalReply(int status);

private:
    void run();
    void takeIncoming();
    /// false: the connection is done with (closed when dropped)
    bool readFrom(GateConnection &connection);
    /// false: handed over or closed
    bool settle(const std::shared_ptr<GateConnection> &connection, std::chrono::steady_clock::time_point now);
    void refuse(GateConnection &connection, int status, std::chrono::steady_clock::time_point now);
    void wake();

    Bounds m_bounds;
    Ready m_ready;
    std::mutex m_mutex;
    std::vector<std::shared_ptr<GateConnection>> m_incoming;
    bool m_stopped = false;
    int m_wakeRead = -1;
    int m_wakeWrite = -1;
    std::thread m_thread;
    // the gate thread's own
    std::vector<std::shared_ptr<GateConnection>> m_waiting;
    std::size_t m_buffered = 0;
};
