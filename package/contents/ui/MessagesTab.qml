/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.plasma.plasmoid 2.0

// Your inbox; a message or the compose page opens over it.
QQC2.StackView {
    id: stack

    function takeFocus() {
        if (currentItem.takeFocus) {
            currentItem.takeFocus();
        } else {
            currentItem.forceActiveFocus();
        }
    }

    function openMessage(message) {
        pop(null);
        push(messagePage, {message: message});
    }

    // Reply (to a message map) or a new message (to a person id, or to whoever the draft is for).
    function compose(to, subject) {
        if (to !== undefined && to !== Plasmoid.configuration.draftTo) {
            Plasmoid.configuration.draftTo = to;
        }
        if (subject !== undefined && Plasmoid.configuration.draftSubject.length === 0) {
            Plasmoid.configuration.draftSubject = subject;
        }
        pop(null);
        push(composePage);
        takeFocus();
    }

    function reply(message) {
        compose(message.from, widget.replySubject(message.subject));
    }

    // From a notification or another tab: {message: id, reply: bool} or {compose: personId}.
    function show(details) {
        if (details.compose !== undefined) {
            compose(details.compose);
            return;
        }
        if (details.message !== undefined) {
            const message = messageList.find(details.message);
            if (message) {
                details.reply ? reply(message) : openMessage(message);
            }
        }
    }

    initialItem: MessageList {
        id: messageList
        onMessageChosen: message => stack.openMessage(message)
        onComposeRequested: stack.compose()
    }

    Component {
        id: messagePage
        MessagePage {
            onBack: stack.pop()
            onReplyRequested: message => stack.reply(message)
        }
    }

    Component {
        id: composePage
        ComposePage {
            onBack: stack.pop()
            onSent: text => {
                messageList.notice = text;
                stack.pop(null);
            }
        }
    }
}
