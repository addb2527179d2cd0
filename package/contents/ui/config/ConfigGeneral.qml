/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.kirigami 2.20 as Kirigami

// How often the widget asks the server, and what it tells you about.
Kirigami.FormLayout {
    property alias cfg_refreshInterval: refreshSpin.value
    property alias cfg_notifyMessages: notifyMessagesBox.checked
    property alias cfg_notifyRequests: notifyRequestsBox.checked

    QQC2.SpinBox {
        id: refreshSpin
        Kirigami.FormData.label: i18nc("@label:spinbox", "Refresh every:")
        from: 1
        to: 1440
        textFromValue: (value, locale) => i18ncp("@item:valuesuffix spinbox", "%1 minute", "%1 minutes", value)
        valueFromText: (text, locale) => parseInt(text) || 15
        Accessible.name: i18nc("@label:spinbox accessible", "Minutes between refreshes")
    }

    Item {
        Kirigami.FormData.isSection: true
    }

    QQC2.CheckBox {
        id: notifyMessagesBox
        Kirigami.FormData.label: i18nc("@label", "Notify me of:")
        text: i18nc("@option:check", "New messages")
        Accessible.name: i18nc("@option:check accessible", "Notify me of new messages")
    }

    QQC2.CheckBox {
        id: notifyRequestsBox
        text: i18nc("@option:check", "New friend requests")
        Accessible.name: i18nc("@option:check accessible", "Notify me of new friend requests")
    }
}
