// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "commentstore.h"

#include "database.h"
#include "helpsql.h"
#include "statement.h"
#include "transaction.h"

#include <QHash>

#include <functional>

namespace
{
// the replies of one entry or topic read at most (the page's bound is applied after)
constexpr int s_maxReplies = 5000;

const char *targetColumn(CommentStore::Target target)
{
    return target == CommentStore::Target::Entry ? "entry" : "topic";
}

const char *targetTable(CommentStore::Target target)
{
    return target == CommentStore::Target::Entry ? "kb_entries" : "forum_topics";
}

QByteArray columns()
{
    return "SELECT m.id, COALESCE(m.parent, 0), p.personid, m.subject, m.text, m.created, CASE WHEN m.hidden IS NULL THEN 0 ELSE 1 END, " + HelpSql::score("m")
        + " FROM comments m JOIN people p ON p.id = m.author";
}

HelpComment readComment(const Statement &statement)
{
    HelpComment comment;
    comment.id = statement.int64(0);
    comment.parent = statement.int64(1);
    comment.author = statement.text(2);
    comment.subject = statement.text(3);
    comment.text = statement.text(4);
    comment.created = statement.int64(5);
    comment.hidden = statement.integer(6) != 0;
    comment.score = statement.integer(7);
    return comment;
}
}

CommentStore::CommentStore(Database &database)
    : m_database(database)
{
}

bool CommentStore::isTargetShown(Target target, qint64 id, qint64 viewer) const
{
    QByteArray sql = QByteArray("SELECT 1 FROM ") + targetTable(target) + " t WHERE t.id = :id AND " + HelpSql::shown("t");
    if (target == Target::Topic) {
        sql += " AND EXISTS (SELECT 1 FROM forums f WHERE f.id = t.forum AND f.hidden IS NULL)";
    }
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    statement.bind(":id", id);
    statement.bind(":viewer", viewer);
    return statement.next();
}

qint64 CommentStore::count(Target target, qint64 id, qint64 viewer) const
{
    const QByteArray sql =
        QByteArray("SELECT COUNT(*) FROM comments m WHERE m.") + targetColumn(target) + " = :id AND m.parent IS NULL AND " + HelpSql::shown("m");
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    statement.bind(":id", id);
    statement.bind(":viewer", viewer);
    return statement.next() ? statement.int64(0) : 0;
}

QVector<HelpComment> CommentStore::list(Target target, qint64 id, qint64 viewer, qint64 offset, int limit) const
{
    const QByteArray condition = QByteArray(" WHERE m.") + targetColumn(target) + " = :id AND " + HelpSql::shown("m");
    QVector<HelpComment> roots;
    QHash<qint64, QVector<HelpComment>> replies; // by parent, oldest first
    auto guard = m_database.lock();
    {
        const QByteArray sql = columns() + condition + " AND m.parent IS NULL ORDER BY m.created, m.id LIMIT :limit OFFSET :offset";
        Statement statement(m_database, sql.constData());
        statement.bind(":id", id).bind(":viewer", viewer).bind(":limit", limit).bind(":offset", offset);
        while (statement.next()) {
            roots.append(readComment(statement));
        }
    }
    if (roots.isEmpty()) {
        return roots;
    }
    {
        const QByteArray sql = columns() + condition + " AND m.parent IS NOT NULL ORDER BY m.created, m.id LIMIT :cap";
        Statement statement(m_database, sql.constData());
        statement.bind(":id", id).bind(":viewer", viewer).bind(":cap", s_maxReplies);
        while (statement.next()) {
            const HelpComment reply = readComment(statement);
            replies[reply.parent].append(reply);
        }
    }
    // the replies of each root, nested at most maxDepth deep (deeper ones join the comment at that depth), and at
    // most maxPerPage comments in all; a reply can only be reached from its parent, so a cycle cannot occur
    int budget = maxPerPage - roots.size();
    std::function<void(HelpComment &, QVector<HelpComment> *, int)> attach = [&](HelpComment &comment, QVector<HelpComment> *into, int depth) {
        const QVector<HelpComment> direct = replies.take(comment.id);
        for (HelpComment child : direct) {
            if (budget <= 0) {
                return;
            }
            --budget;
            if (depth < maxDepth) {
                attach(child, &child.children, depth + 1);
                into->append(child);
            } else {
                // flattened at the deepest level: its own replies follow it there
                QVector<HelpComment> flat;
                attach(child, &flat, depth);
                into->append(child);
                into->append(flat);
            }
        }
    };
    for (HelpComment &root : roots) {
        attach(root, &root.children, 1);
    }
    return roots;
}

HelpWrite CommentStore::add(qint64 author, Target target, qint64 id, qint64 parent, const QString &subject, const QString &text, qint64 now)
{
    HelpWrite write;
    Transaction transaction(m_database);
    if (!transaction.isActive()) {
        return write;
    }
    if (!isTargetShown(target, id, author)) {
        write.outcome = HelpWrite::NotFound;
        return write;
    }
    if (parent != 0) {
        const QByteArray sql = QByteArray("SELECT 1 FROM comments m WHERE m.id = :parent AND m.") + targetColumn(target) + " = :id AND " + HelpSql::shown("m");
        Statement statement(m_database, sql.constData());
        statement.bind(":parent", parent).bind(":id", id).bind(":viewer", author);
        if (!statement.next()) {
            write.outcome = statement.failed() ? HelpWrite::Failed : HelpWrite::NotFound;
            return write;
        }
    }
    {
        const QByteArray sql = QByteArray("SELECT id FROM comments WHERE author = ? AND ") + targetColumn(target)
            + " = ? AND COALESCE(parent, 0) = ? AND text = ? AND created >= ? ORDER BY id LIMIT 1";
        Statement same(m_database, sql.constData());
        if (same.bindAll(author, id, parent, text, now - HelpSql::repeatWindow).next()) {
            write.outcome = HelpWrite::Repeated;
            write.id = same.int64(0);
            return write;
        }
        if (same.failed()) {
            return write;
        }
    }
    qint64 newId = 0;
    {
        const QByteArray sql =
            QByteArray("INSERT INTO comments (") + targetColumn(target) + ", parent, author, subject, text, created) VALUES (?, ?, ?, ?, ?, ?) RETURNING id";
        Statement insert(m_database, sql.constData());
        insert.bind(1, id);
        if (parent != 0) {
            insert.bind(2, parent);
        } else {
            insert.bindNull(2);
        }
        insert.bind(3, author).bind(4, subject).bind(5, text).bind(6, now);
        if (!insert.next()) {
            return write;
        }
        newId = insert.int64(0);
    }
    // an entry or topic changes with its last comment (a topic's "changed", a forum's order of topics)
    const QByteArray sql = QByteArray("UPDATE ") + targetTable(target) + " SET changed = ? WHERE id = ? AND changed < ?";
    Statement touch(m_database, sql.constData());
    if (!touch.bindAll(now, id, now).exec() || !transaction.commit()) {
        return write;
    }
    write.outcome = HelpWrite::Stored;
    write.id = newId;
    return write;
}

HelpWrite CommentStore::vote(qint64 person, qint64 comment, int vote)
{
    HelpWrite write;
    Transaction transaction(m_database);
    if (!transaction.isActive()) {
        return write;
    }
    // the comment and what it is on must be shown to the voter
    const QByteArray sql = "SELECT m.entry, m.topic FROM comments m WHERE m.id = :id AND " + HelpSql::shown("m");
    qint64 entry = 0;
    qint64 topic = 0;
    {
        Statement statement(m_database, sql.constData());
        statement.bind(":id", comment).bind(":viewer", person);
        if (!statement.next()) {
            write.outcome = statement.failed() ? HelpWrite::Failed : HelpWrite::NotFound;
            return write;
        }
        entry = statement.isNull(0) ? 0 : statement.int64(0);
        topic = statement.isNull(1) ? 0 : statement.int64(1);
    }
    if (!(entry ? isTargetShown(Target::Entry, entry, person) : isTargetShown(Target::Topic, topic, person))) {
        write.outcome = HelpWrite::NotFound;
        return write;
    }
    int earlier = -1;
    {
        Statement statement(m_database, "SELECT vote FROM comment_votes WHERE comment = ? AND person = ?");
        if (statement.bindAll(comment, person).next()) {
            earlier = statement.integer(0);
        } else if (statement.failed()) {
            return write;
        }
    }
    bool stored = false;
    if (earlier < 0) {
        Statement insert(m_database, "INSERT INTO comment_votes (comment, person, vote) VALUES (?, ?, ?)");
        Statement tally(m_database, "UPDATE comments SET votes = votes + 1, score_sum = score_sum + ? WHERE id = ?");
        stored = insert.bindAll(comment, person, vote).exec() && tally.bindAll(vote, comment).exec() && tally.changes() == 1;
    } else {
        Statement update(m_database, "UPDATE comment_votes SET vote = ? WHERE comment = ? AND person = ?");
        Statement tally(m_database, "UPDATE comments SET score_sum = score_sum + ? WHERE id = ?");
        stored = update.bindAll(vote, comment, person).exec() && tally.bindAll(vote - earlier, comment).exec() && tally.changes() == 1;
    }
    if (!stored || !transaction.commit()) {
        return write;
    }
    write.outcome = HelpWrite::Stored;
    write.id = comment;
    return write;
}
