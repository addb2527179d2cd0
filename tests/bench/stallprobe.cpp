// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "stallprobe.h"

#include <algorithm>

using namespace Bench;

namespace
{
constexpr int intervalMs = 1;
}

StallProbe::StallProbe(QObject *parent)
    : QObject(parent)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &StallProbe::tick);
}

void StallProbe::start()
{
    m_longestNs = 0;
    m_longestStartNs = 0;
    m_clock.start();
    m_lastNs = 0;
    m_timer.start();
}

void StallProbe::stop()
{
    tick();
    m_timer.stop();
}

void StallProbe::tick()
{
    const qint64 now = m_clock.nsecsElapsed();
    if (now - m_lastNs > m_longestNs) {
        m_longestNs = now - m_lastNs;
        m_longestStartNs = m_lastNs;
    }
    m_lastNs = now;
}

double StallProbe::longestStallMs() const
{
    return std::max(0.0, m_longestNs / 1e6 - intervalMs);
}

double StallProbe::longestStallStartMs() const
{
    return m_longestStartNs / 1e6;
}
