// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDateTime>
#include <QUrl>

namespace Ocs
{

/// One question of the KNOWLEDGEBASE module (`<content>` items of knowledgebase/data, `<content>` or the spec's
/// `<knowledgebase>` in knowledgebase/data/<id>).
struct KnowledgeEntry {
    QString id;
    QString status; ///< `answered` or `not answered` (the spec's words; not a closed list)
    QString contentId; ///< the content item it is about; empty or `0` for none
    QString category; ///< a category's name
    QString asker; ///< the `user` element: a person id
    QDateTime changed; ///< invalid when unreadable
    QString title; ///< `name`
    QString text; ///< `description`
    QString answer; ///< the best answer's text; empty when not answered
    QString answerer; ///< `answeruser`
    int answers = 0; ///< `comments`, clamped to 0–Limits::maxCount
    QUrl detailPage; ///< only an http(s) URL with a host (Net::WebUrl), else empty

    bool isAnswered() const
    {
        return status == QLatin1String("answered") || !answer.isEmpty();
    }
};

} // namespace Ocs
