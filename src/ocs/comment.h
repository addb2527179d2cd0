// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDateTime>

namespace Ocs
{

/**
 * One comment of the COMMENTS module (comments/data/<type>/<id>/<id2>): an answer to a knowledge-base entry
 * (type 7) or a reply in a forum topic (type 4). The parser flattens the `children` tree into reading order:
 * each comment is followed by its replies, which say their @c parent and @c depth.
 */
struct Comment {
    QString id;
    QString subject;
    QString text;
    QString author; ///< the `user` element: a person id
    QDateTime date; ///< invalid when unreadable
    int score = 0; ///< the votes' mean, clamped to 0–100
    int childCount = 0; ///< what the server says, clamped to 0–Limits::maxCommentsPerPage
    int depth = 0; ///< 0 for a top-level comment; replies deeper than Limits::maxCommentDepth are shown at that depth
    QString parent; ///< the id of the comment it replies to; empty at the top
};

} // namespace Ocs
