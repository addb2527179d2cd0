/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras

// An empty list's message as PlasmaExtras.PlaceholderMessage shows it, but with both texts as plain text:
// they often carry the server's own words (an error), and PlaceholderMessage shows them as automatic text.
ColumnLayout {
    id: placeholder

    property string text
    property string explanation
    property string iconName
    property QQC2.Action helpfulAction

    spacing: Kirigami.Units.largeSpacing

    Kirigami.Icon {
        Layout.alignment: Qt.AlignHCenter
        Layout.preferredWidth: Math.round(Kirigami.Units.iconSizes.huge * 1.5)
        Layout.preferredHeight: Math.round(Kirigami.Units.iconSizes.huge * 1.5)
        visible: placeholder.iconName.length > 0
        opacity: 0.5
        source: placeholder.iconName
    }

    PlasmaExtras.Heading {
        Layout.fillWidth: true
        textFormat: Text.PlainText
        // Plasma's labels pick their alignment from their line count, which loops while a wrapped text settles.
        verticalAlignment: Text.AlignTop
        visible: text.length > 0
        opacity: 0.65
        type: PlasmaExtras.Heading.Primary
        horizontalAlignment: Qt.AlignHCenter
        wrapMode: Text.WordWrap
        text: placeholder.text
    }

    PlasmaComponents3.Label {
        Layout.fillWidth: true
        textFormat: Text.PlainText
        // Plasma's labels pick their alignment from their line count, which loops while a wrapped text settles.
        verticalAlignment: Text.AlignTop
        visible: text.length > 0
        opacity: 0.65
        horizontalAlignment: Qt.AlignHCenter
        wrapMode: Text.WordWrap
        text: placeholder.explanation
    }

    Loader {
        Layout.alignment: Qt.AlignHCenter
        Layout.topMargin: Kirigami.Units.gridUnit
        active: placeholder.helpfulAction !== null && placeholder.helpfulAction.enabled
        sourceComponent: PlasmaComponents3.Button {
            action: placeholder.helpfulAction
        }
    }
}
