// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QVector>

#include <vector>

namespace Export
{

struct RdfDescription;

/// One property of a description: an IRI, a plain literal, or a nested blank node.
struct RdfProperty {
    enum Kind {
        Iri,
        Literal,
        Node,
    };

    QString predicate; ///< full IRI
    Kind kind = Literal;
    QString value; ///< the IRI or the literal's text
    std::vector<RdfDescription> node; ///< exactly one element when kind is Node

    static RdfProperty iri(const QString &predicate, const QString &iri);
    static RdfProperty literal(const QString &predicate, const QString &text);
    static RdfProperty blank(const QString &predicate, const RdfDescription &description);
};

/**
 * A typed resource and its properties, in the order they are written.
 *
 * Both RDF writers (Turtle through Serd, RDF/XML through QXmlStreamWriter) write the same
 * descriptions, so the two formats always carry the same graph. Predicates and types must be in
 * one of the RdfVocabulary namespaces (RDF/XML needs them as qualified names).
 */
struct RdfDescription {
    QString iri; ///< empty: a blank node
    QString type; ///< full IRI of its rdf:type
    std::vector<RdfProperty> properties;
};

/// The namespaces of the export and their prefixes, in the order they are declared.
struct RdfNamespace {
    QString prefix;
    QString uri;
};

namespace RdfVocabulary
{
QVector<RdfNamespace> namespaces();
/// Splits @p iri into a declared namespace and a local name; false when none matches.
bool split(const QString &iri, RdfNamespace *ns, QString *localName);

QString rdf(const char *localName);
QString foaf(const char *localName);
QString geo(const char *localName);
QString vcard(const char *localName);
}

} // namespace Export
