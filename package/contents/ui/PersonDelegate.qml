/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Window 2.15

import org.kde.plasma.core 2.0 as PlasmaCore
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.kirigami 2.20 as Kirigami

// One person: picture (initials when there is none), name, and where they are; optional buttons.
PlasmaComponents3.ItemDelegate {
    id: delegate

    property var person: ({})
    property string subtitle: [person.city, person.country].filter(s => !!s).join(", ")
    // {icon, text, operation} for buttons that call an engine operation with this person.
    property var actions: []

    Accessible.name: person.name || person.id || ""
    Accessible.description: subtitle

    contentItem: RowLayout {
        spacing: PlasmaCore.Units.smallSpacing

        Kirigami.Avatar {
            Layout.preferredWidth: PlasmaCore.Units.iconSizes.medium
            Layout.preferredHeight: PlasmaCore.Units.iconSizes.medium
            name: delegate.person.name || delegate.person.id || ""
            source: delegate.person.avatarUrl || ""
            // A fixed size for the picture: Avatar's default follows its width, and every width the layout passes
            // through while it settles would load the picture again (one HTTP request each).
            sourceSize: Qt.size(PlasmaCore.Units.iconSizes.medium * Screen.devicePixelRatio, PlasmaCore.Units.iconSizes.medium * Screen.devicePixelRatio)
            Accessible.ignored: true
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0

            PlasmaComponents3.Label {
                Layout.fillWidth: true
                elide: Text.ElideRight
                text: delegate.person.name || delegate.person.id || ""
            }

            PlasmaComponents3.Label {
                Layout.fillWidth: true
                visible: text.length > 0
                elide: Text.ElideRight
                opacity: 0.7
                font: PlasmaCore.Theme.smallestFont
                text: delegate.subtitle
            }
        }

        Repeater {
            model: delegate.actions
            delegate: PlasmaComponents3.ToolButton {
                icon.name: modelData.icon
                text: modelData.text
                display: PlasmaComponents3.AbstractButton.IconOnly
                Accessible.name: modelData.text
                PlasmaComponents3.ToolTip.text: modelData.text
                PlasmaComponents3.ToolTip.visible: hovered
                onClicked: root.ocsCall(modelData.operation, {person: delegate.person.id}, null)
            }
        }
    }
}
