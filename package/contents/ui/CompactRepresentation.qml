/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.core 2.0 as PlasmaCore

MouseArea {
    id: compact

    property bool wasExpanded: false

    Accessible.name: Plasmoid.toolTipMainText
    Accessible.description: Plasmoid.toolTipSubText
    Accessible.role: Accessible.Button

    onPressed: wasExpanded = Plasmoid.expanded
    onClicked: Plasmoid.expanded = !wasExpanded

    PlasmaCore.IconItem {
        anchors.fill: parent
        source: Plasmoid.icon
        active: compact.containsMouse
    }
}
