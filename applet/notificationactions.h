// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QStringList>

#include <functional>

class KNotification;
class QObject;

/**
 * A notification's default action and buttons, in the KNotifications of the build: KDE Frameworks 5 takes them as
 * a list of labels and one signal (notificationactions_kf5.cpp), 6 as an object per action
 * (notificationactions_kf6.cpp). CMake compiles the one for the Frameworks built against (docs/plasma6.md).
 */
namespace NotificationActions
{
/**
 * Gives @p notification the default action @p defaultLabel (clicking the notification itself) and a button for
 * each of @p labels. @p chosen is called, while @p context lives, with -1 for the default action and with the
 * index in @p labels for a button.
 */
void add(KNotification *notification, const QString &defaultLabel, const QStringList &labels, QObject *context, const std::function<void(int)> &chosen);
}
