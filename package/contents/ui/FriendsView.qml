/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.plasma.core 2.0 as PlasmaCore
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras

// Friend requests on top, then your friends, filtered by what you type.
ColumnLayout {
    id: friendsView

    spacing: PlasmaCore.Units.smallSpacing

    readonly property var everyone: root.friends.Items || []
    readonly property var requests: root.invitations.Items || []
    readonly property string filter: filterField.text.trim().toLowerCase()
    readonly property var shown: everyone.filter(person => filter.length === 0
        || (person.name || "").toLowerCase().includes(filter)
        || (person.city || "").toLowerCase().includes(filter))

    PlasmaExtras.SearchField {
        id: filterField
        Layout.fillWidth: true
        focus: true
        placeholderText: i18nc("@info:placeholder", "Filter friends…")
        Accessible.name: i18nc("@label:textbox accessible", "Filter friends")
        Keys.onDownPressed: list.forceActiveFocus()
    }

    Repeater {
        model: friendsView.requests
        delegate: PersonDelegate {
            Layout.fillWidth: true
            person: modelData
            subtitle: i18nc("@info", "Wants to be your friend")
            actions: [
                {icon: "dialog-ok-apply", text: i18nc("@action:button", "Accept"), operation: "approve"},
                {icon: "dialog-cancel", text: i18nc("@action:button", "Decline"), operation: "decline"}
            ]
        }
    }

    PlasmaComponents3.ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true

        ListView {
            id: list
            model: friendsView.shown
            clip: true
            keyNavigationEnabled: true
            highlight: PlasmaExtras.Highlight {}
            highlightMoveDuration: 0
            Accessible.name: i18nc("@info accessible", "Friends")
            delegate: PersonDelegate {
                width: ListView.view.width
                person: modelData
            }

            PlasmaExtras.PlaceholderMessage {
                anchors.centerIn: parent
                width: parent.width - PlasmaCore.Units.gridUnit * 4
                visible: list.count === 0 && root.friends.Status !== "loading"
                iconName: "system-users"
                text: friendsView.filter.length > 0 ? i18nc("@info placeholder", "No friend matches “%1”", filterField.text)
                                                    : i18nc("@info placeholder", "No friends yet")
            }
        }
    }
}
