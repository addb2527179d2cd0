/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3

// A small count in a pill, in the corner of an icon; hidden at zero.
Rectangle {
    id: badge

    property int count: 0

    visible: count > 0
    height: Math.max(Kirigami.Units.iconSizes.small * 0.75, label.implicitHeight)
    width: Math.max(height, label.implicitWidth + Kirigami.Units.smallSpacing * 2)
    radius: height / 2
    color: Kirigami.Theme.highlightColor
    border.color: Kirigami.Theme.backgroundColor
    border.width: 1

    PlasmaComponents3.Label {
        id: label
        textFormat: Text.PlainText
        anchors.centerIn: parent
        color: Kirigami.Theme.highlightedTextColor
        font.pixelSize: Math.max(8, badge.parent ? Math.min(badge.parent.height, badge.parent.width) * 0.3 : 10)
        font.bold: true
        text: badge.count > 99 ? i18nc("@info badge, more than 99", "99+") : badge.count
        Accessible.ignored: true
    }
}
