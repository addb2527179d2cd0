/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras

// The top of a page pushed over a list: Back, and the page's title.
RowLayout {
    id: heading

    property string title
    signal back()

    spacing: Kirigami.Units.smallSpacing

    PlasmaComponents3.ToolButton {
        id: backButton
        icon.name: LayoutMirroring.enabled ? "go-next" : "go-previous"
        text: i18nc("@action:button", "Back")
        display: PlasmaComponents3.AbstractButton.IconOnly
        Accessible.name: text
        PlainToolTip {
            text: backButton.text
        }
        onClicked: heading.back()
    }

    PlasmaExtras.Heading {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        horizontalAlignment: Text.AlignLeft
        level: 4
        elide: Text.ElideRight
        text: heading.title
    }
}
