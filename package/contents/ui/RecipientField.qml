/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras

// "To": type a name, pick one of your friends from the suggestions (or type a user name and press Enter).
ColumnLayout {
    id: field

    property string recipient
    property string recipientName
    readonly property string typed: textField.text.trim().toLowerCase()
    readonly property bool suggesting: textField.activeFocus && typed.length > 0 && textField.text !== recipientName

    signal recipientChosen(string id)

    spacing: 0

    function focusField() {
        textField.forceActiveFocus();
    }

    function choose(index) {
        if (index >= 0 && index < suggestions.count) {
            const row = suggestions.get(index);
            textField.text = row.name || row.id;
            recipientChosen(row.id);
        } else if (typed.length > 0) {
            // Not a friend: the text is taken as a user name.
            recipientChosen(textField.text.trim());
        }
    }

    onRecipientNameChanged: {
        if (!textField.activeFocus) {
            textField.text = recipientName;
        }
    }

    SortFilterModel {
        id: suggestions
        // Sorted by name there already.
        sourceModel: ocs.friendsByName
        valueRole: "name"
        filterCallback: {
            const wanted = field.typed;
            return (row, value) => wanted.length > 0 && String(value || "").toLowerCase().includes(wanted);
        }
    }

    PlasmaComponents3.TextField {
        id: textField
        Layout.fillWidth: true
        placeholderText: i18nc("@info:placeholder", "To: a friend's name")
        Accessible.name: i18nc("@label:textbox accessible", "To")
        text: field.recipientName
        onTextEdited: {
            if (field.recipient.length > 0) {
                field.recipientChosen("");
            }
            suggestionList.currentIndex = suggestions.count > 0 ? 0 : -1;
        }
        Keys.onDownPressed: suggestionList.incrementCurrentIndex()
        Keys.onUpPressed: suggestionList.decrementCurrentIndex()
        onAccepted: field.choose(field.suggesting ? suggestionList.currentIndex : -1)
    }

    ListView {
        id: suggestionList
        Layout.fillWidth: true
        Layout.preferredHeight: Math.min(count, 4) * Kirigami.Units.gridUnit * 2.5
        visible: field.suggesting && count > 0
        model: field.suggesting ? suggestions : null
        clip: true
        // Pictures only for the suggestions on screen.
        cacheBuffer: 0
        currentIndex: 0
        highlight: PlasmaExtras.Highlight {}
        highlightMoveDuration: 0
        Accessible.name: i18nc("@info accessible", "Suggested recipients")
        delegate: PersonDelegate {
            width: ListView.view.width
            person: model
            onClicked: field.choose(index)
        }
    }
}
