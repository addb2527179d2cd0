/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras

// A page of the help view that lists one engine source's rows (forums, a forum's topics): Back and a title, the
// rows (a title and a line under it, both plain text), the source's loading, error and empty faces, Show More.
ColumnLayout {
    id: page

    property string title
    // The source's unnamed name ("Forums", "Topics:3"); connected while the page is there.
    property string sourceName
    property string emptyText
    property string errorText
    property string accessibleName
    // The line under a row's title.
    property var subtitleOf: row => ""
    property var titleOf: row => ""
    // How deep a row is (indented): sub-forums.
    property var depthOf: row => 0
    // What shows under the list (New Topic), if anything.
    property Component footer: null

    readonly property string source: ocs.signedIn && sourceName.length > 0 ? ocs.service.named(sourceName) : ""
    readonly property var status: engineSource.data[source] || ({})

    signal back()
    signal chosen(var row)

    spacing: Kirigami.Units.smallSpacing

    Keys.onEscapePressed: page.back()

    function takeFocus() {
        list.forceActiveFocus();
    }

    // A plain copy of a row (the row object goes with its delegate).
    function copyOf(row, keys) {
        const copy = {};
        for (const key of keys) {
            if (row[key] !== undefined && row[key] !== null) {
                copy[key] = row[key];
            }
        }
        return copy;
    }

    EngineSource {
        id: engineSource
        engine: "ocs"
        connectedSources: page.source.length > 0 ? [page.source] : []
    }

    PageHeading {
        Layout.fillWidth: true
        title: page.title
        onBack: page.back()
    }

    PlasmaComponents3.ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true

        ListView {
            id: list
            model: page.source.length > 0 ? (engineSource.models[page.source] || null) : null
            clip: true
            currentIndex: -1
            keyNavigationEnabled: true
            highlight: PlasmaExtras.Highlight {}
            highlightMoveDuration: 0
            Accessible.name: page.accessibleName
            Keys.onReturnPressed: if (currentItem) currentItem.clicked()

            delegate: PlasmaComponents3.ItemDelegate {
                id: rowDelegate
                width: ListView.view.width
                readonly property string rowTitle: page.titleOf(model)
                readonly property string subtitle: page.subtitleOf(model)
                leftPadding: Kirigami.Units.smallSpacing + Math.min(page.depthOf(model), 8) * Kirigami.Units.gridUnit
                Accessible.name: rowTitle
                Accessible.description: subtitle
                onClicked: page.chosen(model)

                contentItem: ColumnLayout {
                    spacing: 0
                    PlasmaComponents3.Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignLeft
                        elide: Text.ElideRight
                        maximumLineCount: 1
                        text: rowDelegate.rowTitle
                        Accessible.ignored: true
                    }
                    PlasmaComponents3.Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignLeft
                        elide: Text.ElideRight
                        maximumLineCount: 1
                        visible: text.length > 0
                        opacity: 0.7
                        font: Kirigami.Theme.smallFont
                        text: rowDelegate.subtitle
                        Accessible.ignored: true
                    }
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
                visible: list.count === 0 && (page.status.Status === "ready" || page.status.Status === "error" || page.status.Status === "unsupported")
                iconName: page.status.Status === "ready" ? "help-contents" : "network-disconnect"
                text: page.status.Status === "ready" ? page.emptyText : (page.status.Error || page.errorText)
            }
        }
    }

    PlasmaComponents3.ToolButton {
        Layout.alignment: Qt.AlignHCenter
        visible: page.status.HasMore === true
        text: i18nc("@action:button", "Show More")
        icon.name: "go-down"
        Accessible.name: text
        onClicked: ocs.call("loadMore", {source: page.sourceName}, null)
    }

    Loader {
        Layout.margins: Kirigami.Units.smallSpacing
        active: page.footer !== null
        visible: active
        sourceComponent: page.footer
    }
}
