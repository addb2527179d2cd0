/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3

// One knowledge-base entry: the question (plain text), its answers with their scores, Helpful and Not Helpful, and
// an answer of your own. The KnowledgeEntry:<id> source brings the entry and its answers while the page is open.
ColumnLayout {
    id: page

    // The entry's row from the search.
    property var entry: ({})
    readonly property string sourceName: page.entry.id !== undefined ? "KnowledgeEntry:" + page.entry.id : ""
    readonly property string source: ocs.signedIn && sourceName.length > 0 ? ocs.service.named(sourceName) : ""
    readonly property var details: entrySource.data[source] || ({})
    readonly property var shown: page.details.Entry || page.entry
    readonly property var answersModel: source.length > 0 ? (entrySource.models[source] || null) : null

    signal back()

    spacing: Kirigami.Units.smallSpacing

    Keys.onEscapePressed: page.back()

    function takeFocus() {
        answers.forceActiveFocus();
    }

    EngineSource {
        id: entrySource
        engine: "ocs"
        connectedSources: page.source.length > 0 ? [page.source] : []
    }

    PageHeading {
        Layout.fillWidth: true
        title: page.shown.title || ""
        onBack: page.back()
    }

    PlasmaComponents3.ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true

        CommentList {
            id: answers
            model: page.answersModel
            voting: true
            refreshSource: page.sourceName
            Accessible.name: i18nc("@info accessible", "Answers")

            header: ColumnLayout {
                width: answers.width
                spacing: Kirigami.Units.smallSpacing

                PlasmaComponents3.Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.leftMargin: Kirigami.Units.smallSpacing
                    Layout.rightMargin: Kirigami.Units.smallSpacing
                    horizontalAlignment: Text.AlignLeft
                    wrapMode: Text.Wrap
                    font.bold: true
                    text: page.shown.title || ""
                    Accessible.name: i18nc("@info accessible, %1 a question", "Question: %1", text)
                }
                PlasmaComponents3.Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.leftMargin: Kirigami.Units.smallSpacing
                    Layout.rightMargin: Kirigami.Units.smallSpacing
                    horizontalAlignment: Text.AlignLeft
                    verticalAlignment: Text.AlignTop
                    wrapMode: Text.Wrap
                    text: page.shown.text || ""
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
                    visible: (page.shown.asker || "").length > 0
                    text: i18nc("@info %1 a person", "Asked by %1", page.shown.asker || "")
                }
                Kirigami.Separator {
                    Layout.fillWidth: true
                }
            }

            // Under the question, not over it: a long question pushes it down.
            footer: PlainPlaceholder {
                width: answers.width
                readonly property string state: answers.count > 0 ? "" : page.details.Status === "error" ? "error" : page.details.Status === "ready" ? "none" : ""
                visible: state.length > 0
                text: state === "error" ? (page.details.Error || i18nc("@info placeholder", "The answers could not be loaded"))
                                        : i18nc("@info placeholder", "No answers yet: be the first")
            }
        }
    }

    PlasmaComponents3.Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        visible: text.length > 0
        wrapMode: Text.Wrap
        color: answers.voteFailed ? Kirigami.Theme.negativeTextColor : Kirigami.Theme.textColor
        text: answers.voteMessage
    }

    PlasmaComponents3.ToolButton {
        Layout.alignment: Qt.AlignHCenter
        visible: page.details.HasMore === true
        text: i18nc("@action:button", "Show More")
        icon.name: "go-down"
        Accessible.name: text
        onClicked: ocs.call("loadMore", {source: page.sourceName}, null)
    }

    ReplyBox {
        Layout.fillWidth: true
        Layout.margins: Kirigami.Units.smallSpacing
        operation: "answer"
        parameters: ({entry: page.entry.id, title: page.shown.title || ""})
        placeholderText: i18nc("@info:placeholder", "Write an answer…")
        accessibleName: i18nc("@label:textbox accessible", "Your answer")
        sendName: i18nc("@action:button accessible", "Send your answer")
    }
}
