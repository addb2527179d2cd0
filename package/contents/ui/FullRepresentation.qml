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
import org.kde.kirigami 2.20 as Kirigami

PlasmaExtras.Representation {
    id: full

    Layout.minimumWidth: PlasmaCore.Units.gridUnit * 14
    Layout.minimumHeight: PlasmaCore.Units.gridUnit * 12
    Layout.preferredWidth: PlasmaCore.Units.gridUnit * 22
    Layout.preferredHeight: PlasmaCore.Units.gridUnit * 26

    collapseMarginsHint: true

    readonly property string locationLine: {
        const place = [root.location.city, root.location.country].filter(s => !!s).join(", ");
        switch (root.location.source) {
        case "gps":
            return i18nc("@info location line, %1 a place", "%1 (GPS)", place || i18nc("@info", "Position known"));
        case "geoip":
            return i18nc("@info location line, %1 a place", "%1 (network)", place || i18nc("@info", "Position known"));
        case "manual":
            return i18nc("@info location line, %1 a place", "%1 (set by you)", place || i18nc("@info", "Position known"));
        default:
            return i18nc("@info location line", "Location unknown");
        }
    }

    header: PlasmaExtras.PlasmoidHeading {
        RowLayout {
            anchors.fill: parent
            spacing: PlasmaCore.Units.smallSpacing

            Kirigami.Avatar {
                Layout.preferredWidth: PlasmaCore.Units.iconSizes.medium
                Layout.preferredHeight: PlasmaCore.Units.iconSizes.medium
                name: root.self.name || Plasmoid.configuration.userName
                source: root.self.avatarUrl || ""
                // Fixed, so the picture is not loaded again for every width the layout passes through.
                sourceSize: Qt.size(PlasmaCore.Units.iconSizes.medium * Screen.devicePixelRatio, PlasmaCore.Units.iconSizes.medium * Screen.devicePixelRatio)
                Accessible.name: i18nc("@info accessible", "Your picture")
            }

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0

                PlasmaExtras.Heading {
                    Layout.fillWidth: true
                    level: 3
                    elide: Text.ElideRight
                    text: root.self.name || (root.configured ? Plasmoid.configuration.userName : i18nc("@title widget name", "Social Desktop"))
                }

                PlasmaComponents3.Label {
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    opacity: 0.7
                    text: full.locationLine
                }
            }

            // Quiet word that what shows is the last saved copy.
            PlasmaComponents3.Label {
                visible: root.signedIn && (root.friends.FromCache === true || root.friends.Status === "error")
                text: root.friends.Status === "error" ? i18nc("@info offline indicator", "Offline") : i18nc("@info", "Saved data")
                opacity: 0.6
                font: PlasmaCore.Theme.smallestFont
            }
        }
    }

    PlasmaExtras.PlaceholderMessage {
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
        visible: root.configured && !root.signedIn
    }

    FriendsView {
        anchors.fill: parent
        visible: root.signedIn
    }
}
