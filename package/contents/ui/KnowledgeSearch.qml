/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras

// The knowledge base searched as you type: 400 ms after the last key, and only for three characters or more (fewer
// send nothing). Each query is a source of its own (Knowledge:<query>); a newer one replaces the older, whose
// request the engine drops with its source. Ask, the forum and the people with the same computer start here.
// A community with a forum but no knowledge base gets the forum and the same computer only: no field, no Ask.
ColumnLayout {
    id: search

    // The query searched for: the field's text normalised as the engine names sources (trimmed, inner white space
    // one space, at most 100 characters), "" while it is shorter than three characters.
    property string query: ""
    // True until the provider is known to lack it (Capabilities).
    readonly property bool hasKnowledgeBase: ocs.offers("knowledgebase")
    readonly property string source: ocs.signedIn && hasKnowledgeBase && query.length > 0 ? ocs.service.named("Knowledge:" + query) : ""
    readonly property var results: knowledge.data[source] || ({})
    readonly property var resultsModel: source.length > 0 ? (knowledge.models[source] || null) : null
    // What became of the last question asked (sent, or waiting for the server).
    property string notice: ""
    // Whether the notice says the question waits in the outbox (it goes once the outbox lets the question go).
    property bool noticeWaits: false
    readonly property string published: (hardware.data[hardware.source] || {}).Published || ""

    signal entryChosen(var entry)
    signal askRequested(string title)
    signal forumRequested()
    signal sameComputerRequested(string value)

    spacing: Kirigami.Units.smallSpacing

    function takeFocus() {
        if (hasKnowledgeBase) {
            searchField.forceActiveFocus();
        } else {
            forumButton.forceActiveFocus();
        }
    }

    function normalized(text) {
        return text.trim().replace(/\s+/g, " ").substring(0, 100).trim();
    }

    // A plain copy of a result row (the row object goes with its delegate).
    function entryFrom(row) {
        const entry = {};
        for (const key of ["id", "title", "text", "answered", "answers", "asker", "changed", "category", "answer", "answerer"]) {
            if (row[key] !== undefined && row[key] !== null) {
                entry[key] = row[key];
            }
        }
        return entry;
    }

    EngineSource {
        id: knowledge
        engine: "ocs"
        connectedSources: search.source.length > 0 ? [search.source] : []
    }

    // Whether this computer's kind is published (the Same Computer button): asked for once Help is open.
    EngineSource {
        id: hardware
        readonly property string source: ocs.signedIn ? ocs.service.named("MyHardware") : ""
        engine: "ocs"
        connectedSources: source.length > 0 ? [source] : []
    }

    Timer {
        id: debounce
        interval: 400
        onTriggered: {
            const query = search.normalized(searchField.text);
            search.query = query.length >= 3 ? query : "";
        }
    }

    PlasmaComponents3.TextField {
        id: searchField
        visible: search.hasKnowledgeBase
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        placeholderText: i18nc("@info:placeholder", "Search the community's answers (three characters or more)…")
        Accessible.name: i18nc("@label:textbox accessible", "Search the community's answers")
        maximumLength: 200
        onTextChanged: debounce.restart()
        onAccepted: {
            debounce.stop();
            debounce.triggered();
        }
        Keys.onDownPressed: list.forceActiveFocus()
    }

    // What waits in the outbox of the help's posts (questions, answers, topics, replies), or what became of the last
    // question asked.
    OutboxNotice {
        // Whether the outbox held a help post the last time it changed.
        property bool held: false

        Layout.fillWidth: true
        kinds: ["question", "answer", "topic", "reply"]
        fallback: search.notice
        // Once what waited has left the outbox (delivered, or found on the server after a lost answer), "It will be
        // posted…" is no longer true: it goes.
        onEntriesChanged: {
            if (held && entries.length === 0 && search.noticeWaits) {
                search.notice = "";
                search.noticeWaits = false;
            }
            held = entries.length > 0;
        }
        waitingText: count => i18ncp("@info", "%1 post waiting to be sent", "%1 posts waiting to be sent", count)
        stuckText: entry => entry.state === "unconfirmed"
            ? i18nc("@info", "Your post may not have arrived: the server's answer could not be understood.")
            : i18nc("@info %1 the server's reason", "Your post was not accepted: %1", entry.error || "")
    }

    PlasmaComponents3.ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true

        ListView {
            id: list
            model: search.resultsModel
            clip: true
            currentIndex: -1
            keyNavigationEnabled: true
            highlight: PlasmaExtras.Highlight {}
            highlightMoveDuration: 0
            Accessible.name: i18nc("@info accessible", "Answers found")
            Keys.onUpPressed: event => {
                if (currentIndex <= 0) {
                    searchField.forceActiveFocus();
                } else {
                    event.accepted = false;
                }
            }
            Keys.onReturnPressed: if (currentItem) currentItem.clicked()

            delegate: PlasmaComponents3.ItemDelegate {
                id: resultDelegate
                width: ListView.view.width
                readonly property string subtitle: model.answered === true
                    ? i18ncp("@info", "%1 answer", "%1 answers", model.answers || 0)
                    : i18nc("@info a question without an answer", "Not answered yet")
                Accessible.name: model.title || ""
                Accessible.description: subtitle
                onClicked: search.entryChosen(search.entryFrom(model))

                contentItem: ColumnLayout {
                    spacing: 0
                    PlasmaComponents3.Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignLeft
                        elide: Text.ElideRight
                        maximumLineCount: 1
                        text: model.title || ""
                        Accessible.ignored: true
                    }
                    PlasmaComponents3.Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignLeft
                        elide: Text.ElideRight
                        maximumLineCount: 1
                        opacity: 0.7
                        font: Kirigami.Theme.smallFont
                        text: resultDelegate.subtitle
                        Accessible.ignored: true
                    }
                }
            }

            PlasmaComponents3.BusyIndicator {
                anchors.centerIn: parent
                visible: search.source.length > 0 && list.count === 0 && (search.results.Status === "loading" || search.results.Status === undefined)
                running: visible
            }

            PlainPlaceholder {
                anchors.centerIn: parent
                width: parent.width - Kirigami.Units.gridUnit * 4
                readonly property string state: !search.hasKnowledgeBase ? "missing"
                    : search.query.length === 0 ? "typing"
                    : list.count > 0 ? ""
                    : search.results.Status === "error" ? "error"
                    : search.results.Status === "ready" ? "empty" : ""
                visible: state.length > 0
                iconName: state === "error" ? "network-disconnect" : "help-contents"
                text: state === "missing" ? i18nc("@info placeholder", "This community has no knowledge base")
                    : state === "typing" ? i18nc("@info placeholder", "Search what your community knows")
                    : state === "error" ? (search.results.Error || i18nc("@info placeholder", "The answers could not be loaded"))
                    : i18nc("@info placeholder", "Nothing found")
                explanation: state === "missing" ? (ocs.offers("forum") ? i18nc("@info placeholder", "Ask in its forum instead.") : "")
                    : state === "typing" ? i18nc("@info placeholder", "Type three characters or more; the search starts when you stop typing.")
                    : state === "empty" ? i18nc("@info placeholder", "Ask the community: someone may know.") : ""
            }
        }
    }

    PlasmaComponents3.ToolButton {
        Layout.alignment: Qt.AlignHCenter
        visible: search.results.HasMore === true
        text: i18nc("@action:button", "Show More")
        icon.name: "go-down"
        Accessible.name: text
        onClicked: ocs.call("loadMore", {source: search.query.length > 0 ? "Knowledge:" + search.query : ""}, null)
    }

    Flow {
        Layout.fillWidth: true
        Layout.margins: Kirigami.Units.smallSpacing
        spacing: Kirigami.Units.smallSpacing

        PlasmaComponents3.Button {
            icon.name: "help-contextual"
            text: i18nc("@action:button", "Ask the Community…")
            Accessible.name: i18nc("@action:button accessible", "Ask the community a question")
            visible: search.hasKnowledgeBase
            onClicked: search.askRequested(search.normalized(searchField.text))
        }
        PlasmaComponents3.Button {
            id: forumButton
            icon.name: "dialog-messages"
            text: i18nc("@action:button", "Forum")
            Accessible.name: i18nc("@action:button accessible", "Open the community's forum")
            visible: ocs.offers("forum")
            onClicked: search.forumRequested()
        }
        PlasmaComponents3.Button {
            icon.name: "computer"
            text: i18nc("@action:button", "Same Computer")
            Accessible.name: i18nc("@action:button accessible", "People with the same computer")
            visible: search.published.length > 0
            onClicked: search.sameComputerRequested(search.published)
        }
    }
}
