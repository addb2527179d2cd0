/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasmoid 2.0
import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// The panel icon: your picture once signed in, with a badge counting unread messages and friend requests.
MouseArea {
    id: compact

    property bool wasExpanded: false

    hoverEnabled: true
    Accessible.name: widget.toolTipMainText
    Accessible.description: widget.toolTipSubText
    Accessible.role: Accessible.Button

    onPressed: wasExpanded = root.expanded
    // The user asked for the popup (the wait timer in main.qml starts here: making the popup is part of the wait).
    signal opening()

    onClicked: {
        if (!wasExpanded) {
            opening();
        }
        root.expanded = !wasExpanded;
    }

    Kirigami.Icon {
        anchors.fill: parent
        visible: !avatar.visible
        source: Plasmoid.icon
        active: compact.containsMouse
    }

    Avatar {
        id: avatar
        readonly property int size: Math.min(parent.width, parent.height)
        anchors.centerIn: parent
        width: size
        height: size
        visible: ocs.signedIn
        name: ocs.self.name || Plasmoid.configuration.userName || ""
        source: SocialDesktop.RemoteImages.source(ocs.self.avatarUrl || "")
        Accessible.ignored: true
    }

    Badge {
        anchors.right: parent.right
        anchors.top: parent.top
        count: widget.attentionCount
    }
}
