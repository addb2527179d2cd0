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

// Upcoming events in your country, nearest first from your coarse position; choosing one opens its page.
// Nothing is asked before this view is opened (Here.eventsOpened), and the server learns the country only.
QQC2.StackView {
    id: stack

    function takeFocus() {
        currentItem.forceActiveFocus();
    }

    initialItem: ColumnLayout {
        id: eventsList

        spacing: PlasmaCore.Units.smallSpacing

        function takeFocus() {
            list.forceActiveFocus();
        }

        // Every loaded row, nearest first (those without coordinates after them, each group the soonest first):
        // the engine orders each page so, and this keeps the order across pages.
        readonly property var events: {
            const model = ocs.eventsModel;
            if (!model || model.count === undefined) {
                return [];
            }
            const rows = [];
            for (let i = 0; i < model.count; ++i) {
                rows.push(model.item(i));
            }
            const distance = row => row.distanceKm !== undefined && isFinite(row.distanceKm) ? row.distanceKm : Infinity;
            const start = row => row.start && !isNaN(row.start.getTime()) ? row.start.getTime() : Infinity;
            return rows.sort((a, b) => (distance(a) - distance(b)) || (start(a) - start(b)) || 0);
        }

        // What opening this view sent, said as Nearby says what its search sends.
        PlasmaComponents3.Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.leftMargin: PlasmaCore.Units.smallSpacing
            Layout.rightMargin: PlasmaCore.Units.smallSpacing
            visible: here.countryCode.length > 0
            wrapMode: Text.Wrap
            opacity: 0.7
            text: i18nc("@info %1 a two-letter country code such as DE",
                        "Listing events tells the server your country (%1), nothing more precise.", here.countryCode)
        }

        PlasmaComponents3.ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true

            ListView {
                id: list
                model: eventsList.events
                clip: true
                currentIndex: -1
                keyNavigationEnabled: true
                highlight: PlasmaExtras.Highlight {}
                highlightMoveDuration: 0
                Accessible.name: i18nc("@info accessible", "Events near you")
                Keys.onReturnPressed: stack.push(eventPage, {event: eventsList.events[currentIndex]})

                delegate: EventDelegate {
                    width: ListView.view.width
                    event: modelData
                    onClicked: stack.push(eventPage, {event: modelData})
                }

                PlasmaComponents3.BusyIndicator {
                    anchors.centerIn: parent
                    visible: here.countryCode.length > 0 && list.count === 0 && (ocs.events.Status === "loading" || ocs.events.Status === undefined)
                    running: visible
                }

                PlainPlaceholder {
                    id: placeholder
                    anchors.centerIn: parent
                    width: parent.width - PlasmaCore.Units.gridUnit * 4
                    readonly property string state: {
                        if (here.countryCode.length === 0) {
                            return "unknown";
                        }
                        if (list.count > 0) {
                            return "";
                        }
                        if (ocs.events.Status === "error") {
                            return "error";
                        }
                        return ocs.events.Status === "ready" ? "empty" : "";
                    }
                    visible: state.length > 0
                    iconName: state === "unknown" ? "mark-location" : state === "error" ? "network-disconnect" : "view-calendar-agenda"
                    text: {
                        switch (state) {
                        case "unknown":
                            return i18nc("@info placeholder", "Your country is unknown — set your location to see events near you");
                        case "error":
                            return ocs.events.Error || i18nc("@info placeholder", "The events could not be loaded");
                        default:
                            return i18nc("@info placeholder", "No upcoming events in your country");
                        }
                    }
                    helpfulAction: QQC2.Action {
                        enabled: placeholder.state === "unknown"
                        icon.name: "configure"
                        text: i18nc("@action:button", "Set Location…")
                        onTriggered: Plasmoid.action("configure").trigger()
                    }
                }
            }
        }

        PlasmaComponents3.Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.leftMargin: PlasmaCore.Units.smallSpacing
            Layout.rightMargin: PlasmaCore.Units.smallSpacing
            visible: here.countryCode.length > 0 && !here.coarseKnown && list.count > 0
            wrapMode: Text.Wrap
            opacity: 0.7
            text: i18nc("@info", "Your position is unknown, so the events are not sorted by distance.")
        }

        PlasmaComponents3.ToolButton {
            Layout.alignment: Qt.AlignHCenter
            visible: ocs.events.HasMore === true
            text: i18nc("@action:button", "Show More")
            icon.name: "go-down"
            Accessible.name: text
            onClicked: ocs.call("loadMore", {source: ocs.eventsSource}, null)
        }
    }

    Component {
        id: eventPage
        EventPage {
            onBack: stack.pop()
        }
    }
}
