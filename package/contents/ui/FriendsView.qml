/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.plasma.core 2.1 as PlasmaCore
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras

// Friend requests on top, then your friends, filtered by what you type.
ColumnLayout {
    id: friendsView

    spacing: PlasmaCore.Units.smallSpacing

    readonly property string filter: filterField.text.trim().toLowerCase()

    // The engine's model, filtered here by name or city; the rows stay the engine's.
    PlasmaCore.SortFilterModel {
        id: shownFriends
        sourceModel: root.friendsModel
        filterString: friendsView.filter
        // filterString only re-runs the filter when it changes; the callback decides.
        filterCallback: (row, value) => {
            if (friendsView.filter.length === 0) {
                return true;
            }
            const person = sourceModel.item(row);
            return String(person.name || "").toLowerCase().includes(friendsView.filter)
                || String(person.city || "").toLowerCase().includes(friendsView.filter);
        }
    }

    PlasmaExtras.SearchField {
        id: filterField
        Layout.fillWidth: true
        focus: true
        placeholderText: i18nc("@info:placeholder", "Filter friends…")
        Accessible.name: i18nc("@label:textbox accessible", "Filter friends")
        Keys.onDownPressed: list.forceActiveFocus()
    }

    Repeater {
        model: root.invitationsModel
        delegate: PersonDelegate {
            Layout.fillWidth: true
            person: model
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
            model: shownFriends
            clip: true
            keyNavigationEnabled: true
            highlight: PlasmaExtras.Highlight {}
            highlightMoveDuration: 0
            Accessible.name: i18nc("@info accessible", "Friends")
            delegate: PersonDelegate {
                width: ListView.view.width
                person: model
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
