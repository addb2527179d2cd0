/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras
import org.kde.plasma.plasmoid 2.0

// The members who published the same kind of computer as you (SameComputer:<what you published>), each with a
// Message button that opens the message page to them. Offered only once you published yours (the settings page).
ColumnLayout {
    id: page

    // Exactly what you published (MyHardware's `Published`).
    property string value: ""
    // Nearest first only while you publish your location, and then from the coarse point alone (the engine
    // coarsens it again and sends the cell's centre): with publishing off no position is in the name at all.
    readonly property bool nearestFirst: Plasmoid.configuration.publishLocation && here.coarseKnown
    readonly property string plainSource: value.length === 0 ? ""
        : nearestFirst ? "SameComputerNear:" + here.coarsePoint.latitude.toFixed(5) + "," + here.coarsePoint.longitude.toFixed(5) + "," + value
                       : "SameComputer:" + value
    readonly property string source: ocs.signedIn && plainSource.length > 0 ? ocs.service.named(plainSource) : ""
    readonly property var status: peopleSource.data[source] || ({})

    signal back()

    spacing: Kirigami.Units.smallSpacing

    Keys.onEscapePressed: page.back()

    function takeFocus() {
        list.forceActiveFocus();
    }

    EngineSource {
        id: peopleSource
        engine: "ocs"
        connectedSources: page.source.length > 0 ? [page.source] : []
    }

    PageHeading {
        Layout.fillWidth: true
        title: i18nc("@title", "People with the Same Computer")
        onBack: page.back()
    }

    PlasmaComponents3.Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        horizontalAlignment: Text.AlignLeft
        wrapMode: Text.Wrap
        opacity: 0.7
        text: page.nearestFirst ? i18nc("@info %1 a computer model", "Members who published %1, as you did, nearest first.", page.value)
                                : i18nc("@info %1 a computer model", "Members who published %1, as you did.", page.value)
    }

    PlasmaComponents3.ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true

        ListView {
            id: list
            model: page.source.length > 0 ? (peopleSource.models[page.source] || null) : null
            clip: true
            currentIndex: -1
            keyNavigationEnabled: true
            highlight: PlasmaExtras.Highlight {}
            highlightMoveDuration: 0
            Accessible.name: i18nc("@info accessible", "People with the same computer")

            delegate: RowLayout {
                id: row
                width: ListView.view.width
                spacing: Kirigami.Units.smallSpacing
                readonly property var person: ocs.personFrom(model)

                PersonDelegate {
                    Layout.fillWidth: true
                    person: row.person
                    distance: row.person.distanceKm !== undefined ? here.roughDistance(row.person.distanceKm) : ""
                }
                PlasmaComponents3.Button {
                    Layout.rightMargin: Kirigami.Units.smallSpacing
                    icon.name: "mail-message-new"
                    text: i18nc("@action:button", "Message")
                    Accessible.name: i18nc("@action:button accessible, %1 a person", "Write a message to %1", row.person.name || row.person.id || "")
                    onClicked: widget.showRequested("messages", {compose: row.person.id})
                }
            }

            PlasmaComponents3.BusyIndicator {
                anchors.centerIn: parent
                visible: list.count === 0 && (page.status.Status === "loading" || page.status.Status === undefined)
                running: visible
            }

            PlainPlaceholder {
                anchors.centerIn: parent
                width: parent.width - Kirigami.Units.gridUnit * 4
                visible: list.count === 0 && (page.status.Status === "ready" || page.status.Status === "error")
                iconName: page.status.Status === "error" ? "network-disconnect" : "computer"
                text: page.status.Status === "error" ? (page.status.Error || i18nc("@info placeholder", "The members could not be loaded"))
                                                     : i18nc("@info placeholder", "Nobody else has published this computer yet")
            }
        }
    }

    PlasmaComponents3.ToolButton {
        Layout.alignment: Qt.AlignHCenter
        visible: page.status.HasMore === true
        text: i18nc("@action:button", "Show More")
        icon.name: "go-down"
        Accessible.name: text
        onClicked: ocs.call("loadMore", {source: page.plainSource}, null)
    }
}
