/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Dialogs as QtDialogs

// Says how something went, on Qt 6's QtQuick.Dialogs (plasma5/ has Qt 5's QtQuick.Dialogs 1): a title, a text (the
// first line decides whether it is rich text: keep it plain), a warning or not (Qt 6's dialog shows no icon), and
// an Open button when canOpen is set.
QtDialogs.MessageDialog {
    property bool warning: false
    property bool canOpen: false

    signal openClicked()

    buttons: canOpen ? (QtDialogs.MessageDialog.Ok | QtDialogs.MessageDialog.Open) : QtDialogs.MessageDialog.Ok
    onButtonClicked: (button, role) => {
        if (button === QtDialogs.MessageDialog.Open) {
            openClicked();
        }
    }
}
