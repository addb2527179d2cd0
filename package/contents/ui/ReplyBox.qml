/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3

// A text and Send, for an answer (`answer`) or a forum reply (`reply`): handed to the engine's outbox once, the
// text kept in the field until the engine has it (an error leaves it there, to send again).
ColumnLayout {
    id: box

    // The engine's operation and its parameters besides `text`.
    property string operation
    property var parameters: ({})
    property alias placeholderText: textArea.placeholderText
    property string accessibleName
    property string sendName
    property bool sending: false
    property string message: ""
    property bool failed: false

    spacing: Kirigami.Units.smallSpacing

    function takeFocus() {
        textArea.forceActiveFocus();
    }

    function send() {
        const text = textArea.text;
        if (text.trim().length === 0 || sending) {
            return;
        }
        sending = true;
        message = "";
        const parameters = Object.assign({}, box.parameters);
        parameters.text = text;
        ocs.call(operation, parameters, (failure, result) => {
            sending = false;
            failed = failure.length > 0;
            if (failed) {
                message = failure;
                return;
            }
            textArea.text = "";
            message = result === "queued" ? i18nc("@info", "It will be posted when the server can be reached.")
                    : result === "unconfirmed" ? i18nc("@info", "It may not have arrived: the server's answer could not be understood.")
                    : i18nc("@info", "Posted. Thank you!");
        });
    }

    PlasmaComponents3.Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: text.length > 0
        wrapMode: Text.Wrap
        verticalAlignment: Text.AlignTop
        color: box.failed ? Kirigami.Theme.negativeTextColor : Kirigami.Theme.textColor
        text: box.message
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Kirigami.Units.smallSpacing

        PlasmaComponents3.ScrollView {
            Layout.fillWidth: true
            Layout.preferredHeight: Kirigami.Units.gridUnit * 4

            PlasmaComponents3.TextArea {
                id: textArea
                enabled: !box.sending
                wrapMode: Text.Wrap
                Accessible.name: box.accessibleName
            }
        }

        PlasmaComponents3.BusyIndicator {
            Layout.preferredWidth: Kirigami.Units.iconSizes.smallMedium
            Layout.preferredHeight: Kirigami.Units.iconSizes.smallMedium
            visible: box.sending
            running: visible
        }

        PlasmaComponents3.Button {
            Layout.alignment: Qt.AlignBottom
            icon.name: "document-send"
            text: i18nc("@action:button", "Send")
            Accessible.name: box.sendName
            enabled: textArea.text.trim().length > 0 && !box.sending
            onClicked: box.send()
        }
    }
}
