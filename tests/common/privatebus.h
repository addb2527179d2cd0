// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QProcess>
#include <QTemporaryDir>

/**
 * A D-Bus session bus of a test's own (dbus-daemon), so the services it starts (kwalletd5, kssld) never meet
 * the user's. start() sets DBUS_SESSION_BUS_ADDRESS for this process: call it before anything here uses D-Bus.
 */
class PrivateBus
{
public:
    /// What the bus does when asked for a service that nobody has registered.
    enum class Activation {
        Desktop, ///< starts it from the system's session services, as a desktop's bus does (kiod5 for kssld …)
        None, ///< nothing: only what the test starts itself is on the bus, and no desktop service runs with the user's home
    };

    ~PrivateBus();

    /// Starts the daemon and waits for its address; false when it did not come up.
    bool start(Activation activation = Activation::Desktop);
    void stop();

private:
    QProcess m_daemon;
    QTemporaryDir m_configDir;
};
