/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Templates 2.15 as T
import QtQuick.Window 2.15

import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// One entry of the activity stream: who, what happened (an icon and a few words per OCS type), their words as
// plain text, how long ago, and the entry's link when it is a web link.
PlasmaComponents3.ItemDelegate {
    id: activityDelegate

    // A delegate's model row (personId, name, type, message, timestamp, avatarUrl, link).
    property var entry: ({})
    // The clock the relative times are measured against (NewsTab moves it on while it is shown).
    property date now: new Date()

    readonly property string displayName: entry.name || entry.personId || ""
    // A new friendship (type 2) names the other person (the engine's friendId): by their name, a friend's from the
    // friends list, anyone else's from their profile (Person:<id>), the id only when neither has one. Then the
    // server's own sentence (with logins) is not shown.
    readonly property string friendId: entry.type === 2 && entry.friendId ? String(entry.friendId) : ""
    readonly property string friendName: friendId.length === 0 ? ""
        : ((friendSource.data[friendSource.source] || {}).Person || {}).name || ocs.nameOf(friendId)
    readonly property string what: friendId.length > 0
        ? i18nc("@info activity type, %1 a person's name", "became friends with %1", friendName)
        : activityDelegate.kindText(entry.type)
    readonly property string message: friendId.length > 0 ? "" : entry.message || ""
    readonly property string ago: activityDelegate.agoText(entry.timestamp, now)
    readonly property bool hasLink: SocialDesktop.Links.isWebLink(entry.link || "")

    Accessible.name: i18nc("@info accessible %1 person, %2 what they did, %3 how long ago", "%1 %2, %3", displayName, what, ago)
    Accessible.description: message

    EngineSource {
        id: friendSource
        // Only for someone who is not a friend (a friend's name is known already).
        readonly property string source: ocs.signedIn && activityDelegate.friendId.length > 0 && ocs.friendIds[activityDelegate.friendId] !== true
            ? ocs.service.named("Person:" + activityDelegate.friendId) : ""
        engine: "ocs"
        connectedSources: source.length > 0 ? [source] : []
    }

    // The OCS activity types 1–19 (specification 1.2 onwards): an icon and a few words each.
    function kindIcon(type) {
        const icons = ["", "im-user", "list-add-user", "cloud-upload", "user-properties", "camera-photo", "document-edit",
                       "mail-message", "internet-web-browser", "emblem-favorite", "list-remove", "resource-group-new",
                       "resource-group", "system-log-out", "view-calendar", "view-calendar-day", "view-calendar",
                       "view-task", "document-edit", "user-new"];
        return type > 0 && type < icons.length ? icons[type] : "dialog-information";
    }

    function kindText(type) {
        switch (type) {
        case 1: return i18nc("@info activity type", "posted a status");
        case 2: return i18nc("@info activity type", "made a new friend");
        case 3: return i18nc("@info activity type", "uploaded new content");
        case 4: return i18nc("@info activity type", "updated their profile");
        case 5: return i18nc("@info activity type", "changed their profile picture");
        case 6: return i18nc("@info activity type", "edited their content");
        case 7: return i18nc("@info activity type", "sent a message");
        case 8: return i18nc("@info activity type", "visited a homepage");
        case 9: return i18nc("@info activity type", "became a fan");
        case 10: return i18nc("@info activity type", "is no longer a fan");
        case 11: return i18nc("@info activity type", "created a group");
        case 12: return i18nc("@info activity type", "joined a group");
        case 13: return i18nc("@info activity type", "left a group");
        case 14: return i18nc("@info activity type", "created an event");
        case 15: return i18nc("@info activity type", "is going to an event");
        case 16: return i18nc("@info activity type", "is no longer going to an event");
        case 17: return i18nc("@info activity type", "posted a job offer");
        case 18: return i18nc("@info activity type", "edited a job offer");
        case 19: return i18nc("@info activity type", "joined the community");
        }
        return i18nc("@info activity type", "did something");
    }

    // "5 minutes ago"; a time ahead of this computer's clock (the server's clock is off) counts as now.
    function agoText(when, reference) {
        if (!(when instanceof Date) || isNaN(when.getTime())) {
            return "";
        }
        const seconds = Math.max(0, (reference.getTime() - when.getTime()) / 1000);
        if (seconds < 60) {
            return i18nc("@info relative time", "just now");
        }
        const minutes = Math.floor(seconds / 60);
        if (minutes < 60) {
            return i18ncp("@info relative time", "%1 minute ago", "%1 minutes ago", minutes);
        }
        const hours = Math.floor(minutes / 60);
        if (hours < 24) {
            return i18ncp("@info relative time", "%1 hour ago", "%1 hours ago", hours);
        }
        const days = Math.floor(hours / 24);
        if (days < 7) {
            return i18ncp("@info relative time", "%1 day ago", "%1 days ago", days);
        }
        return Qt.formatDate(when, Qt.locale().dateFormat(Locale.ShortFormat));
    }

    contentItem: RowLayout {
        spacing: Kirigami.Units.smallSpacing

        Avatar {
            Layout.alignment: Qt.AlignTop
            Layout.preferredWidth: Kirigami.Units.iconSizes.medium
            Layout.preferredHeight: Kirigami.Units.iconSizes.medium
            name: activityDelegate.displayName
            source: SocialDesktop.RemoteImages.source(activityDelegate.entry.avatarUrl || "")
            // A fixed size, so the picture is loaded once (see PersonDelegate).
            sourceSize: Qt.size(Kirigami.Units.iconSizes.medium * Screen.devicePixelRatio, Kirigami.Units.iconSizes.medium * Screen.devicePixelRatio)
            Accessible.ignored: true
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0

            RowLayout {
                Layout.fillWidth: true
                spacing: Kirigami.Units.smallSpacing

                PlasmaComponents3.Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignLeft
                    elide: Text.ElideRight
                    font.bold: true
                    text: activityDelegate.displayName
                    Accessible.ignored: true
                }
                PlasmaComponents3.Label {
                    textFormat: Text.PlainText
                    opacity: 0.7
                    font: Kirigami.Theme.smallFont
                    text: activityDelegate.ago
                    Accessible.ignored: true
                }
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: Kirigami.Units.smallSpacing

                Kirigami.Icon {
                    Layout.preferredWidth: Kirigami.Units.iconSizes.small
                    Layout.preferredHeight: Kirigami.Units.iconSizes.small
                    source: activityDelegate.kindIcon(activityDelegate.entry.type)
                    Accessible.ignored: true
                }
                PlasmaComponents3.Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignLeft
                    elide: Text.ElideRight
                    opacity: 0.7
                    font: Kirigami.Theme.smallFont
                    text: activityDelegate.what
                    Accessible.ignored: true
                }
            }

            PlasmaComponents3.Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignLeft
                visible: text.length > 0
                wrapMode: Text.Wrap
                maximumLineCount: 4
                elide: Text.ElideRight
                // Plasma's Label picks its alignment from its line count, which loops while a wrapped text settles.
                verticalAlignment: Text.AlignTop
                text: activityDelegate.message
                Accessible.ignored: true
            }
        }

        PlasmaComponents3.ToolButton {
            Layout.alignment: Qt.AlignTop
            visible: activityDelegate.hasLink
            icon.name: "internet-web-browser"
            display: T.AbstractButton.IconOnly
            text: i18nc("@action:button", "Open in Browser")
            Accessible.name: text
            onClicked: SocialDesktop.Links.openExternal(activityDelegate.entry.link)

            PlainToolTip {
                text: parent.text
            }
        }
    }
}
