// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "helpitems.h"

#include <QDateTime>

QString HelpItems::date(qint64 secondsSinceEpoch)
{
    return QDateTime::fromSecsSinceEpoch(secondsSinceEpoch, Qt::UTC).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")) + QStringLiteral("+00:00");
}

OcsItem HelpItems::entry(const KnowledgeBaseEntry &entry)
{
    // <content>, the element Attica reads for list and get alike (the spec's get example says <knowledgebase>)
    OcsItem item(QStringLiteral("content"), QStringLiteral("full"));
    item.add(QStringLiteral("id"), entry.id);
    item.add(QStringLiteral("status"), entry.answer.isEmpty() ? QStringLiteral("not answered") : QStringLiteral("answered"));
    item.add(QStringLiteral("contentid"), entry.content);
    item.add(QStringLiteral("category"), entry.category);
    item.add(QStringLiteral("user"), entry.author);
    item.add(QStringLiteral("changed"), date(entry.changed));
    item.add(QStringLiteral("name"), entry.name);
    item.add(QStringLiteral("description"), entry.description);
    item.add(QStringLiteral("answer"), entry.answer);
    item.add(QStringLiteral("answeruser"), entry.answerUser);
    item.add(QStringLiteral("comments"), entry.comments);
    // no web page of ours shows an entry
    item.add(QStringLiteral("detailpage"), QString());
    return item;
}

OcsItem HelpItems::comment(const HelpComment &comment)
{
    OcsItem item(QStringLiteral("comment"));
    item.add(QStringLiteral("id"), comment.id);
    item.add(QStringLiteral("subject"), comment.subject);
    item.add(QStringLiteral("text"), comment.text);
    item.add(QStringLiteral("childcount"), comment.children.size());
    item.add(QStringLiteral("user"), comment.author);
    item.add(QStringLiteral("date"), date(comment.created));
    item.add(QStringLiteral("score"), comment.score);
    if (!comment.children.isEmpty()) {
        QVector<OcsItem> children;
        for (const HelpComment &child : comment.children) {
            children.append(HelpItems::comment(child));
        }
        item.setChildren(children);
    }
    return item;
}

OcsItem HelpItems::forum(const Forum &forum)
{
    OcsItem item(QStringLiteral("forum"));
    item.add(QStringLiteral("id"), forum.id);
    item.add(QStringLiteral("name"), forum.name);
    item.add(QStringLiteral("description"), forum.description);
    item.add(QStringLiteral("date"), date(forum.created));
    item.add(QStringLiteral("icon"), forum.icon);
    item.add(QStringLiteral("childcount"), forum.children.size());
    item.add(QStringLiteral("topics"), forum.topics);
    if (!forum.children.isEmpty()) {
        QVector<OcsItem> children;
        for (const Forum &child : forum.children) {
            children.append(HelpItems::forum(child));
        }
        item.setChildren(children);
    }
    return item;
}

OcsItem HelpItems::topic(const ForumTopic &topic)
{
    OcsItem item(QStringLiteral("topic"));
    item.add(QStringLiteral("id"), topic.id);
    // the spec's forumid and changed, and Attica's forumId and date
    item.add(QStringLiteral("forumid"), topic.forum);
    item.add(QStringLiteral("forumId"), topic.forum);
    item.add(QStringLiteral("user"), topic.author);
    item.add(QStringLiteral("changed"), date(topic.changed));
    item.add(QStringLiteral("date"), date(topic.changed));
    item.add(QStringLiteral("subject"), topic.subject);
    item.add(QStringLiteral("content"), topic.content);
    item.add(QStringLiteral("comments"), topic.comments);
    return item;
}

OcsItem HelpItems::attribute(const PersonAttribute &attribute)
{
    OcsItem item(QStringLiteral("attribute"));
    item.add(QStringLiteral("app"), attribute.app);
    item.add(QStringLiteral("key"), attribute.key);
    item.add(QStringLiteral("value"), attribute.value);
    item.add(QStringLiteral("lastmodified"), date(attribute.lastModified));
    return item;
}

OcsItem HelpItems::newId(const QString &element, qint64 id)
{
    OcsItem item(element, element == QLatin1String("comment") ? QString() : QStringLiteral("id"));
    item.add(QStringLiteral("id"), id);
    return item;
}

qint64 HelpItems::number(const QString &text)
{
    if (text.isEmpty() || text.size() > 18) {
        return -1;
    }
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9')) {
            return -1;
        }
    }
    return text.toLongLong();
}
