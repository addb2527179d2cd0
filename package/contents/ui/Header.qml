/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Window 2.15

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras
import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// You: picture, name, where you are and how that is known; a quiet word when the data is not fresh.
RowLayout {
    id: header

    spacing: Kirigami.Units.smallSpacing

    // The lists the tabs show: when one could not be fetched, what shows is the saved copy.
    readonly property var failing: [ocs.friends, ocs.invitations, ocs.inbox, ocs.self].filter(s => s && s.Status === "error")
    readonly property bool offline: ocs.signedIn && failing.length > 0
    readonly property bool updating: ocs.signedIn && !offline && [ocs.friends, ocs.inbox].some(s => s && s.Status === "loading")

    readonly property string locationLine: {
        const coordinates = here.locationKnown
            ? i18nc("@info coordinates, %1 latitude, %2 longitude", "%1°, %2°",
                    Number(here.location.latitude).toLocaleString(Qt.locale(), "f", 2), Number(here.location.longitude).toLocaleString(Qt.locale(), "f", 2))
            : "";
        const place = [here.location.city, here.location.country].filter(s => !!s).join(", ") || coordinates;
        switch (here.location.source) {
        case "gps":
            return i18nc("@info location line, %1 a place", "%1 (GPS)", place || i18nc("@info", "Position known"));
        case "geoip":
            return i18nc("@info location line, %1 a place", "%1 (network)", place || i18nc("@info", "Position known"));
        case "manual":
            return i18nc("@info location line, %1 a place", "%1 (set by you)", place || i18nc("@info", "Position known"));
        default:
            return i18nc("@info location line", "Location unknown");
        }
    }

    Avatar {
        Layout.preferredWidth: Kirigami.Units.iconSizes.medium
        Layout.preferredHeight: Kirigami.Units.iconSizes.medium
        name: ocs.self.name || Plasmoid.configuration.userName || ""
        source: SocialDesktop.RemoteImages.source(ocs.self.avatarUrl || "")
        // Fixed, so the picture is not loaded again for every width the layout passes through.
        sourceSize: Qt.size(Kirigami.Units.iconSizes.medium * Screen.devicePixelRatio, Kirigami.Units.iconSizes.medium * Screen.devicePixelRatio)
        Accessible.name: i18nc("@info accessible", "Your picture")
    }

    ColumnLayout {
        Layout.fillWidth: true
        spacing: 0

        PlasmaExtras.Heading {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignLeft
            level: 3
            elide: Text.ElideRight
            text: ocs.self.name || (widget.configured ? Plasmoid.configuration.userName : i18nc("@title widget name", "Social Desktop"))
        }

        PlasmaComponents3.Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignLeft
            elide: Text.ElideRight
            opacity: 0.7
            text: header.locationLine
        }
    }

    PlasmaComponents3.BusyIndicator {
        Layout.preferredWidth: Kirigami.Units.iconSizes.small
        Layout.preferredHeight: Kirigami.Units.iconSizes.small
        visible: header.updating
        running: visible
        Accessible.name: i18nc("@info accessible", "Updating")
    }

    // Quiet word that what shows is the last saved copy, with the reason and a retry.
    PlasmaComponents3.Label {
        textFormat: Text.PlainText
        visible: header.offline
        text: i18nc("@info offline indicator", "Offline")
        opacity: 0.6
        font: Kirigami.Theme.smallFont
        Accessible.description: header.offline ? header.failing[0].Error || "" : ""
    }

    PlasmaComponents3.ToolButton {
        visible: header.offline
        icon.name: "view-refresh"
        display: PlasmaComponents3.AbstractButton.IconOnly
        text: i18nc("@action:button", "Try Again")
        Accessible.name: text
        PlainToolTip {
            text: header.offline
                ? i18nc("@info:tooltip %1 why the data could not be fetched", "Showing saved data: %1", header.failing[0].Error || "")
                : ""
        }
        onClicked: ocs.refresh()
    }

    PlasmaComponents3.ToolButton {
        id: configureButton
        visible: widget.configured
        icon.name: "configure"
        display: PlasmaComponents3.AbstractButton.IconOnly
        text: root.configureText
        Accessible.name: i18nc("@action:button", "Configure Social Desktop…")
        PlainToolTip {
            text: configureButton.Accessible.name
        }
        onClicked: root.configure()
    }
}
