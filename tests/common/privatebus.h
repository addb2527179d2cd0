// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QProcess>

/**
 * A D-Bus session bus of a test's own (dbus-daemon), so the services it starts (kwalletd5, kssld) never meet
 * the user's. start() sets DBUS_SESSION_BUS_ADDRESS for this process: call it before anything here uses D-Bus.
 */
class PrivateBus
{
public:
    ~PrivateBus();

    /// Starts the daemon and waits for its address; false when it did not come up.
    bool start();
    void stop();

private:
    QProcess m_daemon;
};
