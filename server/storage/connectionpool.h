// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

class DatabaseConnection;

/**
 * Up to a fixed number of connections, opened when first needed, lent to one thread at a time. A thread that
 * asks again while it holds one gets the same one back (nested store calls); others wait for a free one.
 * With one connection this is SQLite's single connection behind a recursive lock.
 */
class ConnectionPool
{
public:
    using Opener = std::function<std::unique_ptr<DatabaseConnection>(QString *errorMessage)>;

    ConnectionPool(Opener opener, int size);
    ~ConnectionPool();
    ConnectionPool(const ConnectionPool &) = delete;
    ConnectionPool &operator=(const ConnectionPool &) = delete;

    /** Opens the first connection now, so that a wrong address or file is reported at start. */
    bool openFirst(QString *errorMessage);
    /** The calling thread's connection; nullptr when a new one cannot be opened. Pair with release(). */
    DatabaseConnection *acquire();
    void release(DatabaseConnection *connection);

private:
    Opener m_opener;
    const std::size_t m_size;
    std::mutex m_mutex;
    std::condition_variable m_returned;
    std::vector<std::unique_ptr<DatabaseConnection>> m_all;
    std::vector<DatabaseConnection *> m_idle;
};
