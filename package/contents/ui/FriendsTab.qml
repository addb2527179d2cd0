/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Controls 2.15 as QQC2

// Your friends; choosing one opens their page over the list.
QQC2.StackView {
    id: stack

    readonly property int rowsShown: friendsList.rowsShown

    function takeFocus() {
        if (depth === 1) {
            currentItem.takeFocus();
        } else {
            currentItem.forceActiveFocus();
        }
    }

    function openPerson(person) {
        push(personPage, {person: person});
    }

    initialItem: FriendsList {
        id: friendsList
        onPersonChosen: person => stack.openPerson(person)
    }

    Component {
        id: personPage
        PersonPage {
            onBack: {
                stack.pop();
                stack.takeFocus();
            }
        }
    }
}
