/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// Where a new account is made: the server's address, typed. A small piece of its own, so that a provider chooser
// can take its place; `address` is what the form sends (without a user name or password typed into it).
ColumnLayout {
    id: addressField

    property alias text: field.text
    readonly property string address: SocialDesktop.Links.withoutUserInfo(field.text.trim())

    spacing: 0

    QQC2.Label {
        text: i18nc("@label:textbox", "Server:")
        textFormat: Text.PlainText
    }

    QQC2.TextField {
        id: field
        Layout.fillWidth: true
        placeholderText: i18nc("@info:placeholder", "https://api.example.org/v1/")
        inputMethodHints: Qt.ImhUrlCharactersOnly
        Accessible.name: i18nc("@label:textbox accessible", "Server address")
    }
}
