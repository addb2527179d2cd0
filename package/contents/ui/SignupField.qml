/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.kirigami 2.20 as Kirigami

// One field of the sign-up form: its label, the text field, and what is wrong with it right under it.
ColumnLayout {
    id: signupField

    property string label
    property string error
    property alias text: field.text
    // A password field: its text is not shown.
    property bool password: false
    readonly property string accessibleName: label.replace(/[:：]\s*$/, "")
    property alias inputMethodHints: field.inputMethodHints
    property alias field: field
    signal accepted()
    // The user changed the text (an error shown for the old one no longer applies).
    signal edited()

    spacing: 0

    QQC2.Label {
        text: signupField.label
        textFormat: Text.PlainText
    }

    QQC2.TextField {
        id: field
        Layout.fillWidth: true
        echoMode: signupField.password ? TextInput.Password : TextInput.Normal
        // The label without its colon. Qt names a password field only through a labelled child (its placeholder).
        Accessible.name: signupField.accessibleName
        placeholderText: signupField.password ? signupField.accessibleName : ""
        Accessible.description: signupField.error
        onAccepted: signupField.accepted()
        onTextChanged: signupField.edited()
    }

    QQC2.Label {
        Layout.fillWidth: true
        visible: text.length > 0
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        color: Kirigami.Theme.negativeTextColor
        text: signupField.error
    }
}
