// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "connectionpool.h"

#include "databaseconnection.h"
#include "ocsserver_debug.h"

#include <algorithm>

namespace
{
struct Held {
    const ConnectionPool *pool;
    DatabaseConnection *connection;
    int depth;
};
thread_local std::vector<Held> t_held;

Held *heldBy(const ConnectionPool *pool)
{
    const auto it = std::find_if(t_held.begin(), t_held.end(), [pool](const Held &held) {
        return held.pool == pool;
    });
    return it == t_held.end() ? nullptr : &*it;
}
}

ConnectionPool::ConnectionPool(Opener opener, int size)
    : m_opener(std::move(opener))
    , m_size(static_cast<std::size_t>(std::max(1, size)))
{
}

ConnectionPool::~ConnectionPool() = default;

bool ConnectionPool::openFirst(QString *errorMessage)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_all.empty()) {
        return true;
    }
    std::unique_ptr<DatabaseConnection> connection = m_opener(errorMessage);
    if (!connection) {
        return false;
    }
    m_idle.push_back(connection.get());
    m_all.push_back(std::move(connection));
    return true;
}

DatabaseConnection *ConnectionPool::acquire()
{
    if (Held *held = heldBy(this)) {
        ++held->depth;
        return held->connection;
    }
    DatabaseConnection *connection = nullptr;
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_returned.wait(lock, [this] {
            return !m_idle.empty() || m_all.size() < m_size;
        });
        if (!m_idle.empty()) {
            connection = m_idle.back();
            m_idle.pop_back();
        } else {
            QString error;
            std::unique_ptr<DatabaseConnection> opened = m_opener(&error);
            if (!opened) {
                qCWarning(OCSSERVER) << "cannot open another database connection:" << error;
                return nullptr;
            }
            connection = opened.get();
            m_all.push_back(std::move(opened));
        }
    }
    connection->revive();
    t_held.push_back(Held{this, connection, 1});
    return connection;
}

void ConnectionPool::release(DatabaseConnection *connection)
{
    Held *held = heldBy(this);
    if (!connection || !held || held->connection != connection || --held->depth > 0) {
        return;
    }
    t_held.erase(t_held.begin() + (held - t_held.data()));
    if (connection->inTransaction()) {
        qCWarning(OCSSERVER) << "a transaction was left open; rolling it back";
        connection->exec("ROLLBACK");
    }
    connection->transactionDepth = 0;
    connection->transactionSpoilt = false;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_idle.push_back(connection);
    }
    m_returned.notify_one();
}
