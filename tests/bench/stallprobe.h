// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace Bench
{

/**
 * An event-loop latency probe: a precise 1 ms timer on the GUI thread that records the longest gap
 * between two of its ticks. Whatever blocks the event loop (parsing, converting, copying) shows up
 * as a gap; an idle loop gives gaps of about 1 ms.
 */
class StallProbe : public QObject
{
    Q_OBJECT

public:
    explicit StallProbe(QObject *parent = nullptr);

    void start();
    void stop();
    /// The longest gap between two ticks while running, minus the 1 ms the timer waits anyway.
    double longestStallMs() const;
    /// When the longest stall began, in ms since start().
    double longestStallStartMs() const;

private:
    void tick();

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastNs = 0;
    qint64 m_longestNs = 0;
    qint64 m_longestStartNs = 0;
};

} // namespace Bench
