// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "activityfriendships.h"

#include <QDateTime>
#include <QUrl>

#include <algorithm>
#include <cstdlib>

namespace Ocs
{

QString ActivityFriendships::friendOf(const QVariantMap &row)
{
    if (row.value(QStringLiteral("type")).toInt() != newFriend) {
        return QString();
    }
    const QUrl link(row.value(QStringLiteral("link")).toString());
    if (!link.isValid()) {
        return QString();
    }
    const QString path = link.path();
    const QString prefix = QStringLiteral("/people/");
    const int at = path.lastIndexOf(prefix);
    if (at < 0) {
        return QString();
    }
    const QString id = path.mid(at + prefix.size());
    // One id, as person ids are: no further segment, nothing empty, nothing longer than a login can be.
    const bool plain = std::all_of(id.cbegin(), id.cend(), [](QChar c) {
        return c.isPrint() && !c.isSpace() && c != QLatin1Char('/');
    });
    if (id.isEmpty() || !plain || id.size() > 255) {
        return QString();
    }
    const QString self = row.value(QStringLiteral("personId")).toString();
    return id.compare(self, Qt::CaseInsensitive) == 0 ? QString() : id;
}

void ActivityFriendships::merge(QVector<QVariantMap> &rows)
{
    struct Seen {
        QString a;
        QString b;
        QDateTime when;
    };
    QVector<Seen> seen;
    for (QVariantMap &row : rows) {
        const QString other = friendOf(row);
        if (other.isEmpty()) {
            continue;
        }
        row.insert(QStringLiteral("friendId"), other);
        const QString self = row.value(QStringLiteral("personId")).toString().toLower();
        const QString a = std::min(self, other.toLower());
        const QString b = std::max(self, other.toLower());
        const QDateTime when = row.value(QStringLiteral("timestamp")).toDateTime();
        const bool twice = std::any_of(seen.cbegin(), seen.cend(), [&](const Seen &earlier) {
            return earlier.a == a && earlier.b == b
                && (!when.isValid() || !earlier.when.isValid() ? when.isValid() == earlier.when.isValid() : std::abs(earlier.when.secsTo(when)) <= pairSeconds);
        });
        if (twice) {
            row.insert(QStringLiteral("repeated"), true);
        } else {
            seen.append({a, b, when});
        }
    }
}

} // namespace Ocs
