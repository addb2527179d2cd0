/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQml 2.15

import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// The one way the widget names the ocs engine's sources of an account and runs an operation of its service (every
// operation takes any source's service; the account's "Account" is always there). Used by Ocs.qml, the account
// settings page and the export.
QtObject {
    // A EngineSource of the ocs engine.
    property var dataSource
    // The account: its server and user name (a copy of the widget shows the one it is set to; docs/widget.md).
    property string serverUrl
    property string user
    // What every source name of the account starts with (docs/engines.md, "Several accounts").
    readonly property string prefix: SocialDesktop.AccountSources.prefix(serverUrl, user)

    // The engine's name of the account's source @p name ("Friends", "Person:alice").
    function named(name) {
        return prefix + name;
    }

    // Runs @p operation with @p parameters; onDone(errorText, result) gets "" as the error on success.
    function call(operation, parameters, onDone) {
        const service = dataSource.serviceForSource(named("Account"));
        const description = service.operationDescription(operation);
        for (const key in parameters) {
            description[key] = parameters[key];
        }
        const job = service.startOperationCall(description);
        job.finished.connect(() => {
            if (onDone) {
                onDone(job.error ? job.errorText : "", job.result);
            }
        });
    }
}
