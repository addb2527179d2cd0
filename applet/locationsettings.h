// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QObject>
#include <QVariantMap>

/**
 * Writes the widget's location settings into group `[Location]` of `socialdesktoprc`, where the
 * geolocator engine (sources) and the ocs engine (precision of what is published) read them.
 *
 * The widget keeps its own copy in main.xml (so the settings pages are ordinary cfg_ pages) and
 * hands it here whenever it changes; only keys whose value differs are written.
 */
class LocationSettings : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /**
     * @p settings keys: `source` (`automatic`, `gps`, `network`, `manual`), `latitude`, `longitude`,
     * `city`, `countryCode` (the manual position), `precision` (`exact`, `neighbourhood`, `city`, `country`).
     * Returns whether anything changed.
     */
    Q_INVOKABLE bool apply(const QVariantMap &settings);

    /// What socialdesktoprc says now, in the keys apply() takes.
    Q_INVOKABLE QVariantMap read() const;
};
