// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <httplib.h>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

/**
 * cpp-httplib's task queue with a bound: `threads` workers, each serving one accepted connection at a time, and at
 * most `maxWaiting` accepted connections waiting for one. When that many wait, the listener stops accepting until
 * a worker is free (further connections wait in the kernel's backlog), where httplib's own ThreadPool would queue
 * every connection anyone opens, each holding a descriptor and memory.
 */
class WorkerPool : public httplib::TaskQueue
{
public:
    WorkerPool(std::size_t threads, std::size_t maxWaiting);
    ~WorkerPool() override;

#ifdef OCS_HTTPLIB_ENQUEUE_RETURNS_BOOL
    bool enqueue(std::function<void()> task) override; // cpp-httplib 0.15 and later
#else
    void enqueue(std::function<void()> task) override;
#endif
    void shutdown() override;
    /// Runs @p hook first when the pool shuts down (once), before it waits for its workers.
    void setBeforeShutdown(std::function<void()> hook);

private:
    void work();

    std::size_t m_maxWaiting;
    std::mutex m_mutex;
    std::condition_variable m_taskAdded;
    std::condition_variable m_taskTaken;
    std::deque<std::function<void()>> m_tasks;
    bool m_shutdown = false;
    std::vector<std::thread> m_threads;
    std::function<void()> m_beforeShutdown;
};
