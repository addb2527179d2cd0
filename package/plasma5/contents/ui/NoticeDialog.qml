/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Dialogs 1.3 as QtDialogs

// Says how something went, on Qt 5's QtQuick.Dialogs 1 (plasma6/ has Qt 6's): a title, a text (the first line
// decides whether it is rich text: keep it plain), a warning or not, and an Open button when canOpen is set.
QtDialogs.MessageDialog {
    property bool warning: false
    property bool canOpen: false
    signal openClicked()

    icon: warning ? QtDialogs.StandardIcon.Warning : QtDialogs.StandardIcon.Information
    standardButtons: canOpen ? (QtDialogs.StandardButton.Ok | QtDialogs.StandardButton.Open) : QtDialogs.StandardButton.Ok
    onButtonClicked: {
        if (clickedButton === QtDialogs.StandardButton.Open) {
            openClicked();
        }
    }
}
