// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "notifier.h"

#include <KLocalizedString>
#include <KNotification>

#include <QSet>

namespace
{
// Every widget in the shell has its own Notifier (a panel icon and a desktop widget, say): one notification
// for one event all the same.
QSet<QString> &sentInThisProcess()
{
    static QSet<QString> sent;
    return sent;
}
}

void Notifier::notify(const QString &eventId, const QString &key, const QString &title, const QString &text, const QStringList &actions)
{
    const QString id = eventId + QLatin1Char(':') + key;
    if (sentInThisProcess().contains(id)) {
        return;
    }
    sentInThisProcess().insert(id);
    auto *notification = new KNotification(eventId, KNotification::CloseOnTimeout);
    notification->setComponentName(QStringLiteral("socialdesktop"));
    notification->setTitle(title);
    notification->setText(text.toHtmlEscaped());
    notification->setIconName(QStringLiteral("system-users"));
    notification->setDefaultAction(i18nc("@action notification default action", "Open"));
    notification->setActions(actions);
    // 0 is the default action, 1… the buttons in order.
    connect(notification, qOverload<unsigned int>(&KNotification::activated), this, [this, eventId, key](unsigned int action) {
        Q_EMIT actionInvoked(eventId, key, int(action) - 1);
    });
    notification->sendEvent();
}
