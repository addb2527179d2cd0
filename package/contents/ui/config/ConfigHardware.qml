/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.kirigami 2.20 as Kirigami

import ".." as Widget

// Whether the community may know what kind of computer this is (off by default, like the location): the exact line
// that would be published, editable (a name typed instead), Publish, and what is published now. Publishing sends
// exactly the text in the field (publishHardware); switching it off deletes it on the server (unpublishHardware).
// Both act at once, as signing in does: they are not settings of this copy of the widget but of the account.
Kirigami.FormLayout {
    id: page

    // The account this copy is set to.
    property string cfg_serverUrl
    property string cfg_userName

    // A property, not a child: the form lays out every child it has.
    readonly property Widget.EngineSource ocsSource: Widget.EngineSource {
        engine: "ocs"
        connectedSources: [page.service.named("Account"), page.service.named("MyHardware")]
    }

    readonly property Widget.OcsService service: Widget.OcsService {
        dataSource: page.ocsSource
        serverUrl: page.cfg_serverUrl
        user: page.cfg_userName
    }

    readonly property bool signedIn: (ocsSource.data[service.named("Account")] || {}).SignedIn === true
    readonly property var hardware: ocsSource.data[service.named("MyHardware")] || ({})
    readonly property string published: hardware.Published || ""
    readonly property bool pending: hardware.Pending === "delete"
    readonly property bool unsupported: hardware.Status === "unsupported"
    // The switch is on while something is published, or while the user is about to publish.
    property bool wanted: false
    property bool busy: false
    property string message: ""
    property bool failed: false
    // Switched off here: off from now on, while the server is asked to delete it.
    property bool removing: false
    onPublishedChanged: {
        if (published.length === 0) {
            removing = false;
        }
    }
    readonly property bool switchedOn: (published.length > 0 && !pending && !removing) || wanted
    function syncSwitch() {
        publishSwitch.checked = switchedOn;
    }

    function userSwitched(on) {
        if (on) {
            wanted = true;
            hardwareField.text = hardware.Local || "";
            hardwareField.forceActiveFocus();
        } else if (published.length > 0) {
            unpublish();
        } else {
            wanted = false;
        }
    }
    onSwitchedOnChanged: syncSwitch()
    Component.onCompleted: syncSwitch()

    // Until the user edits the line, it follows what is published, else what this computer reads as.
    property bool fieldEdited: false
    onHardwareChanged: {
        if (!fieldEdited) {
            hardwareField.text = published || hardware.Local || "";
        }
    }

    function publish() {
        busy = true;
        message = "";
        service.call("publishHardware", {value: hardwareField.text}, failure => {
            busy = false;
            failed = failure.length > 0;
            message = failed ? failure : i18nc("@info", "Published.");
        });
    }

    function unpublish() {
        removing = true;
        wanted = false;
        busy = true;
        message = "";
        service.call("unpublishHardware", {}, failure => {
            busy = false;
            wanted = false;
            failed = failure.length > 0;
            message = failure;
        });
    }

    FormNote {
        Kirigami.FormData.label: i18nc("@label", "Same computer:")
        text: i18nc("@info", "Publish what kind of computer this is, and the Help view lists the members who have the same one. Nothing is published until you press Publish; a serial number never is.")
    }

    QQC2.Switch {
        id: publishSwitch
        text: i18nc("@option:check", "Publish what kind of computer this is")
        Accessible.name: text
        enabled: page.signedIn && !page.unsupported && !page.busy
        // Set by syncSwitch(), not bound: a binding here puts the switch back when an assistive tool toggles it.
        // Any change that differs from the account's state is the user's: a click, the keyboard, or an assistive
        // tool's toggle (which sets `checked` without `toggled`).
        onCheckedChanged: {
            if (checked !== page.switchedOn) {
                page.userSwitched(checked);
            }
        }
    }

    QQC2.TextField {
        id: hardwareField
        Kirigami.FormData.label: i18nc("@label:textbox", "This computer:")
        visible: publishSwitch.checked
        enabled: !page.busy
        maximumLength: 200
        placeholderText: i18nc("@info:placeholder", "A name, such as the model on its label")
        Accessible.name: i18nc("@label:textbox accessible", "What is published about this computer")
        onTextEdited: page.fieldEdited = true
    }

    QQC2.Button {
        visible: publishSwitch.checked
        enabled: hardwareField.text.trim().length > 0 && hardwareField.text !== page.published && !page.busy
        icon.name: "document-share"
        text: i18nc("@action:button", "Publish")
        Accessible.name: i18nc("@action:button accessible", "Publish exactly this text")
        onClicked: page.publish()
    }

    QQC2.Label {
        Kirigami.FormData.label: i18nc("@label", "Published now:")
        textFormat: Text.PlainText
        text: page.published.length > 0 ? page.published : i18nc("@info nothing is published", "Nothing")
        Accessible.name: i18nc("@info accessible, %1 what is published", "Published now: %1", text)
    }

    FormNote {
        visible: text.length > 0
        color: page.failed ? Kirigami.Theme.negativeTextColor : Kirigami.Theme.textColor
        text: !page.signedIn ? i18nc("@info", "Sign in first (the Account page).")
            : page.unsupported ? i18nc("@info", "Your community does not offer this.")
            : page.pending ? i18nc("@info", "It will be removed from the server when the server can be reached.")
            : page.published.length > 0 && (page.hardware.Local || "").length > 0 && page.hardware.Local !== page.published
                ? i18nc("@info %1 a computer model", "This computer now reads as %1; publish again to change what is published.", page.hardware.Local)
            : page.message
    }
}
