/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.kirigami 2.20 as Kirigami

// A note of several lines in a settings form. Its text wraps at a fixed width, so its height never depends on
// the width the form gives it (a wrapped label that followed the form's width fed back into the form's height).
Item {
    id: note

    property alias text: label.text
    property alias color: label.color

    implicitWidth: Kirigami.Units.gridUnit * 20
    implicitHeight: label.implicitHeight
    Accessible.ignored: true

    QQC2.Label {
        id: label
        textFormat: Text.PlainText
        width: note.implicitWidth
        wrapMode: Text.Wrap
    }
}
