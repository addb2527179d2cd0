/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.kirigami 2.20 as Kirigami

// One message in a list: who, what about, when; bold while unread.
PlasmaComponents3.ItemDelegate {
    id: delegate

    // A message map or a delegate's model row.
    property var message: ({})
    readonly property bool unread: message.unread === true
    // A message you sent (the Sent folder): the recipient is shown instead of the sender.
    property bool outgoing: false
    readonly property string sender: outgoing ? ocs.nameOf(message.to || "") : (message.fromName || message.from || "")
    readonly property string when: message.sent ? Qt.formatDateTime(message.sent, Qt.locale().dateTimeFormat(Locale.ShortFormat)) : ""

    Accessible.name: message.subject || ""
    Accessible.description: outgoing ? i18nc("@info accessible, %1 a person", "To %1", sender) : unread ? i18nc("@info accessible, %1 a person", "Unread, from %1", sender)
                                   : i18nc("@info accessible, %1 a person", "From %1", sender)

    contentItem: RowLayout {
        spacing: Kirigami.Units.smallSpacing

        Avatar {
            Layout.preferredWidth: Kirigami.Units.iconSizes.medium
            Layout.preferredHeight: Kirigami.Units.iconSizes.medium
            name: delegate.sender
            Accessible.ignored: true
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0

            RowLayout {
                Layout.fillWidth: true
                PlasmaComponents3.Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignLeft
                    elide: Text.ElideRight
                    font.bold: delegate.unread
                    text: delegate.sender
                    Accessible.ignored: true
                }
                PlasmaComponents3.Label {
                    textFormat: Text.PlainText
                    opacity: 0.7
                    font: Kirigami.Theme.smallFont
                    text: delegate.when
                    Accessible.ignored: true
                }
            }

            PlasmaComponents3.Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignLeft
                elide: Text.ElideRight
                font.bold: delegate.unread
                text: delegate.message.subject || ""
                Accessible.ignored: true
            }
        }
    }
}
