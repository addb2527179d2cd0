// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "rdfdescription.h"

namespace Export
{

namespace
{
const QString rdfNs = QStringLiteral("http://www.w3.org/1999/02/22-rdf-syntax-ns#");
const QString foafNs = QStringLiteral("http://xmlns.com/foaf/0.1/");
const QString geoNs = QStringLiteral("http://www.w3.org/2003/01/geo/wgs84_pos#");
const QString vcardNs = QStringLiteral("http://www.w3.org/2006/vcard/ns#");
}

RdfProperty RdfProperty::iri(const QString &predicate, const QString &iri)
{
    return RdfProperty{predicate, Iri, iri, {}};
}

RdfProperty RdfProperty::literal(const QString &predicate, const QString &text)
{
    return RdfProperty{predicate, Literal, text, {}};
}

RdfProperty RdfProperty::blank(const QString &predicate, const RdfDescription &description)
{
    return RdfProperty{predicate, Node, QString(), {description}};
}

namespace RdfVocabulary
{

QVector<RdfNamespace> namespaces()
{
    return {
        {QStringLiteral("rdf"), rdfNs},
        {QStringLiteral("foaf"), foafNs},
        {QStringLiteral("geo"), geoNs},
        {QStringLiteral("vcard"), vcardNs},
    };
}

bool split(const QString &iri, RdfNamespace *ns, QString *localName)
{
    const QVector<RdfNamespace> all = namespaces();
    for (const RdfNamespace &candidate : all) {
        if (iri.startsWith(candidate.uri) && iri.size() > candidate.uri.size()) {
            *ns = candidate;
            *localName = iri.mid(candidate.uri.size());
            return true;
        }
    }
    return false;
}

QString rdf(const char *localName)
{
    return rdfNs + QLatin1String(localName);
}

QString foaf(const char *localName)
{
    return foafNs + QLatin1String(localName);
}

QString geo(const char *localName)
{
    return geoNs + QLatin1String(localName);
}

QString vcard(const char *localName)
{
    return vcardNs + QLatin1String(localName);
}

} // namespace RdfVocabulary

} // namespace Export
