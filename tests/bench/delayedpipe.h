// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QQueue>
#include <QTcpSocket>
#include <QTimer>

namespace Bench
{

/**
 * One direction of a LatencyProxy connection: what @p from sends reaches @p to at the time it is due
 * (never before @p notBeforeMs on @p clock, the end of the handshake), chunks in order; the end of the
 * stream travels as late as the last chunk.
 */
class DelayedPipe : public QObject
{
    Q_OBJECT

public:
    DelayedPipe(QTcpSocket *from, QTcpSocket *to, int delayMs, const QElapsedTimer &clock, qint64 notBeforeMs, QObject *parent);

    /// Takes what @p from has to send now (also before @p to is connected).
    void take();
    /// @p from closed: @p to closes once the data before it arrived.
    void takeEnd();
    /// @p to is connected: what is due may go.
    void flush();

Q_SIGNALS:
    void closed();

private:
    struct Chunk {
        qint64 dueMs;
        QByteArray bytes; ///< empty: the end of the stream
    };
    void schedule();

    QPointer<QTcpSocket> m_from;
    QPointer<QTcpSocket> m_to;
    int m_delayMs;
    const QElapsedTimer &m_clock;
    qint64 m_notBeforeMs;
    QQueue<Chunk> m_queue;
    QTimer m_timer;
};

} // namespace Bench
