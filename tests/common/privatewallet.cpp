// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "privatewallet.h"

#include "privatehome.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusReply>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QThread>

#include <functional>

namespace
{
// The wallet daemon of the Frameworks this build uses: kwalletd5 (KF5) or kwalletd6 (KF6), on the bus and in
// its object path under the same name.
const QString daemon = QStringLiteral("kwalletd%1").arg(QT_VERSION_MAJOR);
const QString service = QStringLiteral("org.kde.") + daemon;
const QString wallet = QStringLiteral("kdewallet");

QDBusMessage callKwalletd(const QString &method, const QVariantList &arguments)
{
    QDBusMessage message = QDBusMessage::createMethodCall(service, QStringLiteral("/modules/") + daemon, QStringLiteral("org.kde.KWallet"), method);
    message.setArguments(arguments);
    return QDBusConnection::sessionBus().call(message);
}

bool within(int timeoutMs, const std::function<bool()> &done)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (!done()) {
        if (deadline.hasExpired()) {
            return false;
        }
        QThread::msleep(20);
    }
    return true;
}
}

PrivateWallet::~PrivateWallet()
{
    stop();
}

QString PrivateWallet::errorString() const
{
    return m_error;
}

bool PrivateWallet::fail(const QString &error)
{
    m_error = error;
    stop();
    return false;
}

bool PrivateWallet::start(const QString &home, const QString &application)
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        return fail(QStringLiteral("no D-Bus session bus"));
    }
    const QProcessEnvironment homeVariables = PrivateHome::environment(home);
    QFile config(QDir(homeVariables.value(QStringLiteral("XDG_CONFIG_HOME"))).filePath(QStringLiteral("kwalletrc")));
    const QByteArray settings = "[Wallet]\nEnabled=true\nFirst Use=false\nUse One Wallet=true\nDefault Wallet=" + wallet.toUtf8()
        + "\nPrompt on Open=false\nLeave Open=true\nClose When Idle=false\n\n[Auto Allow]\n" + wallet.toUtf8() + '=' + application.toUtf8() + '\n';
    if (!config.open(QIODevice::WriteOnly) || config.write(settings) < 0) {
        return fail(QStringLiteral("cannot write ") + config.fileName());
    }
    config.close();

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(homeVariables);
    // A GUI application: without a display it needs this.
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    m_kwalletd.setProcessEnvironment(environment);
    m_kwalletd.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_kwalletd.start(daemon, QStringList());
    if (!m_kwalletd.waitForStarted()) {
        return fail(daemon + QStringLiteral(" did not start: ") + m_kwalletd.errorString());
    }
    if (!within(20000, [&bus] {
            return bus.interface()->isServiceRegistered(service).value();
        })) {
        return fail(daemon + QStringLiteral(" did not register on the bus"));
    }
    // What kwallet-pam does at login: open (here: create) the wallet with a password hash.
    callKwalletd(QStringLiteral("pamOpen"), {wallet, QByteArray(56, '\x5a'), 0});
    if (!within(20000, [] {
            return QDBusReply<bool>(callKwalletd(QStringLiteral("isOpen"), {wallet})).value();
        })) {
        return fail(daemon + QStringLiteral(" did not open the wallet"));
    }
    return true;
}

void PrivateWallet::reconfigure()
{
    if (m_kwalletd.state() == QProcess::Running) {
        callKwalletd(QStringLiteral("reconfigure"), {});
    }
}

void PrivateWallet::stop()
{
    if (m_kwalletd.state() != QProcess::NotRunning) {
        m_kwalletd.terminate();
        m_kwalletd.waitForFinished(5000);
    }
}
