/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQml 2.15

// The one way the widget runs an operation of the ocs engine's service (every operation takes any source's
// service; "Account" is always there). Used by Ocs.qml, the account settings page and the export.
QtObject {
    // A PlasmaCore.DataSource of the ocs engine.
    property var dataSource

    // Runs @p operation with @p parameters; onDone(errorText, result) gets "" as the error on success.
    function call(operation, parameters, onDone) {
        const service = dataSource.serviceForSource("Account");
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
