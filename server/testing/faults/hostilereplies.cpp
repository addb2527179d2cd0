// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "hostilereplies.h"

#include "etag.h"
#include "eventapi.h"
#include "httpheaders.h"
#include "ocsreply.h"

#include <QXmlStreamWriter>

#include <httplib.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace
{
constexpr double kilometresPerDegree = 111.195;

struct Row {
    QString id;
    double latitude = std::nan("");
    double longitude = std::nan("");
    QString avatar;
};

int intParam(const RequestParams &params, const char *name, int fallback)
{
    bool ok = false;
    const int value = params.value(QLatin1String(name)).toInt(&ok);
    return ok ? value : fallback;
}

QByteArray page(const QVector<Row> &rows, qint64 totalItems)
{
    QByteArray body;
    QXmlStreamWriter writer(&body);
    writer.writeStartDocument();
    writer.writeStartElement(QStringLiteral("ocs"));
    writer.writeStartElement(QStringLiteral("meta"));
    writer.writeTextElement(QStringLiteral("status"), QStringLiteral("ok"));
    writer.writeTextElement(QStringLiteral("statuscode"), QStringLiteral("100"));
    writer.writeTextElement(QStringLiteral("message"), QString());
    writer.writeTextElement(QStringLiteral("totalitems"), QString::number(totalItems));
    writer.writeTextElement(QStringLiteral("itemsperpage"), QString::number(rows.size()));
    writer.writeEndElement();
    writer.writeStartElement(QStringLiteral("data"));
    for (const Row &row : rows) {
        writer.writeStartElement(QStringLiteral("person"));
        writer.writeTextElement(QStringLiteral("personid"), row.id);
        writer.writeTextElement(QStringLiteral("privacy"), QStringLiteral("0"));
        writer.writeTextElement(QStringLiteral("firstname"), QStringLiteral("Hostile"));
        writer.writeTextElement(QStringLiteral("lastname"), row.id);
        if (!std::isnan(row.latitude)) {
            writer.writeTextElement(QStringLiteral("latitude"), QString::number(row.latitude, 'f', 6));
            writer.writeTextElement(QStringLiteral("longitude"), QString::number(row.longitude, 'f', 6));
        }
        writer.writeTextElement(QStringLiteral("avatarpic"), row.avatar);
        writer.writeTextElement(QStringLiteral("avatarpicfound"), QStringLiteral("1"));
        writer.writeEndElement();
    }
    writer.writeEndElement();
    writer.writeEndElement();
    writer.writeEndDocument();
    return body;
}

QByteArray hostileEvents(Faults::Mode mode)
{
    const int count = mode == Faults::Mode::EventFlood ? HostileReplies::floodEvents : 1;
    OcsReply reply = OcsReply::list(count, count);
    for (int i = 0; i < count; ++i) {
        EventSource::Event event;
        event.id = i + 1;
        event.name = QStringLiteral("Hostile event %1").arg(i + 1);
        event.category = QStringLiteral("Meetup");
        event.organizer = QStringLiteral("demo");
        event.start = 1767225600 + i * 3600;
        event.end = event.start + 3600;
        event.hasPosition = true;
        event.latitude = 52.52;
        event.longitude = 13.40;
        event.city = QStringLiteral("Berlin");
        event.countryCode = QStringLiteral("DE");
        event.description = mode == Faults::Mode::EventHuge ? QString(HostileReplies::hugeDescriptionBytes, QLatin1Char('x')) : QStringLiteral("flood");
        OcsItem item = EventApi::item(event);
        if (mode == Faults::Mode::EventFlood && i == 0) {
            // the year 99999 (ISO 8601 allows more digits by agreement only), ending before it starts
            OcsItem dated(item.element(), item.details());
            for (const OcsItem::Field &field : item.fields()) {
                const bool date = field.first == QLatin1String("startdate") || field.first == QLatin1String("enddate");
                dated.add(field.first,
                          date ? (field.first == QLatin1String("startdate") ? QStringLiteral("99999-01-01T10:00:00+00:00")
                                                                            : QStringLiteral("2026-01-01T00:00:00+00:00"))
                               : field.second);
            }
            item = dated;
        }
        reply.addItem(item);
    }
    return reply.toXml();
}

QString avatarOf(const QString &baseUrl, const QString &id)
{
    return baseUrl + QStringLiteral("/avatars/") + id + QStringLiteral(".png");
}

QVector<Row> rows3000(const QString &baseUrl)
{
    QVector<Row> rows;
    rows.reserve(HostileReplies::rows);
    for (int i = 0; i < HostileReplies::rows; ++i) {
        const QString id = QStringLiteral("flood%1").arg(i);
        rows.append({id, std::nan(""), std::nan(""), avatarOf(baseUrl, id)});
    }
    return rows;
}

QVector<Row> endlessPage(int number, int size, const QString &baseUrl)
{
    QVector<Row> rows;
    for (int i = 0; i < size; ++i) {
        const QString id = QStringLiteral("endless%1x%2").arg(number).arg(i);
        rows.append({id, std::nan(""), std::nan(""), avatarOf(baseUrl, id)});
    }
    return rows;
}

QVector<Row> grid(double latitude, double longitude, const QString &baseUrl)
{
    struct Point {
        Row row;
        double km;
    };
    QVector<Point> points;
    const double degreesPerKmLatitude = 1.0 / kilometresPerDegree;
    const double degreesPerKmLongitude = degreesPerKmLatitude / std::max(0.01, std::cos(latitude * M_PI / 180.0));
    for (int north = -HostileReplies::gridReach; north <= HostileReplies::gridReach; ++north) {
        for (int east = -HostileReplies::gridReach; east <= HostileReplies::gridReach; ++east) {
            const QString id = QStringLiteral("grid%1x%2").arg(north + HostileReplies::gridReach).arg(east + HostileReplies::gridReach);
            points.append({{id, latitude + north * degreesPerKmLatitude, longitude + east * degreesPerKmLongitude, avatarOf(baseUrl, id)},
                           std::hypot(double(north), double(east))});
        }
    }
    std::stable_sort(points.begin(), points.end(), [](const Point &a, const Point &b) {
        return a.km < b.km;
    });
    QVector<Row> rows;
    for (const Point &point : std::as_const(points)) {
        rows.append(point.row);
    }
    return rows;
}
}

bool HostileReplies::isHostile(Faults::Mode mode)
{
    return mode == Faults::Mode::Rows3000 || mode == Faults::Mode::Endless || mode == Faults::Mode::SamePage || mode == Faults::Mode::AttrFlood
        || mode == Faults::Mode::Grid || mode == Faults::Mode::LongMessage || mode == Faults::Mode::EventFlood || mode == Faults::Mode::EventHuge
        || mode == Faults::Mode::SignupMessage;
}

bool HostileReplies::answers(Faults::Mode mode, const QStringList &segments, const RequestParams &params)
{
    switch (mode) {
    case Faults::Mode::Rows3000:
        return params.contains(QStringLiteral("pagesize"));
    case Faults::Mode::Endless:
    case Faults::Mode::SamePage:
        return segments.size() == 3 && segments.at(0) == QLatin1String("friend") && segments.at(1) == QLatin1String("data");
    case Faults::Mode::AttrFlood:
        return true;
    case Faults::Mode::Grid:
        return segments == QStringList{QStringLiteral("person"), QStringLiteral("data")} && params.contains(QStringLiteral("latitude"))
            && params.contains(QStringLiteral("longitude"));
    case Faults::Mode::LongMessage:
        return segments == QStringList{QStringLiteral("message"), QStringLiteral("2")}
        || (segments.size() == 3 && segments.at(0) == QLatin1String("friend") && segments.at(1) == QLatin1String("invite"));
    case Faults::Mode::EventFlood:
        return segments == QStringList{QStringLiteral("event"), QStringLiteral("data")};
    case Faults::Mode::EventHuge:
        return segments.size() >= 2 && segments.size() <= 3 && segments.at(0) == QLatin1String("event") && segments.at(1) == QLatin1String("data");
    case Faults::Mode::SignupMessage:
        return segments == QStringList{QStringLiteral("person"), QStringLiteral("add")};
    default:
        return false;
    }
}

QString HostileReplies::longMessage()
{
    return QStringLiteral("Refused\r\n\tCALL +1-555-0100 NOW\u202E") + QString(100000, QLatin1Char('A'));
}

QByteArray HostileReplies::attributeFlood()
{
    QByteArray body = QByteArrayLiteral("<?xml version=\"1.0\"?>\n<ocs><meta><status>ok</status><statuscode>100</statuscode></meta><data><person");
    body.reserve(body.size() + floodAttributes * 12 + 100);
    for (int i = 0; i < floodAttributes; ++i) {
        body += " a" + QByteArray::number(i) + "=\"x\"";
    }
    body += "><personid>flood</personid></person></data></ocs>\n";
    return body;
}

int HostileReplies::reply(Faults::Mode mode, const RequestParams &params, const QString &baseUrl, httplib::Response &response)
{
    QByteArray body;
    int statusCode = 100;
    switch (mode) {
    case Faults::Mode::Rows3000:
        body = page(rows3000(baseUrl), rows);
        break;
    case Faults::Mode::Endless:
    case Faults::Mode::SamePage: {
        const int size = std::clamp(intParam(params, "pagesize", 10), 1, 100);
        const int number = mode == Faults::Mode::Endless ? std::max(0, intParam(params, "page", 0)) : 0;
        body = page(endlessPage(number, size, baseUrl), std::numeric_limits<qint32>::max());
        break;
    }
    case Faults::Mode::AttrFlood:
        body = attributeFlood();
        break;
    case Faults::Mode::Grid: {
        const QVector<Row> all = grid(params.value(QStringLiteral("latitude")).toDouble(), params.value(QStringLiteral("longitude")).toDouble(), baseUrl);
        const int size = std::clamp(intParam(params, "pagesize", 10), 1, 100);
        const int first = std::max(0, intParam(params, "page", 0)) * size;
        body = page(first < all.size() ? all.mid(first, size) : QVector<Row>(), all.size());
        break;
    }
    case Faults::Mode::LongMessage:
    case Faults::Mode::SignupMessage: {
        statusCode = mode == Faults::Mode::LongMessage ? 101 : signupCode;
        QXmlStreamWriter writer(&body);
        writer.writeStartDocument();
        writer.writeStartElement(QStringLiteral("ocs"));
        writer.writeStartElement(QStringLiteral("meta"));
        writer.writeTextElement(QStringLiteral("status"), QStringLiteral("failed"));
        writer.writeTextElement(QStringLiteral("statuscode"), QString::number(statusCode));
        writer.writeTextElement(QStringLiteral("message"), mode == Faults::Mode::LongMessage ? longMessage() : longMessage().left(signupMessageLength));
        writer.writeEndElement();
        writer.writeEndElement();
        writer.writeEndDocument();
        break;
    }
    case Faults::Mode::EventFlood:
    case Faults::Mode::EventHuge:
        body = hostileEvents(mode);
        break;
    default:
        break;
    }
    response.status = 200;
    response.set_header("Cache-Control", "no-cache");
    response.set_header("ETag", ETag::of(body));
    response.set_content(body.constData(), std::size_t(body.size()), HttpHeaders::xmlType);
    return statusCode;
}
