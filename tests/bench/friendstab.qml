/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.kirigami 2.20 as Kirigami

import "file://@SOCIALDESKTOP_PACKAGE_DIR@/contents/ui" as Widget

// The widget's Friends tab (package/contents/ui/FriendsTab.qml) at the popup's preferred size, fed the way
// main.qml feeds it: the same Ocs.qml (id `ocs`) and Here.qml (id `here`) the views read, over the real `ocs`
// engine. Only the messages are left out (they are not the Friends tab's requests). The benchmark signs in
// through the engine's service.
Item {
    id: root

    width: Kirigami.Units.gridUnit * 22
    height: Kirigami.Units.gridUnit * 26

    // What main.qml gives the views besides `ocs` and `here`: the widget's state (Widget.qml).
    QtObject {
        id: widget
        readonly property bool configured: true
        signal showRequested(string tab, var details)
    }

    readonly property int friendCount: ocs.friendsModel ? ocs.friendsModel.count : 0
    readonly property int friendsTotal: ocs.friends.TotalItems || 0
    readonly property string friendsStatus: ocs.friends.Status || ""
    // The tab's Loader: "ready", "loading", "error" or "" while signed out.
    readonly property string tabStatus: !tab.active ? "" : tab.status === Loader.Ready ? "ready" : tab.status === Loader.Error ? "error" : "loading"
    readonly property int rowsShown: tab.item ? tab.item.rowsShown : 0

    Widget.Ocs {
        id: ocs
        // The account the benchmark signs in.
        serverUrl: benchServerUrl
        user: "demo"
        messages: false
    }

    Widget.Here {
        id: here
        signedIn: ocs.signedIn
    }

    Loader {
        id: tab
        anchors.fill: parent
        active: ocs.signedIn
        source: friendsViewUrl
    }
}
