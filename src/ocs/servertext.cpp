// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "servertext.h"

#include <algorithm>

QString Ocs::ServerText::bounded(const QString &text)
{
    return bounded(text, maxLength);
}

QString Ocs::ServerText::bounded(const QString &text, int maxChars)
{
    QString clean;
    clean.reserve(std::min<int>(text.size(), maxChars + 1));
    bool space = false;
    for (const QChar c : text) {
        const QChar::Category category = c.category();
        const bool blank = c.isSpace() || category == QChar::Other_Control || category == QChar::Other_Format || category == QChar::Separator_Line
            || category == QChar::Separator_Paragraph;
        if (blank) {
            space = !clean.isEmpty();
            continue;
        }
        if (space) {
            clean += QLatin1Char(' ');
            space = false;
        }
        clean += c;
        if (clean.size() > maxChars) {
            break;
        }
    }
    if (clean.size() > maxChars) {
        clean.truncate(maxChars - 1);
        // Never split a surrogate pair.
        if (!clean.isEmpty() && clean.at(clean.size() - 1).isHighSurrogate()) {
            clean.chop(1);
        }
        clean += QChar(0x2026);
    }
    return clean;
}
