// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "geo/coarsener.h"
#include "ocs/person.h"

#include <optional>

namespace Export
{

/**
 * How much of where people are an export may tell: no coordinates at all, or coordinates
 * coarsened with Geo::Coarsener to a precision (the same grid as the published position).
 *
 * It applies to everybody in the file, not only to you: what you pass on about your friends is
 * never finer than what you allow about yourself. City and country names stay, except that the
 * country precision drops the city, as the coarsener does.
 */
class LocationPolicy
{
public:
    using Precision = Geo::Coarsener::Precision;

    /// No coordinates.
    LocationPolicy() = default;
    explicit LocationPolicy(Precision precision);

    /// `none`, or a precision id (`exact`, `neighbourhood`, `city`, `country`); nothing else is valid.
    static std::optional<LocationPolicy> fromId(const QString &id);
    QString id() const;

    bool allowsCoordinates() const;
    std::optional<Precision> precision() const;

    /// This policy, but never finer than @p allowed.
    LocationPolicy limitedTo(const LocationPolicy &allowed) const;

    /// @p person as an export may show them.
    Ocs::Person apply(const Ocs::Person &person) const;

    bool operator==(const LocationPolicy &other) const;

private:
    std::optional<Precision> m_precision;
};

} // namespace Export
