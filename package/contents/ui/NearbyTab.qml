/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Controls 2.15 as QQC2

// People around you; choosing one opens their page over the list.
QQC2.StackView {
    id: stack

    function takeFocus() {
        currentItem.forceActiveFocus();
    }

    initialItem: NearbyList {
        onPersonChosen: person => stack.push(personPage, {person: person})
    }

    Component {
        id: personPage
        PersonPage {
            onBack: stack.pop()
        }
    }
}
