/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// One person's page: details, and what you can do with them.
ColumnLayout {
    id: page

    // What the list knew; the full profile replaces it when the engine has it.
    property var person: ({})
    readonly property var profile: Object.assign({}, person, (personSource.data[personSource.source] || {}).Person || {})
    readonly property bool isFriend: ocs.friendIds[person.id] === true
    readonly property bool invited: ocs.invitedIds[person.id] === true
    property bool confirmRemove: false
    property bool busy: false
    property string error: ""
    property string done: ""

    signal back()

    spacing: Kirigami.Units.smallSpacing

    Keys.onEscapePressed: back()

    EngineSource {
        id: personSource
        readonly property string source: page.person.id ? ocs.service.named("Person:" + page.person.id) : ""
        engine: "ocs"
        connectedSources: source ? [source] : []
    }

    function run(operation, parameters, doneText) {
        busy = true;
        error = "";
        done = "";
        ocs.call(operation, parameters, failure => {
            busy = false;
            error = failure;
            done = failure ? "" : doneText;
        });
    }

    PageHeading {
        Layout.fillWidth: true
        title: page.profile.name || page.profile.id || ""
        onBack: page.back()
    }

    PlasmaComponents3.ScrollView {
        id: scroll
        Layout.fillWidth: true
        Layout.fillHeight: true
        contentWidth: availableWidth

        ProfileDetails {
            width: scroll.availableWidth
            person: page.profile
            distance: here.roughDistance(page.profile.distanceKm !== undefined ? page.profile.distanceKm
                                                                             : here.distanceTo(page.profile.latitude, page.profile.longitude))
        }
    }

    PlasmaComponents3.Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        horizontalAlignment: Text.AlignLeft
        Layout.margins: Kirigami.Units.smallSpacing
        visible: text.length > 0
        wrapMode: Text.Wrap
        color: page.error ? Kirigami.Theme.negativeTextColor : Kirigami.Theme.positiveTextColor
        text: page.error || page.done
    }

    Flow {
        Layout.fillWidth: true
        Layout.margins: Kirigami.Units.smallSpacing
        spacing: Kirigami.Units.smallSpacing
        enabled: !page.busy

        PlasmaComponents3.Button {
            icon.name: "mail-message-new"
            text: i18nc("@action:button", "Send Message")
            Accessible.name: text
            onClicked: widget.showRequested("messages", {compose: page.person.id})
        }

        PlasmaComponents3.Button {
            visible: page.isFriend && !page.confirmRemove
            icon.name: "list-remove-user"
            text: i18nc("@action:button", "Remove Friend")
            Accessible.name: text
            onClicked: page.confirmRemove = true
        }

        PlasmaComponents3.Button {
            visible: page.isFriend && page.confirmRemove
            icon.name: "list-remove-user"
            // The name is in the heading above: a button shows its text as automatic text, never server words.
            text: i18nc("@action:button confirm removing a friend", "Yes, Remove")
            Accessible.name: text
            onClicked: {
                page.confirmRemove = false;
                page.run("cancelFriendship", {person: page.person.id}, i18nc("@info", "No longer friends."));
            }
        }

        PlasmaComponents3.Button {
            visible: !page.isFriend && page.person.id !== ocs.self.id
            enabled: !page.invited
            icon.name: "list-add-user"
            text: page.invited ? i18nc("@action:button disabled", "Friend Request Sent") : i18nc("@action:button", "Add as Friend")
            Accessible.name: text
            onClicked: ocs.invite(page.person.id, error => page.error = error)
        }

        PlasmaComponents3.Button {
            visible: !!page.profile.profilePage
            icon.name: "internet-services"
            text: i18nc("@action:button", "Open Web Profile")
            Accessible.name: text
            onClicked: {
                page.done = "";
                page.error = SocialDesktop.Links.openExternal(page.profile.profilePage);
            }
        }
    }
}
