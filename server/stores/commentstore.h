// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "helprecords.h"

#include <optional>

class Database;

/**
 * Comments on knowledge-base entries (the answers) and on forum topics (the replies), and their votes
 * (docs/help.md). A comment is shown to a viewer when it and what it is on are shown (not hidden or their own,
 * their authors not disabled); a reply to a comment not shown is not shown either.
 */
class CommentStore
{
public:
    enum class Target {
        Entry, // kb_entries (OCS type 7)
        Topic, // forum_topics (OCS type 4)
    };
    /** Replies nest at most so deep; deeper ones are attached to the comment at this depth. */
    static constexpr int maxDepth = 8;
    /** A page holds at most so many comments, replies included. */
    static constexpr int maxPerPage = 500;

    explicit CommentStore(Database &database);

    /** Whether the entry or topic is shown to the viewer. */
    bool isTargetShown(Target target, qint64 id, qint64 viewer) const;
    /** The top-level comments shown to the viewer. */
    qint64 count(Target target, qint64 id, qint64 viewer) const;
    /** Oldest first, a page of top-level comments, each with its replies. */
    QVector<HelpComment> list(Target target, qint64 id, qint64 viewer, qint64 offset, int limit) const;

    /**
     * A comment on a shown target (and under a shown parent of the same target, when @p parent is not 0). The same
     * text under the same parent by the same author within HelpSql::repeatWindow seconds is a repeat.
     */
    HelpWrite add(qint64 author, Target target, qint64 id, qint64 parent, const QString &subject, const QString &text, qint64 now);
    /** One vote a person and comment (0 to 100), replacing an earlier one; NotFound for a comment not shown. */
    HelpWrite vote(qint64 person, qint64 comment, int vote);

private:
    Database &m_database;
};
