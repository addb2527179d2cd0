/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3

// What the outbox holds of some kinds: what waits to be sent, or the first entry that waits for the user
// (refused, or answered with something that could not be understood), with Send Again and Discard.
ColumnLayout {
    id: notice

    // The outbox kinds this notice is about ("message", "invitation", "activity").
    property var kinds: []
    // Shown when there is nothing to say about the outbox.
    property string fallback: ""
    // Texts for the waiting count and an unconfirmed entry (they differ for messages and statuses).
    property var waitingText: count => i18ncp("@info", "%1 message waiting to be sent", "%1 messages waiting to be sent", count)
    // What to say of a refused or unconfirmed entry, when describe()'s words (messages, statuses) do not fit.
    property var stuckText: null

    readonly property var entries: (ocs.outbox.Items || []).filter(entry => notice.kinds.indexOf(entry.kind) >= 0)
    readonly property int waiting: entries.filter(entry => entry.state === "pending").length
    readonly property var stuck: entries.filter(entry => entry.state === "refused" || entry.state === "unconfirmed")
    readonly property var firstStuck: stuck.length > 0 ? stuck[0] : null

    spacing: Kirigami.Units.smallSpacing
    visible: label.text.length > 0

    function describe(entry) {
        if (entry.state === "unconfirmed") {
            switch (entry.kind) {
            case "invitation":
                return i18nc("@info %1 recipient", "A friend request to %1 may not have arrived: the server's answer could not be understood.", ocs.nameOf(entry.to));
            case "activity":
                return i18nc("@info", "Your status may not have been posted: the server's answer could not be understood.");
            default:
                return i18nc("@info %1 recipient", "A message to %1 may not have arrived: the server's answer could not be understood.", ocs.nameOf(entry.to));
            }
        }
        return entry.kind === "activity" ? i18nc("@info %1 the server's reason", "Your status was not accepted: %1", entry.error || "")
                                         : i18nc("@info %1 the server's reason", "A message was not accepted: %1", entry.error || "");
    }

    PlasmaComponents3.Label {
        id: label
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        wrapMode: Text.Wrap
        // Plasma's Label picks its alignment from its line count, which loops while a wrapped text settles.
        verticalAlignment: Text.AlignTop
        color: notice.firstStuck ? Kirigami.Theme.negativeTextColor : Kirigami.Theme.textColor
        text: notice.firstStuck ? (notice.stuckText ? notice.stuckText(notice.firstStuck) : notice.describe(notice.firstStuck)) : notice.waiting > 0 ? notice.waitingText(notice.waiting) : notice.fallback
    }

    RowLayout {
        Layout.alignment: Qt.AlignRight
        Layout.rightMargin: Kirigami.Units.smallSpacing
        visible: notice.firstStuck !== null

        PlasmaComponents3.Button {
            icon.name: "mail-send"
            text: i18nc("@action:button outbox entry", "Send Again")
            Accessible.name: text
            onClicked: ocs.call("resendOutboxEntry", {id: notice.firstStuck.id, to: "", subject: "", body: ""}, null)
        }
        PlasmaComponents3.Button {
            icon.name: "edit-delete"
            text: i18nc("@action:button outbox entry", "Discard")
            Accessible.name: text
            onClicked: ocs.call("discardOutboxEntry", {id: notice.firstStuck.id}, null)
        }
    }
}
