/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
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

    header: PlasmaExtras.PlasmoidHeading {
        RowLayout {
            anchors.fill: parent
            spacing: PlasmaCore.Units.smallSpacing

            Kirigami.Avatar {
                Layout.preferredWidth: PlasmaCore.Units.iconSizes.medium
                Layout.preferredHeight: PlasmaCore.Units.iconSizes.medium
                name: Plasmoid.configuration.userName
                Accessible.name: i18nc("@info accessible", "Your picture")
            }

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0

                PlasmaExtras.Heading {
                    Layout.fillWidth: true
                    level: 3
                    elide: Text.ElideRight
                    text: root.configured ? Plasmoid.configuration.userName : i18nc("@title widget name", "Social Desktop")
                }

                PlasmaComponents3.Label {
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    opacity: 0.7
                    text: root.location.source === "none" || root.location.source === undefined
                        ? i18nc("@info location line", "Location unknown")
                        : [root.location.city, root.location.country].filter(s => !!s).join(", ")
                }
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

    PlasmaExtras.PlaceholderMessage {
        anchors.centerIn: parent
        width: parent.width - PlasmaCore.Units.gridUnit * 4
        visible: root.configured
        iconName: "network-connect"
        text: i18nc("@info %1 is a server address", "Community server: %1", Plasmoid.configuration.serverUrl)
        explanation: root.account.Error
            ? root.account.Error
            : i18nc("@info", "Signing in to the community is not available in this version yet.")
    }
}
