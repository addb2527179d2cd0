// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "contacts.h"
#include "locationpolicy.h"

#include <QByteArray>

#include <optional>

namespace Export
{

/**
 * The export's entry point: contacts in, bytes of one format out, or a file written atomically.
 * Pure functions of their arguments, so they may run on a worker thread.
 */
class Exporter
{
public:
    enum class Format {
        Turtle, ///< FOAF as Turtle (text/turtle)
        RdfXml, ///< FOAF as RDF/XML (application/rdf+xml)
        VCard, ///< vCard 4.0 (text/vcard)
    };

    /// `turtle`, `rdfxml` or `vcard` (case-insensitive); nothing else.
    static std::optional<Format> formatFromId(const QString &id);
    static QString formatId(Format format);
    /// The usual file name extension, without the dot: `ttl`, `rdf`, `vcf`.
    static QString suffix(Format format);

    /// Normalises a copy of @p contacts, then writes it. Empty only on a writer error.
    static QByteArray write(Contacts contacts, Format format, const LocationPolicy &policy);
    /// How many friends write() puts beside you: each friend once, not you, none without an id (Contacts::normalise).
    static int friendsWritten(Contacts contacts);

    /// Writes @p data to @p path through QSaveFile (an existing file is replaced only once all is
    /// written); the temporary file and so the result are 0600. On failure returns false and sets
    /// @p error (technical text, for logs and callers).
    static bool writeFile(const QString &path, const QByteArray &data, QString *error);
};

} // namespace Export
