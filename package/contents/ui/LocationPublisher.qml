/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// Hands the location settings to the engines, and publishes the position while the user wants it:
// once when switched on, again when it moves, and a clear on the server when switched off.
Item {
    id: publisher

    readonly property bool wanted: Plasmoid.configuration.publishLocation && root.signedIn
    // What was last sent, so the same position is not posted twice.
    property string lastPublished: ""

    function applySettings() {
        settings.apply({
            source: Plasmoid.configuration.locationSource,
            latitude: Plasmoid.configuration.manualLatitude,
            longitude: Plasmoid.configuration.manualLongitude,
            city: Plasmoid.configuration.manualCity,
            countryCode: Plasmoid.configuration.manualCountryCode,
            precision: Plasmoid.configuration.precision
        });
    }

    function publishNow() {
        if (!wanted || !root.locationKnown) {
            return;
        }
        const where = {
            latitude: root.location.latitude,
            longitude: root.location.longitude,
            city: root.location.city || "",
            country: root.location.countryCode || ""
        };
        // The engine coarsens to the chosen precision; three decimals here only tell moves from jitter.
        const key = [where.latitude.toFixed(3), where.longitude.toFixed(3), where.city, where.country, Plasmoid.configuration.precision].join("|");
        if (key === lastPublished) {
            return;
        }
        lastPublished = key;
        root.ocsCall("publishLocation", where, error => {
            if (error) {
                lastPublished = "";
            }
        });
    }

    SocialDesktop.LocationSettings {
        id: settings
    }

    Connections {
        target: Plasmoid.configuration
        function onLocationSourceChanged() { publisher.applySettings(); }
        function onManualLatitudeChanged() { publisher.applySettings(); }
        function onManualLongitudeChanged() { publisher.applySettings(); }
        function onManualCityChanged() { publisher.applySettings(); }
        function onManualCountryCodeChanged() { publisher.applySettings(); }
        function onPrecisionChanged() {
            publisher.applySettings();
            debounce.restart();
        }
        function onPublishLocationChanged() {
            if (Plasmoid.configuration.publishLocation) {
                debounce.restart();
            } else if (root.signedIn) {
                // Off means off at once: nothing more is posted, and the server forgets the position.
                debounce.stop();
                publisher.lastPublished = "";
                root.ocsCall("clearLocation", {}, null);
            }
        }
    }

    Connections {
        target: root
        function onLocationChanged() { debounce.restart(); }
        function onSignedInChanged() { debounce.restart(); }
    }

    // Positions come in bursts (a GPS fix, then its city): post once they settle.
    Timer {
        id: debounce
        interval: 1500
        onTriggered: publisher.publishNow()
    }
}
