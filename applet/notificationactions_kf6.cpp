// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "notificationactions.h"

#include <KNotification>

void NotificationActions::add(KNotification *notification,
                              const QString &defaultLabel,
                              const QStringList &labels,
                              QObject *context,
                              const std::function<void(int)> &chosen)
{
    QObject::connect(notification->addDefaultAction(defaultLabel), &KNotificationAction::activated, context, [chosen] {
        chosen(-1);
    });
    for (int index = 0; index < labels.size(); ++index) {
        QObject::connect(notification->addAction(labels.at(index)), &KNotificationAction::activated, context, [chosen, index] {
            chosen(index);
        });
    }
}
