// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "requestgate.h"

#include <httplib.h>

#include <atomic>
#include <memory>

class WorkerPool;

/**
 * cpp-httplib's plain HTTP server with its connections taken over between requests: a RequestGate reads each
 * request whole first, under a bound on its time and size, and only then a worker answers it (cpp-httplib's own
 * parsing and routing, from memory). A worker never waits for a client: neither for a slow request nor on an idle
 * keep-alive connection, so slow clients cannot starve the workers and every worker serves requests that arrived
 * whole. The bounds are cpp-httplib's own settings: the read timeout is the time for a whole request, the payload
 * maximum the body's bound (chunked bodies included), the keep-alive timeout and count as before.
 *
 * Works with cpp-httplib 0.11 (Debian 12) and 0.18 (Debian 13): it overrides process_and_close_socket() and calls
 * process_request(), the hooks both have.
 */
class GuardedServer : public httplib::Server
{
public:
    GuardedServer();
    ~GuardedServer() override;

    /// Called by new_task_queue with the pool it made: whole requests go there; its shutdown stops the gate first.
    void attach(WorkerPool &pool);
    /**
     * After binding: lets @p backlog connections wait to be accepted, where cpp-httplib listens with 5 (fixed when
     * Debian compiled it); a burst of connections beyond it is held back by the clients' SYN retries, seconds each.
     */
    void widenBacklog(int backlog);
    /// From a handler: close the connection after this reply.
    static void closeAfterReply();

private:
    bool process_and_close_socket(socket_t sock) override;
    void serve(std::shared_ptr<GateConnection> connection);
    bool processRequest(GateConnection &connection, bool closeConnection, bool &connectionClosed);

    // process_request() gained the connection's addresses as arguments in cpp-httplib 0.18: whichever it has
    template<typename Server>
    static auto callProcessRequest(Server &server, httplib::Stream &stream, const GateConnection &c, bool closeConnection, bool &connectionClosed, int)
        -> decltype(server.process_request(stream, c.remoteAddress, c.remotePort, c.localAddress, c.localPort, closeConnection, connectionClosed, nullptr))
    {
        return server.process_request(stream, c.remoteAddress, c.remotePort, c.localAddress, c.localPort, closeConnection, connectionClosed, nullptr);
    }
    template<typename Server>
    static auto callProcessRequest(Server &server, httplib::Stream &stream, const GateConnection &, bool closeConnection, bool &connectionClosed, long)
        -> decltype(server.process_request(stream, closeConnection, connectionClosed, nullptr))
    {
        return server.process_request(stream, closeConnection, connectionClosed, nullptr);
    }

    std::unique_ptr<RequestGate> m_gate;
    std::atomic<WorkerPool *> m_pool{nullptr};
};
