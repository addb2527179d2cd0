/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// The widget, the same on Plasma 5 and 6: its state, the texts of its tooltip and what its actions do. The state
// is the engines': the ocs engine's in Ocs.qml (`ocs`), the position and the location choices in Here.qml
// (`here`). main.qml (one per Plasma version, see docs/plasma6.md) makes one (id `widget`), puts it into Plasma and
// gives the views the same names on both: `widget`, `ocs`, `here`, and for what Plasma does, `root.expanded` (read
// and set), `root.configure()` and `root.configureText`.
Item {
    id: widget

    readonly property alias ocs: ocs
    readonly property alias here: here
    readonly property bool configured: Plasmoid.configuration.serverUrl.length > 0 && Plasmoid.configuration.userName.length > 0
    readonly property int attentionCount: ocs.signedIn ? ocs.unreadCount + ocs.requestCount : 0

    // Asks the full representation to show a tab (and maybe a page in it): set by notifications.
    signal showRequested(string tab, var details)

    // The panel item and the popup Plasma made from the representations (for the wait timer).
    property Item compactItem
    property Item fullItem

    readonly property string toolTipMainText: i18nc("@info:tooltip widget name", "Social Desktop")
    readonly property string toolTipSubText: {
        if (!configured) {
            return i18nc("@info:tooltip", "No account configured");
        }
        if (!ocs.signedIn) {
            return i18nc("@info:tooltip %1 user name, %2 server", "%1 on %2 — not signed in", Plasmoid.configuration.userName, Plasmoid.configuration.serverUrl);
        }
        const parts = [];
        if (ocs.unreadCount > 0) {
            parts.push(i18ncp("@info:tooltip", "%1 unread message", "%1 unread messages", ocs.unreadCount));
        }
        if (ocs.requestCount > 0) {
            parts.push(i18ncp("@info:tooltip", "%1 friend request", "%1 friend requests", ocs.requestCount));
        }
        return parts.length > 0 ? parts.join("\n") : i18nc("@info:tooltip", "No unread messages, no friend requests");
    }

    // The subject of a reply: "Re: " once, however often the conversation went back and forth.
    function replySubject(subject) {
        subject = subject || "";
        return /^re:/i.test(subject) ? subject : i18nc("@info reply subject, %1 the original subject", "Re: %1", subject);
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

    // The context menu's actions, set up by main.qml.
    readonly property string refreshText: i18nc("@action", "Refresh")
    readonly property string exportFriendsText: i18nc("@action", "Export Friends…")

    // "Refresh": everything shown, now (the periodic refresh waits its interval).
    function refresh() {
        ocs.refresh();
    }

    // "Export Friends…" (see ExportDialog.qml).
    function exportFriends() {
        exportDialog.open();
    }

    // What an earlier version stored is brought up to date, then the engine signs in. `applet`: the object whose
    // `configuration` an earlier version kept the location choices in.
    function start(applet) {
        // An address stored by an earlier version may carry a user name and password: they go now.
        const address = SocialDesktop.Links.withoutUserInfo(Plasmoid.configuration.serverUrl);
        if (address !== Plasmoid.configuration.serverUrl) {
            Plasmoid.configuration.serverUrl = address;
        }
        // Location choices an earlier version kept in the widget's own settings move to [Location], once.
        here.settings.migrateFrom(applet);
        ocs.resume();
    }

    Connections {
        target: Plasmoid.configuration
        function onServerUrlChanged() {
            ocs.resume();
        }
        function onUserNameChanged() {
            ocs.resume();
        }
        function onNearbyRadiusChanged() {
            here.nearbyRadius = Plasmoid.configuration.nearbyRadius;
        }
    }

    Ocs {
        id: ocs
        serverUrl: Plasmoid.configuration.serverUrl
        user: Plasmoid.configuration.userName
        refreshInterval: Plasmoid.configuration.refreshInterval
        popupOpen: root.expanded
        nearbySource: here.nearbySource
        eventsSource: here.eventsSource
    }

    Here {
        id: here
        signedIn: ocs.signedIn
        nearbyRadius: Plasmoid.configuration.nearbyRadius
        nearbySearchAgreed: Plasmoid.configuration.nearbySearchAgreed
    }

    WaitTimer {
        signingIn: ocs.signingIn
        compact: widget.compactItem
        expanded: root.expanded
        signedIn: ocs.signedIn
        rows: widget.fullItem ? widget.fullItem.friendsShown || 0 : 0
    }

    ExportDialog {
        id: exportDialog
        service: ocs.service
    }

    LocationPublisher {}

    Notifications {}
}
