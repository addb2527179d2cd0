// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDateTime>
#include <QMap>
#include <QUrl>

#include <cmath>

namespace Ocs
{

/// One event of the OCS EVENT module (`<event>` in event/data and event/data/<id>).
struct Event {
    QString id;
    QString name;
    QString description;
    QString category; ///< not read by Attica (an extended attribute there); our server sends it
    QString organizer; ///< the `user` element: a person id
    QDateTime start; ///< offset kept; invalid when out of QDateTime's range (a year 99999) or unreadable
    QDateTime end;
    double latitude = std::nan("");
    double longitude = std::nan("");
    QUrl homepage;
    QString country;
    QString city;
    /// Elements this client does not know, by name (the last one wins), as Attica keeps them.
    QMap<QString, QString> extra;

    bool hasPosition() const
    {
        return std::isfinite(latitude) && std::isfinite(longitude) && std::abs(latitude) <= 90 && std::abs(longitude) <= 180;
    }
};

} // namespace Ocs
