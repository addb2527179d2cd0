/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasmoid 2.0

// Ask the community when nothing fits: a title (what was searched for, to begin with) and a text, sent once through
// the outbox (`askQuestion`). The draft lives in the widget's configuration, as a message's does, until the engine
// has the question: closing the popup or an error loses nothing.
PostForm {
    id: page

    // What was typed into the search, offered as the title when no draft has one.
    property string suggestedTitle: ""

    signal asked(string notice, string result)

    heading: i18nc("@title", "Ask the Community")
    operation: "askQuestion"
    titleKey: "title"
    titlePlaceholder: i18nc("@info:placeholder", "Your question, in one line")
    bodyPlaceholder: i18nc("@info:placeholder", "What did you try, what happened? (your computer, versions, messages)")
    sendName: i18nc("@action:button accessible", "Send your question")

    Component.onCompleted: {
        titleText = Plasmoid.configuration.draftQuestionTitle || suggestedTitle;
        bodyText = Plasmoid.configuration.draftQuestionText;
    }
    onEdited: {
        if (titleText !== Plasmoid.configuration.draftQuestionTitle) {
            Plasmoid.configuration.draftQuestionTitle = titleText;
        }
        if (bodyText !== Plasmoid.configuration.draftQuestionText) {
            Plasmoid.configuration.draftQuestionText = bodyText;
        }
    }
    onPosted: (notice, result) => {
        Plasmoid.configuration.draftQuestionTitle = "";
        Plasmoid.configuration.draftQuestionText = "";
        page.asked(notice, result);
    }
}
