// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "shutdownsignal.h"

#include <csignal>
#include <ctime>

namespace
{
sigset_t shutdownSignals()
{
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    return signals;
}
}

ShutdownSignal::~ShutdownSignal()
{
    finish();
}

void ShutdownSignal::block()
{
    const sigset_t signals = shutdownSignals();
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);
    // a client that goes away mid-reply must not kill the server
    std::signal(SIGPIPE, SIG_IGN);
}

void ShutdownSignal::watch(std::function<void()> callback)
{
    m_thread = std::thread([this, callback = std::move(callback)] {
        const sigset_t signals = shutdownSignals();
        const timespec timeout{0, 100 * 1000 * 1000};
        while (!m_finished) {
            if (sigtimedwait(&signals, nullptr, &timeout) > 0) {
                callback();
                return;
            }
        }
    });
}

void ShutdownSignal::finish()
{
    m_finished = true;
    if (m_thread.joinable()) {
        m_thread.join();
    }
}
