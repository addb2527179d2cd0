/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.core 2.1 as PlasmaCore
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// The widget's state: the engines' sources, the service calls, and what the representations share.
Item {
    id: root

    readonly property bool configured: Plasmoid.configuration.serverUrl.length > 0 && Plasmoid.configuration.userName.length > 0
    readonly property var account: ocsSource.data["Account"] || ({})
    readonly property bool signedIn: account.SignedIn === true
    readonly property var self: (ocsSource.data["Self"] || {}).Person || ({})
    readonly property var friends: ocsSource.data["Friends"] || ({})
    readonly property var invitations: ocsSource.data["Invitations"] || ({})
    readonly property var inbox: ocsSource.data[inboxSource] || ({})
    readonly property var nearby: ocsSource.data[nearbySource] || ({})
    readonly property var outbox: ocsSource.data["Outbox"] || ({})
    readonly property var location: geoSource.data["location"] || ({})
    readonly property bool locationKnown: location.source !== undefined && location.source !== "none"
        && isFinite(location.latitude) && isFinite(location.longitude)

    // The lists, as models (role names are the item keys).
    readonly property var friendsModel: ocsSource.models["Friends"] || null
    readonly property var invitationsModel: ocsSource.models["Invitations"] || null
    readonly property var inboxModel: ocsSource.models[inboxSource] || null
    readonly property var nearbyModel: nearbySource.length > 0 ? (ocsSource.models[nearbySource] || null) : null

    readonly property string inboxSource: "Messages:0"
    // The search radius of the Nearby tab; starts at the configured default.
    property int nearbyRadius: Plasmoid.configuration.nearbyRadius
    // The position on the grid of the chosen precision (the same one the engines use): the Nearby search and
    // every distance the widget shows start from it, so nothing the server can see (which search, when, which
    // pictures in which order) is finer than the precision. It changes only when the coarse cell does.
    readonly property var coarsePoint: {
        // Read again when the precision changes.
        void Plasmoid.configuration.precision;
        return locationKnown ? locationSettings.coarsened(location.latitude, location.longitude) : ({});
    }
    readonly property bool coarseKnown: coarsePoint.latitude !== undefined && isFinite(coarsePoint.latitude) && isFinite(coarsePoint.longitude)
    // Nothing location-based is searched before the user opens the Nearby tab in this session, nor before they
    // have read what a search sends (nearbySearchAgreed, once).
    property bool nearbyOpened: false
    readonly property bool nearbyAllowed: nearbyOpened && Plasmoid.configuration.nearbySearchAgreed
    readonly property string nearbySource: signedIn && coarseKnown && nearbyAllowed
        ? "Nearby:" + coarsePoint.latitude.toFixed(5) + "," + coarsePoint.longitude.toFixed(5) + "," + nearbyRadius
        : ""

    // Counts for the badge and the tooltip.
    readonly property int unreadCount: unreadMessages.count
    readonly property int requestCount: invitationsModel ? invitationsModel.count || 0 : 0
    readonly property int attentionCount: signedIn ? unreadCount + requestCount : 0

    // Ids of friends, of people asked to be friends in this session, and what the last service calls answered.
    readonly property var friendIds: {
        const ids = {};
        for (let i = 0; i < allFriends.count; ++i) {
            ids[allFriends.get(i).id] = true;
        }
        return ids;
    }
    property var invitedIds: ({})

    // A sign-in in progress, and the last one's error (the engine's translated text).
    property bool signingIn: false
    property string signInError: ""

    // Asks the full representation to show a tab (and maybe a page in it): set by notifications.
    signal showRequested(string tab, var details)

    Plasmoid.icon: "system-users"
    Plasmoid.status: attentionCount > 0 ? PlasmaCore.Types.ActiveStatus : PlasmaCore.Types.PassiveStatus
    Plasmoid.toolTipTextFormat: Text.PlainText
    Plasmoid.toolTipMainText: i18nc("@info:tooltip widget name", "Social Desktop")
    Plasmoid.toolTipSubText: {
        if (!configured) {
            return i18nc("@info:tooltip", "No account configured");
        }
        if (!signedIn) {
            return i18nc("@info:tooltip %1 user name, %2 server", "%1 on %2 — not signed in", Plasmoid.configuration.userName, Plasmoid.configuration.serverUrl);
        }
        const parts = [];
        if (unreadCount > 0) {
            parts.push(i18ncp("@info:tooltip", "%1 unread message", "%1 unread messages", unreadCount));
        }
        if (requestCount > 0) {
            parts.push(i18ncp("@info:tooltip", "%1 friend request", "%1 friend requests", requestCount));
        }
        return parts.length > 0 ? parts.join("\n") : i18nc("@info:tooltip", "No unread messages, no friend requests");
    }

    Plasmoid.switchWidth: PlasmaCore.Units.gridUnit * 14
    Plasmoid.switchHeight: PlasmaCore.Units.gridUnit * 16

    Plasmoid.compactRepresentation: CompactRepresentation {}
    Plasmoid.fullRepresentation: FullRepresentation {}

    // The subject of a reply: "Re: " once, however often the conversation went back and forth.
    function replySubject(subject) {
        subject = subject || "";
        return /^re:/i.test(subject) ? subject : i18nc("@info reply subject, %1 the original subject", "Re: %1", subject);
    }

    // Runs an operation of the ocs engine's service; onDone(errorText, result) gets "" on success.
    function ocsCall(operation, parameters, onDone) {
        const service = ocsSource.serviceForSource("Account");
        const description = service.operationDescription(operation);
        for (const key in parameters) {
            description[key] = parameters[key];
        }
        const job = service.startOperationCall(description);
        job.finished.connect(() => {
            if (onDone) {
                onDone(job.error ? job.errorText : "", job.result);
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

    readonly property WaitTimer waitTimer: WaitTimer {}

    function signIn(password) {
        waitTimer.start("signing in");
        signingIn = true;
        signInError = "";
        ocsCall("login", {serverUrl: Plasmoid.configuration.serverUrl, user: Plasmoid.configuration.userName, password: password}, error => {
            signingIn = false;
            signInError = error;
        });
    }

    function markInvited(personId) {
        const ids = Object.assign({}, invitedIds);
        ids[personId] = true;
        invitedIds = ids;
    }

    function invite(personId, onDone) {
        ocsCall("invite", {person: personId, message: ""}, error => {
            if (!error) {
                markInvited(personId);
            }
            if (onDone) {
                onDone(error);
            }
        });
    }

    // Great-circle distance in km from the coarse point (never the exact position) to a point, NaN when either is unknown.
    function distanceTo(latitude, longitude) {
        if (!coarseKnown || latitude === undefined || longitude === undefined || !isFinite(latitude) || !isFinite(longitude)) {
            return NaN;
        }
        return locationSettings.distanceKm(coarsePoint.latitude, coarsePoint.longitude, latitude, longitude);
    }

    function distanceText(km) {
        if (km === undefined || !isFinite(km)) {
            return "";
        }
        return i18nc("@info distance in kilometres", "%1 km", Number(km).toLocaleString(Qt.locale(), "f", km < 10 ? 1 : 0));
    }

    // A plain copy of a delegate's model row (the row object goes when the delegate does).
    function personFrom(row) {
        const keys = ["id", "name", "firstName", "lastName", "avatarUrl", "bigAvatarUrl", "city", "country", "latitude", "longitude",
                      "distanceKm", "profilePage", "description", "message"];
        const person = {};
        for (const key of keys) {
            if (row[key] !== undefined && row[key] !== null) {
                person[key] = row[key];
            }
        }
        return person;
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
        function onNearbyRadiusChanged() {
            root.nearbyRadius = Plasmoid.configuration.nearbyRadius;
        }
    }

    Component.onCompleted: {
        // An address stored by an earlier version may carry a user name and password: they go now.
        const address = SocialDesktop.Links.withoutUserInfo(Plasmoid.configuration.serverUrl);
        if (address !== Plasmoid.configuration.serverUrl) {
            Plasmoid.configuration.serverUrl = address;
        }
        Plasmoid.setAction("refresh", i18nc("@action", "Refresh"), "view-refresh");
        Plasmoid.setAction("exportFriends", i18nc("@action", "Export Friends…"), "document-export");
        locationPublisher.applySettings();
        resume();
    }

    // Context menu action "refresh": everything shown, now (the periodic refresh waits its interval).
    function action_refresh() {
        ocsCall("refresh", {source: ""}, null);
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
        connectedSources: root.signedIn
            ? ["Account", "Self", "Friends", "Invitations", root.inboxSource, "Outbox"].concat(root.nearbySource ? [root.nearbySource] : [])
            : ["Account"]
    }

    Timer {
        interval: Math.max(1, Plasmoid.configuration.refreshInterval) * 60 * 1000
        repeat: true
        running: root.signedIn
        onTriggered: root.action_refresh()
    }

    PlasmaCore.DataSource {
        id: geoSource
        engine: "geolocator"
        connectedSources: ["location"]
    }

    // Every friend, by name: the To completion and the friend ids come from here.
    PlasmaCore.SortFilterModel {
        id: allFriends
        sourceModel: root.friendsModel
        // Sorting is off until a column is set.
        sortColumn: 0
        sortRole: sourceModel && sourceModel.count > 0 ? "name" : ""
        sortCaseSensitivity: Qt.CaseInsensitive
    }
    readonly property alias friendsByName: allFriends

    PlasmaCore.SortFilterModel {
        id: unreadMessages
        sourceModel: root.inboxModel
        filterRole: "unread"
        filterCallback: (row, value) => value === true
    }

    LocationPublisher {
        id: locationPublisher
    }

    SocialDesktop.LocationSettings {
        id: locationSettings
    }

    Notifications {
        id: notifications
    }
}
