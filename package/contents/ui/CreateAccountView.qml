/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.components 3.0 as PlasmaComponents3

// The sign-up form inside the popup: made, the new account becomes the configured one and is signed in already.
PlasmaComponents3.ScrollView {
    id: view

    // A provider's web sign-up page (from its provider file), when it has one.
    property string registerUrl: ""

    signal done()

    contentWidth: availableWidth

    CreateAccountForm {
        id: form
        width: view.availableWidth - Kirigami.Units.gridUnit * 2
        x: Kirigami.Units.gridUnit
        service: ocs.service
        registerUrl: view.registerUrl
        Component.onCompleted: serverUrl = Plasmoid.configuration.serverUrl

        onCreated: (serverUrl, login) => {
            Plasmoid.configuration.serverUrl = serverUrl;
            Plasmoid.configuration.userName = login;
            view.done();
        }
        onCancelled: view.done()
        // A form-wide error (and the website's link) shows at the bottom, by the button just pressed: keep it in view.
        onFormErrorChanged: {
            if (formError) {
                // after the error and the link have been laid out
                toEnd.restart();
            }
        }
    }

    Timer {
        id: toEnd
        interval: 100
        onTriggered: {
            const flickable = view.contentItem;
            flickable.contentY = Math.max(0, flickable.contentHeight - flickable.height);
        }
    }
}
