/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// Your own profile as the community sees it, and whether it sees where you are.
ColumnLayout {
    id: profileTab

    spacing: Kirigami.Units.smallSpacing

    function takeFocus() {
        publishSwitch.forceActiveFocus();
    }

    PlasmaComponents3.ScrollView {
        id: scroll
        Layout.fillWidth: true
        Layout.fillHeight: true
        contentWidth: availableWidth

        ProfileDetails {
            width: scroll.availableWidth
            person: ocs.self
        }
    }

    PlasmaComponents3.Switch {
        id: publishSwitch
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        text: i18nc("@option:check", "Publish my location")
        // Mirrors the setting: flipping it here is the same as in the settings.
        checked: Plasmoid.configuration.publishLocation
        Accessible.name: text
        // A screen reader's toggle or press (AT-SPI) only emits clicked(): flip it here as a click would.
        Accessible.onToggleAction: publishSwitch.flip()
        Accessible.onPressAction: publishSwitch.flip()
        function flip() {
            toggle();
            toggled();
        }
        onToggled: Plasmoid.configuration.publishLocation = checked
    }

    PlasmaComponents3.Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        wrapMode: Text.Wrap
        opacity: 0.7
        font: Kirigami.Theme.smallFont
        text: {
            if (!Plasmoid.configuration.publishLocation) {
                return i18nc("@info", "The community does not see where you are.");
            }
            switch (here.precision) {
            case "exact":
                return i18nc("@info", "The community sees your exact position.");
            case "neighbourhood":
                return i18nc("@info", "The community sees your neighbourhood (about 1 km).");
            case "country":
                return i18nc("@info", "The community sees only your country.");
            default:
                return i18nc("@info", "The community sees your city (about 10 km).");
            }
        }
    }

    PlasmaComponents3.Label {
        id: linkError
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.smallSpacing
        Layout.rightMargin: Kirigami.Units.smallSpacing
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        visible: text.length > 0
        color: Kirigami.Theme.negativeTextColor
    }

    PlasmaComponents3.Button {
        Layout.alignment: Qt.AlignHCenter
        Layout.bottomMargin: Kirigami.Units.smallSpacing
        visible: !!ocs.self.profilePage
        icon.name: "internet-services"
        text: i18nc("@action:button", "Open Web Profile")
        Accessible.name: text
        onClicked: linkError.text = SocialDesktop.Links.openExternal(ocs.self.profilePage)
    }
}
