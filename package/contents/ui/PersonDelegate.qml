/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Window 2.15

import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// One person: picture (initials when there is none), name, where they are; optional buttons.
PlasmaComponents3.ItemDelegate {
    id: personDelegate

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
        spacing: Kirigami.Units.smallSpacing

        Avatar {
            Layout.preferredWidth: Kirigami.Units.iconSizes.medium
            Layout.preferredHeight: Kirigami.Units.iconSizes.medium
            name: personDelegate.displayName
            source: SocialDesktop.RemoteImages.source(personDelegate.person.avatarUrl || "")
            // A fixed size for the picture: Avatar's default follows its width, and every width the layout passes
            // through while it settles would load the picture again (one HTTP request each).
            sourceSize: Qt.size(Kirigami.Units.iconSizes.medium * Screen.devicePixelRatio, Kirigami.Units.iconSizes.medium * Screen.devicePixelRatio)
            Accessible.ignored: true
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0

            PlasmaComponents3.Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignLeft
                elide: Text.ElideRight
                text: personDelegate.displayName
                Accessible.ignored: true
            }

            PlasmaComponents3.Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignLeft
                visible: text.length > 0
                elide: Text.ElideRight
                opacity: personDelegate.error ? 1 : 0.7
                color: personDelegate.error ? Kirigami.Theme.negativeTextColor : Kirigami.Theme.textColor
                font: Kirigami.Theme.smallFont
                text: personDelegate.error || personDelegate.fullSubtitle
            }
        }

        PlasmaComponents3.BusyIndicator {
            Layout.preferredWidth: Kirigami.Units.iconSizes.smallMedium
            Layout.preferredHeight: Kirigami.Units.iconSizes.smallMedium
            visible: personDelegate.busy
            running: visible
        }

        Repeater {
            model: personDelegate.actions
            delegate: PlasmaComponents3.ToolButton {
                icon.name: modelData.icon
                text: modelData.text
                display: PlasmaComponents3.AbstractButton.IconOnly
                enabled: !personDelegate.busy
                Accessible.name: modelData.text
                PlainToolTip {
                    text: modelData.text
                }
                onClicked: {
                    const operation = modelData.operation;
                    personDelegate.busy = true;
                    personDelegate.error = "";
                    ocs.call(operation, {person: personDelegate.person.id}, error => {
                        personDelegate.busy = false;
                        personDelegate.error = error;
                        if (!error) {
                            personDelegate.actionDone(operation);
                        }
                    });
                }
            }
        }
    }
}
