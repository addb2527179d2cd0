// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "eventcatalog.h"

#include "cities.h"
#include "clock.h"
#include "database.h"
#include "prng.h"
#include "statement.h"

#include <algorithm>

namespace
{
constexpr std::uint64_t s_seed = 0xE7E475C0FFEE2026ULL;
constexpr qint64 s_day = 86400;
constexpr qint64 s_hour = 3600;

struct Kind {
    const char *category;
    const char *title; // %1 is the city
    const char *description;
    int hours; // 0: two days
};

const Kind s_kinds[] = {
    {"Meetup", "KDE meetup %1", "An evening for everyone who uses or builds KDE software in %1.\nBring your laptop and your questions.", 3},
    {"Release party", "Plasma release party %1", "We celebrate the new Plasma release in %1: demos, drinks and a lot of talk.", 4},
    {"Install fest", "Install fest %1", "Bring a computer and leave with a free desktop on it. Helpers in %1 show you how.", 5},
    {"Workshop", "Qt and QML workshop %1", "A hands-on afternoon in %1: write your first Plasma widget in QML.\nNo experience needed.", 4},
    {"Sprint", "Community sprint %1", "Two days of hacking together in %1. Translators, designers and developers welcome.", 0},
    {"Conference", "Free desktop day %1", "Talks and lightning talks about free software on the desktop, in %1.", 8},
};

qint64 midnight(qint64 now)
{
    return now - ((now % s_day) + s_day) % s_day;
}
}

EventCatalog::EventCatalog(Database &database, const Clock &clock)
    : m_clock(clock)
    , m_organizers(Cities::count())
{
    auto guard = database.lock();
    Statement statement(database, "SELECT personid, city FROM people WHERE privacy = 0 ORDER BY id LIMIT 5000");
    while (statement.next()) {
        const int city = Cities::indexOf(statement.text(1));
        if (city >= 0 && m_organizers[city].size() < 8) {
            m_organizers[city].append(statement.text(0));
        }
    }
}

QVector<EventCatalog::Event> EventCatalog::all() const
{
    const qint64 today = midnight(m_clock.now());
    Prng prng(s_seed);
    const int totalWeight = Cities::totalWeight();
    QVector<Event> events;
    events.reserve(count);
    for (int i = 0; i < count; ++i) {
        const int cityIndex = Cities::byWeight(static_cast<int>(prng.below(static_cast<std::uint32_t>(totalWeight))));
        const Cities::City &city = Cities::at(cityIndex);
        const Kind &kind = s_kinds[prng.below(std::size(s_kinds))];
        Event event;
        event.id = i + 1;
        event.city = city.name;
        event.countryCode = city.countryCode;
        event.category = QString::fromLatin1(kind.category);
        event.name = QString::fromLatin1(kind.title).arg(city.name);
        event.description = QString::fromLatin1(kind.description).arg(city.name);
        // the evening, in UTC: 16:00 to 19:00 (a sprint starts in the morning)
        const qint64 day = today + prng.between(-daysBefore, daysAhead) * s_day;
        event.start = day + (kind.hours == 0 ? 8 : prng.between(16, 19)) * s_hour;
        event.end = kind.hours == 0 ? event.start + s_day + 9 * s_hour : event.start + kind.hours * s_hour;
        // a venue within a few kilometres of the centre; one in ten has no coordinates
        event.hasPosition = !prng.chance(10);
        const qint64 north = prng.between(-30000, 30000);
        const qint64 east = prng.between(-30000, 30000);
        if (event.hasPosition) {
            event.latitude = (city.latitudeMicro + north) / 1e6;
            event.longitude = (city.longitudeMicro + east) / 1e6;
        }
        const QStringList &organizers = m_organizers.at(cityIndex);
        event.organizer = organizers.isEmpty() ? QStringLiteral("demo") : organizers.at(int(prng.below(std::uint32_t(organizers.size()))));
        event.homepage = QStringLiteral("https://events.example.org/%1").arg(event.id);
        events.append(event);
    }
    return events;
}

QVector<EventCatalog::Event> EventCatalog::find(const Query &query) const
{
    QVector<Event> events = all();
    events.erase(std::remove_if(events.begin(),
                                events.end(),
                                [&query](const Event &event) {
                                    if (!query.countryCode.isEmpty() && event.countryCode.compare(query.countryCode, Qt::CaseInsensitive) != 0) {
                                        return true;
                                    }
                                    if (query.startAt >= 0 && event.start < query.startAt) {
                                        return true;
                                    }
                                    return !query.search.isEmpty() && !event.name.contains(query.search, Qt::CaseInsensitive)
                                        && !event.city.contains(query.search, Qt::CaseInsensitive)
                                        && !event.description.contains(query.search, Qt::CaseInsensitive);
                                }),
                 events.end());
    std::stable_sort(events.begin(), events.end(), [&query](const Event &a, const Event &b) {
        if (query.alphabetical) {
            const int order = a.name.compare(b.name, Qt::CaseInsensitive);
            return order != 0 ? order < 0 : a.id < b.id;
        }
        return a.start != b.start ? a.start < b.start : a.id < b.id;
    });
    return events;
}

EventCatalog::Event EventCatalog::get(qint64 id) const
{
    if (id < 1 || id > count) {
        return {};
    }
    return all().at(int(id - 1));
}
