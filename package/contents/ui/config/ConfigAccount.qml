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

// Server, user name, and signing in or out; the password goes to the engine, which keeps it in KWallet.
Kirigami.FormLayout {
    id: page

    // A property, not a child: the form lays out every child it has. The status is that of the account the
    // fields name (this copy's, or the one being typed), never another copy's.
    readonly property Widget.EngineSource ocsSource: Widget.EngineSource {
        engine: "ocs"
        connectedSources: [page.service.named("Account")]
    }

    // What is stored is the address without a user name and password typed into it.
    property string cfg_serverUrl
    property alias cfg_userName: userNameField.text

    readonly property var account: ocsSource.data[service.named("Account")] || ({})
    readonly property bool signedIn: account.SignedIn === true
    property bool busy: false
    property string error: ""

    readonly property Widget.OcsService service: Widget.OcsService {
        dataSource: page.ocsSource
        serverUrl: page.cfg_serverUrl
        user: userNameField.text
    }

    function call(operation, parameters) {
        busy = true;
        error = "";
        service.call(operation, parameters, errorText => {
            busy = false;
            error = errorText;
            if (!errorText) {
                passwordField.text = "";
            }
        });
    }

    ProviderChooser {
        id: chooser
        Kirigami.FormData.label: i18nc("@label", "Community:")
        enabled: !page.signedIn && !page.busy
        Component.onCompleted: location = page.cfg_serverUrl
        // Whether the user chose here: then the list arriving (the cached copy, then the fetched one) keeps the choice.
        property bool pickedHere: false
        // Until then, a community of the list, else the address typed before, behind "Other…".
        function showSaved() {
            if (!pickedHere) {
                other = page.cfg_serverUrl.length > 0 && !providers.some(provider => provider.Location === page.cfg_serverUrl);
            }
        }
        // Later, not inside the binding that first reads the list (the address field's `visible` reads `other` too).
        onProvidersChanged: Qt.callLater(showSaved)
        onPicked: location => {
            pickedHere = true;
            if (location.length > 0) {
                serverUrlField.text = location;
            } else {
                serverUrlField.forceActiveFocus();
            }
        }
    }

    QQC2.TextField {
        id: serverUrlField
        Kirigami.FormData.label: i18nc("@label:textbox", "Server:")
        // The address of a community of the list is not typed: shown only for "Other…", or without a list.
        visible: chooser.other || chooser.providers.length === 0
        placeholderText: i18nc("@info:placeholder", "https://api.example.org/v1/")
        inputMethodHints: Qt.ImhUrlCharactersOnly
        Accessible.name: i18nc("@label:textbox accessible", "Server address")
        // Not bound: cleaning the address while it is typed would cut a half-typed one.
        Component.onCompleted: text = page.cfg_serverUrl
        onTextChanged: page.cfg_serverUrl = SocialDesktop.Links.withoutUserInfo(text)
        // Once typed, a password in the address leaves the screen too.
        onEditingFinished: text = page.cfg_serverUrl
    }

    QQC2.TextField {
        id: userNameField
        Kirigami.FormData.label: i18nc("@label:textbox", "User name:")
        Accessible.name: i18nc("@label:textbox accessible", "User name")
    }

    QQC2.TextField {
        id: passwordField
        Kirigami.FormData.label: i18nc("@label:textbox", "Password:")
        visible: !page.signedIn
        echoMode: TextInput.Password
        enabled: !page.busy
        Accessible.name: i18nc("@label:textbox accessible", "Password")
        // Qt 5.15 puts neither Accessible.name nor Accessible.description of a password field on the accessibility bus
        // ("password text|", seen in providerchoosertest); only the placeholder reaches it, as the description. So the
        // field says "Password" there, as the sign-in view's does.
        placeholderText: i18nc("@info:placeholder", "Password")
        onAccepted: signInButton.clicked()
    }

    FormNote {
        Kirigami.FormData.label: i18nc("@label", "Status:")
        color: page.error || page.account.Status === "error" ? Kirigami.Theme.negativeTextColor : Kirigami.Theme.textColor
        text: {
            if (page.error) {
                return page.error;
            }
            if (page.busy) {
                return i18nc("@info account status", "Signing in…");
            }
            if (page.account.Status === "error" && page.account.Error) {
                return page.account.Error;
            }
            if (page.signedIn) {
                const where = page.account.User + " @ " + page.account.Provider;
                return page.account.Notice
                    ? i18nc("@info account status, %1 user and server, %2 a notice", "Signed in as %1. %2", where, page.account.Notice)
                    : i18nc("@info account status, %1 user and server", "Signed in as %1.", where);
            }
            return i18nc("@info account status", "Not signed in.");
        }
    }

    RowLayout {
        QQC2.Button {
            id: signInButton
            visible: !page.signedIn
            icon.name: "go-next"
            text: i18nc("@action:button", "Sign In")
            enabled: !page.busy && passwordField.text.length > 0 && serverUrlField.text.length > 0 && userNameField.text.length > 0
            onClicked: page.call("login", {serverUrl: page.cfg_serverUrl, user: userNameField.text, password: passwordField.text})
        }
        QQC2.Button {
            visible: !page.signedIn && !signup.visible
            icon.name: "list-add-user"
            text: i18nc("@action:button", "Create Account…")
            enabled: !page.busy
            onClicked: signup.visible = true
        }
        QQC2.Button {
            visible: page.signedIn
            icon.name: "system-log-out"
            text: i18nc("@action:button", "Sign Out")
            enabled: !page.busy
            onClicked: page.call("logout", {})
        }
    }

    // person/add, then a sign-in: made, the new account fills the fields above (and is signed in already).
    Widget.CreateAccountForm {
        id: signup
        Kirigami.FormData.isSection: true
        Layout.fillWidth: true
        Layout.maximumWidth: Kirigami.Units.gridUnit * 24
        visible: false
        service: page.service
        // The chosen community's own sign-up page, from its provider file.
        registerUrl: chooser.other ? "" : chooser.registerUrl
        onVisibleChanged: {
            if (visible) {
                serverUrl = serverUrlField.text;
            }
        }
        onCreated: (serverUrl, login) => {
            serverUrlField.text = serverUrl;
            userNameField.text = login;
            // Kept at once, not only on Apply: the engine is signed in with this account already.
            if (typeof plasmoid !== "undefined" && plasmoid.configuration) {
                plasmoid.configuration.serverUrl = page.cfg_serverUrl;
                plasmoid.configuration.userName = login;
            }
            visible = false;
        }
        onCancelled: visible = false
    }
}
