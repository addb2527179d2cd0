// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "commentapi.h"

#include "clock.h"
#include "commentstore.h"
#include "forumstore.h"
#include "helpitems.h"
#include "ocsrequest.h"

#include <QUrlQuery>

namespace
{
// pages asked for in the path (the spec's example) are at most this large, as the server's default bound
constexpr int maxPageSize = 100;

struct Target {
    bool found = false;
    CommentStore::Target kind = CommentStore::Target::Entry;
    qint64 id = 0;
};

/**
 * What a type, content and content2 name: an entry (7, content), a topic (4: content the topic and content2 0, or
 * content the forum and content2 the topic in it). Not found when the viewer is not shown it.
 */
Target resolve(const CommentStore &comments, const ForumStore &forums, qint64 type, qint64 content, qint64 content2, qint64 viewer)
{
    Target target;
    if (content <= 0 || content2 < 0) {
        return target;
    }
    if (type == CommentApi::knowledgeBaseType) {
        target.kind = CommentStore::Target::Entry;
        target.id = content;
    } else if (type == CommentApi::forumType) {
        target.kind = CommentStore::Target::Topic;
        target.id = content2 > 0 ? content2 : content;
        if (content2 > 0 && !forums.isTopicIn(content2, content, viewer)) {
            return target;
        }
    } else {
        return target;
    }
    target.found = comments.isTargetShown(target.kind, target.id, viewer);
    return target;
}
}

CommentApi::CommentApi(CommentStore &comments, const ForumStore &forums, const Clock &clock)
    : m_comments(comments)
    , m_forums(forums)
    , m_clock(clock)
{
}

OcsReply CommentApi::list(const OcsRequest &request) const
{
    // the spec's example puts the paging after '&' without '?': comments/data/1/123/0&page=1&pagesize=10
    QString last = request.segment(4);
    PageRequest paging = request.page();
    const int ampersand = last.indexOf(QLatin1Char('&'));
    if (ampersand >= 0) {
        const QUrlQuery query(last.mid(ampersand + 1));
        paging = PageRequest::from(query.queryItemValue(QStringLiteral("page")), query.queryItemValue(QStringLiteral("pagesize")), maxPageSize);
        last = last.left(ampersand);
    }
    const qint64 viewer = request.viewer().row;
    const Target target =
        resolve(m_comments, m_forums, HelpItems::number(request.segment(2)), HelpItems::number(request.segment(3)), HelpItems::number(last), viewer);
    if (!target.found) {
        // the spec knows no failure here: what is unknown, hidden or of another type has no comments
        return OcsReply::list(0, paging.pageSize());
    }
    OcsReply reply = OcsReply::list(m_comments.count(target.kind, target.id, viewer), paging.pageSize());
    const QVector<HelpComment> comments = m_comments.list(target.kind, target.id, viewer, paging.offset(), paging.pageSize());
    for (const HelpComment &comment : comments) {
        reply.addItem(HelpItems::comment(comment));
    }
    return reply;
}

OcsReply CommentApi::add(const OcsRequest &request) const
{
    const qint64 content = HelpItems::number(request.param(QStringLiteral("content")));
    if (content <= 0) {
        return OcsReply::failed(101, QStringLiteral("content must not be empty"));
    }
    const QString subject = request.param(QStringLiteral("subject")).trimmed();
    const QString message = request.param(QStringLiteral("message")).trimmed();
    if (subject.isEmpty() || message.isEmpty()) {
        return OcsReply::failed(102, QStringLiteral("message or subject must not be empty"));
    }
    if (subject.size() > HelpItems::maxTitle || message.size() > HelpItems::maxText) {
        return OcsReply::failed(102, QStringLiteral("subject at most %1 characters, message at most %2").arg(HelpItems::maxTitle).arg(HelpItems::maxText));
    }
    const QString content2Text = request.param(QStringLiteral("content2"));
    const qint64 content2 = content2Text.isEmpty() ? 0 : HelpItems::number(content2Text);
    const QString parentText = request.param(QStringLiteral("parent"));
    const qint64 parent = parentText.isEmpty() ? 0 : HelpItems::number(parentText);
    const qint64 viewer = request.viewer().row;
    const Target target = resolve(m_comments, m_forums, HelpItems::number(request.param(QStringLiteral("type"))), content, content2, viewer);
    if (!target.found || parent < 0) {
        return OcsReply::failed(103, QStringLiteral("no permission to add a comment there"));
    }
    const HelpWrite write = m_comments.add(viewer, target.kind, target.id, parent, subject, message, m_clock.now());
    switch (write.outcome) {
    case HelpWrite::Stored:
    case HelpWrite::Repeated:
        break;
    case HelpWrite::NotFound:
        return OcsReply::failed(103, QStringLiteral("no permission to add a comment there"));
    case HelpWrite::Failed:
        return OcsReply::notStored();
    }
    OcsReply reply = OcsReply::ok();
    reply.addItem(HelpItems::newId(QStringLiteral("comment"), write.id));
    return reply;
}

OcsReply CommentApi::vote(const OcsRequest &request) const
{
    const qint64 id = HelpItems::number(request.segment(2));
    // the spec's vote; the reference server read score
    const QString voteText = request.hasParam(QStringLiteral("vote")) ? request.param(QStringLiteral("vote")) : request.param(QStringLiteral("score"));
    const qint64 vote = HelpItems::number(voteText.trimmed());
    if (id <= 0) {
        return OcsReply::failed(101, QStringLiteral("comment not found"));
    }
    if (vote < 0 || vote > 100) {
        return OcsReply::failed(102, QStringLiteral("vote must be a number from 0 to 100"));
    }
    const HelpWrite write = m_comments.vote(request.viewer().row, id, int(vote));
    switch (write.outcome) {
    case HelpWrite::Stored:
    case HelpWrite::Repeated:
        return OcsReply::ok();
    case HelpWrite::NotFound:
        return OcsReply::failed(101, QStringLiteral("comment not found"));
    case HelpWrite::Failed:
        break;
    }
    return OcsReply::notStored();
}
