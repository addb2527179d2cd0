// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "turtlewriter.h"

#include "export_debug.h"

#include <serd/serd.h>

#include <memory>

namespace Export
{

namespace
{
size_t appendTo(const void *buffer, size_t length, void *stream)
{
    static_cast<QByteArray *>(stream)->append(static_cast<const char *>(buffer), int(length));
    return length;
}

/// A Serd node over UTF-8 bytes it keeps alive.
class Node
{
public:
    Node(SerdType type, const QString &text)
        : m_bytes(text.toUtf8())
        , m_node(serd_node_from_string(type, reinterpret_cast<const uint8_t *>(m_bytes.constData())))
    {
    }
    Node(const Node &) = delete;
    Node &operator=(const Node &) = delete;

    const SerdNode *get() const
    {
        return &m_node;
    }

private:
    QByteArray m_bytes;
    SerdNode m_node;
};

class Writer
{
public:
    explicit Writer(QByteArray *out)
        : m_env(serd_env_new(nullptr), serd_env_free)
        , m_writer(serd_writer_new(SERD_TURTLE, SerdStyle(SERD_STYLE_ABBREVIATED | SERD_STYLE_CURIED), m_env.get(), nullptr, appendTo, out), serd_writer_free)
    {
    }

    bool prefix(const RdfNamespace &ns)
    {
        const Node name(SERD_LITERAL, ns.prefix);
        const Node uri(SERD_URI, ns.uri);
        return serd_writer_set_prefix(m_writer.get(), name.get(), uri.get()) == SERD_SUCCESS;
    }

    /// The description's statements; @p subject is its node (an IRI, or a blank node inside `[ … ]`).
    bool describe(const RdfDescription &description, const Node &subject, SerdStatementFlags flags)
    {
        const Node type(SERD_URI, RdfVocabulary::rdf("type"));
        const Node typeValue(SERD_URI, description.type);
        if (!statement(flags, subject, type, typeValue)) {
            return false;
        }
        for (const RdfProperty &property : description.properties) {
            const Node predicate(SERD_URI, property.predicate);
            if (property.kind == RdfProperty::Node) {
                const Node blank(SERD_BLANK, QStringLiteral("b%1").arg(++m_blanks));
                if (!statement(SerdStatementFlags(flags | SERD_ANON_O_BEGIN), subject, predicate, blank)
                    || !describe(property.node.front(), blank, SERD_ANON_CONT) || serd_writer_end_anon(m_writer.get(), blank.get()) != SERD_SUCCESS) {
                    return false;
                }
                continue;
            }
            const Node object(property.kind == RdfProperty::Iri ? SERD_URI : SERD_LITERAL, property.value);
            if (!statement(flags, subject, predicate, object)) {
                return false;
            }
        }
        return true;
    }

    bool finish()
    {
        return serd_writer_finish(m_writer.get()) == SERD_SUCCESS;
    }

private:
    bool statement(SerdStatementFlags flags, const Node &subject, const Node &predicate, const Node &object)
    {
        const SerdStatus status = serd_writer_write_statement(m_writer.get(), flags, nullptr, subject.get(), predicate.get(), object.get(), nullptr, nullptr);
        if (status != SERD_SUCCESS) {
            qCWarning(SOCIALDESKTOP_EXPORT) << "Serd refused a statement:" << serd_strerror(status);
            return false;
        }
        return true;
    }

    std::unique_ptr<SerdEnv, void (*)(SerdEnv *)> m_env;
    std::unique_ptr<SerdWriter, void (*)(SerdWriter *)> m_writer;
    int m_blanks = 0;
};
}

QByteArray TurtleWriter::write(const std::vector<RdfDescription> &graph)
{
    QByteArray out;
    {
        Writer writer(&out);
        const QVector<RdfNamespace> namespaces = RdfVocabulary::namespaces();
        for (const RdfNamespace &ns : namespaces) {
            if (!writer.prefix(ns)) {
                return QByteArray();
            }
        }
        for (const RdfDescription &description : graph) {
            const Node subject(SERD_URI, description.iri);
            if (!writer.describe(description, subject, 0)) {
                return QByteArray();
            }
        }
        if (!writer.finish()) {
            return QByteArray();
        }
    }
    return out;
}

} // namespace Export
