// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "plasmashell.h"

#include "plasmasession.h"

#include <KConfig>
#include <KConfigGroup>

#include <QElapsedTimer>
#include <QProcess>
#include <QTest>

PlasmaShell::PlasmaShell(PlasmaSession &session)
    : m_session(session)
{
}

bool PlasmaShell::writeBareDesktop()
{
    KConfig layout(m_session.configHome() + QStringLiteral("/plasma-org.kde.plasma.desktop-appletsrc"), KConfig::SimpleConfig);
    KConfigGroup desktop = layout.group(QStringLiteral("Containments")).group(QStringLiteral("1"));
    desktop.writeEntry("plugin", QStringLiteral("org.kde.desktopcontainment"));
    desktop.writeEntry("formfactor", 0);
    desktop.writeEntry("location", 0);
    desktop.writeEntry("lastScreen", 0);
    desktop.writeEntry("activityId", QString());
    if (!layout.sync()) {
        m_error = QStringLiteral("cannot write the desktop layout to %1").arg(layout.name());
        return false;
    }
    return true;
}

bool PlasmaShell::start(const QProcessEnvironment &extra, const QStringList &arguments)
{
    if (!writeBareDesktop()) {
        return false;
    }
    m_process = m_session.launch(QStringLiteral("plasmashell"), QStringList{QStringLiteral("--no-respawn")} + arguments, extra);
    if (m_process->state() != QProcess::Running) {
        m_error = QStringLiteral("plasmashell did not start: ") + m_process->errorString();
        return false;
    }
    QElapsedTimer timer;
    timer.start();
    bool ok = false;
    QString desktops;
    while (timer.elapsed() < 60000) {
        // The scripting interface comes first, the desktop of the current activity a moment later.
        desktops = evaluate(QStringLiteral("print(desktops().length)"), &ok);
        if (ok && desktops.toInt() > 0) {
            return true;
        }
        QTest::qWait(500);
    }
    m_error = QStringLiteral("plasmashell has no desktop: ") + desktops + QString::fromLocal8Bit(m_process->readAll());
    return false;
}

QString PlasmaShell::errorString() const
{
    return m_error;
}

QProcess *PlasmaShell::process() const
{
    return m_process;
}

QString PlasmaShell::evaluate(const QString &script, bool *ok) const
{
    QProcess qdbus;
    qdbus.setProcessEnvironment(m_session.environment());
    qdbus.start(QStringLiteral(QDBUS_PROGRAM),
                {QStringLiteral("org.kde.plasmashell"), QStringLiteral("/PlasmaShell"), QStringLiteral("org.kde.PlasmaShell.evaluateScript"), script});
    const bool finished = qdbus.waitForFinished(30000);
    if (ok) {
        *ok = finished && qdbus.exitCode() == 0;
    }
    return QString::fromUtf8(qdbus.readAllStandardOutput()).trimmed();
}

QString PlasmaShell::configureAccount(const QString &widget, const QUrl &server, const QString &user)
{
    return QStringLiteral(
               "%1.currentConfigGroup = ['Account'];"
               "%1.writeConfig('serverUrl', '%2'); %1.writeConfig('userName', '%3'); %1.reloadConfig();")
        .arg(widget, server.toString(), user);
}
