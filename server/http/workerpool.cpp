// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "workerpool.h"

#include <algorithm>

WorkerPool::WorkerPool(std::size_t threads, std::size_t maxWaiting)
    : m_maxWaiting(std::max<std::size_t>(1, maxWaiting))
{
    for (std::size_t i = 0; i < std::max<std::size_t>(1, threads); ++i) {
        m_threads.emplace_back([this] {
            work();
        });
    }
}

WorkerPool::~WorkerPool()
{
    shutdown();
}

#ifdef OCS_HTTPLIB_ENQUEUE_RETURNS_BOOL
bool WorkerPool::enqueue(std::function<void()> task)
#else
void WorkerPool::enqueue(std::function<void()> task)
#endif
{
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        // a task must run even during shutdown: it is what closes its connection
        m_taskTaken.wait(lock, [this] {
            return m_tasks.size() < m_maxWaiting || m_shutdown;
        });
        m_tasks.push_back(std::move(task));
    }
    m_taskAdded.notify_one();
#ifdef OCS_HTTPLIB_ENQUEUE_RETURNS_BOOL
    return true;
#endif
}

void WorkerPool::setBeforeShutdown(std::function<void()> hook)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_beforeShutdown = std::move(hook);
}

void WorkerPool::shutdown()
{
    std::function<void()> hook;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        hook.swap(m_beforeShutdown);
    }
    if (hook) {
        hook();
    }
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_shutdown && m_threads.empty()) {
            return;
        }
        m_shutdown = true;
    }
    m_taskAdded.notify_all();
    m_taskTaken.notify_all();
    for (std::thread &thread : m_threads) {
        thread.join();
    }
    m_threads.clear();
}

void WorkerPool::work()
{
    for (;;) {
        std::function<void()> task;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_taskAdded.wait(lock, [this] {
                return !m_tasks.empty() || m_shutdown;
            });
            if (m_tasks.empty()) {
                return; // shut down, nothing left to serve
            }
            task = std::move(m_tasks.front());
            m_tasks.pop_front();
        }
        m_taskTaken.notify_one();
        task();
    }
}
