// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

/// One triple as rapper's N-Triples writes it, with IRIs bare and literals unescaped.
struct Triple {
    QString subject; ///< an IRI, or `_:label`
    QString predicate;
    QString object; ///< an IRI, `_:label`, or the literal's text
    bool literal = false;
};

namespace NTriples
{
/// Parses N-Triples (the subset rapper writes: IRIs, blank nodes, plain and typed literals, \\u escapes).
QVector<Triple> parse(const QByteArray &text, QString *error);

/// Runs `rapper -i <syntax> -o ntriples` on @p path; empty with @p error set when rapper fails.
QVector<Triple> readWithRapper(const QString &path, const QString &syntax, QString *error);

/// Triples with each blank node named after the one triple that points at it: comparable across
/// parsers, which label blank nodes as they like. Sorted.
QStringList canonical(const QVector<Triple> &triples);
}
