// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "rdfdescription.h"

#include <QByteArray>

namespace Export
{

/**
 * Writes descriptions as RDF/XML, for consumers that read nothing else.
 *
 * Serd 0.30 has no RDF/XML writer. The descriptions are a tree (typed resources whose blank
 * nodes each hang from exactly one property), which is RDF/XML's striped syntax exactly: one
 * typed node element per description, a property element per property, `rdf:resource` for
 * IRIs and a nested typed node for blank nodes, so no blank node ids are ever needed. A real XML
 * writer (QXmlStreamWriter) does the escaping and the namespaces; raptor2's serializer would add
 * a library for one format and orders its output by its own rules rather than ours.
 */
class RdfXmlWriter
{
public:
    /// Empty when a predicate or type is outside the declared namespaces.
    static QByteArray write(const std::vector<RdfDescription> &graph);
};

} // namespace Export
