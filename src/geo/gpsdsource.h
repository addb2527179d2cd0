// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "gpsdendpoint.h"
#include "locationsource.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <chrono>
#include <memory>

class QSocketNotifier;

namespace Geo
{

struct GpsdConnection;

/**
 * Positions from a GPS receiver through gpsd (libgps, JSON watch mode).
 *
 * Nothing blocks the GUI thread: gps_open() (name lookup and TCP connect) runs on a pool thread, and the
 * connected socket is made non-blocking and read when a QSocketNotifier says it is readable; each line
 * is checked before libgps unpacks it (see GpsdReport::unpack). Only TPV
 * reports with a 2D or 3D mode and finite coordinates become fixes; the accuracy is gpsd's horizontal
 * error estimate (eph, else from epx/epy). A report without a fix makes the source lose its position.
 *
 * When gpsd is absent, goes away, or talks garbage, the source says why and tries again by itself,
 * waiting twice as long after each failure (from the minimum to the maximum retry interval).
 */
class GpsdSource : public LocationSource
{
    Q_OBJECT

public:
    explicit GpsdSource(QObject *parent = nullptr);
    ~GpsdSource() override;

    /// Default GpsdEndpoint's (localhost and 2947); applied on the next connection.
    void setHost(const QString &host);
    void setPort(quint16 port);
    /// Backoff between connection attempts. Default GpsdEndpoint's (1 s to 30 s).
    void setRetryInterval(std::chrono::milliseconds minimum, std::chrono::milliseconds maximum);
    /// How long a connection may go without gpsd's VERSION greeting before it counts as garbage. Default 5 s.
    void setHandshakeTimeout(std::chrono::milliseconds timeout);

    bool isConnected() const;

Q_SIGNALS:
    /// A connection to gpsd was made and it greeted us (for tests and diagnostics).
    void connected();

protected:
    void onStart() override;
    /// Closes the stream to gpsd and stops retrying.
    void onStop() override;

private:
    void connectToGpsd();
    void onOpened();
    void readReports();
    void handleLines();
    void handleReport();
    void dropConnection(SourceStatus::Error error, const QString &detail);
    void closeConnection();
    void scheduleRetry();

    GpsdEndpoint m_endpoint;
    std::chrono::milliseconds m_retryDelay = m_endpoint.retryMinimum;
    bool m_greeted = false;

    std::shared_ptr<GpsdConnection> m_connection;
    QByteArray m_buffer; ///< what arrived from gpsd and is not a complete line yet
    QFutureWatcher<void> m_opening;
    QSocketNotifier *m_notifier = nullptr;
    QTimer m_retryTimer;
    QTimer m_handshakeTimer;
};

} // namespace Geo
