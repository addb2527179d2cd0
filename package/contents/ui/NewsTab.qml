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

// What your friends are doing, newest first, and your own status on top. The status being written lives in the
// widget's configuration until the engine has it in its outbox, so closing the popup loses nothing.
ColumnLayout {
    id: news

    property bool posting: false
    property string error: ""
    property string notice: ""
    // Relative times ("5 minutes ago") are measured against this; it moves on each minute while the tab is shown.
    property date now: new Date()

    spacing: Kirigami.Units.smallSpacing

    function takeFocus() {
        statusField.forceActiveFocus();
    }

    function post() {
        const text = statusField.text;
        if (text.trim().length === 0 || posting) {
            return;
        }
        posting = true;
        error = "";
        notice = "";
        ocs.call("postActivity", {message: text}, (failure, result) => {
            posting = false;
            if (failure) {
                error = failure;
                return;
            }
            Plasmoid.configuration.draftStatus = "";
            statusField.text = "";
            notice = result === "queued" ? i18nc("@info", "Your status will be posted when the server can be reached.")
                   : result === "sent" ? i18nc("@info", "Your status was posted.") : "";
        });
    }

    // A "posted" notice goes away on its own; what still waits stays in the outbox notice.
    onNoticeChanged: if (notice.length > 0) noticeTimer.restart()
    Timer {
        id: noticeTimer
        interval: 10 * 1000
        onTriggered: news.notice = ""
    }

    Timer {
        interval: 60 * 1000
        repeat: true
        running: news.visible && root.expanded
        triggeredOnStart: true
        onTriggered: news.now = new Date()
    }

    RowLayout {
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing

        PlasmaComponents3.TextField {
            id: statusField
            Layout.fillWidth: true
            enabled: !news.posting
            placeholderText: i18nc("@info:placeholder", "What are you doing?")
            Accessible.name: i18nc("@label:textbox accessible", "Your status")
            // Bounded like a message's subject line: a status is a line, not a letter.
            maximumLength: 2000
            Component.onCompleted: text = Plasmoid.configuration.draftStatus
            onTextEdited: Plasmoid.configuration.draftStatus = text
            onAccepted: news.post()
        }

        PlasmaComponents3.BusyIndicator {
            Layout.preferredWidth: Kirigami.Units.iconSizes.smallMedium
            Layout.preferredHeight: Kirigami.Units.iconSizes.smallMedium
            visible: news.posting
            running: visible
        }

        PlasmaComponents3.Button {
            icon.name: "document-send"
            text: i18nc("@action:button post a status", "Post")
            Accessible.name: i18nc("@action:button accessible", "Post your status")
            enabled: statusField.text.trim().length > 0 && !news.posting
            onClicked: news.post()
        }
    }

    PlasmaComponents3.Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        visible: text.length > 0
        wrapMode: Text.Wrap
        verticalAlignment: Text.AlignTop
        color: news.error ? Kirigami.Theme.negativeTextColor : Kirigami.Theme.textColor
        text: news.error
    }

    OutboxNotice {
        Layout.fillWidth: true
        kinds: ["activity"]
        fallback: news.notice
        waitingText: count => i18ncp("@info", "%1 status waiting to be posted", "%1 statuses waiting to be posted", count)
    }

    PlasmaComponents3.ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true

        ListView {
            id: list
            // A friendship the server announced for each of the two people shows once (the engine marks the second
            // `repeated`: Ocs::ActivityFriendships).
            model: SortFilterModel {
                sourceModel: ocs.activityModel
                valueRole: "repeated"
                filterCallback: (row, value) => value !== true
            }
            clip: true
            // Pictures only for the rows on screen.
            cacheBuffer: 0
            currentIndex: -1
            keyNavigationEnabled: true
            highlight: PlasmaExtras.Highlight {}
            highlightMoveDuration: 0
            Accessible.name: i18nc("@info accessible", "What your friends are doing")
            Keys.onUpPressed: event => {
                if (currentIndex <= 0) {
                    statusField.forceActiveFocus();
                } else {
                    event.accepted = false;
                }
            }

            delegate: ActivityDelegate {
                width: ListView.view.width
                entry: model
                now: news.now
            }

            PlasmaComponents3.BusyIndicator {
                anchors.centerIn: parent
                visible: list.count === 0 && ocs.activity.Status === "loading"
                running: visible
            }

            PlainPlaceholder {
                anchors.centerIn: parent
                width: parent.width - Kirigami.Units.gridUnit * 4
                visible: list.count === 0 && (ocs.activity.Status === "ready" || ocs.activity.Status === "error")
                iconName: ocs.activity.Status === "error" ? "network-disconnect" : "view-calendar-journal"
                text: ocs.activity.Status === "error" ? (ocs.activity.Error || i18nc("@info placeholder", "The news could not be loaded"))
                                                      : i18nc("@info placeholder", "Nothing new from your friends")
            }
        }
    }

    PlasmaComponents3.ToolButton {
        Layout.alignment: Qt.AlignHCenter
        visible: ocs.activity.HasMore === true
        text: i18nc("@action:button", "Show More")
        icon.name: "go-down"
        Accessible.name: text
        onClicked: ocs.call("loadMore", {source: "Activity"}, null)
    }
}
