/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.core 2.0 as PlasmaCore
import org.kde.kirigami 2.20 as Kirigami

// Plasma 6's glue (plasma5/ has Plasma 5's): the root item, its representations, icon, status, tooltip and
// context actions. What the widget is and does is Widget.qml's, shared with Plasma 5; the views read the names
// below the same on both (docs/plasma6.md).
PlasmoidItem {
    id: root

    readonly property Ocs ocs: widget.ocs
    readonly property Here here: widget.here

    // `expanded` (whether the popup shows, set to open or close it) is PlasmoidItem's own.

    readonly property string configureText: Plasmoid.internalAction("configure")?.text ?? ""
    function configure() {
        Plasmoid.internalAction("configure").trigger();
    }

    Plasmoid.icon: "system-users"
    Plasmoid.status: widget.attentionCount > 0 ? PlasmaCore.Types.ActiveStatus : PlasmaCore.Types.PassiveStatus
    toolTipTextFormat: Text.PlainText
    toolTipMainText: widget.toolTipMainText
    toolTipSubText: widget.toolTipSubText

    switchWidth: Kirigami.Units.gridUnit * 14
    switchHeight: Kirigami.Units.gridUnit * 16

    compactRepresentation: CompactRepresentation {}
    fullRepresentation: FullRepresentation {}

    Plasmoid.contextualActions: [
        PlasmaCore.Action {
            text: widget.refreshText
            icon.name: "view-refresh"
            onTriggered: widget.refresh()
        },
        PlasmaCore.Action {
            text: widget.exportFriendsText
            icon.name: "document-export"
            onTriggered: widget.exportFriends()
        }
    ]

    onExternalData: (mimetype, data) => widget.useCommunityLink(data)

    Component.onCompleted: widget.start(Plasmoid)

    Widget {
        id: widget
        compactItem: root.compactRepresentationItem
        fullItem: root.fullRepresentationItem
    }
}
