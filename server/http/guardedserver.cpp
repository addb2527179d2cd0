// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "guardedserver.h"

#include "bufferedstream.h"
#include "workerpool.h"

#include <algorithm>

#include <sys/socket.h>
#include <unistd.h>

namespace
{
thread_local bool t_closeAfterReply = false;
}

GuardedServer::GuardedServer() = default;

GuardedServer::~GuardedServer()
{
    if (m_gate) {
        m_gate->stop();
    }
}

void GuardedServer::widenBacklog(int backlog)
{
    if (svr_sock_ != INVALID_SOCKET) {
        // listen() again on a listening socket sets its backlog anew
        ::listen(svr_sock_, backlog);
    }
}

void GuardedServer::closeAfterReply()
{
    t_closeAfterReply = true;
}

void GuardedServer::attach(WorkerPool &pool)
{
    RequestGate::Bounds bounds;
    bounds.maxBodyBytes = std::min<std::size_t>(payload_max_length_, 1024 * 1024 * 1024);
    bounds.requestTimeout = std::chrono::milliseconds(read_timeout_sec_ * 1000 + read_timeout_usec_ / 1000);
    bounds.keepAliveTimeout = std::chrono::seconds(keep_alive_timeout_sec_);
    // with a body as large as it may be, the gate holds at most 64 requests' worth, and never less than 64 MB
    bounds.maxBufferedBytes = std::max<std::size_t>(64 * 1024 * 1024, 64 * bounds.maxBodyBytes);
    m_gate = std::make_unique<RequestGate>(bounds, [this](std::shared_ptr<GateConnection> connection) {
        if (WorkerPool *workers = m_pool.load()) {
            workers->enqueue([this, connection] {
                serve(connection);
            });
        }
    });
    m_pool = &pool;
    pool.setBeforeShutdown([this] {
        // no new request for the workers; those in flight finish, their connections are closed
        m_gate->stop();
        m_pool = nullptr;
    });
}

bool GuardedServer::process_and_close_socket(socket_t sock)
{
    if (!m_gate || !m_gate->admit(sock)) {
        ::shutdown(sock, SHUT_RDWR);
        ::close(sock);
        return false;
    }
    return true;
}

bool GuardedServer::processRequest(GateConnection &connection, bool closeConnection, bool &connectionClosed)
{
    const int writeTimeoutMs = int(write_timeout_sec_ * 1000 + write_timeout_usec_ / 1000);
    BufferedStream stream(connection, writeTimeoutMs);
    return callProcessRequest(*this, stream, connection, closeConnection, connectionClosed, 0);
}

void GuardedServer::serve(std::shared_ptr<GateConnection> connection)
{
    for (;;) {
        const bool closeConnection = connection->served + 1 >= keep_alive_max_count_;
        bool connectionClosed = false;
        t_closeAfterReply = false;
        const bool answered = processRequest(*connection, closeConnection, connectionClosed);
        ++connection->served;
        connection->buffer.erase(0, connection->requestLength);
        connection->requestLength = 0;
        if (!answered || closeConnection || connectionClosed || t_closeAfterReply || !m_pool.load()) {
            return; // closed as the last reference goes
        }
        // pipelined: the next request may be here whole already
        connection->framing.reset();
        if (!connection->buffer.empty()
            && connection->framing.examine(connection->buffer.data(), connection->buffer.size()) == RequestFraming::Verdict::Whole) {
            connection->requestLength = connection->framing.length();
            continue;
        }
        m_gate->park(std::move(connection));
        return;
    }
}
