// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "helprecords.h"

#include <optional>

class Database;

struct TopicQuery {
    QVector<qint64> forums; // empty: any
    QString search; // in subject and content; fewer than HelpSql::minimumSearch characters: nothing found
    bool alpha = false; // by subject; else the last active first
};

/**
 * The forum: forums (two levels, made by the operator) and their topics (docs/help.md). A topic is shown when it is
 * not hidden (or the viewer's own), its author is not disabled and its forum is not hidden.
 */
class ForumStore
{
public:
    /** Forums nest at most so deep (a forum and its sub-forums). */
    static constexpr int maxLevels = 2;

    explicit ForumStore(Database &database);

    /** The forums at the top that are not hidden. */
    qint64 countForums() const;
    /** A page of the forums at the top, each with its sub-forums, by position. */
    QVector<Forum> forums(qint64 viewer, qint64 offset, int limit) const;
    /** Whether the forum exists and is not hidden. */
    bool isForumShown(qint64 id) const;
    /** 0 when nothing was stored or the parent is unknown or itself a sub-forum. */
    qint64 addForum(const QString &name, qint64 parent, const QString &description, const QString &icon, qint64 now);

    qint64 countTopics(const TopicQuery &query, qint64 viewer) const;
    QVector<ForumTopic> topics(const TopicQuery &query, qint64 viewer, qint64 offset, int limit) const;
    /** Whether the topic is in the forum and shown. */
    bool isTopicIn(qint64 topic, qint64 forum, qint64 viewer) const;
    /** A new topic; the same subject and text in the same forum by the same author within the repeat window is a repeat. */
    HelpWrite addTopic(qint64 author, qint64 forum, const QString &subject, const QString &content, qint64 now);

private:
    QByteArray topicWhere(const TopicQuery &query) const;
    Database &m_database;
};
