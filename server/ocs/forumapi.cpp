// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "forumapi.h"

#include "clock.h"
#include "forumstore.h"
#include "helpitems.h"
#include "ocsrequest.h"

ForumApi::ForumApi(ForumStore &forums, const Clock &clock)
    : m_forums(forums)
    , m_clock(clock)
{
}

OcsReply ForumApi::forums(const OcsRequest &request) const
{
    const PageRequest page = request.page();
    OcsReply reply = OcsReply::list(m_forums.countForums(), page.pageSize());
    const QVector<Forum> forums = m_forums.forums(request.viewer().row, page.offset(), page.pageSize());
    for (const Forum &forum : forums) {
        reply.addItem(HelpItems::forum(forum));
    }
    return reply;
}

OcsReply ForumApi::topics(const OcsRequest &request) const
{
    TopicQuery query;
    QStringList forums = request.params().values(QStringLiteral("forum"), maxForums);
    forums += request.params().values(QStringLiteral("forum[]"), maxForums - forums.size());
    for (const QString &text : std::as_const(forums)) {
        if (text.isEmpty()) {
            continue; // Attica sends forum= when it asks for all
        }
        const qint64 forum = HelpItems::number(text.trimmed());
        // an id that is none names no forum: it finds nothing rather than everything
        query.forums.append(forum > 0 ? forum : 0);
    }
    query.search = request.param(QStringLiteral("search")).simplified().left(HelpItems::maxSearch);
    if (query.search.isEmpty()) {
        // how Attica read the spec's broken sentence: an argument "description"
        query.search = request.param(QStringLiteral("description")).simplified().left(HelpItems::maxSearch);
    }
    query.alpha = request.param(QStringLiteral("sortmode")).toLower() == QLatin1String("alpha");
    const PageRequest page = request.page();
    const qint64 viewer = request.viewer().row;
    const QVector<ForumTopic> topics = m_forums.topics(query, viewer, page.offset(), page.pageSize());
    const bool last = topics.size() < page.pageSize() && (page.offset() == 0 || !topics.isEmpty());
    OcsReply reply = OcsReply::list(last ? page.offset() + topics.size() : m_forums.countTopics(query, viewer), page.pageSize());
    for (const ForumTopic &topic : topics) {
        reply.addItem(HelpItems::topic(topic));
    }
    return reply;
}

OcsReply ForumApi::addTopic(const OcsRequest &request) const
{
    const QString subject = request.param(QStringLiteral("subject")).trimmed();
    const QString content = request.param(QStringLiteral("content")).trimmed();
    const QString forumText = request.param(QStringLiteral("forum")).trimmed();
    if (subject.isEmpty() || content.isEmpty() || forumText.isEmpty()) {
        return OcsReply::failed(101, QStringLiteral("subject, content and forum are mandatory"));
    }
    if (subject.size() > HelpItems::maxTitle || content.size() > HelpItems::maxText) {
        return OcsReply::failed(101, QStringLiteral("subject at most %1 characters, content at most %2").arg(HelpItems::maxTitle).arg(HelpItems::maxText));
    }
    const qint64 forum = HelpItems::number(forumText);
    if (forum <= 0) {
        return OcsReply::failed(102, QStringLiteral("no such forum"));
    }
    const HelpWrite write = m_forums.addTopic(request.viewer().row, forum, subject, content, m_clock.now());
    switch (write.outcome) {
    case HelpWrite::Stored:
    case HelpWrite::Repeated:
        break;
    case HelpWrite::NotFound:
        return OcsReply::failed(102, QStringLiteral("no such forum"));
    case HelpWrite::Failed:
        return OcsReply::notStored();
    }
    OcsReply reply = OcsReply::ok();
    reply.addItem(HelpItems::newId(QStringLiteral("topic"), write.id));
    return reply;
}
