/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.core 2.0 as PlasmaCore

// The widget's Friends tab (package/contents/ui/FriendsView.qml) at the popup's preferred size, fed by the
// real `ocs` engine the way main.qml feeds it. The benchmark signs in through the engine's service.
Item {
    id: root

    width: PlasmaCore.Units.gridUnit * 22
    height: PlasmaCore.Units.gridUnit * 26

    readonly property var account: ocsSource.data["Account"] || ({})
    readonly property bool signedIn: account.SignedIn === true
    readonly property var self: (ocsSource.data["Self"] || {}).Person || ({})
    readonly property var friends: ocsSource.data["Friends"] || ({})
    readonly property var invitations: ocsSource.data["Invitations"] || ({})
    readonly property int friendCount: (friends.Items || []).length
    readonly property int friendsTotal: friends.TotalItems || 0
    readonly property string friendsStatus: friends.Status || ""

    function ocsCall(operation, parameters, onDone) {
    }

    PlasmaCore.DataSource {
        id: ocsSource
        engine: "ocs"
        connectedSources: root.signedIn ? ["Account", "Self", "Friends", "Invitations"] : ["Account"]
    }

    Loader {
        anchors.fill: parent
        active: root.signedIn
        source: friendsViewUrl
    }
}
