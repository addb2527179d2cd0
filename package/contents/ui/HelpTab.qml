/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Controls 2.15 as QQC2

// Help from the community: the knowledge base's search first; an entry, Ask, the forum and the people with the same
// computer open over it. Nothing is made (and so nothing asked for) before the user opens the view (`opened`, set
// by FullRepresentation.opened()).
Item {
    id: help

    property bool opened: false

    function takeFocus() {
        if (loader.item) {
            loader.item.takeFocus();
        }
    }

    Loader {
        id: loader
        anchors.fill: parent
        active: help.opened
        onLoaded: help.takeFocus()

        sourceComponent: QQC2.StackView {
            id: stack

            function takeFocus() {
                if (currentItem.takeFocus) {
                    currentItem.takeFocus();
                } else {
                    currentItem.forceActiveFocus();
                }
            }

            function open(component, properties) {
                push(component, properties || {});
                Qt.callLater(takeFocus);
            }

            function back() {
                pop();
                Qt.callLater(takeFocus);
            }

            initialItem: KnowledgeSearch {
                id: searchPage
                onEntryChosen: entry => stack.open(entryPage, {entry: entry})
                onAskRequested: title => stack.open(askPage, {suggestedTitle: title})
                onForumRequested: stack.open(forumList)
                onSameComputerRequested: value => stack.open(sameComputer, {value: value})
            }

            Component {
                id: entryPage
                KnowledgeEntryPage {
                    onBack: stack.back()
                }
            }

            Component {
                id: askPage
                AskQuestionPage {
                    onBack: stack.back()
                    onAsked: (notice, result) => {
                        searchPage.notice = notice;
                        searchPage.noticeWaits = result === "queued";
                        stack.back();
                    }
                }
            }

            Component {
                id: forumList
                ForumList {
                    onBack: stack.back()
                    onForumChosen: forum => stack.open(topicList, {forum: forum})
                }
            }

            Component {
                id: topicList
                TopicList {
                    onBack: stack.back()
                    onTopicChosen: topic => stack.open(topicPage, {topic: topic})
                    onNewTopicRequested: forum => stack.open(newTopicPage, {forum: forum})
                }
            }

            Component {
                id: topicPage
                TopicPage {
                    onBack: stack.back()
                }
            }

            Component {
                id: newTopicPage
                NewTopicPage {
                    onBack: stack.back()
                    onPosted: stack.back()
                }
            }

            Component {
                id: sameComputer
                SameComputerList {
                    onBack: stack.back()
                }
            }
        }
    }
}
