/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Dialogs 1.3 as QtDialogs

// Asks for a file to write, on Qt 5's QtQuick.Dialogs 1 (plasma6/ has Qt 6's). Set title, folder (else the
// documents folder) and nameFilters; chosen() gives the file and the name filter the user picked.
QtDialogs.FileDialog {
    signal chosen(url fileUrl, string nameFilter)

    selectExisting: false
    selectMultiple: false
    selectFolder: false
    folder: shortcuts.documents
    onAccepted: chosen(fileUrl, selectedNameFilter)
}
