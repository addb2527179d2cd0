// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "rdfxmlwriter.h"

#include "export_debug.h"

#include <QBuffer>
#include <QXmlStreamWriter>

namespace Export
{

namespace
{
class Writer
{
public:
    explicit Writer(QIODevice *device)
        : m_xml(device)
        , m_rdf(RdfVocabulary::namespaces().constFirst().uri)
    {
        m_xml.setAutoFormatting(true);
        m_xml.setAutoFormattingIndent(2);
    }

    void begin()
    {
        m_xml.writeStartDocument();
        const QVector<RdfNamespace> namespaces = RdfVocabulary::namespaces();
        for (const RdfNamespace &ns : namespaces) {
            m_xml.writeNamespace(ns.uri, ns.prefix);
        }
        m_xml.writeStartElement(m_rdf, QStringLiteral("RDF"));
    }

    bool describe(const RdfDescription &description)
    {
        if (!startElement(description.type)) {
            return false;
        }
        if (!description.iri.isEmpty()) {
            m_xml.writeAttribute(m_rdf, QStringLiteral("about"), description.iri);
        }
        for (const RdfProperty &property : description.properties) {
            if (property.kind == RdfProperty::Iri) {
                if (!startElement(property.predicate, true)) {
                    return false;
                }
                m_xml.writeAttribute(m_rdf, QStringLiteral("resource"), property.value);
                continue;
            }
            if (!startElement(property.predicate)) {
                return false;
            }
            if (property.kind == RdfProperty::Literal) {
                m_xml.writeCharacters(property.value);
            } else if (!describe(property.node.front())) {
                return false;
            }
            m_xml.writeEndElement();
        }
        m_xml.writeEndElement();
        return true;
    }

    void end()
    {
        m_xml.writeEndElement();
        m_xml.writeEndDocument();
    }

    bool hasError() const
    {
        return m_xml.hasError();
    }

private:
    bool startElement(const QString &iri, bool empty = false)
    {
        RdfNamespace ns;
        QString localName;
        if (!RdfVocabulary::split(iri, &ns, &localName)) {
            qCWarning(SOCIALDESKTOP_EXPORT) << "No namespace declared for" << iri;
            return false;
        }
        if (empty) {
            m_xml.writeEmptyElement(ns.uri, localName);
        } else {
            m_xml.writeStartElement(ns.uri, localName);
        }
        return true;
    }

    QXmlStreamWriter m_xml;
    const QString m_rdf;
};
}

QByteArray RdfXmlWriter::write(const std::vector<RdfDescription> &graph)
{
    QByteArray out;
    QBuffer buffer(&out);
    buffer.open(QIODevice::WriteOnly);
    Writer writer(&buffer);
    writer.begin();
    for (const RdfDescription &description : graph) {
        if (!writer.describe(description)) {
            return QByteArray();
        }
    }
    writer.end();
    if (writer.hasError()) {
        return QByteArray();
    }
    return out;
}

} // namespace Export
