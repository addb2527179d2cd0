// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDateTime>
#include <QUrl>

namespace Ocs
{

/// One forum of the FORUM module (forum/list), its sub-forums flattened after it with @c depth and @c parent.
struct Forum {
    QString id;
    QString name;
    QString description;
    QDateTime date;
    QUrl icon; ///< only an http(s) URL with a host (Net::WebUrl), else empty
    int topics = 0; ///< clamped to 0–Limits::maxCount
    int childCount = 0; ///< clamped to 0–Limits::maxCommentsPerPage
    int depth = 0; ///< 0 at the top; sub-forums are shown at depth 1, however deep they are sent
    QString parent;
};

/// One topic of the FORUM module (forum/topics/list). OCS has no call that reads one topic.
struct Topic {
    QString id;
    QString forum; ///< the spec's `forumid`, or `forumId` as Attica reads it
    QString author; ///< `user`
    QString subject;
    QString content;
    QDateTime changed; ///< the spec's `changed`, or `date` as Attica reads it
    int replies = 0; ///< `comments`, clamped to 0–Limits::maxCount
};

} // namespace Ocs
