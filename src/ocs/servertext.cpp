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

bool Ocs::ServerText::isInvisible(QChar c)
{
    const ushort u = c.unicode();
    return (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || u == 0x200E || u == 0x200F || u == 0x061C || u == 0x200B
        || (u >= 0x2060 && u <= 0x2064) || (u >= 0x206A && u <= 0x206F) || u == 0xFEFF || u == 0x180E || (u >= 0xFFF9 && u <= 0xFFFB)
        || (u >= 0x80 && u <= 0x9F);
}

QString Ocs::ServerText::visible(const QString &text)
{
    const auto joiner = [](QChar c) {
        return c.unicode() == 0x200C || c.unicode() == 0x200D;
    };
    const auto clean = [&joiner](QChar c) {
        return !isInvisible(c) && !joiner(c);
    };
    // Most text has none: no copy then.
    if (std::all_of(text.cbegin(), text.cend(), clean)) {
        return text;
    }
    QString out;
    out.reserve(text.size());
    const int size = text.size();
    for (int i = 0; i < size; ++i) {
        const QChar c = text.at(i);
        if (isInvisible(c)) {
            continue;
        }
        if (joiner(c)) {
            // Its neighbours as shown: the previous character kept, the next one not removed.
            int next = i + 1;
            while (next < size && (isInvisible(text.at(next)) || joiner(text.at(next)))) {
                ++next;
            }
            const bool between = !out.isEmpty() && out.back().unicode() > 0x7F && !joiner(out.back()) && next < size && text.at(next).unicode() > 0x7F;
            if (!between) {
                continue;
            }
        }
        out += c;
    }
    return out;
}
