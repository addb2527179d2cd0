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

// Where your position comes from, whether and how precisely the community sees it, and the nearby radius.
// The source, the place set by hand and the precision are [Location] of socialdesktoprc, which the engines read:
// shown and written through the plugin's LocationSettings. Publishing and the radius are the widget's (cfg_).
Kirigami.FormLayout {
    id: page

    // Enables Apply for what is not a cfg_ property; saveConfig() writes it.
    signal configurationChanged()

    readonly property SocialDesktop.LocationSettings settings: SocialDesktop.LocationSettings {}

    // A property, not a child: the form lays out every child it has.
    readonly property Widget.EngineSource geoSource: Widget.EngineSource {
        engine: "geolocator"
        connectedSources: ["providers", "location"]
    }

    property string locationSource: settings.source
    property real manualLatitude: settings.latitude
    property real manualLongitude: settings.longitude
    property string precision: settings.precision
    property alias cfg_publishLocation: publishBox.checked
    property alias cfg_nearbyRadius: radiusSpin.value

    function saveConfig() {
        settings.apply({
            source: locationSource,
            latitude: manualLatitude,
            longitude: manualLongitude,
            city: cityField.text,
            countryCode: countryField.text,
            precision: precision
        });
    }

    readonly property var sources: ["automatic", "gps", "network", "manual"]
    readonly property var precisions: ["exact", "neighbourhood", "city", "country"]
    readonly property var providers: geoSource.data["providers"] || ({})
    // The provider the position comes from now ("gps", "geoip", …).
    readonly property string current: (geoSource.data["location"] || {}).source || ""

    function providerLine(id, name) {
        const provider = providers[id] || {};
        switch (provider.state) {
        case "active":
            return id === page.current ? i18nc("@info %1 a location source", "%1: in use", name)
                                       : i18nc("@info %1 a location source that works but is not used now", "%1: available", name);
        case "searching":
            return i18nc("@info %1 a location source", "%1: searching…", name);
        case "error":
            return i18nc("@info %1 a location source, %2 why it cannot be used", "%1: %2", name, provider.error || "");
        default:
            return i18nc("@info %1 a location source", "%1: off", name);
        }
    }

    function number(text) {
        return Number.fromLocaleString(Qt.locale(), text.trim());
    }

    QQC2.ComboBox {
        id: sourceBox
        Kirigami.FormData.label: i18nc("@label:listbox", "Position from:")
        // Wide enough for the longest entry ("Automatic (best available)").
        Layout.minimumWidth: Kirigami.Units.gridUnit * 16
        model: [i18nc("@item:inlistbox location source", "Automatic (best available)"),
                i18nc("@item:inlistbox location source", "GPS"),
                i18nc("@item:inlistbox location source", "Network address"),
                i18nc("@item:inlistbox location source", "Set by hand")]
        currentIndex: Math.max(0, page.sources.indexOf(page.locationSource))
        Accessible.name: i18nc("@label:listbox accessible", "Position from")
        onActivated: index => {
            page.locationSource = page.sources[index];
            page.configurationChanged();
        }
    }

    FormNote {
        visible: page.locationSource !== "manual"
        opacity: 0.7
        text: [page.locationSource !== "network" ? page.providerLine("gps", i18nc("@info location source", "GPS")) : "",
               page.locationSource !== "gps" ? page.providerLine("geoip", i18nc("@info location source", "Network")) : ""]
              .filter(s => !!s).join("\n")
    }

    // A place by its name instead of its coordinates: searched on this computer (PlaceSearch: the package's cities
    // and the system's time zone places), nothing is sent while typing. The place chosen fills the fields below
    // and is rounded to the precision like any place set by hand.
    readonly property SocialDesktop.PlaceSearch placeSearch: SocialDesktop.PlaceSearch {
        limit: 8
    }

    function choosePlace(row) {
        const place = placeSearch.get(row);
        if (place.name === undefined) {
            return;
        }
        manualLatitude = place.latitude;
        manualLongitude = place.longitude;
        latitudeField.text = place.latitude.toLocaleString(Qt.locale(), "f", 6);
        longitudeField.text = place.longitude.toLocaleString(Qt.locale(), "f", 6);
        cityField.text = place.name;
        countryField.text = place.countryCode;
        chosenPlace = place.label;
        placeField.text = "";
        configurationChanged();
    }
    property string chosenPlace: ""

    QQC2.TextField {
        id: placeField
        Kirigami.FormData.label: i18nc("@label:textbox", "Find a place:")
        visible: page.locationSource === "manual" && page.placeSearch.available
        Layout.minimumWidth: Kirigami.Units.gridUnit * 16
        placeholderText: i18nc("@info:placeholder", "Name of a city")
        Accessible.name: i18nc("@label:textbox accessible", "Find a place")
        onTextChanged: {
            page.placeSearch.query = text;
            placeList.currentIndex = 0;
        }
        Keys.onDownPressed: {
            if (placeList.count > 0) {
                placeList.currentIndex = Math.min(1, placeList.count - 1);
                placeList.forceActiveFocus();
            }
        }
        Keys.onReturnPressed: page.choosePlace(0)
        Keys.onEnterPressed: page.choosePlace(0)
        Keys.onEscapePressed: event => {
            event.accepted = text.length > 0;
            text = "";
        }
    }

    ListView {
        id: placeList
        visible: placeField.visible && count > 0
        Layout.minimumWidth: Kirigami.Units.gridUnit * 16
        implicitHeight: contentHeight
        interactive: false
        keyNavigationEnabled: true
        model: page.placeSearch
        Accessible.role: Accessible.List
        Accessible.name: i18nc("@info accessible", "Places found")
        delegate: QQC2.ItemDelegate {
            width: ListView.view.width
            text: model.label
            highlighted: ListView.isCurrentItem
            Accessible.name: model.label
            onClicked: page.choosePlace(index)
        }
        Keys.onReturnPressed: page.choosePlace(currentIndex)
        Keys.onEnterPressed: page.choosePlace(currentIndex)
        Keys.onUpPressed: event => {
            if (currentIndex <= 0) {
                placeField.forceActiveFocus();
            } else {
                decrementCurrentIndex();
            }
        }
        Keys.onEscapePressed: {
            placeField.text = "";
            placeField.forceActiveFocus();
        }
    }

    FormNote {
        visible: placeField.visible
        opacity: 0.7
        text: placeField.text.trim().length > 0 && placeList.count === 0
            ? i18nc("@info", "No place of this name is known on this computer. Choose a larger place nearby, or type the coordinates.")
            : page.chosenPlace.length > 0
            ? i18nc("@info %1 a place", "Chosen: %1. Found on this computer: nothing is sent while you type.", page.chosenPlace)
            : i18nc("@info", "Found on this computer: nothing is sent while you type.")
    }

    QQC2.TextField {
        id: latitudeField
        Kirigami.FormData.label: i18nc("@label:textbox", "Latitude:")
        visible: page.locationSource === "manual"
        // Set once: a binding would reformat the text while it is typed.
        Component.onCompleted: text = page.manualLatitude.toLocaleString(Qt.locale(), "f", 6)
        validator: DoubleValidator { bottom: -90; top: 90; decimals: 6; notation: DoubleValidator.StandardNotation }
        Accessible.name: i18nc("@label:textbox accessible", "Latitude")
        onTextEdited: {
            const value = page.number(text);
            if (isFinite(value)) {
                page.manualLatitude = value;
                page.chosenPlace = "";
                page.configurationChanged();
            }
        }
    }

    QQC2.TextField {
        id: longitudeField
        Kirigami.FormData.label: i18nc("@label:textbox", "Longitude:")
        visible: page.locationSource === "manual"
        Component.onCompleted: text = page.manualLongitude.toLocaleString(Qt.locale(), "f", 6)
        validator: DoubleValidator { bottom: -180; top: 180; decimals: 6; notation: DoubleValidator.StandardNotation }
        Accessible.name: i18nc("@label:textbox accessible", "Longitude")
        onTextEdited: {
            const value = page.number(text);
            if (isFinite(value)) {
                page.manualLongitude = value;
                page.chosenPlace = "";
                page.configurationChanged();
            }
        }
    }

    QQC2.TextField {
        id: cityField
        Kirigami.FormData.label: i18nc("@label:textbox", "City:")
        visible: page.locationSource === "manual"
        Component.onCompleted: text = page.settings.city
        onTextEdited: page.configurationChanged()
        Accessible.name: i18nc("@label:textbox accessible", "City")
    }

    QQC2.TextField {
        id: countryField
        Kirigami.FormData.label: i18nc("@label:textbox", "Country code:")
        visible: page.locationSource === "manual"
        maximumLength: 2
        placeholderText: i18nc("@info:placeholder two-letter country code", "DE")
        Component.onCompleted: text = page.settings.countryCode
        onTextEdited: page.configurationChanged()
        Accessible.name: i18nc("@label:textbox accessible", "Country code")
    }

    Item {
        Kirigami.FormData.isSection: true
    }

    QQC2.CheckBox {
        id: publishBox
        Kirigami.FormData.label: i18nc("@label", "Community:")
        text: i18nc("@option:check", "Publish my location")
        Accessible.name: text
    }

    QQC2.ComboBox {
        Kirigami.FormData.label: i18nc("@label:listbox", "Precision:")
        // Wide enough for the longest entry ("Neighbourhood (about 1 km)").
        Layout.minimumWidth: Kirigami.Units.gridUnit * 16
        model: [i18nc("@item:inlistbox precision", "Exact"),
                i18nc("@item:inlistbox precision", "Neighbourhood (about 1 km)"),
                i18nc("@item:inlistbox precision", "City (about 10 km)"),
                i18nc("@item:inlistbox precision", "Country (about 100 km)")]
        currentIndex: Math.max(0, page.precisions.indexOf(page.precision))
        Accessible.name: i18nc("@label:listbox accessible", "Precision")
        onActivated: index => {
            page.precision = page.precisions[index];
            page.configurationChanged();
        }
    }

    FormNote {
        opacity: 0.7
        text: i18nc("@info", "The position is rounded to this precision before it leaves your computer, for publishing and for finding people nearby.")
    }

    QQC2.SpinBox {
        id: radiusSpin
        Kirigami.FormData.label: i18nc("@label:spinbox", "Nearby radius:")
        from: 1
        to: 20000
        stepSize: 5
        textFromValue: (value, locale) => i18nc("@item:valuesuffix spinbox, %1 kilometres", "%1 km", value)
        valueFromText: (text, locale) => parseInt(text) || 25
        Accessible.name: i18nc("@label:spinbox accessible", "Nearby radius in kilometres")
    }
}
