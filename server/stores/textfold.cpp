// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "textfold.h"

#include <algorithm>

namespace
{
QChar asciiReplacement(QChar c, QString *longer)
{
    switch (c.unicode()) {
    case 0x0141: // Ł
    case 0x0142: // ł
        return QLatin1Char('l');
    case 0x00D8: // Ø
    case 0x00F8: // ø
        return QLatin1Char('o');
    case 0x0131: // ı
        return QLatin1Char('i');
    case 0x0110: // Đ
    case 0x0111: // đ
        return QLatin1Char('d');
    case 0x00DF: // ß
        *longer = QStringLiteral("ss");
        return QChar();
    case 0x00C6: // Æ
    case 0x00E6: // æ
        *longer = QStringLiteral("ae");
        return QChar();
    default:
        return c;
    }
}
}

QString TextFold::toAscii(const QString &text)
{
    const bool plain = std::all_of(text.cbegin(), text.cend(), [](QChar c) {
        return c.unicode() < 0x80;
    });
    const QString decomposed = plain ? text : text.normalized(QString::NormalizationForm_D);
    QString result;
    result.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing) {
            continue;
        }
        QString longer;
        const QChar replaced = asciiReplacement(c, &longer);
        if (!longer.isEmpty()) {
            result += longer;
            continue;
        }
        const QChar lower = replaced.toLower();
        if ((lower >= QLatin1Char('a') && lower <= QLatin1Char('z')) || (lower >= QLatin1Char('0') && lower <= QLatin1Char('9'))) {
            result += lower;
        }
    }
    return result;
}
