// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QVector>

#include <optional>

class Database;

/**
 * The operator's moderation of the community's help (docs/help.md, "Moderation"): the newest posts, hiding and
 * showing them again, deleting them for good, and the forums and categories the members post in.
 */
class Moderation
{
public:
    enum class Kind {
        Entry,
        Topic,
        Comment,
    };
    struct Post {
        Kind kind = Kind::Entry;
        qint64 id = 0;
        QString author;
        qint64 created = 0;
        bool hidden = false;
        QString text; // the title, or the text of a comment
    };
    enum class Result {
        Done,
        Unchanged, // hidden already, or shown already
        NotFound,
        Failed,
    };
    /** Posts listed at most. */
    static constexpr int maxList = 1000;

    explicit Moderation(Database &database);

    static std::optional<Kind> kind(const QString &name);
    static QString kindName(Kind kind);

    /** Newest first; @p kind nullopt: all kinds; @p author 0: anybody's. */
    QVector<Post> list(std::optional<Kind> kind, qint64 author, bool hiddenOnly, int limit) const;
    std::optional<Post> find(Kind kind, qint64 id) const;
    Result setHidden(Kind kind, qint64 id, bool hidden, qint64 now);
    /** Deletes the post with its comments and their votes; @p comments: how many comments went with it. */
    Result remove(Kind kind, qint64 id, int *comments);

    /** The new forum's id; 0 when the parent is unknown or a sub-forum itself, or the database refused it. */
    qint64 addForum(const QString &name, qint64 parent, const QString &description, const QString &icon, qint64 now);
    qint64 addCategory(const QString &name);
    /** Deletes a forum with its sub-forums, their topics and comments; @p topics: how many topics went. */
    Result removeForum(qint64 id, int *topics);
    /** The forum's name, or nothing. */
    std::optional<QString> forumName(qint64 id) const;

private:
    Database &m_database;
};
