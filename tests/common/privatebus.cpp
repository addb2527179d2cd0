// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "privatebus.h"

#include <QDeadlineTimer>
#include <QFile>

namespace
{
/// A session bus that starts no service of its own: the standard session configuration without its service directories.
QByteArray configWithoutActivation(const QString &socketDir)
{
    return QByteArrayLiteral(
               "<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\"\n"
               " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
               "<busconfig>\n"
               "  <type>session</type>\n"
               "  <listen>unix:dir=")
        + socketDir.toUtf8()
        + QByteArrayLiteral(
               "</listen>\n"
               "  <auth>EXTERNAL</auth>\n"
               "  <policy context=\"default\">\n"
               "    <allow send_destination=\"*\" eavesdrop=\"true\"/>\n"
               "    <allow eavesdrop=\"true\"/>\n"
               "    <allow own=\"*\"/>\n"
               "  </policy>\n"
               "</busconfig>\n");
}
}

PrivateBus::~PrivateBus()
{
    stop();
}

bool PrivateBus::start(Activation activation)
{
    QString config = QStringLiteral("--session");
    if (activation == Activation::None) {
        QFile file(m_configDir.filePath(QStringLiteral("session.conf")));
        if (!m_configDir.isValid() || !file.open(QIODevice::WriteOnly) || file.write(configWithoutActivation(m_configDir.path())) < 0) {
            return false;
        }
        config = QStringLiteral("--config-file=") + file.fileName();
    }
    m_daemon.start(QStringLiteral("dbus-daemon"), {config, QStringLiteral("--nofork"), QStringLiteral("--print-address=1")});
    if (!m_daemon.waitForStarted()) {
        return false;
    }
    const QDeadlineTimer deadline(10000);
    while (!m_daemon.canReadLine() && !deadline.hasExpired() && m_daemon.state() == QProcess::Running) {
        m_daemon.waitForReadyRead(100);
    }
    const QByteArray address = m_daemon.readLine().trimmed();
    if (address.isEmpty()) {
        return false;
    }
    qputenv("DBUS_SESSION_BUS_ADDRESS", address);
    return true;
}

void PrivateBus::stop()
{
    if (m_daemon.state() != QProcess::NotRunning) {
        m_daemon.terminate();
        m_daemon.waitForFinished(5000);
    }
}
