// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "gpsdsource.h"

#include "geo_debug.h"
#include "gpsdreport.h"

#include <QMutex>
#include <QMutexLocker>
#include <QSocketNotifier>
#include <QtConcurrent>

#include <gps.h>

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

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
// Reports handled per notifier activation, so a flood cannot starve the event loop.
constexpr int maximumReportsPerRead = 64;

}

GpsdSource::GpsdSource(QObject *parent)
    : LocationSource(parent)
{
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
    abandon();
    closeConnection();
}

void GpsdSource::setHost(const QString &host)
{
    m_endpoint.host = host.isEmpty() ? GpsdEndpoint().host : host;
}

void GpsdSource::setPort(quint16 port)
{
    m_endpoint.port = port == 0 ? GpsdEndpoint().port : port;
}

void GpsdSource::setRetryInterval(std::chrono::milliseconds minimum, std::chrono::milliseconds maximum)
{
    m_endpoint.retryMinimum = std::max(std::chrono::milliseconds(10), minimum);
    m_endpoint.retryMaximum = std::max(m_endpoint.retryMinimum, maximum);
    m_retryDelay = m_endpoint.retryMinimum;
}

void GpsdSource::setHandshakeTimeout(std::chrono::milliseconds timeout)
{
    m_handshakeTimer.setInterval(int(timeout.count()));
}

void GpsdSource::onStart()
{
    m_retryDelay = m_endpoint.retryMinimum;
    connectToGpsd();
}

void GpsdSource::onStop()
{
    closeConnection();
}

bool GpsdSource::isConnected() const
{
    return m_notifier != nullptr;
}

void GpsdSource::connectToGpsd()
{
    if (!isRunning() || m_connection) {
        return;
    }
    if (status().state != SourceStatus::State::Error) {
        setStatus(SourceStatus::State::Searching);
    }
    auto connection = std::make_shared<GpsdConnection>();
    m_connection = connection;
    const QByteArray host = m_endpoint.host.toUtf8();
    const QByteArray port = QByteArray::number(m_endpoint.port);
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
    if (!m_connection || !isRunning()) {
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
        const QString detail = QStringLiteral("%1:%2: %3").arg(m_endpoint.host).arg(m_endpoint.port).arg(reason);
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

    // Never wait inside read() on the GUI thread: a half line would block it.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    if (gps_stream(&data, WATCH_ENABLE | WATCH_JSON, nullptr) != 0) {
        dropConnection(SourceStatus::Error::GpsdLost, QStringLiteral("cannot send WATCH"));
        return;
    }
    m_greeted = false;
    m_handshakeTimer.start();
    m_notifier = new QSocketNotifier(fd, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &GpsdSource::readReports);
    qCDebug(SOCIALDESKTOP_GEO) << "connected to gpsd at" << m_endpoint.host << m_endpoint.port;
}

void GpsdSource::readReports()
{
    if (!m_connection || !m_notifier) {
        return;
    }
    // The lines are read here and checked before libgps sees them (see GpsdReport::unpack): gps_read()
    // would hand libgps whatever arrives. The socket is non-blocking, so this never waits.
    const int fd = int(m_connection->data.gps_fd);
    char chunk[4096];
    bool closed = false;
    int error = 0;
    while (m_buffer.size() <= GpsdReport::maximumLineLength) {
        const ssize_t count = ::read(fd, chunk, sizeof(chunk));
        if (count > 0) {
            m_buffer.append(chunk, int(count));
            continue;
        }
        if (count == 0) {
            closed = true;
        } else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            error = errno;
        }
        break;
    }
    handleLines();
    if (!m_notifier) {
        return; // handling a line dropped the connection
    }
    if (closed || error != 0) {
        const QString detail = error != 0 ? QString::fromLocal8Bit(strerror(error)) : QStringLiteral("connection closed by gpsd");
        dropConnection(m_greeted ? SourceStatus::Error::GpsdLost : SourceStatus::Error::GpsdProtocol, detail);
    }
}

void GpsdSource::handleLines()
{
    int handled = 0;
    int start = 0;
    while (m_notifier) {
        const int end = m_buffer.indexOf('\n', start);
        if (end < 0) {
            break;
        }
        if (handled == maximumReportsPerRead) {
            // A flood: go on after other events, so it cannot starve the event loop.
            QTimer::singleShot(0, this, &GpsdSource::handleLines);
            break;
        }
        const QByteArray line = m_buffer.mid(start, end - start).trimmed();
        start = end + 1;
        if (line.isEmpty()) {
            continue;
        }
        ++handled;
        if (!GpsdReport::unpack(line, m_connection->data)) {
            dropConnection(SourceStatus::Error::GpsdProtocol, QStringLiteral("not the gpsd protocol"));
            return;
        }
        handleReport();
    }
    if (!m_notifier) {
        return;
    }
    m_buffer.remove(0, start);
    if (m_buffer.size() > GpsdReport::maximumLineLength && !m_buffer.contains('\n')) {
        dropConnection(SourceStatus::Error::GpsdProtocol, QStringLiteral("a line longer than %1 bytes").arg(GpsdReport::maximumLineLength));
    }
}

void GpsdSource::handleReport()
{
    const gps_data_t &data = m_connection->data;
    qCDebug(SOCIALDESKTOP_GEO) << "gpsd report, set" << Qt::hex << quint64(data.set) << "mode" << data.fix.mode;
    const GpsdReport report = GpsdReport::interpret(data, QDateTime::currentDateTimeUtc());
    switch (report.kind) {
    case GpsdReport::Kind::Greeting:
        if (!m_greeted) {
            m_greeted = true;
            m_handshakeTimer.stop();
            m_retryDelay = m_endpoint.retryMinimum;
            setStatus(SourceStatus::State::Searching, SourceStatus::Error::NoFix);
            Q_EMIT connected();
        }
        return;
    case GpsdReport::Kind::Ignored:
        return;
    case GpsdReport::Kind::NoFix:
        if (m_greeted && (fix().isValid() || status().state != SourceStatus::State::Searching)) {
            loseFix();
            setStatus(SourceStatus::State::Searching, SourceStatus::Error::NoFix);
        }
        return;
    case GpsdReport::Kind::Position:
        if (!m_greeted) {
            return;
        }
        setFix(report.fix);
        return;
    }
}

void GpsdSource::dropConnection(SourceStatus::Error error, const QString &detail)
{
    qCDebug(SOCIALDESKTOP_GEO) << "gpsd connection dropped:" << detail;
    closeConnection();
    fail(error, detail);
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
    m_buffer.clear();
    m_greeted = false;
}

void GpsdSource::scheduleRetry()
{
    if (!isRunning()) {
        return;
    }
    qCDebug(SOCIALDESKTOP_GEO) << "retrying gpsd in" << m_retryDelay.count() << "ms";
    m_retryTimer.start(int(m_retryDelay.count()));
    m_retryDelay = std::min(m_retryDelay * 2, m_endpoint.retryMaximum);
}

} // namespace Geo
