/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.configuration 2.0

ConfigModel {
    ConfigCategory {
        name: i18nc("@title settings page", "Account")
        icon: "im-user"
        source: "config/ConfigAccount.qml"
    }
    ConfigCategory {
        name: i18nc("@title settings page", "Location")
        icon: "mark-location"
        source: "config/ConfigLocation.qml"
    }
    ConfigCategory {
        name: i18nc("@title settings page", "Computer")
        icon: "computer"
        source: "config/ConfigHardware.qml"
    }
    ConfigCategory {
        name: i18nc("@title settings page", "General")
        icon: "preferences-system"
        source: "config/ConfigGeneral.qml"
    }
}
