/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// One upcoming event: its name, when (in the user's time zone), where and how far, and its kind.
PlasmaComponents3.ItemDelegate {
    id: eventDelegate

    // An event row (name, start, end, city, country, category, distanceKm …).
    property var event: ({})

    readonly property string when: eventDelegate.whenText(event.start)
    readonly property string distance: here.roughDistance(event.distanceKm)
    readonly property string place: [event.city, eventDelegate.distance].filter(s => !!s).join(" · ")

    Accessible.name: i18nc("@info accessible %1 event name, %2 date and time, %3 place", "%1, %2, %3", event.name || "", when, place)
    Accessible.description: event.category || ""

    // The start in the user's time zone and locale, without seconds ("Today 19:00", "Sat 5 Dec 17:00", see
    // applet/eventtime.cpp); "" when the server gave no date we can read.
    function whenText(start) {
        if (!start || isNaN(start.getTime())) {
            return "";
        }
        return SocialDesktop.EventTime.of(start);
    }

    contentItem: RowLayout {
        spacing: Kirigami.Units.smallSpacing

        Kirigami.Icon {
            Layout.preferredWidth: Kirigami.Units.iconSizes.medium
            Layout.preferredHeight: Kirigami.Units.iconSizes.medium
            Layout.alignment: Qt.AlignTop
            source: "view-calendar-day"
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0

            PlasmaComponents3.Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                elide: Text.ElideRight
                maximumLineCount: 1
                font.bold: true
                text: eventDelegate.event.name || ""
            }
            PlasmaComponents3.Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                elide: Text.ElideRight
                maximumLineCount: 1
                text: eventDelegate.when.length > 0 ? eventDelegate.when : i18nc("@info an event without a readable date", "Date unknown")
            }
            PlasmaComponents3.Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                elide: Text.ElideRight
                maximumLineCount: 1
                opacity: 0.7
                visible: text.length > 0
                text: [eventDelegate.place, eventDelegate.event.category].filter(s => !!s).join(" · ")
            }
        }
    }
}
