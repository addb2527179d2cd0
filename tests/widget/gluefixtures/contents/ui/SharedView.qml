/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Dialogs 1.3 as QtDialogs // expect: glue-import

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.core 2.0 as PlasmaCore // expect: glue-import
import org.kde.plasma.plasma5support 2.0 as Plasma5Support // expect: glue-import
import org.kde.kirigamiaddons.components 1.0 as Components // expect: glue-import

// A shared view that reaches for one version's Plasma: flagged. What both versions have is not.
Item {
    property string server: Plasmoid.configuration.serverUrl
    property string icon: Plasmoid.icon
    property bool open: Plasmoid.expanded // expect: glue-plasmoid
    // Plasmoid.expanded in a comment is not code.
    property string text: "Plasmoid.action in a string is not code either"
    function configure() {
        Plasmoid.action("configure").trigger(); // expect: glue-plasmoid
    }
    Connections {
        target: plasmoid.nativeInterface // expect: glue-plasmoid
    }
}
