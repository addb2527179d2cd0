/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3

// A title and a text sent with one engine operation through the outbox (a question, a forum topic): sent once, and
// what the user wrote stays in the fields until the engine has it; an error leaves it there.
ColumnLayout {
    id: form

    property string heading
    // The engine's operation, the names of its title and text parameters, and its other parameters.
    property string operation
    property string titleKey: "title"
    property var parameters: ({})
    property alias titleText: titleField.text
    property alias bodyText: bodyArea.text
    property string titlePlaceholder
    property string bodyPlaceholder
    property string sendName
    property bool sending: false
    property string error: ""
    readonly property bool complete: titleField.text.trim().length >= 3 && bodyArea.text.trim().length > 0

    signal back()
    // The user changed the title or the text (for a draft kept elsewhere).
    signal edited()
    // The engine has it: @p notice says whether it was sent or waits, @p result is the engine's word for that
    // ("sent", "queued" or "unconfirmed").
    signal posted(string notice, string result)

    spacing: Kirigami.Units.smallSpacing

    Keys.onEscapePressed: back()

    function takeFocus() {
        if (titleField.text.length === 0) {
            titleField.forceActiveFocus();
        } else {
            bodyArea.forceActiveFocus();
        }
    }

    function send() {
        if (!complete || sending) {
            return;
        }
        sending = true;
        error = "";
        const parameters = Object.assign({}, form.parameters);
        parameters[form.titleKey] = titleField.text.trim();
        parameters.text = bodyArea.text;
        ocs.call(operation, parameters, (failure, result) => {
            sending = false;
            if (failure) {
                error = failure;
                return;
            }
            form.posted(result === "queued" ? i18nc("@info", "It will be posted when the server can be reached.")
                      : result === "unconfirmed" ? i18nc("@info", "It may not have arrived: the server's answer could not be understood.")
                      : i18nc("@info", "Posted. Thank you!"), result || "sent");
        });
    }

    PageHeading {
        Layout.fillWidth: true
        title: form.heading
        onBack: form.back()
    }

    PlasmaComponents3.TextField {
        id: titleField
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        enabled: !form.sending
        maximumLength: 200
        placeholderText: form.titlePlaceholder
        Accessible.name: form.titlePlaceholder
        onTextEdited: form.edited()
        Keys.onReturnPressed: bodyArea.forceActiveFocus()
    }

    PlasmaComponents3.ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing

        PlasmaComponents3.TextArea {
            id: bodyArea
            enabled: !form.sending
            wrapMode: Text.Wrap
            placeholderText: form.bodyPlaceholder
            Accessible.name: form.bodyPlaceholder
            onTextChanged: form.edited()
        }
    }

    PlasmaComponents3.Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        visible: text.length > 0
        wrapMode: Text.Wrap
        color: Kirigami.Theme.negativeTextColor
        text: form.error
    }

    RowLayout {
        Layout.fillWidth: true
        Layout.margins: Kirigami.Units.smallSpacing

        PlasmaComponents3.Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            elide: Text.ElideRight
            opacity: 0.7
            font: Kirigami.Theme.smallFont
            text: form.complete || form.sending ? "" : i18nc("@info", "A title of three characters or more, and a text.")
        }

        PlasmaComponents3.BusyIndicator {
            Layout.preferredWidth: Kirigami.Units.iconSizes.smallMedium
            Layout.preferredHeight: Kirigami.Units.iconSizes.smallMedium
            visible: form.sending
            running: visible
        }

        PlasmaComponents3.Button {
            icon.name: "document-send"
            text: form.sending ? i18nc("@action:button in progress", "Sending…") : i18nc("@action:button", "Send")
            enabled: form.complete && !form.sending
            Accessible.name: form.sendName
            onClicked: form.send()
        }
    }
}
