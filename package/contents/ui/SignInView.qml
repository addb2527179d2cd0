/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras
import org.kde.kirigami 2.20 as Kirigami

// Asks for the password of the configured account; the engine checks it and keeps it in KWallet.
Item {
    id: signIn

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - Kirigami.Units.gridUnit * 2, Kirigami.Units.gridUnit * 18)
        spacing: Kirigami.Units.largeSpacing

        Kirigami.Icon {
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: Kirigami.Units.iconSizes.huge
            Layout.preferredHeight: Kirigami.Units.iconSizes.huge
            source: "im-user"
            opacity: 0.6
        }

        PlasmaExtras.Heading {
            textFormat: Text.PlainText
            // Plasma's Heading picks its alignment from its line count, which loops while a wrapped text settles.
            verticalAlignment: Text.AlignTop
            Layout.fillWidth: true
            level: 3
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: i18nc("@title %1 user name", "Sign in as %1", Plasmoid.configuration.userName)
        }

        PlasmaComponents3.Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            opacity: 0.7
            text: Plasmoid.configuration.serverUrl
        }

        PlasmaComponents3.TextField {
            id: password
            Layout.fillWidth: true
            echoMode: TextInput.Password
            placeholderText: i18nc("@info:placeholder", "Password")
            enabled: !ocs.signingIn
            Accessible.name: i18nc("@label:textbox accessible", "Password")
            onAccepted: signInButton.clicked()
        }

        PlasmaComponents3.Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: text.length > 0
            wrapMode: Text.Wrap
            color: Kirigami.Theme.negativeTextColor
            text: ocs.signInError || (ocs.account.Status === "error" && ocs.account.Error !== i18nc("@info", "Enter your password to sign in.") ? ocs.account.Error : "")
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter

            PlasmaComponents3.BusyIndicator {
                visible: ocs.signingIn
                running: visible
                Layout.preferredHeight: signInButton.implicitHeight
                Layout.preferredWidth: signInButton.implicitHeight
            }

            PlasmaComponents3.Button {
                id: signInButton
                icon.name: "go-next"
                text: i18nc("@action:button", "Sign In")
                enabled: password.text.length > 0 && !ocs.signingIn
                onClicked: ocs.signIn(password.text)
            }
        }
    }
}
