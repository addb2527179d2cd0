// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocspath.h"

QStringList OcsPath::segments(const std::string &path)
{
    QString text = QString::fromUtf8(path.data(), int(path.size()));
    if (text == QLatin1String("/v1") || text.startsWith(QLatin1String("/v1/"))) {
        text = text.mid(3);
    }
    return text.split(QLatin1Char('/'), Qt::SkipEmptyParts);
}

bool OcsPath::matches(const QStringList &pattern, const QStringList &segments)
{
    if (pattern.size() != segments.size()) {
        return false;
    }
    for (int i = 0; i < pattern.size(); ++i) {
        const QString &word = pattern.at(i);
        if (word == QLatin1String("{}") ? segments.at(i).isEmpty() : word != segments.at(i).toLower()) {
            return false;
        }
    }
    return true;
}
