// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "contacts.h"
#include "locationpolicy.h"

#include <KContacts/Addressee>

#include <QByteArray>

namespace Export
{

/**
 * You and your friends as vCard 4.0 (RFC 6350) through KContacts: one card each, you first, then
 * your friends by id. A card has UID (the person's FOAF IRI), FN, N, NICKNAME (the login), URL
 * for each homepage, PHOTO (the avatar's URL), ADR with locality and country, and GEO only when
 * the policy allows coordinates, at its precision.
 */
class VCardWriter
{
public:
    /// @p contacts must be normalised.
    static QByteArray write(const Contacts &contacts, const LocationPolicy &policy);

    /// The card of one person, already passed through the policy.
    static KContacts::Addressee addressee(const Ocs::Person &person, const QUrl &provider);
};

} // namespace Export
