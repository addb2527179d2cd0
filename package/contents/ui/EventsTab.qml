/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// Upcoming events in your country within the radius the user picks, the soonest first, measured from the coarse
// position; events without coordinates after them (no distance). Choosing one opens its page, and its organiser's
// page from there. Nothing is asked before this view is opened (Here.eventsOpened); the server learns the country only.
QQC2.StackView {
    id: stack

    function takeFocus() {
        currentItem.forceActiveFocus();
    }

    initialItem: ColumnLayout {
        id: eventsList

        spacing: Kirigami.Units.smallSpacing

        function takeFocus() {
            list.forceActiveFocus();
        }

        readonly property var radii: [5, 10, 25, 50, 100, 250, 500, 1000]
        // The radius the user picked ("Within", kept in the widget's settings as eventsRadius).
        readonly property int radius: Plasmoid.configuration.eventsRadius
        readonly property int widerRadius: radii.find(r => r > radius) || 0

        // Every loaded row, as the engine has them.
        readonly property var rows: {
            const model = ocs.eventsModel;
            if (!model || model.count === undefined) {
                return [];
            }
            const rows = [];
            for (let i = 0; i < model.count; ++i) {
                rows.push(model.item(i));
            }
            return rows;
        }
        // What is listed: the events within the radius, the soonest first, then those without coordinates (no
        // distance can be told), the soonest first too (EventList, Ocs::EventsNear::within). While the position is
        // unknown no event is measured, and every one is listed.
        readonly property var events: SocialDesktop.EventList.within(rows, here.coarseKnown ? radius : 0)

        function setRadius(km) {
            Plasmoid.configuration.eventsRadius = km;
        }

        // What opening this view sent, said as Nearby says what its search sends.
        PlasmaComponents3.Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.leftMargin: Kirigami.Units.smallSpacing
            Layout.rightMargin: Kirigami.Units.smallSpacing
            visible: here.countryCode.length > 0
            wrapMode: Text.Wrap
            opacity: 0.7
            text: i18nc("@info %1 a two-letter country code such as DE",
                        "Listing events tells the server your country (%1), nothing more precise.", here.countryCode)
        }

        RowLayout {
            visible: here.countryCode.length > 0 && here.coarseKnown
            Layout.fillWidth: true
            Layout.leftMargin: Kirigami.Units.smallSpacing
            Layout.rightMargin: Kirigami.Units.smallSpacing

            PlasmaComponents3.Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                elide: Text.ElideRight
                text: i18nc("@label:listbox", "Within:")
            }

            PlasmaComponents3.ComboBox {
                model: eventsList.radii.map(r => here.distanceText(r))
                currentIndex: Math.max(0, eventsList.radii.indexOf(eventsList.radius))
                Accessible.name: i18nc("@label:listbox accessible", "Events within")
                onActivated: index => eventsList.setRadius(eventsList.radii[index])
            }
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
                    width: parent.width - Kirigami.Units.gridUnit * 4
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
                        if (eventsList.rows.length > 0) {
                            return "farther";
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
                        case "farther":
                            return i18nc("@info placeholder, %1 a distance like 25 km", "No upcoming events within %1 — widen the radius",
                                         here.distanceText(eventsList.radius));
                        default:
                            return i18nc("@info placeholder", "No upcoming events in your country");
                        }
                    }
                    helpfulAction: QQC2.Action {
                        enabled: placeholder.state === "unknown" || (placeholder.state === "farther" && eventsList.widerRadius > 0)
                        icon.name: placeholder.state === "unknown" ? "configure" : "zoom-out"
                        text: placeholder.state === "unknown" ? i18nc("@action:button", "Set Location…")
                                                              : i18nc("@action:button, %1 a distance like 50 km", "Search Within %1", here.distanceText(eventsList.widerRadius))
                        onTriggered: {
                            if (placeholder.state === "unknown") {
                                root.configure();
                            } else {
                                eventsList.setRadius(eventsList.widerRadius);
                            }
                        }
                    }
                }
            }
        }

        PlasmaComponents3.Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.leftMargin: Kirigami.Units.smallSpacing
            Layout.rightMargin: Kirigami.Units.smallSpacing
            visible: here.countryCode.length > 0 && !here.coarseKnown && list.count > 0
            wrapMode: Text.Wrap
            opacity: 0.7
            text: i18nc("@info", "Your position is unknown, so every event in your country is listed, without distances.")
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
            onPersonChosen: person => stack.push(personPage, {person: person})
        }
    }

    Component {
        id: personPage
        PersonPage {
            onBack: stack.pop()
        }
    }
}
