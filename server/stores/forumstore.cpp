// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "forumstore.h"

#include "database.h"
#include "helpsql.h"
#include "statement.h"
#include "transaction.h"

namespace
{
QByteArray forumColumns()
{
    return "SELECT f.id, COALESCE(f.parent, 0), f.name, f.description, f.icon, f.created,"
           " (SELECT COUNT(*) FROM forum_topics t WHERE t.forum = f.id AND "
        + HelpSql::shown("t") + ") FROM forums f";
}

Forum readForum(const Statement &statement)
{
    Forum forum;
    forum.id = statement.int64(0);
    forum.parent = statement.int64(1);
    forum.name = statement.text(2);
    forum.description = statement.text(3);
    forum.icon = statement.text(4);
    forum.created = statement.int64(5);
    forum.topics = statement.integer(6);
    return forum;
}

QByteArray topicColumns()
{
    return "SELECT t.id, t.forum, p.personid, t.subject, t.content, t.created, t.changed, CASE WHEN t.hidden IS NULL THEN 0 ELSE 1 END,"
           " (SELECT COUNT(*) FROM comments m WHERE m.topic = t.id AND "
        + HelpSql::shown("m") + ") FROM forum_topics t JOIN people p ON p.id = t.author";
}

void bindTopicQuery(Statement &statement, const TopicQuery &query, qint64 viewer, bool sqlite)
{
    statement.bind(":viewer", viewer);
    if (!query.search.isEmpty()) {
        statement.bind(":search", HelpSql::containing(query.search));
    }
    if (HelpSql::usesTextIndex(sqlite, query.search)) {
        statement.bind(":phrase", HelpSql::phrase(query.search));
    }
    for (int i = 0; i < query.forums.size(); ++i) {
        statement.bind(QByteArray(":forum" + QByteArray::number(i)).constData(), query.forums.at(i));
    }
}
}

ForumStore::ForumStore(Database &database)
    : m_database(database)
{
}

qint64 ForumStore::countForums() const
{
    auto guard = m_database.lock();
    Statement statement(m_database, "SELECT COUNT(*) FROM forums WHERE parent IS NULL AND hidden IS NULL");
    return statement.next() ? statement.int64(0) : 0;
}

QVector<Forum> ForumStore::forums(qint64 viewer, qint64 offset, int limit) const
{
    QVector<Forum> top;
    auto guard = m_database.lock();
    {
        const QByteArray sql = forumColumns() + " WHERE f.parent IS NULL AND f.hidden IS NULL ORDER BY f.position, f.id LIMIT :limit OFFSET :offset";
        Statement statement(m_database, sql.constData());
        statement.bind(":viewer", viewer).bind(":limit", limit).bind(":offset", offset);
        while (statement.next()) {
            top.append(readForum(statement));
        }
    }
    const QByteArray sql = forumColumns() + " WHERE f.parent = :parent AND f.hidden IS NULL ORDER BY f.position, f.id LIMIT 100";
    Statement children(m_database, sql.constData());
    for (Forum &forum : top) {
        children.reset();
        children.bind(":viewer", viewer).bind(":parent", forum.id);
        while (children.next()) {
            forum.children.append(readForum(children));
        }
    }
    return top;
}

bool ForumStore::isForumShown(qint64 id) const
{
    auto guard = m_database.lock();
    Statement statement(m_database,
                        "SELECT 1 FROM forums f WHERE f.id = ? AND f.hidden IS NULL AND (f.parent IS NULL OR EXISTS (SELECT 1 FROM forums u WHERE u.id = "
                        "f.parent AND u.hidden IS NULL))");
    return statement.bind(1, id).next();
}

qint64 ForumStore::addForum(const QString &name, qint64 parent, const QString &description, const QString &icon, qint64 now)
{
    Transaction transaction(m_database);
    if (!transaction.isActive()) {
        return 0;
    }
    if (parent != 0) {
        Statement check(m_database, "SELECT 1 FROM forums WHERE id = ? AND parent IS NULL");
        if (!check.bind(1, parent).next()) {
            return 0;
        }
    }
    qint64 id = 0;
    {
        Statement insert(m_database,
                         "INSERT INTO forums (parent, position, name, description, icon, created)"
                         " VALUES (?1, (SELECT COALESCE(MAX(position), 0) + 1 FROM forums), ?2, ?3, ?4, ?5) RETURNING id");
        if (parent != 0) {
            insert.bind(1, parent);
        } else {
            insert.bindNull(1);
        }
        insert.bind(2, name).bind(3, description).bind(4, icon).bind(5, now);
        if (!insert.next()) {
            return 0;
        }
        id = insert.int64(0);
    }
    return transaction.commit() ? id : 0;
}

QByteArray ForumStore::topicWhere(const TopicQuery &query) const
{
    QByteArray where = " WHERE " + HelpSql::shown("t") + " AND EXISTS (SELECT 1 FROM forums f WHERE f.id = t.forum AND f.hidden IS NULL)";
    if (!query.forums.isEmpty()) {
        QByteArrayList names;
        for (int i = 0; i < query.forums.size(); ++i) {
            names.append(":forum" + QByteArray::number(i));
        }
        where += " AND t.forum IN (" + names.join(", ") + ")";
    }
    if (!query.search.isEmpty()) {
        if (query.search.size() < HelpSql::minimumSearch) {
            return where + " AND 1 = 0";
        }
        if (HelpSql::usesTextIndex(m_database.dialect() == Database::Dialect::SQLite, query.search)) {
            where += " AND t.id IN (SELECT rowid FROM topic_text WHERE topic_text MATCH :phrase)";
        }
        where += " AND (lower(t.subject) LIKE lower(:search) ESCAPE '\\' OR lower(t.content) LIKE lower(:search) ESCAPE '\\')";
    }
    return where;
}

qint64 ForumStore::countTopics(const TopicQuery &query, qint64 viewer) const
{
    const QByteArray sql = "SELECT COUNT(*) FROM forum_topics t" + topicWhere(query);
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    bindTopicQuery(statement, query, viewer, m_database.dialect() == Database::Dialect::SQLite);
    return statement.next() ? statement.int64(0) : 0;
}

QVector<ForumTopic> ForumStore::topics(const TopicQuery &query, qint64 viewer, qint64 offset, int limit) const
{
    const QByteArray order = query.alpha ? " ORDER BY lower(t.subject), t.id" : " ORDER BY t.changed DESC, t.id DESC";
    // the page's ids first, then its columns (the reply counts of that page only)
    const QByteArray sql =
        topicColumns() + " WHERE t.id IN (SELECT t.id FROM forum_topics t" + topicWhere(query) + order + " LIMIT :limit OFFSET :offset)" + order;
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    bindTopicQuery(statement, query, viewer, m_database.dialect() == Database::Dialect::SQLite);
    statement.bind(":limit", limit).bind(":offset", offset);
    QVector<ForumTopic> result;
    while (statement.next()) {
        ForumTopic topic;
        topic.id = statement.int64(0);
        topic.forum = statement.int64(1);
        topic.author = statement.text(2);
        topic.subject = statement.text(3);
        topic.content = statement.text(4);
        topic.created = statement.int64(5);
        topic.changed = statement.int64(6);
        topic.hidden = statement.integer(7) != 0;
        topic.comments = statement.integer(8);
        result.append(topic);
    }
    return result;
}

bool ForumStore::isTopicIn(qint64 topic, qint64 forum, qint64 viewer) const
{
    const QByteArray sql = "SELECT 1 FROM forum_topics t WHERE t.id = :id AND t.forum = :forum AND " + HelpSql::shown("t");
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    statement.bind(":id", topic).bind(":forum", forum).bind(":viewer", viewer);
    return statement.next();
}

HelpWrite ForumStore::addTopic(qint64 author, qint64 forum, const QString &subject, const QString &content, qint64 now)
{
    HelpWrite write;
    Transaction transaction(m_database);
    if (!transaction.isActive()) {
        return write;
    }
    if (!isForumShown(forum)) {
        write.outcome = HelpWrite::NotFound;
        return write;
    }
    {
        Statement same(m_database,
                       "SELECT id FROM forum_topics WHERE author = ? AND forum = ? AND subject = ? AND content = ? AND created >= ? ORDER BY id LIMIT 1");
        if (same.bindAll(author, forum, subject, content, now - HelpSql::repeatWindow).next()) {
            write.outcome = HelpWrite::Repeated;
            write.id = same.int64(0);
            return write;
        }
        if (same.failed()) {
            return write;
        }
    }
    qint64 id = 0;
    {
        Statement insert(m_database, "INSERT INTO forum_topics (forum, author, subject, content, created, changed) VALUES (?, ?, ?, ?, ?, ?) RETURNING id");
        if (!insert.bindAll(forum, author, subject, content, now, now).next()) {
            return write;
        }
        id = insert.int64(0);
    }
    if (!transaction.commit()) {
        return write;
    }
    write.outcome = HelpWrite::Stored;
    write.id = id;
    return write;
}
