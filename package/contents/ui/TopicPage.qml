/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3

// One forum topic: its own text (from the list it came from: OCS has no call that reads one topic), its replies from
// the Topic:<id> source, and a reply of your own.
ColumnLayout {
    id: page

    // The topic's row from the topic list.
    property var topic: ({})
    readonly property string sourceName: page.topic.id !== undefined ? "Topic:" + page.topic.id : ""
    readonly property string source: ocs.signedIn && sourceName.length > 0 ? ocs.service.named(sourceName) : ""
    readonly property var status: topicSource.data[source] || ({})

    signal back()

    spacing: Kirigami.Units.smallSpacing

    Keys.onEscapePressed: page.back()

    function takeFocus() {
        replies.forceActiveFocus();
    }

    EngineSource {
        id: topicSource
        engine: "ocs"
        connectedSources: page.source.length > 0 ? [page.source] : []
    }

    PageHeading {
        Layout.fillWidth: true
        title: page.topic.subject || ""
        onBack: page.back()
    }

    PlasmaComponents3.ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true

        CommentList {
            id: replies
            model: page.source.length > 0 ? (topicSource.models[page.source] || null) : null
            refreshSource: page.sourceName
            Accessible.name: i18nc("@info accessible", "Replies")

            header: ColumnLayout {
                width: replies.width
                spacing: Kirigami.Units.smallSpacing

                PlasmaComponents3.Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.leftMargin: Kirigami.Units.smallSpacing
                    Layout.rightMargin: Kirigami.Units.smallSpacing
                    horizontalAlignment: Text.AlignLeft
                    verticalAlignment: Text.AlignTop
                    wrapMode: Text.Wrap
                    text: page.topic.content || ""
                }
                PlasmaComponents3.Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.leftMargin: Kirigami.Units.smallSpacing
                    Layout.rightMargin: Kirigami.Units.smallSpacing
                    horizontalAlignment: Text.AlignLeft
                    elide: Text.ElideRight
                    opacity: 0.7
                    font: Kirigami.Theme.smallFont
                    visible: (page.topic.author || "").length > 0
                    text: i18nc("@info %1 a person", "Started by %1", page.topic.author || "")
                }
                Kirigami.Separator {
                    Layout.fillWidth: true
                }
            }

            // Under the question, not over it: a long question pushes it down.
            footer: PlainPlaceholder {
                width: replies.width
                readonly property string state: replies.count > 0 ? "" : page.status.Status === "error" ? "error" : page.status.Status === "ready" ? "none" : ""
                visible: state.length > 0
                text: state === "error" ? (page.status.Error || i18nc("@info placeholder", "The replies could not be loaded"))
                                        : i18nc("@info placeholder", "No replies yet")
            }
        }
    }

    PlasmaComponents3.ToolButton {
        Layout.alignment: Qt.AlignHCenter
        visible: page.status.HasMore === true
        text: i18nc("@action:button", "Show More")
        icon.name: "go-down"
        Accessible.name: text
        onClicked: ocs.call("loadMore", {source: page.sourceName}, null)
    }

    ReplyBox {
        Layout.fillWidth: true
        Layout.margins: Kirigami.Units.smallSpacing
        operation: "reply"
        parameters: ({topic: page.topic.id, title: page.topic.subject || ""})
        placeholderText: i18nc("@info:placeholder", "Write a reply…")
        accessibleName: i18nc("@label:textbox accessible", "Your reply")
        sendName: i18nc("@action:button accessible", "Send your reply")
    }
}
