/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQml 2.15
import QtQuick 2.15

// Measures what the user waits for: from signing in, or from the popup opening, to a Friends list with rows.
// Written to the logging category org.kde.socialdesktop.widget (info), for the end-to-end test's figures and
// for anyone who wants to see them: QT_LOGGING_RULES="org.kde.socialdesktop.widget.info=true".
// main.qml feeds it; the views only show their rows.
QtObject {
    id: timer

    // A sign-in is under way.
    property bool signingIn: false
    // The compact representation, whose opening() says the user clicked for the popup; whether the popup is
    // open, and whether the account is signed in.
    property Item compact
    property bool expanded: false
    property bool signedIn: false
    // The rows the Friends list shows.
    property int rows: 0

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

    function friendsShown() {
        if (since <= 0 || rows <= 0) {
            return;
        }
        console.info(log, "Friends list filled " + (Date.now() - since) + " ms after " + reason + " (" + rows + " rows)");
        since = 0;
    }

    onSigningInChanged: {
        if (signingIn) {
            start("signing in");
        }
    }
    readonly property Connections clicks: Connections {
        target: timer.compact
        function onOpening() {
            if (timer.signedIn) {
                timer.start("opening the popup");
            }
        }
    }
    // A popup opened again shows the rows it has at once; a first one when its list fills.
    onExpandedChanged: {
        if (expanded) {
            friendsShown();
        }
    }
    onRowsChanged: friendsShown()
}
