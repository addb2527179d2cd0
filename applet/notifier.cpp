// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "notifier.h"

#include "notificationactions.h"

#include <KLocalizedString>
#include <KNotification>
#include <KNotificationReplyAction>

#include <QSet>
#include <QTextDocument>

#include <memory>

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

KNotification *Notifier::create(const QString &eventId, const QString &key, const QString &title, const QString &text, const QStringList &actions)
{
    const QString id = eventId + QLatin1Char(':') + key;
    if (sentInThisProcess().contains(id)) {
        return nullptr;
    }
    sentInThisProcess().insert(id);
    auto *notification = new KNotification(eventId, KNotification::CloseOnTimeout);
    notification->setComponentName(QStringLiteral("socialdesktop"));
    // Plasma's notification server (5.27) shows the title as plain text and the text as rich text with
    // links and local images: the title goes as it is (escaped it would show "&lt;"), the text escaped.
    notification->setTitle(title);
    notification->setText(text.toHtmlEscaped());
    notification->setIconName(QStringLiteral("system-users"));
    NotificationActions::add(notification, i18nc("@action notification default action", "Open"), actions, this, [this, eventId, key](int action) {
        Q_EMIT actionInvoked(eventId, key, action);
    });
    return notification;
}

void Notifier::notify(const QString &eventId, const QString &key, const QString &title, const QString &text, const QStringList &actions)
{
    if (KNotification *notification = create(eventId, key, title, text, actions)) {
        notification->sendEvent();
    }
}

void Notifier::notifyWithReply(const QString &eventId,
                               const QString &key,
                               const QString &title,
                               const QString &text,
                               const QStringList &actions,
                               const QString &replyPlaceholder)
{
    KNotification *notification = create(eventId, key, title, text, actions);
    if (!notification) {
        return;
    }
    auto reply = std::make_unique<KNotificationReplyAction>(i18nc("@action:button notification", "Reply"));
    // The reply field's placeholder is shown as automatic text (rich when it looks like markup): one that
    // could be taken for markup (a name like <img src=…>) is left out for the server's own "Type a reply…".
    if (!Qt::mightBeRichText(replyPlaceholder) && !replyPlaceholder.contains(QLatin1Char('<')) && !replyPlaceholder.contains(QLatin1Char('&'))) {
        reply->setPlaceholderText(replyPlaceholder);
    }
    reply->setSubmitButtonText(i18nc("@action:button notification reply", "Send"));
    reply->setFallbackBehavior(KNotificationReplyAction::FallbackBehavior::UseRegularAction);
    connect(reply.get(), &KNotificationReplyAction::replied, this, [this, eventId, key](const QString &text) {
        Q_EMIT replied(eventId, key, text);
    });
    connect(reply.get(), &KNotificationReplyAction::activated, this, [this, eventId, key] {
        Q_EMIT replyRequested(eventId, key);
    });
    notification->setReplyAction(std::move(reply));
    notification->sendEvent();
}
