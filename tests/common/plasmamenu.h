// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QStandardPaths>
#include <QString>

/**
 * The XDG_MENU_PREFIX a Plasma session sets (startplasma): "plasma-" where Plasma's applications menu is installed,
 * else empty. Without it KDE Frameworks 6's KSycoca finds no applications.menu (Debian 13 ships only
 * plasma-applications.menu) and lists no application; Plasma 5 on Debian 12 has no such menu and reads its own
 * (kf5-applications.menu) as it is.
 */
inline QString plasmaMenuPrefix()
{
    return QStandardPaths::locate(QStandardPaths::GenericConfigLocation, QStringLiteral("menus/plasma-applications.menu")).isEmpty()
        ? QString()
        : QStringLiteral("plasma-");
}
