/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.kirigami 2.20 as Kirigami

Kirigami.FormLayout {
    property alias cfg_serverUrl: serverUrlField.text
    property alias cfg_userName: userNameField.text

    QQC2.TextField {
        id: serverUrlField
        Kirigami.FormData.label: i18nc("@label:textbox", "Server:")
        placeholderText: i18nc("@info:placeholder", "https://api.example.org/v1/")
        inputMethodHints: Qt.ImhUrlCharactersOnly
        Accessible.name: i18nc("@label:textbox accessible", "Server address")
    }

    QQC2.TextField {
        id: userNameField
        Kirigami.FormData.label: i18nc("@label:textbox", "User name:")
        Accessible.name: i18nc("@label:textbox accessible", "User name")
    }
}
