// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "delayedpipe.h"

#include <algorithm>

using namespace Bench;

DelayedPipe::DelayedPipe(QTcpSocket *from, QTcpSocket *to, int delayMs, const QElapsedTimer &clock, qint64 notBeforeMs, QObject *parent)
    : QObject(parent)
    , m_from(from)
    , m_to(to)
    , m_delayMs(delayMs)
    , m_clock(clock)
    , m_notBeforeMs(notBeforeMs)
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &DelayedPipe::flush);
}

void DelayedPipe::take()
{
    if (!m_from || !m_from->isOpen()) {
        return;
    }
    const QByteArray bytes = m_from->readAll();
    if (bytes.isEmpty()) {
        return;
    }
    // Nothing leaves before the handshake is over; it then takes one way to arrive, after what went before.
    const qint64 sent = std::max(m_clock.elapsed(), m_notBeforeMs);
    const qint64 due = std::max(sent + m_delayMs, m_queue.isEmpty() ? 0 : m_queue.last().dueMs);
    m_queue.enqueue({due, bytes});
    schedule();
}

void DelayedPipe::takeEnd()
{
    take();
    const qint64 due = std::max(m_clock.elapsed() + m_delayMs, m_queue.isEmpty() ? 0 : m_queue.last().dueMs);
    m_queue.enqueue({due, QByteArray()});
    schedule();
}

void DelayedPipe::flush()
{
    if (!m_to || m_to->state() != QAbstractSocket::ConnectedState) {
        if (!m_queue.isEmpty() && m_queue.last().bytes.isEmpty() && !m_to) {
            Q_EMIT closed();
        }
        return;
    }
    const qint64 now = m_clock.elapsed();
    while (!m_queue.isEmpty() && m_queue.head().dueMs <= now) {
        const Chunk chunk = m_queue.dequeue();
        if (chunk.bytes.isEmpty()) {
            m_to->disconnectFromHost();
            Q_EMIT closed();
            return;
        }
        m_to->write(chunk.bytes);
    }
    schedule();
}

void DelayedPipe::schedule()
{
    if (m_queue.isEmpty()) {
        return;
    }
    const qint64 wait = std::max<qint64>(0, m_queue.head().dueMs - m_clock.elapsed());
    if (!m_timer.isActive() || m_timer.remainingTime() > wait) {
        m_timer.start(int(wait));
    }
}
