// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QObject>
#include <QProcess>

/**
 * A real gpsd for the tests, reading NMEA from a pseudo-terminal that the test writes to, and serving
 * clients on a loopback port. This is what gpsfake does, minus its Python busy loop: the test decides
 * when each sentence arrives, and can kill gpsd and start it again on the same port.
 */
class GpsdHarness : public QObject
{
    Q_OBJECT

public:
    explicit GpsdHarness(QObject *parent = nullptr);
    ~GpsdHarness() override;

    /// A loopback TCP port nobody listens on right now.
    static quint16 freePort();

    /// Starts gpsd on @p port (0: a free one) and waits until it accepts connections.
    bool start(quint16 port = 0);
    /// Terminates gpsd (its clients see the connection close).
    void stop();
    bool isRunning() const;
    quint16 port() const;

    /// Writes the sentences of tests/geo/data/@p name to the receiver side, @p intervalMs apart
    /// (the event loop runs meanwhile). Lines starting with `#` are comments.
    bool play(const QString &name, int intervalMs = 20);
    void write(const QByteArray &bytes);

private:
    bool openTerminal();

    QProcess m_gpsd;
    quint16 m_port = 0;
    int m_master = -1;
    int m_slave = -1;
    QByteArray m_slaveName;
};
