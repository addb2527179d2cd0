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
    readonly property bool signedIn: account.SignedIn === true
    readonly property var self: (ocsSource.data["Self"] || {}).Person || ({})
    readonly property var friends: ocsSource.data["Friends"] || ({})
    readonly property var invitations: ocsSource.data["Invitations"] || ({})
    // List sources publish their rows as models (role names are the item keys).
    readonly property var friendsModel: ocsSource.models["Friends"] || null
    readonly property var invitationsModel: ocsSource.models["Invitations"] || null
    readonly property var location: geoSource.data["location"] || ({})

    // A sign-in in progress, and the last one's error (the engine's translated text).
    property bool signingIn: false
    property string signInError: ""

    Plasmoid.icon: "system-users"
    Plasmoid.toolTipMainText: i18nc("@info:tooltip widget name", "Social Desktop")
    Plasmoid.toolTipSubText: configured
        ? i18nc("@info:tooltip %1 user name, %2 server", "%1 on %2", Plasmoid.configuration.userName, Plasmoid.configuration.serverUrl)
        : i18nc("@info:tooltip", "No account configured")

    Plasmoid.switchWidth: PlasmaCore.Units.gridUnit * 14
    Plasmoid.switchHeight: PlasmaCore.Units.gridUnit * 16

    Plasmoid.compactRepresentation: CompactRepresentation {}
    Plasmoid.fullRepresentation: FullRepresentation {}

    // Runs an operation of the ocs engine's service; onDone(errorText) gets "" on success.
    function ocsCall(operation, parameters, onDone) {
        const service = ocsSource.serviceForSource("Account");
        const description = service.operationDescription(operation);
        for (const key in parameters) {
            description[key] = parameters[key];
        }
        const job = service.startOperationCall(description);
        job.finished.connect(() => {
            if (onDone) {
                onDone(job.error ? job.errorText : "");
            }
        });
    }

    // Uses the account from the settings with the password KWallet keeps for it.
    function resume() {
        if (!configured) {
            return;
        }
        ocsCall("resume", {serverUrl: Plasmoid.configuration.serverUrl, user: Plasmoid.configuration.userName}, null);
    }

    function signIn(password) {
        signingIn = true;
        signInError = "";
        ocsCall("login", {serverUrl: Plasmoid.configuration.serverUrl, user: Plasmoid.configuration.userName, password: password}, error => {
            signingIn = false;
            signInError = error;
        });
    }

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

    Connections {
        target: Plasmoid.configuration
        function onServerUrlChanged() {
            root.resume();
        }
        function onUserNameChanged() {
            root.resume();
        }
    }

    Component.onCompleted: {
        Plasmoid.setAction("exportFriends", i18nc("@action", "Export Friends…"), "document-export");
        resume();
    }

    // Context menu action "exportFriends" (see ExportDialog.qml).
    function action_exportFriends() {
        exportDialog.open();
    }

    ExportDialog {
        id: exportDialog
        dataSource: ocsSource
    }

    PlasmaCore.DataSource {
        id: ocsSource
        engine: "ocs"
        // No polling interval here: a polled source only delivers on its timer, so every change
        // (sign-in, a sent message) would wait for the next tick. The timer below asks instead.
        connectedSources: root.signedIn ? ["Account", "Self", "Friends", "Invitations"] : ["Account"]
    }

    Timer {
        interval: Math.max(1, Plasmoid.configuration.refreshInterval) * 60 * 1000
        repeat: true
        running: root.signedIn
        onTriggered: root.ocsCall("refresh", {source: ""}, null)
    }

    PlasmaCore.DataSource {
        id: geoSource
        engine: "geolocator"
        connectedSources: ["location"]
    }
}
