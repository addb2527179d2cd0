// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "knowledgebaseapi.h"

#include "clock.h"
#include "helpitems.h"
#include "knowledgebasestore.h"
#include "ocsrequest.h"

KnowledgeBaseApi::KnowledgeBaseApi(KnowledgeBaseStore &entries, const Clock &clock)
    : m_entries(entries)
    , m_clock(clock)
{
}

OcsReply KnowledgeBaseApi::list(const OcsRequest &request) const
{
    KnowledgeBaseQuery query;
    query.search = request.param(QStringLiteral("search")).simplified().left(HelpItems::maxSearch);
    // a content or category that is no number (Attica sends content only when it has one) filters nothing
    query.content = HelpItems::number(request.param(QStringLiteral("content")));
    query.category = HelpItems::number(request.param(QStringLiteral("type")));
    const QString sortMode = request.param(QStringLiteral("sortmode")).toLower();
    if (sortMode == QLatin1String("alpha")) {
        query.order = KnowledgeBaseQuery::Order::Alpha;
    } else if (sortMode == QLatin1String("high")) {
        query.order = KnowledgeBaseQuery::Order::High;
    }
    const PageRequest page = request.page();
    const qint64 viewer = request.viewer().row;
    const QVector<KnowledgeBaseEntry> entries = m_entries.list(query, viewer, page.offset(), page.pageSize());
    // a page that is not full is the last one: the count is known without counting again
    const bool last = entries.size() < page.pageSize() && (page.offset() == 0 || !entries.isEmpty());
    OcsReply reply = OcsReply::list(last ? page.offset() + entries.size() : m_entries.count(query, viewer), page.pageSize());
    for (const KnowledgeBaseEntry &entry : entries) {
        reply.addItem(HelpItems::entry(entry));
    }
    return reply;
}

OcsReply KnowledgeBaseApi::get(const OcsRequest &request) const
{
    const qint64 id = HelpItems::number(request.segment(2));
    const auto entry = id > 0 ? m_entries.get(id, request.viewer().row) : std::nullopt;
    if (!entry) {
        return OcsReply::failed(101, QStringLiteral("entry not found"));
    }
    OcsReply reply = OcsReply::ok();
    reply.addItem(HelpItems::entry(*entry));
    return reply;
}

OcsReply KnowledgeBaseApi::add(const OcsRequest &request) const
{
    const QString subject = request.param(QStringLiteral("subject")).trimmed();
    const QString message = request.param(QStringLiteral("message")).trimmed();
    if (subject.isEmpty() || message.isEmpty()) {
        return OcsReply::failed(101, QStringLiteral("subject and message are mandatory"));
    }
    if (subject.size() > HelpItems::maxTitle || message.size() > HelpItems::maxText) {
        return OcsReply::failed(101, QStringLiteral("subject at most %1 characters, message at most %2").arg(HelpItems::maxTitle).arg(HelpItems::maxText));
    }
    qint64 content = 0;
    if (!request.param(QStringLiteral("content")).isEmpty()) {
        content = HelpItems::number(request.param(QStringLiteral("content")));
        if (content < 0) {
            return OcsReply::failed(101, QStringLiteral("content must be a number"));
        }
    }
    qint64 category = 0;
    const QString categoryText = request.param(QStringLiteral("category"));
    if (!categoryText.isEmpty() && categoryText != QLatin1String("0")) {
        category = HelpItems::number(categoryText);
        if (category <= 0 || !m_entries.categoryName(category)) {
            return OcsReply::failed(102, QStringLiteral("no such category"));
        }
    }
    const HelpWrite write = m_entries.add(request.viewer().row, subject, message, content, category, m_clock.now());
    if (write.outcome != HelpWrite::Stored && write.outcome != HelpWrite::Repeated) {
        return OcsReply::notStored();
    }
    OcsReply reply = OcsReply::ok();
    reply.addItem(HelpItems::newId(QStringLiteral("content"), write.id));
    return reply;
}
