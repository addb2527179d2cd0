/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// Making an account on a community server (the engine's createAccount: person/add, then a sign-in). Each refusal
// shows under its field; nothing typed is lost on an error. When the server has no sign-up of its own, or the
// provider names a sign-up page (registerUrl), a link leads to its website.
ColumnLayout {
    id: form

    // An OcsService of the ocs engine.
    property var service
    property alias serverUrl: serverField.text
    // A provider's web sign-up page; only http(s) is ever opened.
    property string registerUrl: ""
    property bool busy: false
    property bool notSupported: false
    property string formError: ""
    property var errors: ({})

    // The account is made and signed in.
    signal created(string serverUrl, string login)
    signal cancelled()

    readonly property string websiteUrl: {
        if (SocialDesktop.Links.isWebLink(registerUrl)) {
            return registerUrl;
        }
        // the server's own site, for a server that answered "not supported"
        const match = /^(https?:\/\/[^\/?#]+)/i.exec(serverField.address);
        return notSupported && match ? match[1] + "/" : "";
    }

    function errorOf(field) {
        return errors[field] || "";
    }

    function setError(field, text) {
        const all = {};
        all[field] = text;
        errors = all;
    }

    function clearError(field) {
        if (errors[field]) {
            const rest = Object.assign({}, errors);
            delete rest[field];
            errors = rest;
        }
    }

    function submit() {
        formError = "";
        errors = {};
        if (passwordField.text !== repeatField.text) {
            setError("repeat", i18nc("@info", "The two passwords differ."));
            return;
        }
        busy = true;
        service.call("createAccount", {
            serverUrl: serverField.address,
            login: loginField.text,
            password: passwordField.text,
            firstName: firstNameField.text,
            lastName: lastNameField.text,
            email: emailField.text
        }, (errorText, result) => {
            busy = false;
            const answer = result || {};
            if (!errorText) {
                form.created(serverField.address, loginField.text.trim());
                return;
            }
            if (answer.outcome === "notSupported") {
                notSupported = true;
            }
            if (answer.field) {
                setError(answer.field, errorText);
            } else {
                formError = errorText;
            }
        });
    }

    spacing: Kirigami.Units.smallSpacing

    Kirigami.Heading {
        Layout.fillWidth: true
        // The heading picks its alignment from its line count, which loops while a wrapped text settles.
        verticalAlignment: Text.AlignTop
        level: 3
        wrapMode: Text.Wrap
        textFormat: Text.PlainText
        text: i18nc("@title", "Create an Account")
    }

    ServerAddressField {
        id: serverField
        Layout.fillWidth: true
        enabled: !form.busy
    }

    SignupField {
        id: loginField
        onEdited: form.clearError("login")
        Layout.fillWidth: true
        label: i18nc("@label:textbox", "User name:")
        error: form.errorOf("login")
        enabled: !form.busy
        inputMethodHints: Qt.ImhNoAutoUppercase | Qt.ImhNoPredictiveText
    }

    SignupField {
        id: passwordField
        onEdited: form.clearError("password")
        Layout.fillWidth: true
        label: i18nc("@label:textbox", "Password:")
        error: form.errorOf("password")
        enabled: !form.busy
        password: true
    }

    PasswordStrength {
        Layout.fillWidth: true
        password: passwordField.text
    }

    SignupField {
        id: repeatField
        onEdited: form.clearError("repeat")
        Layout.fillWidth: true
        label: i18nc("@label:textbox", "Repeat password:")
        error: form.errorOf("repeat")
        enabled: !form.busy
        password: true
    }

    SignupField {
        id: firstNameField
        onEdited: form.clearError("firstName")
        Layout.fillWidth: true
        label: i18nc("@label:textbox", "First name:")
        error: form.errorOf("firstName")
        enabled: !form.busy
    }

    SignupField {
        id: lastNameField
        onEdited: form.clearError("lastName")
        Layout.fillWidth: true
        label: i18nc("@label:textbox", "Last name:")
        error: form.errorOf("lastName")
        enabled: !form.busy
    }

    SignupField {
        id: emailField
        onEdited: form.clearError("email")
        Layout.fillWidth: true
        label: i18nc("@label:textbox", "E-mail address:")
        error: form.errorOf("email")
        enabled: !form.busy
        inputMethodHints: Qt.ImhEmailCharactersOnly
        onAccepted: createButton.clicked()
    }

    QQC2.Label {
        Layout.fillWidth: true
        visible: text.length > 0
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        color: Kirigami.Theme.negativeTextColor
        text: form.formError
    }

    QQC2.Label {
        id: linkError
        Layout.fillWidth: true
        visible: text.length > 0
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        color: Kirigami.Theme.negativeTextColor
    }

    // A row of its own: beside Cancel and Create Account it would not fit a narrow popup.
    QQC2.Button {
        Layout.alignment: Qt.AlignLeft
        Layout.maximumWidth: form.width
        visible: form.websiteUrl.length > 0
        icon.name: "internet-services"
        text: i18nc("@action:button", "Sign up on the website")
        Accessible.name: text
        onClicked: linkError.text = SocialDesktop.Links.openExternal(form.websiteUrl)
    }

    RowLayout {
        Layout.fillWidth: true

        Item {
            Layout.fillWidth: true
        }

        QQC2.BusyIndicator {
            visible: form.busy
            running: visible
            Layout.preferredHeight: createButton.implicitHeight
            Layout.preferredWidth: createButton.implicitHeight
            Accessible.name: i18nc("@info accessible", "Creating the account")
        }

        QQC2.Button {
            text: i18nc("@action:button", "Cancel")
            icon.name: "dialog-cancel"
            enabled: !form.busy
            onClicked: form.cancelled()
        }

        QQC2.Button {
            id: createButton
            icon.name: "list-add-user"
            text: i18nc("@action:button", "Create Account")
            enabled: !form.busy && serverField.address.length > 0 && loginField.text.length > 0 && passwordField.text.length > 0
                && repeatField.text.length > 0 && firstNameField.text.length > 0 && lastNameField.text.length > 0 && emailField.text.length > 0
            onClicked: form.submit()
        }
    }
}
