// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "qmlwarnings.h"

#include <QRegularExpression>

QStringList QmlWarnings::ours(const QString &output)
{
    static const QRegularExpression settingsDialog(
        QStringLiteral("/contents/ui/config/\\w+\\.qml(:\\d+:\\d+: QML \\w+: Created graphical object was not placed in the graphics scene\\.|"
                       ": Setting initial properties failed: \\w+ does not have a property called (cfg_\\w+|title))$"));
    QStringList found;
    const auto lines = output.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (!line.contains(QLatin1String("org.kde.plasma.socialdesktop/contents/")) && !line.contains(QLatin1String("org/kde/plasma/private/socialdesktop"))) {
            continue;
        }
        if (!settingsDialog.match(line.trimmed()).hasMatch()) {
            found.append(line);
        }
    }
    return found;
}
