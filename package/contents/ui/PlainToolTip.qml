/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3

// A tooltip for a button, shown while it is hovered, with its text as plain text (Plasma's attached
// ToolTip shows automatic text). Put it inside the button. It opens below the button, not over it: above, a tab's
// or the header's tooltip covered the header (who you are, the status).
PlasmaComponents3.ToolTip {
    id: tip

    visible: parent && parent.hovered === true && text.length > 0
    y: parent ? parent.height + Kirigami.Units.smallSpacing : 0

    contentItem: RowLayout {
        PlasmaComponents3.Label {
            Layout.fillWidth: true
            Layout.maximumWidth: Kirigami.Units.gridUnit * 14
            textFormat: Text.PlainText
            // Plasma's labels pick their alignment from their line count, which loops while a wrapped text settles.
            verticalAlignment: Text.AlignTop
            wrapMode: Text.WordWrap
            font: tip.font
            text: tip.text
            Kirigami.Theme.colorSet: Kirigami.Theme.Tooltip
            Kirigami.Theme.inherit: false
        }
    }
}
