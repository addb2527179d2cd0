// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "eventapi.h"

#include "clock.h"
#include "countries.h"
#include "ocsrequest.h"

#include <QDate>
#include <QDateTime>

EventApi::EventApi(const EventSource &events)
    : m_events(events)
{
}

OcsItem EventApi::item(const EventSource::Event &event)
{
    OcsItem item(QStringLiteral("event"), QStringLiteral("full"));
    item.add(QStringLiteral("id"), event.id);
    item.add(QStringLiteral("name"), event.name);
    item.add(QStringLiteral("description"), event.description);
    item.add(QStringLiteral("category"), event.category);
    item.add(QStringLiteral("user"), event.organizer);
    item.add(QStringLiteral("startdate"), Clock::isoDate(event.start));
    item.add(QStringLiteral("enddate"), Clock::isoDate(event.end));
    item.add(QStringLiteral("latitude"), event.hasPosition ? QString::number(event.latitude, 'f', 6) : QString());
    item.add(QStringLiteral("longitude"), event.hasPosition ? QString::number(event.longitude, 'f', 6) : QString());
    item.add(QStringLiteral("homepage"), event.homepage);
    item.add(QStringLiteral("country"), Countries::name(event.countryCode));
    item.add(QStringLiteral("city"), event.city);
    return item;
}

OcsReply EventApi::list(const OcsRequest &request) const
{
    EventSource::Query query;
    const QString country = request.param(QStringLiteral("country")).trimmed();
    if (!country.isEmpty()) {
        query.countryCode = Countries::code(country);
        if (query.countryCode.isEmpty()) {
            // no event is in a country we do not know
            return OcsReply::list(0, request.page().pageSize());
        }
    }
    const QString startAt = request.param(QStringLiteral("startat")).trimmed();
    if (!startAt.isEmpty()) {
        const QDate date = QDate::fromString(startAt.left(10), Qt::ISODate);
        if (!date.isValid()) {
            return OcsReply::failed(101, QStringLiteral("startat is no date (YYYY-MM-DD)"));
        }
        query.startAt = QDateTime(date, QTime(0, 0), Qt::UTC).toSecsSinceEpoch();
    }
    query.search = request.param(QStringLiteral("search")).trimmed().left(200);
    query.alphabetical = request.param(QStringLiteral("sortmode")).trimmed().compare(QLatin1String("alpha"), Qt::CaseInsensitive) == 0;

    const PageRequest page = request.page();
    const QVector<EventSource::Event> events = m_events.find(query);
    OcsReply reply = OcsReply::list(events.size(), page.pageSize());
    const qint64 end = std::min<qint64>(events.size(), page.offset() + page.pageSize());
    for (qint64 i = page.offset(); i < end; ++i) {
        reply.addItem(item(events.at(int(i))));
    }
    return reply;
}

OcsReply EventApi::get(const OcsRequest &request) const
{
    bool ok = false;
    const qint64 id = request.segment(2).toLongLong(&ok);
    const EventSource::Event event = ok ? m_events.get(id) : EventSource::Event();
    if (event.id == 0) {
        return OcsReply::failed(101, QStringLiteral("no such event"));
    }
    OcsReply reply = OcsReply::ok();
    reply.addItem(item(event));
    return reply;
}
