// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "gpsdsource.h"

#include "geo_debug.h"

#include <QMutex>
#include <QMutexLocker>
#include <QSocketNotifier>
#include <QtConcurrent>

#include <gps.h>

#include <fcntl.h>
#include <string.h>

#include <cmath>

namespace Geo
{

/**
 * One libgps connection. gps_open() runs on a pool thread; if the source gives up on it before it
 * finishes (stop, destruction), the opening thread closes it itself.
 */
struct GpsdConnection {
    QMutex mutex;
    gps_data_t data{};
    int openResult = -1;
    int openErrno = 0;
    bool finished = false;
    bool abandoned = false;
    bool open = false;

    void close()
    {
        if (open) {
            gps_close(&data);
            open = false;
        }
    }
};

namespace
{
// Used when a receiver gives no error estimate at all: a plain consumer GPS is good to this.
constexpr double defaultAccuracy = 100.0;
// Reports handled per notifier activation, so a flood cannot starve the event loop.
constexpr int maximumReportsPerRead = 64;

double accuracyOf(const gps_fix_t &fix)
{
    if (std::isfinite(fix.eph) && fix.eph > 0) {
        return fix.eph;
    }
    if (std::isfinite(fix.epx) && std::isfinite(fix.epy) && (fix.epx > 0 || fix.epy > 0)) {
        return std::hypot(fix.epx, fix.epy);
    }
    return defaultAccuracy;
}
}

GpsdSource::GpsdSource(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<Geo::Fix>();
    qRegisterMetaType<Geo::SourceStatus>();
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &GpsdSource::connectToGpsd);
    m_handshakeTimer.setSingleShot(true);
    m_handshakeTimer.setInterval(5000);
    connect(&m_handshakeTimer, &QTimer::timeout, this, [this] {
        dropConnection(SourceStatus::Error::GpsdProtocol, QStringLiteral("no greeting from gpsd"));
    });
    connect(&m_opening, &QFutureWatcher<void>::finished, this, &GpsdSource::onOpened);
}

GpsdSource::~GpsdSource()
{
    m_running = false;
    closeConnection();
}

void GpsdSource::setHost(const QString &host)
{
    m_host = host.isEmpty() ? QStringLiteral("localhost") : host;
}

void GpsdSource::setPort(quint16 port)
{
    m_port = port == 0 ? 2947 : port;
}

void GpsdSource::setRetryInterval(std::chrono::milliseconds minimum, std::chrono::milliseconds maximum)
{
    m_minimumRetry = std::max(std::chrono::milliseconds(10), minimum);
    m_maximumRetry = std::max(m_minimumRetry, maximum);
    m_retryDelay = m_minimumRetry;
}

void GpsdSource::setHandshakeTimeout(std::chrono::milliseconds timeout)
{
    m_handshakeTimer.setInterval(int(timeout.count()));
}

void GpsdSource::start()
{
    if (m_running) {
        return;
    }
    m_running = true;
    m_retryDelay = m_minimumRetry;
    connectToGpsd();
}

void GpsdSource::stop()
{
    if (!m_running) {
        return;
    }
    m_running = false;
    closeConnection();
    loseFix();
    setStatus(SourceStatus::State::Off);
}

bool GpsdSource::isRunning() const
{
    return m_running;
}

bool GpsdSource::isConnected() const
{
    return m_notifier != nullptr;
}

SourceStatus GpsdSource::status() const
{
    return m_status;
}

Fix GpsdSource::fix() const
{
    return m_fix;
}

void GpsdSource::connectToGpsd()
{
    if (!m_running || m_connection) {
        return;
    }
    if (m_status.state != SourceStatus::State::Error) {
        setStatus(SourceStatus::State::Searching);
    }
    auto connection = std::make_shared<GpsdConnection>();
    m_connection = connection;
    const QByteArray host = m_host.toUtf8();
    const QByteArray port = QByteArray::number(m_port);
    m_opening.setFuture(QtConcurrent::run([connection, host, port] {
        // Only this thread touches connection->data until `finished` is set under the mutex.
        errno = 0;
        const int result = gps_open(host.constData(), port.constData(), &connection->data);
        const int error = errno;
        QMutexLocker locker(&connection->mutex);
        connection->finished = true;
        connection->openResult = result;
        connection->openErrno = error;
        connection->open = result == 0;
        if (connection->abandoned) {
            connection->close();
        }
    }));
}

void GpsdSource::onOpened()
{
    if (!m_connection || !m_running) {
        return;
    }
    QMutexLocker locker(&m_connection->mutex);
    if (!m_connection->finished) {
        return;
    }
    if (m_connection->openResult != 0) {
        // libgps reports its own failures as negative codes, the system's as errno.
        const int code = m_connection->openErrno;
        const QString reason = code > 0 ? QString::fromLocal8Bit(strerror(code)) : QString::fromUtf8(gps_errstr(code < 0 ? code : m_connection->openResult));
        const QString detail = QStringLiteral("%1:%2: %3").arg(m_host).arg(m_port).arg(reason);
        locker.unlock();
        m_connection.reset();
        qCDebug(SOCIALDESKTOP_GEO) << "gpsd not reachable:" << detail;
        setStatus(SourceStatus::State::Error, SourceStatus::Error::GpsdUnreachable, detail);
        scheduleRetry();
        return;
    }
    gps_data_t &data = m_connection->data;
    const int fd = int(data.gps_fd);
    locker.unlock();

    // Never let libgps wait inside recv() on the GUI thread: a half line would block it.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    if (gps_stream(&data, WATCH_ENABLE | WATCH_JSON, nullptr) != 0) {
        dropConnection(SourceStatus::Error::GpsdLost, QStringLiteral("cannot send WATCH"));
        return;
    }
    m_greeted = false;
    m_handshakeTimer.start();
    m_notifier = new QSocketNotifier(fd, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &GpsdSource::readReports);
    qCDebug(SOCIALDESKTOP_GEO) << "connected to gpsd at" << m_host << m_port;
}

void GpsdSource::readReports()
{
    if (!m_connection || !m_notifier) {
        return;
    }
    gps_data_t &data = m_connection->data;
    for (int i = 0; i < maximumReportsPerRead; ++i) {
        errno = 0;
        const int result = gps_read(&data, nullptr, 0);
        if (result < 0) {
            // Closed by gpsd, a socket error, or a line libgps could not parse.
            const bool wasGreeted = m_greeted;
            const int error = errno;
            const QString detail =
                error != 0 && error != EAGAIN ? QString::fromLocal8Bit(strerror(error)) : QStringLiteral("connection closed, or not the gpsd protocol");
            dropConnection(wasGreeted ? SourceStatus::Error::GpsdLost : SourceStatus::Error::GpsdProtocol, detail);
            return;
        }
        if (result == 0) {
            return; // nothing complete yet
        }
        handleReport();
        if (!m_notifier || !gps_waiting(&data, 0)) {
            return;
        }
    }
    // More is buffered inside libgps, where the notifier cannot see it: continue after other events.
    QTimer::singleShot(0, this, &GpsdSource::readReports);
}

void GpsdSource::handleReport()
{
    const gps_data_t &data = m_connection->data;
    qCDebug(SOCIALDESKTOP_GEO) << "gpsd report, set" << Qt::hex << quint64(data.set) << "mode" << data.fix.mode;
    if (data.set & VERSION_SET) {
        if (!m_greeted) {
            m_greeted = true;
            m_handshakeTimer.stop();
            m_retryDelay = m_minimumRetry;
            setStatus(SourceStatus::State::Searching, SourceStatus::Error::NoFix);
            Q_EMIT connected();
        }
        return;
    }
    if (!m_greeted || !(data.set & MODE_SET)) {
        return;
    }
    const gps_fix_t &reading = data.fix;
    const bool usable = reading.mode >= MODE_2D && (data.set & LATLON_SET) && std::isfinite(reading.latitude) && std::isfinite(reading.longitude);
    if (!usable) {
        if (m_fix.isValid() || m_status.state != SourceStatus::State::Searching) {
            loseFix();
            setStatus(SourceStatus::State::Searching, SourceStatus::Error::NoFix);
        }
        return;
    }
    Fix fix;
    fix.source = Source::Gps;
    fix.latitude = reading.latitude;
    fix.longitude = reading.longitude;
    fix.accuracy = accuracyOf(reading);
    fix.timestamp = (data.set & TIME_SET) && reading.time.tv_sec > 0
        ? QDateTime::fromMSecsSinceEpoch(qint64(reading.time.tv_sec) * 1000 + reading.time.tv_nsec / 1000000, Qt::UTC)
        : QDateTime::currentDateTimeUtc();
    if (!fix.isValid()) {
        return;
    }
    m_fix = fix;
    setStatus(SourceStatus::State::Active);
    Q_EMIT fixChanged(m_fix);
}

void GpsdSource::dropConnection(SourceStatus::Error error, const QString &detail)
{
    qCDebug(SOCIALDESKTOP_GEO) << "gpsd connection dropped:" << detail;
    closeConnection();
    loseFix();
    setStatus(SourceStatus::State::Error, error, detail);
    scheduleRetry();
}

void GpsdSource::closeConnection()
{
    m_handshakeTimer.stop();
    m_retryTimer.stop();
    delete m_notifier;
    m_notifier = nullptr;
    if (m_connection) {
        QMutexLocker locker(&m_connection->mutex);
        m_connection->abandoned = true;
        m_connection->close();
    }
    m_connection.reset();
    m_greeted = false;
}

void GpsdSource::scheduleRetry()
{
    if (!m_running) {
        return;
    }
    qCDebug(SOCIALDESKTOP_GEO) << "retrying gpsd in" << m_retryDelay.count() << "ms";
    m_retryTimer.start(int(m_retryDelay.count()));
    m_retryDelay = std::min(m_retryDelay * 2, m_maximumRetry);
}

void GpsdSource::loseFix()
{
    if (m_fix.isValid()) {
        m_fix = Fix();
        Q_EMIT fixLost();
    }
}

void GpsdSource::setStatus(SourceStatus::State state, SourceStatus::Error error, const QString &detail)
{
    const SourceStatus status{state, error, detail};
    if (status == m_status) {
        return;
    }
    m_status = status;
    Q_EMIT statusChanged(m_status);
}

} // namespace Geo
