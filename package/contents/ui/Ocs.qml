/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// The ocs engine as the widget sees it: the account, the sources and their models, the counts, and the service
// calls. main.qml makes one (id `ocs`) that every view reads; the Friends tab benchmark makes one the same way.
Item {
    id: ocs

    // The account in the widget's settings (the password is the engine's, in KWallet).
    property string serverUrl
    property string user
    // Minutes between refreshes of everything shown.
    property int refreshInterval: 15
    // The Nearby search to show, "" for none (see Here.qml).
    property string nearbySource: ""
    // Whether the messages (folders, inbox, outbox) are wanted too.
    property bool messages: true
    // Whether the activity stream is wanted (only once News has been opened: nothing is asked before).
    property bool news: false
    // Whether the popup is open: opening it fetches what is shown, and the small things are polled more often.
    property bool popupOpen: false
    // The Events source to show, "" for none (see Here.qml: only once Events has been opened).
    property string eventsSource: ""

    // Every source is the account's own (its name carries the account: service.named()), so each copy of the
    // widget shows the account it is set to, and copies set to one account share its session.
    readonly property var account: ocsSource.data[service.named("Account")] || ({})
    readonly property bool signedIn: account.SignedIn === true
    readonly property var self: (ocsSource.data[service.named("Self")] || {}).Person || ({})
    readonly property var friends: ocsSource.data[service.named("Friends")] || ({})
    readonly property var invitations: ocsSource.data[service.named("Invitations")] || ({})
    readonly property var inbox: ocsSource.data[service.named(inboxSource)] || ({})
    readonly property var nearby: nearbySource.length > 0 ? (ocsSource.data[service.named(nearbySource)] || {}) : ({})
    readonly property var outbox: ocsSource.data[service.named("Outbox")] || ({})
    readonly property var activity: ocsSource.data[service.named("Activity")] || ({})
    readonly property var events: eventsSource.length > 0 ? (ocsSource.data[service.named(eventsSource)] || {}) : ({})
    // Which OCS services the provider offers, as far as the engine knows (docs/engines.md, `Capabilities`).
    readonly property var capabilities: ocsSource.data[service.named("Capabilities")] || ({})

    // The lists, as models (role names are the item keys).
    readonly property var friendsModel: ocsSource.models[service.named("Friends")] || null
    readonly property var invitationsModel: ocsSource.models[service.named("Invitations")] || null
    // The friend requests you sent that wait for an answer (shown in Friends with Cancel).
    readonly property var sentInvitationsModel: ocsSource.models[service.named("SentInvitations")] || null
    readonly property var inboxModel: ocsSource.models[service.named(inboxSource)] || null
    readonly property var nearbyModel: nearbySource.length > 0 ? (ocsSource.models[service.named(nearbySource)] || null) : null
    readonly property var foldersModel: ocsSource.models[service.named("Folders")] || null
    readonly property var activityModel: ocsSource.models[service.named("Activity")] || null
    readonly property var eventsModel: eventsSource.length > 0 ? (ocsSource.models[service.named(eventsSource)] || null) : null

    // The inbox is the folder of type "inbox". Until the folder list is in (and on a server that types none),
    // the first folder it lists, else "0", the inbox on the servers we know.
    readonly property string inboxFolder: {
        const model = foldersModel;
        const count = model ? model.count || 0 : 0;
        for (let row = 0; row < count; ++row) {
            const folder = model.item(row);
            if (folder.type === "inbox") {
                return String(folder.id);
            }
        }
        return count > 0 ? String(model.item(0).id) : "0";
    }
    readonly property string inboxSource: "Messages:" + inboxFolder
    // The sent folder: the folder of type "send", "" on a server that types none. Asked for only once the user
    // opens it (sentWanted).
    property bool sentWanted: false
    readonly property string sentFolder: {
        const model = foldersModel;
        const count = model ? model.count || 0 : 0;
        for (let row = 0; row < count; ++row) {
            const folder = model.item(row);
            if (folder.type === "send") {
                return String(folder.id);
            }
        }
        return "";
    }
    readonly property string sentSource: sentFolder.length > 0 ? "Messages:" + sentFolder : ""
    readonly property var sentMessages: sentSource.length > 0 ? (ocsSource.data[service.named(sentSource)] || ({})) : ({})
    readonly property var sentModel: sentSource.length > 0 ? (ocsSource.models[service.named(sentSource)] || null) : null

    readonly property int unreadCount: unreadMessages.count
    readonly property int requestCount: invitationsModel ? invitationsModel.count || 0 : 0

    // Every friend, by name: the Friends list and the To completion filter it, the friend ids come from here.
    readonly property alias friendsByName: allFriends
    readonly property var friendIds: {
        const ids = {};
        for (let i = 0; i < allFriends.count; ++i) {
            ids[allFriends.get(i).id] = true;
        }
        return ids;
    }
    // People asked to be friends in this session.
    property var invitedIds: ({})

    // A sign-in in progress, and the last one's error (the engine's translated text).
    property bool signingIn: false
    property string signInError: ""

    readonly property OcsService service: OcsService {
        dataSource: ocsSource
        serverUrl: ocs.serverUrl
        user: ocs.user
    }

    // Whether the provider offers an OCS service (`person`, `friend`, `message`, `activity`): true until known otherwise.
    function offers(service) {
        return (capabilities.Services || {})[service] !== false;
    }

    // Runs an operation of the engine's service; onDone(errorText, result) gets "" on success.
    function call(operation, parameters, onDone) {
        service.call(operation, parameters, onDone);
    }

    // Uses the account with the password KWallet keeps for it.
    function resume() {
        if (serverUrl.length > 0 && user.length > 0) {
            call("resume", {serverUrl: serverUrl, user: user}, null);
        }
    }

    function signIn(password) {
        signingIn = true;
        signInError = "";
        call("login", {serverUrl: serverUrl, user: user, password: password}, error => {
            signingIn = false;
            signInError = error;
        });
    }

    // Everything shown, now (the periodic refresh waits its interval).
    function refresh() {
        call("refresh", {source: ""}, null);
    }

    // The small things, often and cheaply (conditional requests, a 304 when nothing changed): the unread count
    // (Folders), the inbox's first page and the friend requests. A new one is notified (Notifications.qml).
    // As polls they wait while the server asked to (its Retry-After, at most an hour: Ocs::Pace).
    function poll() {
        for (const source of ["Invitations"].concat(ocs.messages ? ["Folders", ocs.inboxSource] : [])) {
            call("refresh", {source: source, poll: true}, null);
        }
    }

    // The user did something in the widget: the polls come back to their short interval.
    function noteActivity() {
        pollTimer.activity();
    }

    function markInvited(personId) {
        const ids = Object.assign({}, invitedIds);
        ids[personId] = true;
        invitedIds = ids;
    }

    function invite(personId, onDone) {
        call("invite", {person: personId, message: ""}, error => {
            if (!error) {
                markInvited(personId);
            }
            if (onDone) {
                onDone(error);
            }
        });
    }

    // A friend's name for a person id; the id itself for anyone else.
    function nameOf(id) {
        for (let i = 0; i < allFriends.count; ++i) {
            const row = allFriends.get(i);
            if (row.id === id) {
                return row.name || id;
            }
        }
        return id;
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

    // The sources this copy wants, named with its account.
    readonly property var wantedSources: (ocs.signedIn
        ? ["Account", "Capabilities", "Self", "Friends", "Invitations", "SentInvitations"]
            .concat(ocs.messages ? ["Folders", ocs.inboxSource, "Outbox"] : [])
            .concat(ocs.messages && ocs.sentWanted && ocs.sentSource.length > 0 && ocs.sentSource !== ocs.inboxSource ? [ocs.sentSource] : [])
            .concat(ocs.nearbySource ? [ocs.nearbySource] : [])
            .concat(ocs.news ? ["Activity"] : [])
            .concat(ocs.eventsSource ? [ocs.eventsSource] : [])
        : ["Account"]).map(name => ocs.service.named(name))
    // Connected outside any binding: a source another copy of the widget holds already brings its data at once,
    // while it is being connected. Inside the binding that connects it (which reads the same data), that change
    // would count as a binding loop and be dropped, and the copy would stay as it was.
    onWantedSourcesChanged: Qt.callLater(ocs.connectWanted)
    Component.onCompleted: connectWanted()

    function connectWanted() {
        if (String(ocsSource.connectedSources) !== String(wantedSources)) {
            ocsSource.connectedSources = wantedSources;
        }
    }

    EngineSource {
        id: ocsSource
        engine: "ocs"
        // No polling interval here: a polled source only delivers on its timer, so every change
        // (sign-in, a sent message) would wait for the next tick. The timer below asks instead.
    }

    // When to poll (Ocs::PollSchedule): at once when the popup opens, then 30 s while open, a minute while the
    // user is about, backing off to the full refresh's 15 min when idle, longer on battery.
    SocialDesktop.PollTimer {
        id: pollTimer
        active: ocs.signedIn
        expanded: ocs.popupOpen
        onDue: opened => opened ? ocs.refresh() : ocs.poll()
    }

    Timer {
        interval: Math.max(1, ocs.refreshInterval) * 60 * 1000
        repeat: true
        running: ocs.signedIn
        onTriggered: ocs.refresh()
    }

    SortFilterModel {
        id: allFriends
        sourceModel: ocs.friendsModel
        // Sorting is off until a column is set.
        sortColumn: 0
        sortByRole: sourceModel && sourceModel.count > 0 ? "name" : ""
        sortCaseSensitivity: Qt.CaseInsensitive
    }

    SortFilterModel {
        id: unreadMessages
        sourceModel: ocs.inboxModel
        valueRole: "unread"
        filterCallback: (row, value) => value === true
    }
}
