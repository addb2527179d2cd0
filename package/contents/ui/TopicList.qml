/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.components 3.0 as PlasmaComponents3

// A forum's topics, the newest first; choosing one opens it with its replies. New Topic starts one.
HelpList {
    id: page

    // The forum's row from the forum list.
    property var forum: ({})

    signal topicChosen(var topic)
    signal newTopicRequested(var forum)

    title: forum.name || ""
    sourceName: forum.id !== undefined ? "Topics:" + forum.id : ""
    accessibleName: i18nc("@info accessible", "Topics")
    emptyText: i18nc("@info placeholder", "No topics yet: start one")
    errorText: i18nc("@info placeholder", "The topics could not be loaded")
    titleOf: row => row.subject || ""
    subtitleOf: row => i18ncp("@info %2 a person", "by %2, %1 reply", "by %2, %1 replies", row.replies || 0, row.author || "")
    onChosen: row => page.topicChosen(page.copyOf(row, ["id", "forum", "subject", "content", "author", "changed", "replies"]))

    footer: PlasmaComponents3.Button {
        icon.name: "document-new"
        text: i18nc("@action:button", "New Topic…")
        Accessible.name: i18nc("@action:button accessible", "Start a new topic in this forum")
        onClicked: page.newTopicRequested(page.forum)
    }
}
