// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>

namespace Geo
{

/// A named place with its coordinates, as a list on this computer gives it.
struct Place {
    QString name;
    /// ISO 3166 two-letter code, upper case.
    QString countryCode;
    double latitude = 0;
    double longitude = 0;
};

/**
 * Places by name, for a position chosen by hand without typing coordinates: searched on this computer only,
 * nothing is sent while the user types. Read from lists the package installs or the system ships (installed()):
 * the community server's cities (JSON: name, country, latitudeMicro, longitudeMicro) and tzdata's zone tables
 * (`zone.tab`, `zone1970.tab`: the principal place of every time zone).
 *
 * Everything is bounded: the bytes read from a file, the places kept, the query and the results. The search is
 * case- and accent-insensitive ("zurich" finds "Zürich", "sao" "São Paulo"): a name that starts with the query
 * first, then one with a word that does, then one that holds it; shorter names first within each.
 */
class PlaceIndex
{
public:
    static constexpr qint64 maxFileBytes = 4 * 1024 * 1024;
    static constexpr int maxPlaces = 50000;
    static constexpr int maxNameLength = 100;
    static constexpr int maxQueryLength = 64;
    static constexpr int maxResults = 50;

    /// The lists this computer has: the package's cities, then tzdata's zone table. Read once and kept.
    static const PlaceIndex &installed();
    /// Where installed() looks: the package's cities file and the zone tables, the ones that exist.
    static QStringList installedFiles();

    /// Adds the places of a cities file (a JSON array); returns how many were added.
    int addCitiesFile(const QString &path);
    /// Adds the places of a tzdata zone table (`zone.tab` or `zone1970.tab`); returns how many were added.
    int addZoneTable(const QString &path);
    /// Adds one place; false when it is not valid, already known (same name and country) or the index is full.
    bool add(const Place &place);

    int size() const;

    /// At most @p limit (and maxResults) places whose name matches @p text; a part after a comma narrows by
    /// country code ("paris, fr"). Empty for an empty query.
    QVector<Place> search(const QString &text, int limit = 20) const;

    /// The form names are compared in: case folded, accents and marks removed, punctuation as spaces.
    static QString fold(const QString &text);

private:
    static QByteArray readBounded(const QString &path);

    QVector<Place> m_places;
    QVector<QString> m_folded;
    // Country code and folded name of every place, so each is kept once.
    QSet<QString> m_keys;
};

} // namespace Geo
