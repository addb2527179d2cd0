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

// The people within a radius of your (coarsened) position, nearest first.
ColumnLayout {
    id: nearbyList

    readonly property var radii: [5, 10, 25, 50, 100, 250, 500, 1000]
    readonly property int widerRadius: radii.find(r => r > here.nearbyRadius) || 0

    signal personChosen(var person)

    spacing: Kirigami.Units.smallSpacing

    readonly property bool agreed: Plasmoid.configuration.nearbySearchAgreed

    // What a search sends, said once before the first one.
    readonly property string searchNotice: {
        switch (here.precision) {
        case "exact":
            return i18nc("@info", "Searching sends your position to the server, even while publishing is off.");
        case "neighbourhood":
            return i18nc("@info", "Searching sends your approximate position (about 1 km) to the server, even while publishing is off.");
        case "country":
            return i18nc("@info", "Searching sends your approximate position (about 100 km) to the server, even while publishing is off.");
        default:
            return i18nc("@info", "Searching sends your approximate position (about 10 km) to the server, even while publishing is off.");
        }
    }

    // The people, nearest first, without you (you are near yourself). At most a few pages, so a
    // sorted copy is cheap; it is taken again whenever the number of rows changes.
    readonly property var people: {
        const model = ocs.nearbyModel;
        if (!model || model.count === undefined) {
            return [];
        }
        const me = ocs.self.id || ocs.account.User || "";
        const rows = [];
        for (let i = 0; i < model.count; ++i) {
            const row = model.item(i);
            if (row.id !== me) {
                rows.push(row);
            }
        }
        const distance = row => row.distanceKm !== undefined && isFinite(row.distanceKm) ? row.distanceKm : Infinity;
        return rows.sort((a, b) => distance(a) - distance(b));
    }

    PlainPlaceholder {
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.margins: Kirigami.Units.gridUnit
        visible: !nearbyList.agreed
        iconName: "mark-location"
        explanation: nearbyList.searchNotice
        helpfulAction: QQC2.Action {
            icon.name: "edit-find"
            text: i18nc("@action:button", "Search Nearby")
            onTriggered: Plasmoid.configuration.nearbySearchAgreed = true
        }
    }

    RowLayout {
        visible: nearbyList.agreed
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
            id: radiusBox
            model: nearbyList.radii.map(r => here.distanceText(r))
            currentIndex: Math.max(0, nearbyList.radii.indexOf(here.nearbyRadius))
            Accessible.name: i18nc("@label:listbox accessible", "Search radius")
            onActivated: index => here.nearbyRadius = nearbyList.radii[index]
        }
    }

    PlasmaComponents3.ScrollView {
        visible: nearbyList.agreed
        Layout.fillWidth: true
        Layout.fillHeight: true

        ListView {
            id: list
            model: here.nearbySource.length > 0 ? nearbyList.people : []
            clip: true
            // Pictures only for the rows on screen: none loaded ahead for rows scrolled to later.
            cacheBuffer: 0
            currentIndex: -1
            keyNavigationEnabled: true
            highlight: PlasmaExtras.Highlight {}
            highlightMoveDuration: 0
            Accessible.name: i18nc("@info accessible", "People nearby")
            Keys.onReturnPressed: nearbyList.personChosen(ocs.personFrom(nearbyList.people[currentIndex]))

            delegate: PersonDelegate {
                width: ListView.view.width
                person: modelData
                distance: here.roughDistance(modelData.distanceKm)
                readonly property bool isFriend: ocs.friendIds[modelData.id] === true
                readonly property bool invited: ocs.invitedIds[modelData.id] === true
                subtitle: {
                    const place = [modelData.city, modelData.country].filter(s => !!s).join(", ");
                    if (isFriend) {
                        return [place, i18nc("@info", "Friend")].filter(s => !!s).join(" · ");
                    }
                    if (invited) {
                        return [place, i18nc("@info", "Friend request sent")].filter(s => !!s).join(" · ");
                    }
                    return place;
                }
                actions: isFriend || invited ? [] : [{icon: "list-add-user", text: i18nc("@action:button", "Add as Friend"), operation: "invite"}]
                onActionDone: operation => ocs.markInvited(modelData.id)
                onClicked: nearbyList.personChosen(ocs.personFrom(modelData))
            }

            PlasmaComponents3.BusyIndicator {
                anchors.centerIn: parent
                visible: here.locationKnown && list.count === 0 && (ocs.nearby.Status === "loading" || ocs.nearby.Status === undefined)
                running: visible
            }

            PlainPlaceholder {
                id: placeholder
                anchors.centerIn: parent
                width: parent.width - Kirigami.Units.gridUnit * 4
                readonly property string state: {
                    if (!here.locationKnown) {
                        return "unknown";
                    }
                    if (list.count > 0) {
                        return "";
                    }
                    if (ocs.nearby.Status === "error") {
                        return "error";
                    }
                    return ocs.nearby.Status === "ready" ? "empty" : "";
                }
                visible: state.length > 0
                iconName: state === "unknown" ? "mark-location" : state === "error" ? "network-disconnect" : "edit-find"
                text: {
                    switch (state) {
                    case "unknown":
                        return i18nc("@info placeholder", "Location unknown — turn on GPS or set your location");
                    case "error":
                        return ocs.nearby.Error || i18nc("@info placeholder", "The people nearby could not be loaded");
                    default:
                        return i18nc("@info placeholder, %1 a distance like 25 km", "No one within %1 — widen the radius", here.distanceText(here.nearbyRadius));
                    }
                }
                helpfulAction: QQC2.Action {
                    enabled: placeholder.state === "unknown" || (placeholder.state === "empty" && nearbyList.widerRadius > 0)
                    icon.name: placeholder.state === "unknown" ? "configure" : "zoom-out"
                    text: placeholder.state === "unknown" ? i18nc("@action:button", "Set Location…")
                                                          : i18nc("@action:button, %1 a distance like 50 km", "Search Within %1", here.distanceText(nearbyList.widerRadius))
                    onTriggered: {
                        if (placeholder.state === "unknown") {
                            root.configure();
                        } else {
                            here.nearbyRadius = nearbyList.widerRadius;
                        }
                    }
                }
            }
        }
    }
}
