/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras

// The answers to a knowledge-base entry or the replies to a forum topic, in reading order (the engine flattens them,
// each with its depth): who wrote it, when, its score, its text (plain), and Helpful / Not Helpful when voting is
// offered. What the page shows above them (the question, the topic) is the list's header.
ListView {
    id: comments

    // Whether each comment offers Helpful and Not Helpful (the engine's `vote`).
    property bool voting: false
    // The source to fetch again after a vote (unnamed: "KnowledgeEntry:12").
    property string refreshSource: ""
    property string voteMessage: ""
    property bool voteFailed: false

    clip: true
    currentIndex: -1
    keyNavigationEnabled: true
    highlight: PlasmaExtras.Highlight {}
    highlightMoveDuration: 0
    spacing: Kirigami.Units.smallSpacing
    boundsBehavior: Flickable.StopAtBounds

    function vote(id, helpful) {
        voteMessage = "";
        ocs.call("vote", {comment: id, helpful: helpful}, failure => {
            voteFailed = failure.length > 0;
            voteMessage = failure.length > 0 ? failure : i18nc("@info", "Thank you: your vote was counted.");
            if (!failure && refreshSource.length > 0) {
                ocs.call("refresh", {source: refreshSource}, null);
            }
        });
    }

    function dateText(date) {
        if (!date || isNaN(date.getTime())) {
            return "";
        }
        return Qt.formatDateTime(date, Qt.locale().dateFormat(Locale.ShortFormat));
    }

    delegate: PlasmaComponents3.ItemDelegate {
        id: commentDelegate
        width: ListView.view.width
        readonly property string author: model.author || ""
        readonly property string when: comments.dateText(model.date)
        readonly property string byline: when.length > 0 ? i18nc("@info %1 a person, %2 a date", "%1 on %2", author, when) : author
        readonly property string scoreText: i18nc("@info %1 a score from 0 to 100", "Score %1", model.score || 0)
        // Replies are indented (mirrored right to left with the layout), at most eight levels as the engine sends.
        leftPadding: Kirigami.Units.smallSpacing + Math.min(model.depth || 0, 8) * Kirigami.Units.gridUnit
        Accessible.name: i18nc("@info accessible, %1 a person, %2 the text", "%1 wrote: %2", author, model.text || "")
        Accessible.description: byline + " · " + scoreText
        hoverEnabled: false

        contentItem: ColumnLayout {
            spacing: Kirigami.Units.smallSpacing

            PlasmaComponents3.Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignLeft
                elide: Text.ElideRight
                maximumLineCount: 1
                opacity: 0.7
                font: Kirigami.Theme.smallFont
                text: commentDelegate.byline + " · " + commentDelegate.scoreText
                Accessible.ignored: true
            }

            PlasmaComponents3.Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignLeft
                verticalAlignment: Text.AlignTop
                wrapMode: Text.Wrap
                text: model.text || ""
            }

            RowLayout {
                visible: comments.voting
                Layout.fillWidth: true
                spacing: Kirigami.Units.smallSpacing

                PlasmaComponents3.ToolButton {
                    icon.name: "approved"
                    text: i18nc("@action:button vote for an answer", "Helpful")
                    Accessible.name: i18nc("@action:button accessible, %1 a person", "The answer of %1 was helpful", commentDelegate.author)
                    onClicked: comments.vote(model.id, true)
                }
                PlasmaComponents3.ToolButton {
                    icon.name: "dialog-cancel"
                    text: i18nc("@action:button vote against an answer", "Not Helpful")
                    Accessible.name: i18nc("@action:button accessible, %1 a person", "The answer of %1 was not helpful", commentDelegate.author)
                    onClicked: comments.vote(model.id, false)
                }
                Item {
                    Layout.fillWidth: true
                }
            }
        }
    }
}
