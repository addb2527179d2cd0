/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasmoid 2.0

// Publishes the position while the user wants it: once when switched on, again when it moves or the precision
// changes, and a clear on the server when switched off. The engine coarsens it to the precision in [Location].
Item {
    id: publisher

    readonly property bool wanted: Plasmoid.configuration.publishLocation && ocs.signedIn
    // What was last sent, so the same position is not posted twice.
    property string lastPublished: ""

    function publishNow() {
        if (!wanted || !here.locationKnown) {
            return;
        }
        const where = {
            latitude: here.location.latitude,
            longitude: here.location.longitude,
            city: here.location.city || "",
            country: here.location.countryCode || ""
        };
        // Three decimals here only tell moves from jitter.
        const key = [where.latitude.toFixed(3), where.longitude.toFixed(3), where.city, where.country, here.precision].join("|");
        if (key === lastPublished) {
            return;
        }
        lastPublished = key;
        ocs.call("publishLocation", where, error => {
            if (error) {
                lastPublished = "";
            }
        });
    }

    Connections {
        target: Plasmoid.configuration
        function onPublishLocationChanged() {
            if (Plasmoid.configuration.publishLocation) {
                debounce.restart();
            } else if (ocs.signedIn) {
                // Off means off at once: nothing more is posted, and the server forgets the position.
                debounce.stop();
                publisher.lastPublished = "";
                ocs.call("clearLocation", {}, null);
            }
        }
    }

    Connections {
        target: here
        function onLocationChanged() { debounce.restart(); }
        function onPrecisionChanged() { debounce.restart(); }
    }

    Connections {
        target: ocs
        function onSignedInChanged() { debounce.restart(); }
    }

    // Positions come in bursts (a GPS fix, then its city): post once they settle.
    Timer {
        id: debounce
        interval: 1500
        onTriggered: publisher.publishNow()
    }
}
