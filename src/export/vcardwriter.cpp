// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "vcardwriter.h"

#include "foafgraph.h"

#include <KContacts/Address>
#include <KContacts/Geo>
#include <KContacts/Picture>
#include <KContacts/ResourceLocatorUrl>
#include <KContacts/VCardConverter>

namespace Export
{

KContacts::Addressee VCardWriter::addressee(const Ocs::Person &person, const QUrl &provider)
{
    KContacts::Addressee card;
    card.setUid(FoafGraph::personIri(provider, person.id));
    card.setGivenName(person.firstName.trimmed());
    card.setFamilyName(person.lastName.trimmed());
    const QString name = (person.firstName.trimmed() + QLatin1Char(' ') + person.lastName.trimmed()).trimmed();
    card.setFormattedName(name.isEmpty() ? person.id : name);
    card.setNickName(person.id);

    bool first = true;
    for (const Ocs::Homepage &homepage : person.homepages) {
        if (!homepage.url.isValid() || homepage.url.isRelative()) {
            continue;
        }
        KContacts::ResourceLocatorUrl url;
        url.setUrl(homepage.url);
        if (first) {
            card.setUrl(url);
            first = false;
        } else {
            card.insertExtraUrl(url);
        }
    }
    if (person.avatarUrl.isValid() && !person.avatarUrl.isRelative()) {
        card.setPhoto(KContacts::Picture(person.avatarUrl.toString(QUrl::FullyEncoded)));
    }
    if (!person.city.isEmpty() || !person.country.isEmpty()) {
        KContacts::Address address(KContacts::Address::Home);
        address.setLocality(person.city);
        address.setCountry(person.country);
        card.insertAddress(address);
    }
    if (person.hasPosition()) {
        card.setGeo(KContacts::Geo(float(person.latitude), float(person.longitude)));
    }
    return card;
}

QByteArray VCardWriter::write(const Contacts &contacts, const LocationPolicy &policy)
{
    KContacts::Addressee::List cards;
    cards.reserve(contacts.friends.size() + 1);
    cards.append(addressee(policy.apply(contacts.self), contacts.provider));
    for (const Ocs::Person &person : contacts.friends) {
        cards.append(addressee(policy.apply(person), contacts.provider));
    }
    return KContacts::VCardConverter().exportVCards(cards, KContacts::VCardConverter::v4_0);
}

} // namespace Export
