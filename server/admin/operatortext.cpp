// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "operatortext.h"

#include <algorithm>
#include <cstdio>

namespace OperatorText
{
namespace
{
constexpr int s_shownLength = 80;
}

void say(const QString &message)
{
    std::fprintf(stderr, "socialdesktop-admin: %s\n", qPrintable(message));
}

int failure(const QString &message)
{
    say(message);
    return 1;
}

bool isControl(QChar c)
{
    return c.category() == QChar::Other_Control || c.category() == QChar::Other_Format || c.category() == QChar::Other_Surrogate;
}

bool hasControl(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), isControl);
}

QString escaped(const QString &text)
{
    QString result;
    for (const QChar c : text.left(s_shownLength)) {
        result += isControl(c) ? QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0')) : QString(c);
    }
    return text.size() > s_shownLength ? result + QStringLiteral("…") : result;
}

QString quoted(const QString &text)
{
    return QLatin1Char('"') + escaped(text) + QLatin1Char('"');
}
}
