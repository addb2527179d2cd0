// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "gpsdharness.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

GpsdHarness::GpsdHarness(QObject *parent)
    : QObject(parent)
{
    m_gpsd.setProcessChannelMode(QProcess::ForwardedErrorChannel);
}

GpsdHarness::~GpsdHarness()
{
    stop();
    if (m_slave >= 0) {
        ::close(m_slave);
    }
    if (m_master >= 0) {
        ::close(m_master);
    }
}

quint16 GpsdHarness::freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

bool GpsdHarness::openTerminal()
{
    if (m_master >= 0) {
        return true;
    }
    m_master = ::posix_openpt(O_RDWR | O_NOCTTY);
    if (m_master < 0 || ::grantpt(m_master) != 0 || ::unlockpt(m_master) != 0) {
        return false;
    }
    m_slaveName = QByteArray(::ptsname(m_master));
    // Keep the receiver side open ourselves, so the terminal survives gpsd closing it.
    m_slave = ::open(m_slaveName.constData(), O_RDWR | O_NOCTTY);
    if (m_slave < 0) {
        return false;
    }
    termios raw{};
    ::tcgetattr(m_slave, &raw);
    ::cfmakeraw(&raw);
    ::tcsetattr(m_slave, TCSANOW, &raw);
    ::fchmod(m_slave, 0666);
    return true;
}

bool GpsdHarness::start(quint16 port)
{
    if (!openTerminal()) {
        qWarning("cannot open a pseudo-terminal");
        return false;
    }
    m_port = port ? port : freePort();
    // -N foreground, -n open the device at once, -b read-only (never probe the "receiver"),
    // -S our port, -F a control socket of our own so we never meet a system gpsd.
    const QString control = QDir::tempPath() + QStringLiteral("/socialdesktop-gpsd-%1.sock").arg(m_port);
    m_gpsd.start(QStringLiteral("gpsd"),
                 {QStringLiteral("-N"),
                  QStringLiteral("-n"),
                  QStringLiteral("-b"),
                  QStringLiteral("-S"),
                  QString::number(m_port),
                  QStringLiteral("-F"),
                  control,
                  QString::fromLocal8Bit(m_slaveName)});
    if (!m_gpsd.waitForStarted(5000)) {
        qWarning("gpsd did not start: %s", qPrintable(m_gpsd.errorString()));
        return false;
    }
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 5000) {
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, m_port);
        if (probe.waitForConnected(200)) {
            probe.disconnectFromHost();
            return true;
        }
        if (m_gpsd.state() != QProcess::Running) {
            break;
        }
        QTest::qWait(50);
    }
    qWarning("gpsd does not listen on port %d", m_port);
    return false;
}

void GpsdHarness::stop()
{
    if (m_gpsd.state() == QProcess::NotRunning) {
        return;
    }
    m_gpsd.terminate();
    if (!m_gpsd.waitForFinished(3000)) {
        m_gpsd.kill();
        m_gpsd.waitForFinished(3000);
    }
}

bool GpsdHarness::isRunning() const
{
    return m_gpsd.state() == QProcess::Running;
}

quint16 GpsdHarness::port() const
{
    return m_port;
}

bool GpsdHarness::play(const QString &name, int intervalMs)
{
    QFile log(QStringLiteral(GEO_TEST_DATA) + QLatin1Char('/') + name);
    if (!log.open(QIODevice::ReadOnly)) {
        qWarning("cannot read %s", qPrintable(log.fileName()));
        return false;
    }
    while (!log.atEnd()) {
        QByteArray line = log.readLine();
        if (line.startsWith('#')) {
            continue;
        }
        if (line.endsWith('\n') && !line.endsWith("\r\n")) {
            line.insert(line.size() - 1, '\r');
        }
        write(line);
        QTest::qWait(intervalMs);
    }
    return true;
}

void GpsdHarness::write(const QByteArray &bytes)
{
    qint64 done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(m_master, bytes.constData() + done, size_t(bytes.size() - done));
        if (n <= 0) {
            return;
        }
        done += n;
    }
}
