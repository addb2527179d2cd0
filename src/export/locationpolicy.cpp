// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locationpolicy.h"

#include "geo/fix.h"

namespace Export
{

LocationPolicy::LocationPolicy(Precision precision)
    : m_precision(precision)
{
}

std::optional<LocationPolicy> LocationPolicy::fromId(const QString &id)
{
    if (id == QLatin1String("none")) {
        return LocationPolicy();
    }
    for (Precision p : {Precision::Exact, Precision::Neighbourhood, Precision::City, Precision::Country}) {
        if (id == Geo::Coarsener::precisionId(p)) {
            return LocationPolicy(p);
        }
    }
    return std::nullopt;
}

QString LocationPolicy::id() const
{
    return m_precision ? Geo::Coarsener::precisionId(*m_precision) : QStringLiteral("none");
}

bool LocationPolicy::allowsCoordinates() const
{
    return m_precision.has_value();
}

std::optional<LocationPolicy::Precision> LocationPolicy::precision() const
{
    return m_precision;
}

LocationPolicy LocationPolicy::limitedTo(const LocationPolicy &allowed) const
{
    if (!m_precision || !allowed.m_precision) {
        return LocationPolicy();
    }
    // The enum runs from the finest (Exact) to the coarsest (Country).
    return LocationPolicy(std::max(*m_precision, *allowed.m_precision));
}

Ocs::Person LocationPolicy::apply(const Ocs::Person &person) const
{
    Ocs::Person shown = person;
    if (!m_precision || !person.hasPosition()) {
        shown.latitude = std::nan("");
        shown.longitude = std::nan("");
    } else {
        Geo::Fix fix;
        fix.latitude = person.latitude;
        fix.longitude = person.longitude;
        fix.accuracy = 0;
        const Geo::Fix coarse = Geo::Coarsener(*m_precision).coarsen(fix);
        if (coarse.isValid()) {
            shown.latitude = coarse.latitude;
            shown.longitude = coarse.longitude;
        } else {
            shown.latitude = std::nan("");
            shown.longitude = std::nan("");
        }
    }
    if (m_precision == Precision::Country) {
        shown.city.clear();
    }
    return shown;
}

bool LocationPolicy::operator==(const LocationPolicy &other) const
{
    return m_precision == other.m_precision;
}

} // namespace Export
