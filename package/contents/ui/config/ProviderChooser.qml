/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

import ".." as Widget

// The communities of the provider files (the engine's `Providers` source, asked for only while this shows), one
// radio button each with its icon and terms of use, and "Other…" for an address the user types. Reusable: it
// only says which provider was chosen (location, registerUrl); the page decides what to do with it.
ColumnLayout {
    id: chooser

    // The chosen provider's OCS address; "" while none is chosen or "Other…" is.
    property string location: ""
    // Whether "Other…" is chosen (the page then shows its address field).
    property bool other: false
    // The chosen provider's entry (Id, Location, Name, Icon, TermsOfUse, Register, Services), or null.
    readonly property var current: providers.find(provider => provider.Location === location) || null
    // Its web sign-up page (http or https only, as the engine keeps it), "" when it names none.
    readonly property string registerUrl: current ? current.Register || "" : ""

    readonly property var providersData: providersSource.data["Providers"] || ({})
    readonly property var providers: providersData.Items || []
    readonly property bool loading: providersData.Status === "loading" || providersData.Status === undefined
    // A link that could not be opened.
    property string linkError: ""

    // The user chose a provider (its location) or "Other…" ("").
    signal picked(string location)

    spacing: Kirigami.Units.smallSpacing

    Widget.EngineSource {
        id: providersSource
        engine: "ocs"
        connectedSources: ["Providers"]
    }

    QQC2.ButtonGroup {
        id: choices
    }

    Repeater {
        model: chooser.providers

        RowLayout {
            spacing: Kirigami.Units.smallSpacing
            Layout.fillWidth: true

            QQC2.RadioButton {
                id: choice
                QQC2.ButtonGroup.group: choices
                text: modelData.Name
                checked: !chooser.other && chooser.location === modelData.Location
                Accessible.name: i18nc("@option:radio accessible, %1 a community's name", "Community %1", modelData.Name)
                Accessible.description: modelData.Location
                // However it was checked (mouse, keyboard, an accessibility action).
                onCheckedChanged: {
                    if (checked && (chooser.other || chooser.location !== modelData.Location)) {
                        chooser.other = false;
                        chooser.location = modelData.Location;
                        chooser.picked(modelData.Location);
                    }
                }
                // The style's label leaves room for the indicator; so does this one, on the side the layout begins.
                readonly property real indicatorRoom: indicator ? indicator.width + spacing : 0
                contentItem: Item {
                    implicitWidth: row.implicitWidth + choice.indicatorRoom
                    implicitHeight: row.implicitHeight
                    RowLayout {
                        id: row
                        // x is where the style puts the indicator (by `mirrored`), not an anchor: LayoutMirroring
                        // would swap an anchor's margins a second time.
                        x: choice.mirrored ? 0 : choice.indicatorRoom
                        width: parent.width - choice.indicatorRoom
                        height: parent.height
                        spacing: Kirigami.Units.smallSpacing
                        // Only through the widget's picture rules: http(s), bounded, decoded off the GUI thread.
                        Image {
                            Layout.preferredWidth: Kirigami.Units.iconSizes.smallMedium
                            Layout.preferredHeight: Kirigami.Units.iconSizes.smallMedium
                            source: modelData.Icon ? SocialDesktop.RemoteImages.source(modelData.Icon) : ""
                            visible: status === Image.Ready
                            sourceSize.width: Kirigami.Units.iconSizes.smallMedium
                            sourceSize.height: Kirigami.Units.iconSizes.smallMedium
                            fillMode: Image.PreserveAspectFit
                            Accessible.ignored: true
                        }
                        QQC2.Label {
                            Layout.fillWidth: true
                            Layout.maximumWidth: Kirigami.Units.gridUnit * 14
                            text: choice.text
                            textFormat: Text.PlainText
                            elide: Text.ElideRight
                        }
                    }
                }
            }

            QQC2.Button {
                flat: true
                visible: SocialDesktop.Links.isWebLink(modelData.TermsOfUse || "")
                icon.name: "text-html"
                text: i18nc("@action:button", "Terms of Use")
                Accessible.name: i18nc("@action:button accessible, %1 a community's name", "Terms of use of %1", modelData.Name)
                onClicked: chooser.linkError = SocialDesktop.Links.openExternal(modelData.TermsOfUse)

                // Where the link leads, as plain text.
                Widget.PlainToolTip {
                    text: modelData.TermsOfUse || ""
                }
            }
        }
    }

    QQC2.RadioButton {
        QQC2.ButtonGroup.group: choices
        text: i18nc("@option:radio a community not in the list", "Other…")
        checked: chooser.other
        Accessible.name: i18nc("@option:radio accessible", "Another community: type its address")
        onCheckedChanged: {
            if (checked && !chooser.other) {
                chooser.other = true;
                chooser.picked("");
            }
        }
    }

    // What went wrong here, said as what failed: the list of communities (KDE's list unreachable, say) is not the
    // account, whose status the page shows apart. Not red: signing in with an address typed under "Other…" still works.
    QQC2.Label {
        Layout.maximumWidth: Kirigami.Units.gridUnit * 20
        visible: text.length > 0
        wrapMode: Text.Wrap
        textFormat: Text.PlainText
        color: chooser.linkError ? Kirigami.Theme.negativeTextColor : Kirigami.Theme.disabledTextColor
        text: {
            if (chooser.linkError) {
                return chooser.linkError;
            }
            if (chooser.providersData.Error) {
                return chooser.providers.length > 0
                    ? i18nc("@info %1 the reason", "The list of communities could not be brought up to date: %1", chooser.providersData.Error)
                    : i18nc("@info %1 the reason", "The list of communities could not be loaded: %1 You can still type a community's address under Other…", chooser.providersData.Error);
            }
            return chooser.loading && chooser.providers.length === 0 ? i18nc("@info", "Looking for communities…") : "";
        }
    }
}
