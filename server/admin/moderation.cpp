// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "moderation.h"

#include "database.h"
#include "forumstore.h"
#include "knowledgebasestore.h"
#include "statement.h"
#include "transaction.h"

#include <algorithm>

namespace
{
const char *table(Moderation::Kind kind)
{
    switch (kind) {
    case Moderation::Kind::Entry:
        return "kb_entries";
    case Moderation::Kind::Topic:
        return "forum_topics";
    case Moderation::Kind::Comment:
        break;
    }
    return "comments";
}

/** The column shown of a post: a question's or topic's title, a comment's text. */
const char *textColumn(Moderation::Kind kind)
{
    switch (kind) {
    case Moderation::Kind::Entry:
        return "name";
    case Moderation::Kind::Topic:
        return "subject";
    case Moderation::Kind::Comment:
        break;
    }
    return "text";
}

QByteArray postColumns(Moderation::Kind kind)
{
    return QByteArray("SELECT t.id, p.personid, t.created, CASE WHEN t.hidden IS NULL THEN 0 ELSE 1 END, t.") + textColumn(kind) + " FROM " + table(kind)
        + " t JOIN people p ON p.id = t.author";
}

Moderation::Post readPost(Moderation::Kind kind, const Statement &statement)
{
    return Moderation::Post{kind, statement.int64(0), statement.text(1), statement.int64(2), statement.integer(3) != 0, statement.text(4)};
}
}

Moderation::Moderation(Database &database)
    : m_database(database)
{
}

std::optional<Moderation::Kind> Moderation::kind(const QString &name)
{
    if (name == QLatin1String("entry")) {
        return Kind::Entry;
    }
    if (name == QLatin1String("topic")) {
        return Kind::Topic;
    }
    if (name == QLatin1String("comment")) {
        return Kind::Comment;
    }
    return std::nullopt;
}

QString Moderation::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Entry:
        return QStringLiteral("entry");
    case Kind::Topic:
        return QStringLiteral("topic");
    case Kind::Comment:
        break;
    }
    return QStringLiteral("comment");
}

QVector<Moderation::Post> Moderation::list(std::optional<Kind> kind, qint64 author, bool hiddenOnly, int limit) const
{
    limit = std::clamp(limit, 1, maxList);
    QVector<Post> posts;
    auto guard = m_database.lock();
    for (const Kind each : {Kind::Entry, Kind::Topic, Kind::Comment}) {
        if (kind && *kind != each) {
            continue;
        }
        QByteArray sql = postColumns(each) + " WHERE 1 = 1";
        if (author != 0) {
            sql += " AND t.author = :author";
        }
        if (hiddenOnly) {
            sql += " AND t.hidden IS NOT NULL";
        }
        sql += " ORDER BY t.created DESC, t.id DESC LIMIT :limit";
        Statement statement(m_database, sql.constData());
        if (author != 0) {
            statement.bind(":author", author);
        }
        statement.bind(":limit", limit);
        while (statement.next()) {
            posts.append(readPost(each, statement));
        }
    }
    std::stable_sort(posts.begin(), posts.end(), [](const Post &a, const Post &b) {
        return a.created > b.created;
    });
    posts.resize(std::min<int>(posts.size(), limit));
    return posts;
}

std::optional<Moderation::Post> Moderation::find(Kind kind, qint64 id) const
{
    const QByteArray sql = postColumns(kind) + " WHERE t.id = ?";
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    if (!statement.bind(1, id).next()) {
        return std::nullopt;
    }
    return readPost(kind, statement);
}

Moderation::Result Moderation::setHidden(Kind kind, qint64 id, bool hidden, qint64 now)
{
    if (!find(kind, id)) {
        return Result::NotFound;
    }
    const QByteArray sql = QByteArray("UPDATE ") + table(kind)
        + (hidden ? " SET hidden = ? WHERE id = ? AND hidden IS NULL" : " SET hidden = NULL WHERE id = ? AND hidden IS NOT NULL");
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    if (hidden) {
        statement.bindAll(now, id);
    } else {
        statement.bind(1, id);
    }
    if (!statement.exec()) {
        return Result::Failed;
    }
    return statement.changes() == 1 ? Result::Done : Result::Unchanged;
}

Moderation::Result Moderation::remove(Kind kind, qint64 id, int *comments)
{
    *comments = 0;
    Transaction transaction(m_database);
    if (!transaction.isActive()) {
        return Result::Failed;
    }
    if (kind != Kind::Comment) {
        const QByteArray sql = QByteArray("SELECT COUNT(*) FROM comments WHERE ") + (kind == Kind::Entry ? "entry" : "topic") + " = ?";
        Statement count(m_database, sql.constData());
        if (!count.bind(1, id).next()) {
            return Result::Failed;
        }
        *comments = count.integer(0);
    }
    const QByteArray sql = QByteArray("DELETE FROM ") + table(kind) + " WHERE id = ?";
    Statement statement(m_database, sql.constData());
    if (!statement.bind(1, id).exec()) {
        return Result::Failed;
    }
    if (statement.changes() != 1) {
        return Result::NotFound;
    }
    return transaction.commit() ? Result::Done : Result::Failed;
}

qint64 Moderation::addForum(const QString &name, qint64 parent, const QString &description, const QString &icon, qint64 now)
{
    return ForumStore(m_database).addForum(name, parent, description, icon, now);
}

qint64 Moderation::addCategory(const QString &name)
{
    auto guard = m_database.lock();
    Statement position(m_database, "SELECT COALESCE(MAX(position), 0) + 1 FROM kb_categories");
    const int next = position.next() ? position.integer(0) : 1;
    return KnowledgeBaseStore(m_database).addCategory(name, next);
}

Moderation::Result Moderation::removeForum(qint64 id, int *topics)
{
    *topics = 0;
    Transaction transaction(m_database);
    if (!transaction.isActive()) {
        return Result::Failed;
    }
    {
        Statement count(m_database, "SELECT COUNT(*) FROM forum_topics WHERE forum = ? OR forum IN (SELECT id FROM forums WHERE parent = ?)");
        if (!count.bindAll(id, id).next()) {
            return Result::Failed;
        }
        *topics = count.integer(0);
    }
    Statement statement(m_database, "DELETE FROM forums WHERE id = ?");
    if (!statement.bind(1, id).exec()) {
        return Result::Failed;
    }
    if (statement.changes() != 1) {
        return Result::NotFound;
    }
    return transaction.commit() ? Result::Done : Result::Failed;
}

std::optional<QString> Moderation::forumName(qint64 id) const
{
    auto guard = m_database.lock();
    Statement statement(m_database, "SELECT name FROM forums WHERE id = ?");
    if (!statement.bind(1, id).next()) {
        return std::nullopt;
    }
    return statement.text(0);
}
