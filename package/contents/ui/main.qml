/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.core 2.0 as PlasmaCore

Item {
    id: root

    readonly property bool configured: Plasmoid.configuration.serverUrl.length > 0 && Plasmoid.configuration.userName.length > 0
    readonly property var account: ocsSource.data["Account"] || ({})
    readonly property var location: geoSource.data["location"] || ({})

    Plasmoid.icon: "system-users"
    Plasmoid.toolTipMainText: i18nc("@info:tooltip widget name", "Social Desktop")
    Plasmoid.toolTipSubText: configured
        ? i18nc("@info:tooltip %1 user name, %2 server", "%1 on %2", Plasmoid.configuration.userName, Plasmoid.configuration.serverUrl)
        : i18nc("@info:tooltip", "No account configured")

    Plasmoid.switchWidth: PlasmaCore.Units.gridUnit * 14
    Plasmoid.switchHeight: PlasmaCore.Units.gridUnit * 16

    Plasmoid.compactRepresentation: CompactRepresentation {}
    Plasmoid.fullRepresentation: FullRepresentation {}

    // A community link given to the widget (dropped on it, or passed by plasmoidviewer as external data)
    // sets the account up: http(s)://user@host/v1/. A password in the link is never kept.
    function useCommunityLink(link) {
        const match = /^(https?):\/\/(?:([^@\/:]+)(?::[^@\/]*)?@)?([^\s]+)$/.exec(String(link).trim());
        if (!match) {
            return false;
        }
        Plasmoid.configuration.serverUrl = match[1] + "://" + match[3];
        if (match[2]) {
            Plasmoid.configuration.userName = decodeURIComponent(match[2]);
        }
        return true;
    }

    Connections {
        target: plasmoid
        function onExternalData(mimetype, data) {
            root.useCommunityLink(data);
        }
    }

    PlasmaCore.DataSource {
        id: ocsSource
        engine: "ocs"
        connectedSources: ["Account"]
    }

    PlasmaCore.DataSource {
        id: geoSource
        engine: "geolocator"
        connectedSources: ["location"]
    }
}
