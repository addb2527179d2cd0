/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// Where you are as the widget sees it: the geolocator engine's position, the coarse point every search and
// distance starts from, the Nearby search to show, and the location choices ([Location] of socialdesktoprc,
// through the plugin's LocationSettings). main.qml makes one (id `here`) that every view reads.
Item {
    id: here

    // Whether the account is signed in (no search before).
    property bool signedIn: false
    // The search radius of the Nearby tab; starts at the configured default.
    property int nearbyRadius: 25
    // Nothing location-based is searched before the user opens the Nearby tab in this session, nor before they
    // have read what a search sends (nearbySearchAgreed, once).
    property bool nearbyOpened: false
    property bool nearbySearchAgreed: false

    // The user's location choices (source, manual place, precision), read and written here.
    readonly property alias settings: locationSettings
    readonly property string precision: locationSettings.precision

    readonly property var location: geoSource.data["location"] || ({})
    readonly property bool locationKnown: location.source !== undefined && location.source !== "none"
        && isFinite(location.latitude) && isFinite(location.longitude)

    // The position on the grid of the chosen precision (the same one the engines use): the Nearby search and
    // every distance the widget shows start from it, so nothing the server can see (which search, when, which
    // pictures in which order) is finer than the precision. It changes only when the coarse cell does.
    readonly property var coarsePoint: {
        // Read again when the precision changes.
        void precision;
        return locationKnown ? locationSettings.coarsened(location.latitude, location.longitude) : ({});
    }
    readonly property bool coarseKnown: coarsePoint.latitude !== undefined && isFinite(coarsePoint.latitude) && isFinite(coarsePoint.longitude)
    readonly property string nearbySource: signedIn && coarseKnown && nearbyOpened && nearbySearchAgreed
        ? "Nearby:" + coarsePoint.latitude.toFixed(5) + "," + coarsePoint.longitude.toFixed(5) + "," + nearbyRadius
        : ""

    // Events: nothing is asked before the user opens the Events view. The query carries the country only; the
    // coarse point, when known, stays here and in the engine, which measures and orders the events from it.
    property bool eventsOpened: false
    readonly property string countryCode: location.countryCode && /^[A-Za-z]{2}$/.test(location.countryCode) ? location.countryCode.toUpperCase() : ""
    readonly property string eventsSource: signedIn && eventsOpened && countryCode.length > 0
        ? "Events:" + countryCode + (coarseKnown ? "," + coarsePoint.latitude.toFixed(5) + "," + coarsePoint.longitude.toFixed(5) : "")
        : ""

    // Great-circle distance in km from the coarse point (never the exact position) to a point, NaN when either is unknown.
    function distanceTo(latitude, longitude) {
        if (!coarseKnown || latitude === undefined || longitude === undefined || !isFinite(latitude) || !isFinite(longitude)) {
            return NaN;
        }
        return locationSettings.distanceKm(coarsePoint.latitude, coarsePoint.longitude, latitude, longitude);
    }

    // A measured distance as the widget says it, no finer than the coarse point it starts from: "about 5 km",
    // "less than 5 km" (LocationSettings.distanceText, Geo::RoughDistance); "" for none. Nearby and Events use it.
    function roughDistance(km) {
        // Said again when the precision changes.
        void precision;
        return km === undefined || km === null ? "" : locationSettings.distanceText(Number(km));
    }

    // A radius the user picks ("25 km"): a round number as it is.
    function distanceText(km) {
        if (km === undefined || !isFinite(km)) {
            return "";
        }
        return i18nc("@info distance in kilometres", "%1 km", Number(km).toLocaleString(Qt.locale(), "f", km < 10 ? 1 : 0));
    }

    EngineSource {
        id: geoSource
        engine: "geolocator"
        connectedSources: ["location"]
    }

    SocialDesktop.LocationSettings {
        id: locationSettings
    }
}
