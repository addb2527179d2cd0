// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QObject>
#include <QStringList>

class KNotification;

/**
 * Desktop notifications for the widget (KNotifications, component `socialdesktop`, events in
 * socialdesktop.notifyrc). The widget decides what is new; this only shows it and reports back
 * which action the user chose.
 */
class Notifier : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /**
     * Shows event @p eventId (`newMessage`, `friendRequest`) about @p key (a message or person id).
     * @p actions are the button labels; actionInvoked() reports the index of the one pressed,
     * or -1 when the notification itself was clicked. Once per process for an event and key: the other
     * widgets of the shell asking for the same one get nothing.
     */
    Q_INVOKABLE void notify(const QString &eventId, const QString &key, const QString &title, const QString &text, const QStringList &actions);

    /**
     * As notify(), with a Reply that takes the answer in the notification itself (@p replyPlaceholder in the
     * empty field): replied() brings the text. Where the notification server cannot, Reply is a button and
     * replyRequested() follows instead.
     */
    Q_INVOKABLE void notifyWithReply(const QString &eventId,
                                     const QString &key,
                                     const QString &title,
                                     const QString &text,
                                     const QStringList &actions,
                                     const QString &replyPlaceholder);

Q_SIGNALS:
    void actionInvoked(const QString &eventId, const QString &key, int action);
    void replied(const QString &eventId, const QString &key, const QString &text);
    void replyRequested(const QString &eventId, const QString &key);

private:
    KNotification *create(const QString &eventId, const QString &key, const QString &title, const QString &text, const QStringList &actions);
};
