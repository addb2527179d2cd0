/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras
import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// A person's profile as the server gives it: picture, name, place, links and the fields they filled in.
ColumnLayout {
    id: details

    property var person: ({})
    property string distance: ""
    // Why the last link was not opened (Links refuses all but web links).
    property string linkError: ""

    function openLink(link) {
        linkError = SocialDesktop.Links.openExternal(link);
    }

    // [label, value] for each field that has a value, in a sensible order.
    readonly property var fields: {
        const p = person;
        const list = [
            [i18nc("@label profile field", "About:"), p.description, true],
            [i18nc("@label profile field", "Interests:"), p.interests],
            [i18nc("@label profile field", "Languages:"), p.languages],
            [i18nc("@label profile field", "Programming languages:"), p.programmingLanguages],
            [i18nc("@label profile field", "Company:"), p.company],
            [i18nc("@label profile field", "Role in the community:"), p.communityRole],
            [i18nc("@label profile field", "Looking for:"), p.jobStatus],
            [i18nc("@label profile field", "Birthday:"), p.birthday ? Qt.formatDate(p.birthday, Qt.locale().dateFormat(Locale.LongFormat)) : ""],
            [i18nc("@label profile field", "IRC:"), [p.ircNick].concat(p.ircChannels || []).filter(s => !!s).join(", ")],
            [i18nc("@label profile field", "Likes:"), p.likes],
            [i18nc("@label profile field", "Does not like:"), p.dontLikes],
            [i18nc("@label profile field", "Favourite music:"), p.favouriteMusic],
            [i18nc("@label profile field", "Favourite films:"), p.favouriteMovies],
            [i18nc("@label profile field", "Favourite TV shows:"), p.favouriteTvShows],
            [i18nc("@label profile field", "Favourite books:"), p.favouriteBooks],
            [i18nc("@label profile field", "Favourite games:"), p.favouriteGames],
            [i18nc("@label profile field", "Favourite quote:"), p.favouriteQuote]
        ];
        return list.filter(field => field[1] !== undefined && String(field[1]).length > 0);
    }

    spacing: Kirigami.Units.smallSpacing

    Avatar {
        Layout.alignment: Qt.AlignHCenter
        Layout.topMargin: Kirigami.Units.smallSpacing
        Layout.preferredWidth: Kirigami.Units.iconSizes.huge
        Layout.preferredHeight: Kirigami.Units.iconSizes.huge
        name: details.person.name || details.person.id || ""
        source: SocialDesktop.RemoteImages.source(details.person.bigAvatarUrl || details.person.avatarUrl || "")
        Accessible.name: i18nc("@info accessible, %1 a person", "Picture of %1", name)
    }

    PlasmaExtras.Heading {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.largeSpacing
        Layout.rightMargin: Kirigami.Units.largeSpacing
        level: 2
        horizontalAlignment: Text.AlignHCenter
        elide: Text.ElideRight
        text: details.person.name || details.person.id || ""
    }

    PlasmaComponents3.Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.largeSpacing
        Layout.rightMargin: Kirigami.Units.largeSpacing
        horizontalAlignment: Text.AlignHCenter
        elide: Text.ElideRight
        opacity: 0.7
        visible: text.length > 0
        text: [[details.person.city, details.person.country].filter(s => !!s).join(", "), details.distance].filter(s => !!s).join(" · ")
    }

    Repeater {
        model: details.person.homepages || []
        delegate: PlasmaComponents3.Label {
            Layout.fillWidth: true
            Layout.leftMargin: Kirigami.Units.largeSpacing
            Layout.rightMargin: Kirigami.Units.largeSpacing
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideMiddle
            // lint: linkified. Built in C++ from plain text: everything escaped, only web addresses linked.
            textFormat: Text.StyledText
            text: SocialDesktop.Links.linkify(String(modelData.url || ""))
            Accessible.name: i18nc("@info accessible, %1 a web address", "Homepage %1", modelData.url)
            Accessible.role: Accessible.Link
            onLinkActivated: link => details.openLink(link)
        }
    }

    PlasmaComponents3.Label {
        Layout.fillWidth: true
        Layout.leftMargin: Kirigami.Units.largeSpacing
        Layout.rightMargin: Kirigami.Units.largeSpacing
        textFormat: Text.PlainText
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        visible: text.length > 0
        color: Kirigami.Theme.negativeTextColor
        text: details.linkError
    }

    GridLayout {
        Layout.fillWidth: true
        Layout.margins: Kirigami.Units.largeSpacing
        columns: 2
        columnSpacing: Kirigami.Units.smallSpacing
        rowSpacing: Kirigami.Units.smallSpacing

        Repeater {
            model: details.fields.length * 2
            delegate: PlasmaComponents3.Label {
                readonly property var field: details.fields[Math.floor(index / 2)]
                readonly property bool isLabel: index % 2 === 0
                // The description's web addresses are links, made in C++ from the plain text.
                readonly property bool linked: !isLabel && !!field && field[2] === true
                Layout.alignment: Qt.AlignTop | (isLabel ? Qt.AlignRight : Qt.AlignLeft)
                Layout.fillWidth: !isLabel
                Layout.maximumWidth: isLabel ? details.width / 3 : Number.POSITIVE_INFINITY
                // lint: linkified. Styled only for the description, whose text comes from Links.linkify().
                textFormat: linked ? Text.StyledText : Text.PlainText
                wrapMode: Text.Wrap
                opacity: isLabel ? 0.7 : 1
                text: !field ? "" : linked ? SocialDesktop.Links.linkify(String(field[1])) : String(field[isLabel ? 0 : 1])
                onLinkActivated: link => details.openLink(link)
            }
        }
    }
}
