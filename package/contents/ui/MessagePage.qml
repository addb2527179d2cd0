/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Templates 2.15 as T

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3

// One message, read in full; opening it marks it read.
ColumnLayout {
    id: page

    property var message: ({})

    signal back()
    signal replyRequested(var message)

    spacing: Kirigami.Units.smallSpacing

    Keys.onEscapePressed: back()

    Component.onCompleted: {
        if (message.unread) {
            ocs.call("markRead", {folder: ocs.inboxFolder, message: String(message.id)}, null);
        }
    }

    PageHeading {
        Layout.fillWidth: true
        title: page.message.subject || ""
        onBack: page.back()
    }

    PlasmaComponents3.Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        horizontalAlignment: Text.AlignLeft
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        elide: Text.ElideRight
        opacity: 0.7
        text: {
            if (page.message.outgoing) {
                const recipient = ocs.nameOf(page.message.to || "");
                return page.message.sent
                    ? i18nc("@info %1 a person, %2 date and time", "To %1, %2", recipient, Qt.formatDateTime(page.message.sent, Qt.locale().dateTimeFormat(Locale.ShortFormat)))
                    : i18nc("@info %1 a person", "To %1", recipient);
            }
            const sender = page.message.fromName || page.message.from || "";
            return page.message.sent
                ? i18nc("@info %1 a person, %2 date and time", "From %1, %2", sender, Qt.formatDateTime(page.message.sent, Qt.locale().dateTimeFormat(Locale.ShortFormat)))
                : i18nc("@info %1 a person", "From %1", sender);
        }
    }

    // The text wraps at the view's width less a scroll bar's, whether the bar shows or not, and the bar lies over
    // that margin instead of narrowing the view: the height follows the width, never the other way round. (In a
    // ScrollView the TextArea sized the view from its own implicit width, and a scroll bar coming and going changed
    // the width it wraps at: binding loops with a long message.)
    Flickable {
        id: bodyView
        Layout.fillWidth: true
        Layout.fillHeight: true
        contentWidth: width
        contentHeight: bodyText.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        T.ScrollBar.vertical: PlasmaComponents3.ScrollBar {
            id: bodyBar
        }

        PlasmaComponents3.TextArea {
            id: bodyText
            // Right to left the bar is on the left.
            x: bodyBar.mirrored ? bodyBar.width : 0
            width: bodyView.width - bodyBar.width
            readOnly: true
            wrapMode: Text.Wrap
            textFormat: TextEdit.PlainText
            text: page.message.body || ""
            Accessible.name: i18nc("@info accessible", "Message text")
        }
    }

    PlasmaComponents3.Button {
        Layout.alignment: Qt.AlignRight
        Layout.margins: Kirigami.Units.smallSpacing
        icon.name: "mail-reply-sender"
        text: i18nc("@action:button", "Reply")
        Accessible.name: text
        // Not to yourself: a message you sent has no one to answer.
        visible: !page.message.outgoing
        onClicked: page.replyRequested(page.message)
    }
}
