// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "contacts.h"
#include "locationpolicy.h"
#include "rdfdescription.h"

namespace Export
{

/**
 * You and your friends as FOAF: one foaf:Person each (you first, then your friends by id), with
 * foaf:name, foaf:givenName, foaf:familyName, foaf:nick (the login), foaf:homepage, foaf:img,
 * foaf:based_near (a geo:Point with vcard:locality, vcard:country-name and, when the policy
 * allows, geo:lat and geo:long), foaf:account (the login on the provider), and foaf:knows from
 * you to each friend.
 */
class FoafGraph
{
public:
    /// @p contacts must be normalised.
    static std::vector<RdfDescription> build(const Contacts &contacts, const LocationPolicy &policy);

    /// The IRI that names a person of @p provider: `<provider>person/data/<id>#person`.
    static QString personIri(const QUrl &provider, const QString &id);
    /// Coordinates as written: degrees with six decimals, '.' as decimal point.
    static QString coordinate(double degrees);

private:
    static RdfDescription describe(const Ocs::Person &person, const QUrl &provider);
};

} // namespace Export
