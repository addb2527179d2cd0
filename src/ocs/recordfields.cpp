// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "recordfields.h"

#include "net/weburl.h"
#include "worklimits.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Ocs
{
namespace RecordFields
{

namespace
{
int toInt(const QString &text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok ? value : 0;
}

double toCoordinate(const QString &text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok && std::isfinite(value) ? value : std::nan("");
}

QUrl toUrl(const QString &text)
{
    return text.isEmpty() ? QUrl() : QUrl(text);
}

QString fullName(const QString &first, const QString &last, const QString &fallback)
{
    const QString name = (first + QLatin1Char(' ') + last).trimmed();
    return name.isEmpty() ? fallback : name;
}

// How an element's text becomes a member, and when (isSet) and as what a member is published.
template<typename Value>
struct Codec;

template<>
struct Codec<QString> {
    static QString read(const QString &text)
    {
        return text;
    }
    static bool isSet(const QString &value)
    {
        return !value.isEmpty();
    }
    static QVariant variant(const QString &value)
    {
        return value;
    }
};

template<>
struct Codec<int> {
    static int read(const QString &text)
    {
        return toInt(text);
    }
    static bool isSet(int)
    {
        return true;
    }
    static QVariant variant(int value)
    {
        return value;
    }
};

template<>
struct Codec<QUrl> {
    static QUrl read(const QString &text)
    {
        return toUrl(text);
    }
    static bool isSet(const QUrl &value)
    {
        return !value.isEmpty();
    }
    static QVariant variant(const QUrl &value)
    {
        return value.toString();
    }
};

template<typename Time>
struct TimeCodec {
    static Time read(const QString &text)
    {
        return Time::fromString(text, Qt::ISODate);
    }
    static bool isSet(const Time &value)
    {
        return value.isValid();
    }
    static QVariant variant(const Time &value)
    {
        return value;
    }
};

template<>
struct Codec<QDate> : TimeCodec<QDate> {
};

template<>
struct Codec<QDateTime> : TimeCodec<QDateTime> {
};

template<typename Member>
struct MemberOf;

template<typename R, typename V>
struct MemberOf<V R::*> {
    using Record = R;
    using Value = V;
};

enum class Publish {
    Always, ///< even when empty
    WhenSet, ///< left out when empty, invalid or unknown
};

/// One element read into one member, published as @p key (not at all without one).
template<auto member, Publish when = Publish::WhenSet>
auto plain(const char *element, const char *key = nullptr)
{
    using Record = typename MemberOf<decltype(member)>::Record;
    using C = Codec<typename MemberOf<decltype(member)>::Value>;
    return Field<Record>{
        QLatin1String(element),
        QLatin1String(key),
        [](Record &record, const QString &text) {
            record.*member = C::read(text);
        },
        [](const Record &record) {
            return when == Publish::Always || C::isSet(record.*member) ? C::variant(record.*member) : QVariant();
        },
    };
}

/// A latitude or longitude: a finite number or nothing, published only when the record has both.
template<auto member>
auto coordinate(const char *name)
{
    using Record = typename MemberOf<decltype(member)>::Record;
    return Field<Record>{
        QLatin1String(name),
        QLatin1String(name),
        [](Record &record, const QString &text) {
            record.*member = toCoordinate(text);
        },
        [](const Record &record) {
            return record.hasPosition() ? QVariant(record.*member) : QVariant();
        },
    };
}

/// A key computed from other fields when published; no element sets it.
template<typename Record>
Field<Record> computed(const char *key, QVariant (*publish)(const Record &))
{
    return {QString(), QLatin1String(key), nullptr, publish};
}

/// A help record's date (helpDate()), published when valid.
template<auto member>
auto dated(const char *element, const char *key = nullptr)
{
    using Record = typename MemberOf<decltype(member)>::Record;
    return Field<Record>{
        QLatin1String(element),
        QLatin1String(key),
        [](Record &record, const QString &text) {
            record.*member = helpDate(text);
        },
        [](const Record &record) {
            return (record.*member).isValid() ? QVariant(record.*member) : QVariant();
        },
    };
}

/// A number the server states, clamped to @p low to @p high, always published.
template<auto member, int low, int high>
auto counted(const char *element, const char *key)
{
    using Record = typename MemberOf<decltype(member)>::Record;
    return Field<Record>{
        QLatin1String(element),
        QLatin1String(key),
        [](Record &record, const QString &text) {
            record.*member = clampedNumber(text, low, high);
        },
        [](const Record &record) {
            return QVariant(record.*member);
        },
    };
}

/// A link or picture from the network: kept only when Net::WebUrl accepts it (http or https with a host).
template<auto member>
auto webLink(const char *element, const char *key)
{
    using Record = typename MemberOf<decltype(member)>::Record;
    return Field<Record>{
        QLatin1String(element),
        QLatin1String(key),
        [](Record &record, const QString &text) {
            record.*member = Net::WebUrl::accepts(text) ? QUrl(text, QUrl::StrictMode) : QUrl();
        },
        [](const Record &record) {
            return (record.*member).isEmpty() ? QVariant() : QVariant((record.*member).toString());
        },
    };
}

/// A key no element sets, published by the parser's flattening (depth, parent): always, as it is.
template<auto member>
auto placed(const char *key)
{
    using Record = typename MemberOf<decltype(member)>::Record;
    return Field<Record>{
        QString(),
        QLatin1String(key),
        nullptr,
        [](const Record &record) {
            return QVariant(record.*member);
        },
    };
}

QVariant homepagesOf(const Person &person)
{
    if (person.homepages.isEmpty()) {
        return {};
    }
    QVariantList homepages;
    for (const Homepage &homepage : person.homepages) {
        QVariantMap entry{{QStringLiteral("url"), homepage.url.toString()}};
        if (!homepage.type.isEmpty()) {
            entry.insert(QStringLiteral("type"), homepage.type);
        }
        if (!homepage.icon.isEmpty()) {
            entry.insert(QStringLiteral("icon"), homepage.icon.toString());
        }
        homepages.append(entry);
    }
    return homepages;
}

/// Where homepage, homepage2 … homepageN, homepagetypeN and homepageiconN go: a part and a number.
struct HomepageSlot {
    enum Part { Url, Type, Icon } part = Url;
    int number = 0; ///< 0: the element is no homepage's
};

HomepageSlot homepageSlot(const QString &element)
{
    const QLatin1String prefix("homepage");
    if (!element.startsWith(prefix)) {
        return {};
    }
    QStringView rest = QStringView(element).mid(prefix.size());
    HomepageSlot slot;
    if (rest.startsWith(QLatin1String("type"))) {
        slot.part = HomepageSlot::Type;
        rest = rest.mid(4);
    } else if (rest.startsWith(QLatin1String("icon"))) {
        slot.part = HomepageSlot::Icon;
        rest = rest.mid(4);
    }
    if (rest.isEmpty()) {
        slot.number = 1;
        return slot;
    }
    // A decimal number as QString::toInt reads one (a leading + allowed), from 1 to INT_MAX.
    if (rest.front() == QLatin1Char('+')) {
        rest = rest.mid(1);
    }
    qint64 number = 0;
    for (const QChar c : rest) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9') || number > std::numeric_limits<int>::max()) {
            return {};
        }
        number = number * 10 + (c.unicode() - '0');
    }
    slot.number = number <= std::numeric_limits<int>::max() ? int(number) : 0;
    return slot;
}

/// The name a homepage element waits under in `extra`, the same for every spelling of its slot
/// (`homepage` and `homepage1`), so the last one in the document wins as for any other element.
QString slotName(const QString &element, const HomepageSlot &slot)
{
    static const QString parts[] = {QStringLiteral("homepage"), QStringLiteral("homepagetype"), QStringLiteral("homepageicon")};
    const QString &part = parts[slot.part];
    // Mostly the element's own name: homepage2, homepagetype2.
    if (element.size() > part.size() && element.at(part.size()) > QLatin1Char('0') && element.at(part.size()) <= QLatin1Char('9')) {
        return element;
    }
    return part + QString::number(slot.number);
}

void readUnknown(Person &person, const QString &element, const QString &text)
{
    const HomepageSlot slot = homepageSlot(element);
    person.extra.insert(slot.number > 0 ? slotName(element, slot) : element, text);
}

/**
 * The elements a person's field table does not name wait in `extra` until the item is read: the homepage
 * elements become homepages, in the order of their number, and the avatarpicfound flags decide whether the
 * pictures count (a placeholder is no picture: the widget shows its own fallback instead).
 */
void finishPerson(Person &person)
{
    if (toInt(person.extra.take(QStringLiteral("avatarpicfound"))) == 0) {
        person.avatarUrl.clear();
    }
    if (toInt(person.extra.take(QStringLiteral("bigavatarpicfound"))) == 0) {
        person.bigAvatarUrl.clear();
    }
    QMap<int, Homepage> homepages;
    for (auto it = person.extra.lowerBound(QStringLiteral("homepage")); it != person.extra.end() && it.key().startsWith(QLatin1String("homepage"));) {
        const HomepageSlot slot = homepageSlot(it.key());
        if (slot.number == 0) {
            ++it;
            continue;
        }
        Homepage &homepage = homepages[slot.number];
        if (slot.part == HomepageSlot::Url) {
            homepage.url = toUrl(it.value());
        } else if (slot.part == HomepageSlot::Type) {
            homepage.type = it.value();
        } else {
            homepage.icon = toUrl(it.value());
        }
        it = person.extra.erase(it);
    }
    for (const Homepage &homepage : std::as_const(homepages)) {
        if (!homepage.url.isEmpty()) {
            person.homepages.append(homepage);
        }
    }
}
}

template<>
const Table<Person> &table<Person>()
{
    // In the order servers send the elements: the parser looks for the next one where it found the last.
    static const Table<Person> person{
        {
            plain<&Person::id, Publish::Always>("personid", "id"),
            computed<Person>("name",
                             [](const Person &p) -> QVariant {
                                 return fullName(p.firstName, p.lastName, p.id);
                             }),
            plain<&Person::privacy>("privacy", "privacy"),
            plain<&Person::privacyText>("privacytext"),
            plain<&Person::firstName>("firstname", "firstName"),
            plain<&Person::lastName>("lastname", "lastName"),
            plain<&Person::gender>("gender", "gender"),
            plain<&Person::communityRole>("communityrole", "communityRole"),
            computed<Person>("homepages", homepagesOf),
            plain<&Person::company>("company", "company"),
            plain<&Person::avatarUrl>("avatarpic", "avatarUrl"),
            plain<&Person::bigAvatarUrl>("bigavatarpic", "bigAvatarUrl"),
            plain<&Person::birthday>("birthday", "birthday"),
            plain<&Person::jobStatus>("jobstatus", "jobStatus"),
            plain<&Person::city>("city", "city"),
            plain<&Person::country>("country", "country"),
            // A position is two finite numbers or absent.
            coordinate<&Person::latitude>("latitude"),
            coordinate<&Person::longitude>("longitude"),
            // Added to the items of a nearby search by NearbySearch::addDistance.
            {QString(), QStringLiteral("distanceKm"), nullptr, nullptr},
            plain<&Person::ircNick>("ircnick", "ircNick"),
            {QStringLiteral("ircchannels"),
             QStringLiteral("ircChannels"),
             [](Person &p, const QString &text) {
                 p.ircChannels = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
                 for (QString &channel : p.ircChannels) {
                     channel = channel.trimmed();
                 }
             },
             [](const Person &p) {
                 return p.ircChannels.isEmpty() ? QVariant() : QVariant(p.ircChannels);
             }},
            // Repeated, one link each.
            {QStringLiteral("irclink"),
             QString(),
             [](Person &p, const QString &text) {
                 if (!text.isEmpty()) {
                     p.ircLinks.append(QUrl(text));
                 }
             },
             nullptr},
            plain<&Person::likes>("likes", "likes"),
            plain<&Person::dontLikes>("dontlikes", "dontLikes"),
            plain<&Person::interests>("interests", "interests"),
            plain<&Person::languages>("languages", "languages"),
            plain<&Person::programmingLanguages>("programminglanguages", "programmingLanguages"),
            plain<&Person::favouriteQuote>("favouritequote", "favouriteQuote"),
            plain<&Person::favouriteMusic>("favouritemusic", "favouriteMusic"),
            plain<&Person::favouriteTvShows>("favouritetvshows", "favouriteTvShows"),
            plain<&Person::favouriteMovies>("favouritemovies", "favouriteMovies"),
            plain<&Person::favouriteBooks>("favouritebooks", "favouriteBooks"),
            plain<&Person::favouriteGames>("favouritegames", "favouriteGames"),
            plain<&Person::description>("description", "description"),
            plain<&Person::profilePage>("profilepage", "profilePage"),
        },
        // Elements this client does not know are kept by name (the last one wins), and so are those finishPerson reads.
        readUnknown,
        finishPerson,
    };
    return person;
}

template<>
const Table<Folder> &table<Folder>()
{
    static const Table<Folder> folder{{
        plain<&Folder::id, Publish::Always>("id", "id"),
        plain<&Folder::name, Publish::Always>("name", "name"),
        plain<&Folder::messageCount>("messagecount", "messageCount"),
        plain<&Folder::type, Publish::Always>("type", "type"),
    }};
    return folder;
}

template<>
const Table<Message> &table<Message>()
{
    static const Table<Message> message{{
        plain<&Message::id, Publish::Always>("id", "id"),
        plain<&Message::from, Publish::Always>("messagefrom", "from"),
        plain<&Message::fromFirstName>("firstname"),
        plain<&Message::fromLastName>("lastname"),
        computed<Message>("fromName",
                          [](const Message &m) -> QVariant {
                              return fullName(m.fromFirstName, m.fromLastName, m.from);
                          }),
        plain<&Message::fromProfilePage>("profilepage", "fromProfilePage"),
        plain<&Message::to, Publish::Always>("messageto", "to"),
        plain<&Message::sent>("senddate", "sent"),
        {QStringLiteral("status"),
         QStringLiteral("status"),
         [](Message &m, const QString &text) {
             const int status = toInt(text);
             m.status = status == Message::Read ? Message::Read : status == Message::Answered ? Message::Answered : Message::Unread;
         },
         [](const Message &m) {
             return QVariant(int(m.status));
         }},
        computed<Message>("unread",
                          [](const Message &m) {
                              return QVariant(m.status == Message::Unread);
                          }),
        plain<&Message::subject, Publish::Always>("subject", "subject"),
        plain<&Message::body, Publish::Always>("body", "body"),
    }};
    return message;
}

template<>
const Table<Activity> &table<Activity>()
{
    static const Table<Activity> activity{{
        plain<&Activity::id, Publish::Always>("id", "id"),
        plain<&Activity::personId, Publish::Always>("personid", "personId"),
        plain<&Activity::firstName>("firstname"),
        plain<&Activity::lastName>("lastname"),
        computed<Activity>("name",
                           [](const Activity &a) -> QVariant {
                               return fullName(a.firstName, a.lastName, a.personId);
                           }),
        plain<&Activity::profilePage>("profilepage", "profilePage"),
        plain<&Activity::avatarUrl>("avatarpic", "avatarUrl"),
        plain<&Activity::timestamp>("timestamp", "timestamp"),
        plain<&Activity::type>("type", "type"),
        plain<&Activity::message, Publish::Always>("message", "message"),
        plain<&Activity::link>("link", "link"),
        // Added to new-friend entries by ActivityFriendships::merge.
        {QString(), QStringLiteral("friendId"), nullptr, nullptr},
        {QString(), QStringLiteral("repeated"), nullptr, nullptr},
    }};
    return activity;
}

template<>
const Table<Event> &table<Event>()
{
    static const Table<Event> event{
        {
            plain<&Event::id, Publish::Always>("id", "id"),
            plain<&Event::name, Publish::Always>("name", "name"),
            plain<&Event::description>("description", "description"),
            plain<&Event::category>("category", "category"),
            plain<&Event::organizer>("user", "organizer"),
            plain<&Event::start>("startdate", "start"),
            // An end before the start, or without one, is no end.
            {QStringLiteral("enddate"),
             QStringLiteral("end"),
             [](Event &e, const QString &text) {
                 e.end = QDateTime::fromString(text, Qt::ISODate);
             },
             [](const Event &e) {
                 return e.end.isValid() && e.start.isValid() && e.end >= e.start ? QVariant(e.end) : QVariant();
             }},
            coordinate<&Event::latitude>("latitude"),
            coordinate<&Event::longitude>("longitude"),
            // Added from the coarse position by NearbySearch::addDistance (Session, for Events with a point).
            {QString(), QStringLiteral("distanceKm"), nullptr, nullptr},
            plain<&Event::homepage>("homepage", "homepage"),
            plain<&Event::country>("country", "country"),
            plain<&Event::city>("city", "city"),
        },
        [](Event &e, const QString &element, const QString &text) {
            e.extra.insert(element, text);
        },
    };
    return event;
}

template<>
const Table<ServerConfig> &table<ServerConfig>()
{
    static const Table<ServerConfig> config{{
        plain<&ServerConfig::version>("version"),
        plain<&ServerConfig::website>("website"),
        plain<&ServerConfig::host>("host"),
        plain<&ServerConfig::contact>("contact"),
        {QStringLiteral("ssl"),
         QString(),
         [](ServerConfig &c, const QString &text) {
             c.ssl = text == QLatin1String("true");
         },
         nullptr},
    }};
    return config;
}

QDateTime helpDate(const QString &text)
{
    QString iso = text.trimmed();
    // `2026-01-01 10:00:00`: a space where ISO 8601 has its T.
    if (iso.size() > 10 && iso.at(10) == QLatin1Char(' ')) {
        iso[10] = QLatin1Char('T');
    }
    QDateTime date = QDateTime::fromString(iso, Qt::ISODate);
    if (date.isValid() && date.timeSpec() == Qt::LocalTime) {
        // No offset: the servers of these modules store UTC.
        date.setTimeSpec(Qt::UTC);
    }
    return date;
}

int clampedNumber(const QString &text, int low, int high)
{
    bool ok = false;
    const qlonglong whole = text.toLongLong(&ok);
    if (ok) {
        return int(std::clamp<qlonglong>(whole, low, high));
    }
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value)) {
        return low;
    }
    return int(std::clamp<double>(std::round(value), low, high));
}

template<>
const Table<KnowledgeEntry> &table<KnowledgeEntry>()
{
    static const Table<KnowledgeEntry> entry{{
        plain<&KnowledgeEntry::id, Publish::Always>("id", "id"),
        plain<&KnowledgeEntry::status>("status"),
        computed<KnowledgeEntry>("answered",
                                 [](const KnowledgeEntry &e) {
                                     return QVariant(e.isAnswered());
                                 }),
        plain<&KnowledgeEntry::contentId>("contentid", "contentId"),
        // Attica reads this spelling too.
        plain<&KnowledgeEntry::contentId>("contentId"),
        plain<&KnowledgeEntry::category>("category", "category"),
        plain<&KnowledgeEntry::asker>("user", "asker"),
        dated<&KnowledgeEntry::changed>("changed", "changed"),
        plain<&KnowledgeEntry::title, Publish::Always>("name", "title"),
        plain<&KnowledgeEntry::text, Publish::Always>("description", "text"),
        plain<&KnowledgeEntry::answer>("answer", "answer"),
        plain<&KnowledgeEntry::answerer>("answeruser", "answerer"),
        counted<&KnowledgeEntry::answers, 0, Limits::maxCount>("comments", "answers"),
        webLink<&KnowledgeEntry::detailPage>("detailpage", "detailPage"),
    }};
    return entry;
}

template<>
const Table<Comment> &table<Comment>()
{
    // `children` is read by the parser, which flattens the tree (ReplyParser::comments).
    static const Table<Comment> comment{{
        plain<&Comment::id, Publish::Always>("id", "id"),
        plain<&Comment::subject>("subject", "subject"),
        plain<&Comment::text, Publish::Always>("text", "text"),
        counted<&Comment::childCount, 0, Limits::maxCommentsPerPage>("childcount", "childCount"),
        plain<&Comment::author, Publish::Always>("user", "author"),
        dated<&Comment::date>("date", "date"),
        counted<&Comment::score, 0, 100>("score", "score"),
        placed<&Comment::depth>("depth"),
        placed<&Comment::parent>("parent"),
    }};
    return comment;
}

template<>
const Table<Forum> &table<Forum>()
{
    static const Table<Forum> forum{{
        plain<&Forum::id, Publish::Always>("id", "id"),
        plain<&Forum::name, Publish::Always>("name", "name"),
        plain<&Forum::description>("description", "description"),
        dated<&Forum::date>("date", "date"),
        webLink<&Forum::icon>("icon", "icon"),
        counted<&Forum::childCount, 0, Limits::maxCommentsPerPage>("childcount", "childCount"),
        counted<&Forum::topics, 0, Limits::maxCount>("topics", "topics"),
        placed<&Forum::depth>("depth"),
        placed<&Forum::parent>("parent"),
    }};
    return forum;
}

template<>
const Table<Topic> &table<Topic>()
{
    static const Table<Topic> topic{{
        plain<&Topic::id, Publish::Always>("id", "id"),
        plain<&Topic::forum>("forumid", "forum"),
        plain<&Topic::forum>("forumId"),
        plain<&Topic::author, Publish::Always>("user", "author"),
        dated<&Topic::changed>("changed", "changed"),
        dated<&Topic::changed>("date"),
        plain<&Topic::subject, Publish::Always>("subject", "subject"),
        plain<&Topic::content>("content", "content"),
        counted<&Topic::replies, 0, Limits::maxCount>("comments", "replies"),
    }};
    return topic;
}

template<>
const Table<PersonAttribute> &table<PersonAttribute>()
{
    static const Table<PersonAttribute> attribute{{
        plain<&PersonAttribute::app, Publish::Always>("app", "app"),
        plain<&PersonAttribute::key, Publish::Always>("key", "key"),
        plain<&PersonAttribute::value, Publish::Always>("value", "value"),
        dated<&PersonAttribute::lastModified>("lastmodified", "lastModified"),
    }};
    return attribute;
}

const QStringList &listKeys()
{
    static const QStringList all = [] {
        QStringList keys = RecordFields::keys<Person>() + RecordFields::keys<Folder>() + RecordFields::keys<Message>() + RecordFields::keys<Activity>()
            + RecordFields::keys<Event>() + RecordFields::keys<KnowledgeEntry>() + RecordFields::keys<Comment>() + RecordFields::keys<Forum>()
            + RecordFields::keys<Topic>() + RecordFields::keys<PersonAttribute>();
        keys.removeDuplicates();
        return keys;
    }();
    return all;
}

}
} // namespace Ocs
