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
}

} // namespace Ocs
