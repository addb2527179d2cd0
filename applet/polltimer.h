// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocs/pollschedule.h"

#include <QObject>
#include <QTimer>

/**
 * PollTimer (QML): says when to poll the small things (unread count, invitations) by Ocs::PollSchedule.
 * Opening the popup makes a poll due at once, activity brings the interval back, and on battery (UPower's
 * OnBattery over the system bus, when UPower is there) it stretches. Each `due()` is one round of conditional
 * requests: the client sends the cached ETag, and the server answers 304 when nothing changed.
 */
class PollTimer : public QObject
{
    Q_OBJECT
    Q_PROPERTY(bool active READ isActive WRITE setActive NOTIFY activeChanged)
    Q_PROPERTY(bool expanded READ isExpanded WRITE setExpanded NOTIFY expandedChanged)
    Q_PROPERTY(bool onBattery READ isOnBattery NOTIFY onBatteryChanged)
    Q_PROPERTY(int interval READ interval NOTIFY intervalChanged)

public:
    explicit PollTimer(QObject *parent = nullptr);

    bool isActive() const;
    void setActive(bool active);
    bool isExpanded() const;
    void setExpanded(bool expanded);
    bool isOnBattery() const;
    /// Seconds between polls now.
    int interval() const;

    /// The user did something in the widget.
    Q_INVOKABLE void activity();
    /// The server asked to wait (a Retry-After in seconds).
    Q_INVOKABLE void retryAfter(int seconds);

Q_SIGNALS:
    /// Time to poll: the small things, or everything shown when @p opened (the popup was just opened).
    void due(bool opened);
    void activeChanged();
    void expandedChanged();
    void onBatteryChanged();
    void intervalChanged();

private Q_SLOTS:
    void upowerChanged(const QString &interface, const QVariantMap &changed, const QStringList &invalidated);

private:
    void schedule();
    void fire(bool opened = false);

    Ocs::PollSchedule m_schedule;
    QTimer m_timer;
    bool m_active = false;
    bool m_expanded = false;
    bool m_onBattery = false;
};
