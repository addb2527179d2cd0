/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.plasma.core 2.0 as PlasmaCore
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.kirigami 2.20 as Kirigami

// One person: picture (initials when there is none), name, where they are; optional buttons.
PlasmaComponents3.ItemDelegate {
    id: delegate

    // A person map, or a delegate's model row (name, city, country, avatarUrl, …).
    property var person: ({})
    property string subtitle: [person.city, person.country].filter(s => !!s).join(", ")
    // Shown at the end of the subtitle, e.g. "3.2 km".
    property string distance: ""
    // {icon, text, operation} for buttons that call an engine operation with this person.
    property var actions: []
    // An operation started from a button is running.
    property bool busy: false
    property string error: ""

    readonly property string displayName: person.name || person.id || ""
    readonly property string fullSubtitle: [subtitle, distance].filter(s => !!s).join(" · ")

    signal actionDone(string operation)

    Accessible.name: displayName
    Accessible.description: error || fullSubtitle

    contentItem: RowLayout {
        spacing: PlasmaCore.Units.smallSpacing

        Kirigami.Avatar {
            Layout.preferredWidth: PlasmaCore.Units.iconSizes.medium
            Layout.preferredHeight: PlasmaCore.Units.iconSizes.medium
            name: delegate.displayName
            source: delegate.person.avatarUrl || ""
            Accessible.ignored: true
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0

            PlasmaComponents3.Label {
                Layout.fillWidth: true
                elide: Text.ElideRight
                text: delegate.displayName
                Accessible.ignored: true
            }

            PlasmaComponents3.Label {
                Layout.fillWidth: true
                visible: text.length > 0
                elide: Text.ElideRight
                opacity: delegate.error ? 1 : 0.7
                color: delegate.error ? PlasmaCore.Theme.negativeTextColor : PlasmaCore.Theme.textColor
                font: PlasmaCore.Theme.smallestFont
                text: delegate.error || delegate.fullSubtitle
            }
        }

        PlasmaComponents3.BusyIndicator {
            Layout.preferredWidth: PlasmaCore.Units.iconSizes.smallMedium
            Layout.preferredHeight: PlasmaCore.Units.iconSizes.smallMedium
            visible: delegate.busy
            running: visible
        }

        Repeater {
            model: delegate.actions
            delegate: PlasmaComponents3.ToolButton {
                icon.name: modelData.icon
                text: modelData.text
                display: PlasmaComponents3.AbstractButton.IconOnly
                enabled: !delegate.busy
                Accessible.name: modelData.text
                PlasmaComponents3.ToolTip.text: modelData.text
                PlasmaComponents3.ToolTip.visible: hovered
                onClicked: {
                    const operation = modelData.operation;
                    delegate.busy = true;
                    delegate.error = "";
                    root.ocsCall(operation, {person: delegate.person.id}, error => {
                        delegate.busy = false;
                        delegate.error = error;
                        if (!error) {
                            delegate.actionDone(operation);
                        }
                    });
                }
            }
        }
    }
}
