/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras

// The inbox, newest first; unread in bold.
ColumnLayout {
    id: messageList

    // A word about the last thing sent ("Message sent").
    property string notice: ""
    // The Sent folder is shown instead of the inbox.
    property bool showingSent: false
    readonly property var folder: showingSent ? ocs.sentMessages : ocs.inbox

    signal messageChosen(var message)
    signal composeRequested()

    spacing: Kirigami.Units.smallSpacing

    function takeFocus() {
        list.forceActiveFocus();
    }

    function messageFrom(row) {
        // A message you sent is never unread (nothing to mark) and names its recipient.
        return {id: row.id, from: row.from, fromName: row.fromName, to: row.to || "", subject: row.subject, body: row.body,
                sent: row.sent, unread: !showingSent && row.unread === true, outgoing: showingSent};
    }

    function find(id) {
        for (let i = 0; i < messages.count; ++i) {
            const row = messages.get(i);
            if (String(row.id) === String(id)) {
                return messageFrom(row);
            }
        }
        return null;
    }

    SortFilterModel {
        id: messages
        sourceModel: messageList.showingSent ? ocs.sentModel : ocs.inboxModel
    }

    // Inbox or Sent, when the server has a sent folder.
    RowLayout {
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        visible: ocs.sentFolder.length > 0

        PlasmaComponents3.TabButton {
            text: i18nc("@action:button the inbox folder", "Inbox")
            checked: !messageList.showingSent
            onClicked: messageList.showingSent = false
        }
        PlasmaComponents3.TabButton {
            text: i18nc("@action:button the folder of sent messages", "Sent")
            checked: messageList.showingSent
            onClicked: {
                ocs.sentWanted = true;
                messageList.showingSent = true;
            }
        }
        Item {
            Layout.fillWidth: true
        }
    }

    RowLayout {
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing

        PlasmaComponents3.Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            elide: Text.ElideRight
            text: ocs.unreadCount > 0 ? i18ncp("@info", "%1 unread message", "%1 unread messages", ocs.unreadCount)
                                       : i18nc("@info", "No unread messages")
        }

        PlasmaComponents3.Button {
            icon.name: "mail-message-new"
            text: Plasmoid.configuration.draftSubject.length > 0 || Plasmoid.configuration.draftBody.length > 0
                ? i18nc("@action:button", "Continue Message") : i18nc("@action:button", "New Message")
            Accessible.name: text
            onClicked: messageList.composeRequested()
        }
    }

    // A "sent" notice goes away on its own; what still waits stays in the outbox notice below.
    onNoticeChanged: if (notice.length > 0) noticeTimer.restart()
    Timer {
        id: noticeTimer
        interval: 10 * 1000
        onTriggered: messageList.notice = ""
    }

    // Messages and friend requests that wait to be sent, or for you; a posted status has its place in News.
    OutboxNotice {
        Layout.fillWidth: true
        kinds: ["message", "invitation"]
        fallback: messageList.notice
    }

    PlasmaComponents3.ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true

        ListView {
            id: list
            model: messages
            clip: true
            currentIndex: -1
            keyNavigationEnabled: true
            highlight: PlasmaExtras.Highlight {}
            highlightMoveDuration: 0
            Accessible.name: messageList.showingSent ? i18nc("@info accessible", "Sent messages") : i18nc("@info accessible", "Inbox")
            Keys.onReturnPressed: messageList.messageChosen(messageList.messageFrom(messages.get(currentIndex)))

            delegate: MessageDelegate {
                width: ListView.view.width
                message: model
                outgoing: messageList.showingSent
                onClicked: messageList.messageChosen(messageList.messageFrom(model))
            }

            PlasmaComponents3.BusyIndicator {
                anchors.centerIn: parent
                visible: list.count === 0 && messageList.folder.Status === "loading"
                running: visible
            }

            PlainPlaceholder {
                anchors.centerIn: parent
                width: parent.width - Kirigami.Units.gridUnit * 4
                visible: list.count === 0 && (messageList.folder.Status === "ready" || messageList.folder.Status === "error")
                iconName: messageList.folder.Status === "error" ? "network-disconnect" : "mail-read"
                text: messageList.folder.Status === "error" ? (messageList.folder.Error || i18nc("@info placeholder", "Your messages could not be loaded"))
                                                    : i18nc("@info placeholder", "No messages")
            }
        }
    }
}
