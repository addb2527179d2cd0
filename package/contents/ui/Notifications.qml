/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// A notification for each new unread message and each new friend request, once: the ids already
// shown are kept in the widget's configuration. What the account had when it was first signed in
// counts as seen, so a new widget does not greet you with a flood.
QtObject {
    id: notifications

    // Only fresh answers from the server count: the cache shows what was there before.
    readonly property bool inboxReady: ocs.inbox.Status === "ready" && ocs.inbox.FromCache !== true
    readonly property bool requestsReady: ocs.invitations.Status === "ready" && ocs.invitations.FromCache !== true
    readonly property bool baseline: Plasmoid.configuration.notificationBaseline

    // The messages notified in this session, by id: whom a reply from the notification goes to, and about what.
    property var replyTo: ({})

    function seen(key) {
        return Plasmoid.configuration.notifiedIds.indexOf(key) >= 0;
    }

    function remember(key) {
        // The newest 500 are enough to never show one twice.
        Plasmoid.configuration.notifiedIds = Plasmoid.configuration.notifiedIds.concat([key]).slice(-500);
    }

    function consider(kind, row) {
        const key = kind + ":" + row.id;
        if (!row.id || seen(key)) {
            return;
        }
        remember(key);
        if (!baseline) {
            return;
        }
        if (kind === "message" && row.unread === true && Plasmoid.configuration.notifyMessages) {
            const sender = row.fromName || row.from;
            replyTo[row.id] = {from: row.from, subject: row.subject || ""};
            notifier.notifyWithReply("newMessage", row.id,
                                     i18nc("@title notification, %1 a person", "Message from %1", sender),
                                     row.subject || "",
                                     [i18nc("@action:button notification", "Open")],
                                     i18nc("@info:placeholder notification reply field, %1 a person", "Reply to %1…", sender));
        } else if (kind === "request" && Plasmoid.configuration.notifyRequests) {
            notifier.notify("friendRequest", row.id,
                            i18nc("@title notification", "Friend request"),
                            i18nc("@info notification, %1 a person", "%1 wants to be your friend", row.name || row.id),
                            [i18nc("@action:button notification", "Accept"), i18nc("@action:button notification", "Decline")]);
        }
    }

    function sweep(kind, model) {
        for (let i = 0; i < model.count; ++i) {
            consider(kind, model.get(i));
        }
    }

    // Looks at everything each time a list arrives from the server.
    function check() {
        if (inboxReady) {
            sweep("message", inboxRows);
        }
        if (requestsReady) {
            sweep("request", requestRows);
        }
        if (inboxReady && requestsReady && !baseline) {
            Plasmoid.configuration.notificationBaseline = true;
        }
    }

    onInboxReadyChanged: check()
    onRequestsReadyChanged: check()

    property Connections updates: Connections {
        target: ocs
        function onInboxChanged() { notifications.check(); }
        function onInvitationsChanged() { notifications.check(); }
    }

    property SortFilterModel inboxRows: SortFilterModel {
        sourceModel: ocs.inboxModel
    }
    property SortFilterModel requestRows: SortFilterModel {
        sourceModel: ocs.invitationsModel
    }

    property SocialDesktop.Notifier notifier: SocialDesktop.Notifier {
        onReplied: (eventId, key, text) => {
            const message = notifications.replyTo[key];
            if (!message) {
                return;
            }
            // Through the outbox, like the compose page: kept until the server has it.
            ocs.call("sendMessage", {to: message.from, subject: widget.replySubject(message.subject), body: text}, (failure, result) => {
                if (result === "unconfirmed") {
                    // Kept in the outbox: the Messages tab offers to send it again or discard it.
                    root.expanded = true;
                    widget.showRequested("messages", {});
                } else if (failure) {
                    // Nothing written is lost: the reply opens in the compose page, unless a draft is there already.
                    if (Plasmoid.configuration.draftBody.length === 0) {
                        Plasmoid.configuration.draftBody = text;
                    }
                    root.expanded = true;
                    widget.showRequested("messages", {message: key, reply: true});
                }
            });
        }
        onReplyRequested: (eventId, key) => {
            root.expanded = true;
            widget.showRequested("messages", {message: key, reply: true});
        }
        onActionInvoked: (eventId, key, action) => {
            if (eventId === "newMessage") {
                root.expanded = true;
                widget.showRequested("messages", {message: key, reply: false});
            } else if (action === 0) {
                ocs.call("approve", {person: key}, null);
            } else if (action === 1) {
                ocs.call("decline", {person: key}, null);
            } else {
                root.expanded = true;
                widget.showRequested("friends", {});
            }
        }
    }
}
