/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.components 3.0 as PlasmaComponents3

// A new message. The draft lives in the widget's configuration, so closing the popup (or the
// desktop session) loses nothing; it is cleared once the engine has the message in its outbox.
ColumnLayout {
    id: page

    property bool sending: false
    property string error: ""
    readonly property string recipient: Plasmoid.configuration.draftTo
    readonly property string recipientName: ocs.nameOf(recipient)
    readonly property bool complete: recipient.length > 0 && subjectField.text.trim().length > 0 && bodyArea.text.trim().length > 0

    signal back()
    signal sent(string notice)

    spacing: Kirigami.Units.smallSpacing

    Keys.onEscapePressed: back()

    function takeFocus() {
        if (recipient.length === 0) {
            toField.focusField();
        } else if (subjectField.text.length === 0) {
            subjectField.forceActiveFocus();
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
        // Kept now: clearing the draft below empties the recipient.
        const sentTo = recipientName;
        ocs.call("sendMessage", {to: recipient, subject: subjectField.text.trim(), body: bodyArea.text}, (failure, result) => {
            sending = false;
            if (failure) {
                error = failure;
                return;
            }
            Plasmoid.configuration.draftTo = "";
            Plasmoid.configuration.draftSubject = "";
            Plasmoid.configuration.draftBody = "";
            // "unconfirmed": the list below says so and offers to send it again or discard it.
            page.sent(result === "queued" ? i18nc("@info", "Your message will be sent when the server can be reached.")
                      : result === "unconfirmed" ? ""
                      : i18nc("@info %1 a person", "Message to %1 sent.", sentTo));
        });
    }

    PageHeading {
        Layout.fillWidth: true
        title: i18nc("@title", "New Message")
        onBack: page.back()
    }

    RecipientField {
        id: toField
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        enabled: !page.sending
        recipient: page.recipient
        recipientName: page.recipientName
        onRecipientChosen: id => {
            Plasmoid.configuration.draftTo = id;
            if (id.length > 0) {
                subjectField.forceActiveFocus();
            }
        }
    }

    PlasmaComponents3.TextField {
        id: subjectField
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        enabled: !page.sending
        placeholderText: i18nc("@info:placeholder", "Subject")
        Accessible.name: i18nc("@label:textbox accessible", "Subject")
        text: Plasmoid.configuration.draftSubject
        onTextEdited: Plasmoid.configuration.draftSubject = text
        Keys.onReturnPressed: bodyArea.forceActiveFocus()
    }

    PlasmaComponents3.ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing

        PlasmaComponents3.TextArea {
            id: bodyArea
            enabled: !page.sending
            wrapMode: Text.Wrap
            placeholderText: i18nc("@info:placeholder", "Write your message…")
            Accessible.name: i18nc("@label:textbox accessible", "Message text")
            text: Plasmoid.configuration.draftBody
            onTextChanged: {
                if (text !== Plasmoid.configuration.draftBody) {
                    Plasmoid.configuration.draftBody = text;
                }
            }
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
        text: page.error
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
            text: page.complete || page.sending ? "" : i18nc("@info", "A message needs a recipient, a subject and a text.")
        }

        PlasmaComponents3.BusyIndicator {
            Layout.preferredWidth: Kirigami.Units.iconSizes.smallMedium
            Layout.preferredHeight: Kirigami.Units.iconSizes.smallMedium
            visible: page.sending
            running: visible
        }

        PlasmaComponents3.Button {
            icon.name: "mail-send"
            text: page.sending ? i18nc("@action:button in progress", "Sending…") : i18nc("@action:button", "Send")
            enabled: page.complete && !page.sending
            Accessible.name: i18nc("@action:button", "Send")
            onClicked: page.send()
        }
    }
}
