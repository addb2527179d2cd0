/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.core 2.0 as PlasmaCore
import org.kde.kirigami 2.20 as Kirigami

// Plasma 5's glue (plasma6/ has Plasma 6's): the root item, its representations, icon, status, tooltip and
// context actions. What the widget is and does is Widget.qml's, shared with Plasma 6; the views read the names
// below the same on both (docs/plasma6.md).
Item {
    id: root

    readonly property Ocs ocs: widget.ocs
    readonly property Here here: widget.here

    // Whether the popup shows: set to open or close it (Plasma 6's PlasmoidItem has the same property).
    property bool expanded: false
    onExpandedChanged: Plasmoid.expanded = expanded

    readonly property string configureText: Plasmoid.action("configure").text
    function configure() {
        Plasmoid.action("configure").trigger();
    }

    Plasmoid.icon: "system-users"
    Plasmoid.status: widget.attentionCount > 0 ? PlasmaCore.Types.ActiveStatus : PlasmaCore.Types.PassiveStatus
    Plasmoid.toolTipTextFormat: Text.PlainText
    Plasmoid.toolTipMainText: widget.toolTipMainText
    Plasmoid.toolTipSubText: widget.toolTipSubText

    Plasmoid.switchWidth: Kirigami.Units.gridUnit * 14
    Plasmoid.switchHeight: Kirigami.Units.gridUnit * 16

    Plasmoid.compactRepresentation: CompactRepresentation {}
    Plasmoid.fullRepresentation: FullRepresentation {}

    Connections {
        target: plasmoid
        function onExpandedChanged() {
            root.expanded = plasmoid.expanded;
        }
        function onExternalData(mimetype, data) {
            widget.useCommunityLink(data);
        }
    }

    Component.onCompleted: {
        Plasmoid.setAction("refresh", widget.refreshText, "view-refresh");
        Plasmoid.setAction("exportFriends", widget.exportFriendsText, "document-export");
        widget.start(plasmoid);
    }

    function action_refresh() {
        widget.refresh();
    }

    function action_exportFriends() {
        widget.exportFriends();
    }

    Widget {
        id: widget
        compactItem: Plasmoid.compactRepresentationItem
        fullItem: Plasmoid.fullRepresentationItem
    }
}
