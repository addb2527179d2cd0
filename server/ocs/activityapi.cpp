// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "activityapi.h"

#include "activitystore.h"
#include "clock.h"
#include "ocsrequest.h"
#include "personformatter.h"

ActivityApi::ActivityApi(ActivityStore &activities, const Clock &clock)
    : m_activities(activities)
    , m_clock(clock)
{
}

OcsReply ActivityApi::list(const OcsRequest &request) const
{
    const PageRequest page = request.page();
    const qint64 row = request.viewer().row;
    OcsReply reply = OcsReply::list(m_activities.feedCount(row), page.pageSize());
    const PersonFormatter formatter(request.baseUrl());
    const QVector<Activity> activities = m_activities.feed(row, page.offset(), page.pageSize());
    for (const Activity &activity : activities) {
        OcsItem item(QStringLiteral("activity"), QStringLiteral("full"));
        item.add(QStringLiteral("id"), activity.id);
        formatter.addAuthor(&item, QStringLiteral("personid"), activity.personId, activity.firstName, activity.lastName);
        // the feed holds the viewer's own entries and their friends': a friend may see profiles up to privacy 2
        const bool mayFetch = activity.privacy <= 2 || activity.personId.compare(request.viewer().personId, Qt::CaseInsensitive) == 0;
        item.add(QStringLiteral("avatarpic"), formatter.avatarUrl(activity.personId, mayFetch ? activity.privacy : 0));
        item.add(QStringLiteral("timestamp"), Clock::isoDate(activity.timestamp));
        item.add(QStringLiteral("type"), activity.type);
        item.add(QStringLiteral("message"), activity.message);
        item.add(QStringLiteral("link"), formatter.absolute(activity.link));
        reply.addItem(item);
    }
    return reply;
}

OcsReply ActivityApi::post(const OcsRequest &request) const
{
    const QString message = request.param(QStringLiteral("message")).trimmed();
    if (message.isEmpty()) {
        return OcsReply::failed(101, QStringLiteral("empty message"));
    }
    const Viewer &viewer = request.viewer();
    if (!m_activities.post(viewer.row, ActivityStore::StatusMessage, message.left(2000), QStringLiteral("/people/") + viewer.personId, m_clock.now())) {
        return OcsReply::notStored();
    }
    return OcsReply::ok();
}
