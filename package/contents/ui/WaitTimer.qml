/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQml 2.15

// Measures what the user waits for: from signing in, or from the representation coming up, to a Friends list
// with rows. Written to the logging category org.kde.socialdesktop.widget (info), for the end-to-end test's
// figures and for anyone who wants to see them: QT_LOGGING_RULES="org.kde.socialdesktop.widget.info=true".
QtObject {
    property double since: 0
    property string reason: ""

    readonly property LoggingCategory log: LoggingCategory {
        name: "org.kde.socialdesktop.widget"
        defaultLogLevel: LoggingCategory.Warning
    }

    function start(why) {
        since = Date.now();
        reason = why;
    }

    function friendsShown(rows) {
        if (since <= 0 || rows <= 0) {
            return;
        }
        console.info(log, "Friends list filled " + (Date.now() - since) + " ms after " + reason + " (" + rows + " rows)");
        since = 0;
    }
}
