// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QProcess>
#include <QString>

/**
 * A kwalletd5 (kwalletd6 on KF6) of a test's own on the session bus this process uses (start a PrivateBus first), its wallet files
 * and settings in a home of their own, never the user's. The wallet is opened the way kwallet-pam opens it at a
 * desktop login (pamOpen with a password hash), and the application named may use it without being asked: no
 * dialog ever appears. Stopped by the destructor.
 */
class PrivateWallet
{
public:
    ~PrivateWallet();

    /**
     * Writes the wallet's settings into @p home (enabled, one wallet, no prompts, @p application allowed), starts
     * kwalletd5 with @p home as its home and opens the wallet; false with errorString() set when it did not come up.
     */
    bool start(const QString &home, const QString &application);
    /// Tells the running kwalletd5 to read its settings again (after a test changed them).
    void reconfigure();
    void stop();
    QString errorString() const;

private:
    bool fail(const QString &error);

    QProcess m_kwalletd;
    QString m_error;
};
