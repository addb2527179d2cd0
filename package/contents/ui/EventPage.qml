/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Templates 2.15 as T

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// One event: when and where, its kind, who organises it (by name, opening their page), its description (plain text) and homepage (through
// Links), and Add to Calendar: an .ics file saved where the user chooses, offered for opening only when an
// application on this desktop handles calendars.
ColumnLayout {
    id: page

    // The event's row from the list; the Event:<id> source refreshes it while the page is open.
    property var event: ({})
    readonly property string eventSource: ocs.signedIn && page.event.id !== undefined ? ocs.service.named("Event:" + page.event.id) : ""
    readonly property var shown: (details.data[eventSource] || {}).Event || page.event

    property string message: ""
    property bool failed: false
    property string savedPath: ""

    // The organiser (a person id): named by their profile (Person:<id>, for anyone, friend or not), by the
    // friends list meanwhile, and by the id only when neither has a name.
    readonly property string organizer: page.shown.organizer || ""
    readonly property var organizerProfile: (organizerSource.data[organizerSource.source] || {}).Person || ({})
    readonly property string organizerName: organizerProfile.name || ocs.nameOf(organizer)

    signal back()
    // The user chose the organiser: their page opens over this one.
    signal personChosen(var person)

    spacing: Kirigami.Units.smallSpacing

    function takeFocus() {
        calendarButton.forceActiveFocus();
    }

    // The locale's short date and time, without seconds (some locales' short format has them: "17:00:00").
    function dateText(date) {
        if (!date || isNaN(date.getTime())) {
            return "";
        }
        const format = Qt.locale().dateTimeFormat(Locale.ShortFormat).replace(/[:.]ss?(?![A-Za-z])/, "");
        return Qt.formatDateTime(date, format);
    }

    function saveTo(url) {
        const path = SocialDesktop.CalendarFile.save(page.shown, url);
        page.failed = path.length === 0;
        page.savedPath = path;
        page.message = page.failed ? SocialDesktop.CalendarFile.errorString()
                                   : i18nc("@info %1 is a file path", "Saved to %1.", path);
    }

    Keys.onEscapePressed: page.back()

    EngineSource {
        id: organizerSource
        readonly property string source: ocs.signedIn && page.organizer.length > 0 ? ocs.service.named("Person:" + page.organizer) : ""
        engine: "ocs"
        connectedSources: source.length > 0 ? [source] : []
    }

    EngineSource {
        id: details
        engine: "ocs"
        connectedSources: page.eventSource.length > 0 ? [page.eventSource] : []
    }

    PageHeading {
        Layout.fillWidth: true
        title: page.shown.name || ""
        onBack: page.back()
    }

    Repeater {
        // What, when, where: each a label and a plain-text value, left out when unknown.
        model: [
            {label: i18nc("@label event start", "Starts:"), value: page.dateText(page.shown.start) || i18nc("@info an event without a readable date", "Date unknown")},
            {label: i18nc("@label event end", "Ends:"), value: page.dateText(page.shown.end)},
            {label: i18nc("@label event place", "Where:"), value: [page.shown.city, page.shown.country].filter(s => !!s).join(", ")},
            {label: i18nc("@label distance to an event", "Distance:"), value: here.roughDistance(page.shown.distanceKm !== undefined ? page.shown.distanceKm : page.event.distanceKm)},
            {label: i18nc("@label kind of event", "Category:"), value: page.shown.category || ""}
        ].filter(field => field.value.length > 0)

        delegate: RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: Kirigami.Units.smallSpacing
            Layout.rightMargin: Kirigami.Units.smallSpacing

            PlasmaComponents3.Label {
                textFormat: Text.PlainText
                Layout.alignment: Qt.AlignTop
                opacity: 0.7
                text: modelData.label
            }
            PlasmaComponents3.Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                elide: Text.ElideRight
                verticalAlignment: Text.AlignTop
                text: modelData.value
            }
        }
    }

    // Who organises it: their name, a button that opens their page in the widget.
    RowLayout {
        visible: page.organizer.length > 0
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing

        PlasmaComponents3.Label {
            textFormat: Text.PlainText
            opacity: 0.7
            text: i18nc("@label who organises an event", "Organiser:")
        }
        PlasmaComponents3.ToolButton {
            id: organizerButton
            Layout.fillWidth: true
            Layout.maximumWidth: implicitWidth
            Accessible.name: i18nc("@action:button accessible, %1 a person's name", "Open the page of the organiser, %1", page.organizerName)
            onClicked: page.personChosen({id: page.organizer, name: page.organizerProfile.name || page.organizerName})
            // The name is the server's: plain text, never the button's automatic text.
            contentItem: RowLayout {
                spacing: Kirigami.Units.smallSpacing
                Kirigami.Icon {
                    Layout.preferredWidth: Kirigami.Units.iconSizes.small
                    Layout.preferredHeight: Kirigami.Units.iconSizes.small
                    source: "user-identity"
                }
                PlasmaComponents3.Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    text: page.organizerName
                }
            }
        }
        Item {
            Layout.fillWidth: true
        }
    }

    // The text wraps at the view's width less a scroll bar's, whether the bar shows or not, and the bar lies over
    // that margin: the height follows the width, never the other way round (see MessagePage).
    Flickable {
        id: descriptionView
        Layout.fillWidth: true
        Layout.fillHeight: true
        contentWidth: width
        contentHeight: descriptionLabel.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        T.ScrollBar.vertical: PlasmaComponents3.ScrollBar {
            id: descriptionBar
        }

        PlasmaComponents3.Label {
            id: descriptionLabel
            // Right to left the bar is on the left.
            x: descriptionBar.mirrored ? descriptionBar.width : 0
            width: descriptionView.width - descriptionBar.width
            leftPadding: Kirigami.Units.smallSpacing
            rightPadding: Kirigami.Units.smallSpacing
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            verticalAlignment: Text.AlignTop
            text: page.shown.description || ""
            Accessible.description: i18nc("@info accessible", "Description")
        }
    }

    PlasmaComponents3.Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        visible: text.length > 0
        wrapMode: Text.Wrap
        verticalAlignment: Text.AlignTop
        color: page.failed ? Kirigami.Theme.negativeTextColor : Kirigami.Theme.textColor
        text: page.message
    }

    RowLayout {
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing

        PlasmaComponents3.Button {
            icon.name: "internet-web-browser"
            text: i18nc("@action:button", "Homepage")
            Accessible.name: i18nc("@action:button accessible", "Open the event's homepage")
            visible: SocialDesktop.Links.isWebLink(page.shown.homepage || "")
            onClicked: {
                const refusal = SocialDesktop.Links.openExternal(page.shown.homepage);
                page.failed = refusal.length > 0;
                page.message = refusal;
            }
        }

        Item {
            Layout.fillWidth: true
        }

        PlasmaComponents3.Button {
            icon.name: "document-open"
            text: i18nc("@action:button open the saved calendar file", "Open")
            Accessible.name: i18nc("@action:button accessible", "Open the saved calendar file")
            // Only where an application handles calendars: a plain desktop may have none.
            visible: page.savedPath.length > 0 && SocialDesktop.CalendarFile.canBeOpened()
            onClicked: {
                const failure = SocialDesktop.Links.openLocalFile(page.savedPath);
                page.failed = failure.length > 0;
                if (failure.length > 0) {
                    page.message = failure;
                }
            }
        }

        PlasmaComponents3.Button {
            id: calendarButton
            icon.name: "view-calendar-day"
            text: i18nc("@action:button", "Add to Calendar")
            Accessible.name: i18nc("@action:button accessible", "Add the event to a calendar file")
            enabled: page.dateText(page.shown.start).length > 0
            onClicked: fileDialog.open()
        }
    }

    SaveFileDialog {
        id: fileDialog
        title: i18nc("@title:window", "Add to Calendar")
        folder: SocialDesktop.CalendarFile.defaultFolder()
        nameFilters: [i18nc("@item:inlistbox file type", "iCalendar files (*.ics)")]
        onChosen: fileUrl => page.saveTo(fileUrl)
    }
}
