/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtCore
import QtQuick 2.15
import QtQuick.Dialogs as QtDialogs

// Asks for a file to write, on Qt 6's QtQuick.Dialogs (plasma5/ has Qt 5's QtQuick.Dialogs 1). Set title, folder
// (else the documents folder) and nameFilters; chosen() gives the file and the name filter the user picked.
QtDialogs.FileDialog {
    property url folder

    signal chosen(url fileUrl, string nameFilter)

    fileMode: QtDialogs.FileDialog.SaveFile
    currentFolder: folder.toString().length > 0 ? folder : StandardPaths.writableLocation(StandardPaths.DocumentsLocation)
    onAccepted: chosen(selectedFile, selectedNameFilter.name)
}
