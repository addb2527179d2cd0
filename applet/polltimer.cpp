// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "polltimer.h"

#include <QDBusConnection>
#include <QDBusInterface>

#include <algorithm>

namespace
{
const QString upowerService = QStringLiteral("org.freedesktop.UPower");
const QString upowerPath = QStringLiteral("/org/freedesktop/UPower");

QDateTime now()
{
    return QDateTime::currentDateTimeUtc();
}
}

PollTimer::PollTimer(QObject *parent)
    : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        fire();
    });
    // On battery or not: UPower's property, when UPower runs (no error when it does not).
    QDBusConnection bus = QDBusConnection::systemBus();
    if (bus.isConnected()) {
        QDBusInterface upower(upowerService, upowerPath, upowerService, bus);
        if (upower.isValid()) {
            m_onBattery = upower.property("OnBattery").toBool();
            m_schedule.setOnBattery(m_onBattery);
        }
        bus.connect(upowerService,
                    upowerPath,
                    QStringLiteral("org.freedesktop.DBus.Properties"),
                    QStringLiteral("PropertiesChanged"),
                    this,
                    SLOT(upowerChanged(QString, QVariantMap, QStringList)));
    }
}

bool PollTimer::isActive() const
{
    return m_active;
}

void PollTimer::setActive(bool active)
{
    if (m_active == active) {
        return;
    }
    m_active = active;
    m_schedule.notePolled(now()); // the sign-in or the start just fetched everything
    schedule();
    Q_EMIT activeChanged();
}

bool PollTimer::isExpanded() const
{
    return m_expanded;
}

void PollTimer::setExpanded(bool expanded)
{
    if (m_expanded == expanded) {
        return;
    }
    m_expanded = expanded;
    m_schedule.setExpanded(expanded, now());
    Q_EMIT expandedChanged();
    // Opening the popup: news at once, unless a poll went out within the open interval or the server asked to wait.
    if (expanded && m_active && m_schedule.nextPoll(now()) <= now().addSecs(Ocs::PollSchedule::openSeconds)) {
        fire(true);
        return;
    }
    schedule();
}

bool PollTimer::isOnBattery() const
{
    return m_onBattery;
}

int PollTimer::interval() const
{
    return m_schedule.intervalSeconds(now());
}

void PollTimer::activity()
{
    m_schedule.noteActivity(now());
    schedule();
}

void PollTimer::retryAfter(int seconds)
{
    m_schedule.notePolled(now(), seconds);
    schedule();
}

void PollTimer::upowerChanged(const QString &interface, const QVariantMap &changed, const QStringList &)
{
    if (interface != upowerService || !changed.contains(QStringLiteral("OnBattery"))) {
        return;
    }
    m_onBattery = changed.value(QStringLiteral("OnBattery")).toBool();
    m_schedule.setOnBattery(m_onBattery);
    schedule();
    Q_EMIT onBatteryChanged();
}

void PollTimer::schedule()
{
    if (!m_active) {
        m_timer.stop();
        return;
    }
    const QDateTime at = now();
    const qint64 wait = std::clamp<qint64>(at.msecsTo(m_schedule.nextPoll(at)), 0, qint64(Ocs::PollSchedule::maxRetryAfterSeconds) * 1000);
    m_timer.start(int(wait));
    Q_EMIT intervalChanged();
}

void PollTimer::fire(bool opened)
{
    m_schedule.notePolled(now());
    schedule();
    if (m_active) {
        Q_EMIT due(opened);
    }
}
