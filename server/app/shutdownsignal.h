// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <atomic>
#include <functional>
#include <thread>

/**
 * SIGINT/SIGTERM handling without async-signal-safety worries: the signals are blocked in every
 * thread and one watcher thread waits for them with sigtimedwait().
 */
class ShutdownSignal
{
public:
    ~ShutdownSignal();

    /** Blocks the signals in the calling thread; call before any other thread starts. */
    static void block();
    /** Starts the watcher; callback runs on it once a signal arrives. */
    void watch(std::function<void()> callback);
    /** Stops the watcher (after a signal or without one) and joins it. */
    void finish();

private:
    std::atomic<bool> m_finished{false};
    std::thread m_thread;
};
