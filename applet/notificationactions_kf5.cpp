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
    notification->setDefaultAction(defaultLabel);
    notification->setActions(labels);
    // 0 is the default action, 1… the buttons in order.
    QObject::connect(notification, qOverload<unsigned int>(&KNotification::activated), context, [chosen](unsigned int action) {
        chosen(int(action) - 1);
    });
}
