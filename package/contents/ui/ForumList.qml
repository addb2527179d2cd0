/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

// The community's forums, each followed by its sub-forums (indented); choosing one opens its topics.
HelpList {
    id: page

    signal forumChosen(var forum)

    title: i18nc("@title", "Forum")
    sourceName: "Forums"
    accessibleName: i18nc("@info accessible", "Forums")
    emptyText: i18nc("@info placeholder", "This community has no forums yet")
    errorText: i18nc("@info placeholder", "The forums could not be loaded")
    titleOf: row => row.name || ""
    subtitleOf: row => [row.description || "", i18ncp("@info", "%1 topic", "%1 topics", row.topics || 0)].filter(s => s.length > 0).join(" · ")
    depthOf: row => row.depth || 0
    onChosen: row => page.forumChosen(page.copyOf(row, ["id", "name", "description", "topics"]))
}
