/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras

// Friend requests on top, then your friends by name, filtered by what you type.
ColumnLayout {
    id: friendsList

    spacing: Kirigami.Units.smallSpacing

    readonly property string filter: filterField.text.trim().toLowerCase()

    // The rows the list shows (the wait timer in main.qml reads it).
    readonly property alias rowsShown: list.count

    signal personChosen(var person)

    function takeFocus() {
        filterField.forceActiveFocus();
    }

    function choose(index) {
        if (index >= 0 && index < shown.count) {
            personChosen(ocs.personFrom(shown.get(index)));
        }
    }

    SortFilterModel {
        id: shown
        // Sorted by name there already.
        sourceModel: ocs.friendsByName
        // By name or city. A new function when the filter changes, so the model filters again.
        filterCallback: {
            const wanted = friendsList.filter;
            return (row, value) => {
                if (wanted.length === 0) {
                    return true;
                }
                const person = ocs.friendsByName.get(row);
                return String(person.name || "").toLowerCase().includes(wanted) || String(person.city || "").toLowerCase().includes(wanted);
            };
        }
    }

    PlasmaExtras.SearchField {
        id: filterField
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        focus: true
        placeholderText: i18nc("@info:placeholder", "Filter friends…")
        Accessible.name: i18nc("@label:textbox accessible", "Filter friends")
        Keys.onDownPressed: {
            list.currentIndex = 0;
            list.forceActiveFocus();
        }
        // Enter opens the only (or first) match.
        onAccepted: friendsList.choose(list.currentIndex >= 0 ? list.currentIndex : 0)
    }

    // At most a few requests above the list (each loads a picture); the next one moves up when one is answered.
    readonly property int requestsShown: 5
    readonly property int requestCount: ocs.invitationsModel ? ocs.invitationsModel.count || 0 : 0

    SortFilterModel {
        id: firstRequests
        sourceModel: ocs.invitationsModel
        filterCallback: (row, value) => row < friendsList.requestsShown
    }

    Repeater {
        model: firstRequests
        delegate: PersonDelegate {
            Layout.fillWidth: true
            person: model
            subtitle: i18nc("@info", "Wants to be your friend")
            actions: [
                {icon: "dialog-ok-apply", text: i18nc("@action:button", "Accept"), operation: "approve"},
                {icon: "dialog-cancel", text: i18nc("@action:button", "Decline"), operation: "decline"}
            ]
            onClicked: friendsList.personChosen(ocs.personFrom(model))
        }
    }

    // The requests you sent, pending until answered, each with Cancel; as bounded as the ones you received,
    // and under the friends (the list's footer), so that they never push the friends out of a small popup.
    SortFilterModel {
        id: firstSent
        sourceModel: ocs.sentInvitationsModel
        filterCallback: (row, value) => row < friendsList.requestsShown
    }

    PlasmaComponents3.Label {
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        textFormat: Text.PlainText
        visible: friendsList.requestCount > friendsList.requestsShown
        opacity: 0.7
        elide: Text.ElideRight
        text: i18ncp("@info", "%1 more friend request", "%1 more friend requests", friendsList.requestCount - friendsList.requestsShown)
    }

    PlasmaComponents3.ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true

        ListView {
            id: list
            model: shown
            clip: true
            // Pictures only for the rows on screen.
            cacheBuffer: 0
            currentIndex: -1
            keyNavigationEnabled: true
            highlight: PlasmaExtras.Highlight {}
            highlightMoveDuration: 0
            Accessible.name: i18nc("@info accessible", "Friends")
            Keys.onUpPressed: event => {
                if (currentIndex <= 0) {
                    filterField.forceActiveFocus();
                } else {
                    event.accepted = false;
                }
            }
            Keys.onReturnPressed: friendsList.choose(currentIndex)
            Keys.onEnterPressed: friendsList.choose(currentIndex)

            footer: ColumnLayout {
                width: list.width
                spacing: 0

                Repeater {
                    model: firstSent
                    delegate: PersonDelegate {
                        Layout.fillWidth: true
                        person: model
                        subtitle: i18nc("@info a friend request you sent", "Friend request pending")
                        actions: [
                            {icon: "dialog-cancel", text: i18nc("@action:button withdraw a friend request", "Cancel Request"), operation: "cancelInvitation"}
                        ]
                        onClicked: friendsList.personChosen(ocs.personFrom(model))
                    }
                }
            }

            delegate: PersonDelegate {
                width: ListView.view.width
                person: model
                distance: here.roughDistance(here.distanceTo(model.latitude, model.longitude))
                onClicked: friendsList.choose(index)
            }

            PlasmaComponents3.BusyIndicator {
                anchors.centerIn: parent
                visible: list.count === 0 && ocs.friends.Status === "loading"
                running: visible
            }

            PlainPlaceholder {
                anchors.centerIn: parent
                width: parent.width - Kirigami.Units.gridUnit * 4
                visible: list.count === 0 && ocs.friends.Status !== "loading"
                iconName: ocs.friends.Status === "error" ? "network-disconnect" : "system-users"
                text: {
                    if (ocs.friends.Status === "error") {
                        return ocs.friends.Error || i18nc("@info placeholder", "Your friends could not be loaded");
                    }
                    return friendsList.filter.length > 0 ? i18nc("@info placeholder", "No friend matches “%1”", filterField.text)
                                                         : i18nc("@info placeholder", "No friends yet");
                }
                explanation: ocs.friends.Status !== "error" && friendsList.filter.length === 0
                    ? i18nc("@info placeholder", "Find people in the Nearby tab and ask them to be your friends.") : ""
            }
        }
    }

    PlasmaComponents3.ToolButton {
        Layout.alignment: Qt.AlignHCenter
        visible: ocs.friends.HasMore === true
        text: i18nc("@action:button", "Show More")
        icon.name: "go-down"
        Accessible.name: text
        onClicked: ocs.call("loadMore", {source: "Friends"}, null)
    }
}
