// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "foafgraph.h"

namespace Export
{

namespace
{
using namespace RdfVocabulary;

/// An absolute URL as an IRI, or empty when it is not one.
QString iriOf(const QUrl &url)
{
    if (!url.isValid() || url.isRelative() || url.host().isEmpty()) {
        return QString();
    }
    return url.toString(QUrl::FullyEncoded);
}

QString fullName(const Ocs::Person &person)
{
    return (person.firstName.trimmed() + QLatin1Char(' ') + person.lastName.trimmed()).trimmed();
}
}

QString FoafGraph::personIri(const QUrl &provider, const QString &id)
{
    QString base = provider.toString(QUrl::FullyEncoded);
    if (!base.endsWith(QLatin1Char('/'))) {
        base += QLatin1Char('/');
    }
    return base + QStringLiteral("person/data/") + QString::fromLatin1(QUrl::toPercentEncoding(id)) + QStringLiteral("#person");
}

QString FoafGraph::coordinate(double degrees)
{
    return QString::number(degrees, 'f', 6);
}

RdfDescription FoafGraph::describe(const Ocs::Person &person, const QUrl &provider)
{
    RdfDescription description;
    description.iri = personIri(provider, person.id);
    description.type = foaf("Person");
    auto &properties = description.properties;

    const QString name = fullName(person);
    if (!name.isEmpty()) {
        properties.push_back(RdfProperty::literal(foaf("name"), name));
    }
    if (!person.firstName.trimmed().isEmpty()) {
        properties.push_back(RdfProperty::literal(foaf("givenName"), person.firstName.trimmed()));
    }
    if (!person.lastName.trimmed().isEmpty()) {
        properties.push_back(RdfProperty::literal(foaf("familyName"), person.lastName.trimmed()));
    }
    properties.push_back(RdfProperty::literal(foaf("nick"), person.id));
    for (const Ocs::Homepage &homepage : person.homepages) {
        const QString iri = iriOf(homepage.url);
        if (!iri.isEmpty()) {
            properties.push_back(RdfProperty::iri(foaf("homepage"), iri));
        }
    }
    const QString image = iriOf(person.avatarUrl);
    if (!image.isEmpty()) {
        properties.push_back(RdfProperty::iri(foaf("img"), image));
    }

    if (!person.city.isEmpty() || !person.country.isEmpty() || person.hasPosition()) {
        RdfDescription place;
        place.type = person.hasPosition() ? geo("Point") : geo("SpatialThing");
        if (!person.city.isEmpty()) {
            place.properties.push_back(RdfProperty::literal(vcard("locality"), person.city));
        }
        if (!person.country.isEmpty()) {
            place.properties.push_back(RdfProperty::literal(vcard("country-name"), person.country));
        }
        if (person.hasPosition()) {
            place.properties.push_back(RdfProperty::literal(geo("lat"), coordinate(person.latitude)));
            place.properties.push_back(RdfProperty::literal(geo("long"), coordinate(person.longitude)));
        }
        properties.push_back(RdfProperty::blank(foaf("based_near"), place));
    }

    RdfDescription account;
    account.type = foaf("OnlineAccount");
    const QString service = iriOf(provider);
    if (!service.isEmpty()) {
        account.properties.push_back(RdfProperty::iri(foaf("accountServiceHomepage"), service));
    }
    account.properties.push_back(RdfProperty::literal(foaf("accountName"), person.id));
    properties.push_back(RdfProperty::blank(foaf("account"), account));
    return description;
}

std::vector<RdfDescription> FoafGraph::build(const Contacts &contacts, const LocationPolicy &policy)
{
    std::vector<RdfDescription> graph;
    graph.reserve(contacts.friends.size() + 1);

    RdfDescription self = describe(policy.apply(contacts.self), contacts.provider);
    for (const Ocs::Person &person : contacts.friends) {
        self.properties.push_back(RdfProperty::iri(foaf("knows"), personIri(contacts.provider, person.id)));
    }
    graph.push_back(self);
    for (const Ocs::Person &person : contacts.friends) {
        graph.push_back(describe(policy.apply(person), contacts.provider));
    }
    return graph;
}

} // namespace Export
