// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

namespace Ocs
{

/**
 * Text a server wrote about itself (an OCS <message>, a refusal's reason), made fit to be kept and shown
 * inside our own words.
 */
namespace ServerText
{
/// The longest server text kept, in characters; longer text is cut with an ellipsis.
constexpr int maxLength = 200;

/// Control and format characters (line breaks, bidi overrides, NULs) become spaces, runs of space one,
/// and the result is at most maxLength characters, never ending in half a surrogate pair.
QString bounded(const QString &text);
/// The same, at most @p maxChars characters (a calendar entry's summary is longer than a reason).
QString bounded(const QString &text, int maxChars);

/// Whether @p c is an invisible character that reorders or hides text: the bidirectional embeddings,
/// overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), zero-width and
/// other invisible format characters (U+200B, U+2060–U+2064, U+206A–U+206F, U+FEFF, U+180E, U+FFF9–U+FFFB)
/// and C1 controls. The zero-width (non-)joiners U+200C and U+200D are judged by visible() from their neighbours.
bool isInvisible(QChar c);

/**
 * Every text a server gives (names, messages, events, …) as it is shown: the characters isInvisible() names
 * are removed, line breaks and tabs kept. A zero-width joiner or non-joiner stays only between two non-ASCII
 * characters, where scripts (Persian, the Indic ones) and emoji sequences need it; elsewhere it only hides
 * a difference ("bea" and "be\u200Da"). ReplyParser passes every field through here.
 */
QString visible(const QString &text);
}

} // namespace Ocs
