/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Window 2.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.core 2.0 as PlasmaCore
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras

// The popup (or the widget on the desktop): who you are on top, then Profile, Friends, Nearby and Messages.
PlasmaExtras.Representation {
    id: full

    Layout.minimumWidth: PlasmaCore.Units.gridUnit * 16
    Layout.minimumHeight: PlasmaCore.Units.gridUnit * 16
    Layout.preferredWidth: PlasmaCore.Units.gridUnit * 24
    Layout.preferredHeight: PlasmaCore.Units.gridUnit * 30

    collapseMarginsHint: true

    // F5 refreshes, as in the rest of KDE (while the widget has the keyboard; the desktop keeps its own F5).
    Keys.onPressed: event => {
        if (event.matches(StandardKey.Refresh)) {
            ocs.refresh();
            event.accepted = true;
        }
    }

    // The rows the Friends list shows (the wait timer in main.qml reads it).
    readonly property int friendsShown: friendsView.rowsShown

    // Tab indexes.
    readonly property int profileTab: 0
    readonly property int friendsTab: 1
    readonly property int nearbyTab: 2
    readonly property int messagesTab: 3

    header: PlasmaExtras.PlasmoidHeading {
        ColumnLayout {
            anchors.fill: parent
            spacing: PlasmaCore.Units.smallSpacing

            Header {
                Layout.fillWidth: true
            }

            PlasmaComponents3.TabBar {
                id: tabBar
                Layout.fillWidth: true
                visible: ocs.signedIn
                currentIndex: full.friendsTab

                PlasmaComponents3.TabButton {
                    text: i18nc("@title:tab", "Profile")
                    Accessible.name: text
                }
                PlasmaComponents3.TabButton {
                    text: i18nc("@title:tab", "Friends")
                    Accessible.name: text
                }
                PlasmaComponents3.TabButton {
                    text: i18nc("@title:tab", "Nearby")
                    Accessible.name: text
                }
                PlasmaComponents3.TabButton {
                    text: i18nc("@title:tab", "Messages")
                    Accessible.name: text
                }
            }
        }
    }

    PlainPlaceholder {
        anchors.centerIn: parent
        width: parent.width - PlasmaCore.Units.gridUnit * 4
        visible: !root.configured
        iconName: "system-users"
        text: i18nc("@info placeholder", "No account configured")
        explanation: i18nc("@info placeholder", "Choose your community server and your user name to see your friends and the people near you.")
        helpfulAction: QQC2.Action {
            icon.name: "configure"
            text: i18nc("@action:button", "Configure Account…")
            onTriggered: Plasmoid.action("configure").trigger()
        }
    }

    SignInView {
        anchors.fill: parent
        visible: root.configured && !ocs.signedIn
    }

    StackLayout {
        id: tabs
        anchors.fill: parent
        visible: ocs.signedIn
        currentIndex: tabBar.currentIndex

        ProfileTab {}
        FriendsTab {
            id: friendsView
        }
        NearbyTab {}
        MessagesTab {
            id: messagesView
        }

        onCurrentIndexChanged: {
            if (currentIndex === full.nearbyTab) {
                here.nearbyOpened = true;
            }
            full.focusCurrentTab();
        }
    }

    function focusCurrentTab() {
        const tab = tabs.children[tabs.currentIndex];
        if (tab && tab.takeFocus) {
            tab.takeFocus();
        }
    }

    Connections {
        target: root
        function onShowRequested(tab, details) {
            if (tab === "messages") {
                tabBar.currentIndex = full.messagesTab;
                messagesView.show(details);
            } else if (tab === "friends") {
                tabBar.currentIndex = full.friendsTab;
            }
        }
    }

    Connections {
        target: plasmoid
        function onExpandedChanged(expanded) {
            if (expanded) {
                full.focusCurrentTab();
            }
        }
    }

    Component.onCompleted: focusCurrentTab()
}
