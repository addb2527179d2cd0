// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/eventsnear.h"
#include "ocs/recordfields.h"
#include "ocs/replyparser.h"
#include "ocs/sourcename.h"
#include "ocs/variants.h"
#include "ocsfixture.h"

#include <QTest>
#include <QUrlQuery>

#include <cmath>
#include <limits>

using namespace Ocs;

namespace
{
QByteArray eventList(const QByteArray &events)
{
    return "<?xml version=\"1.0\"?><ocs><meta><status>ok</status><statuscode>100</statuscode></meta><data>" + events + "</data></ocs>";
}

QStringList ids(const QVector<QVariantMap> &rows)
{
    QStringList order;
    for (const QVariantMap &r : rows) {
        order.append(r.value(QStringLiteral("id")).toString());
    }
    return order;
}

QVariantMap row(const char *id, QVariant distance, const QDateTime &start)
{
    QVariantMap map{{QStringLiteral("id"), QString::fromLatin1(id)}, {QStringLiteral("start"), start}};
    if (distance.isValid()) {
        map.insert(QStringLiteral("distanceKm"), distance);
    }
    return map;
}
}

/**
 * The EVENT module on the client's side: `<event>` items read and published, hostile dates, sizes and counts
 * bounded, the Events and Event source names, and the soonest-first order within a radius.
 */
class EventParserTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureRead()
    {
        const Reply<Event> reply = ReplyParser::events(ocsFixture("events.xml"));
        QVERIFY2(reply.isSuccess(), qPrintable(reply.errorDetail));
        QCOMPARE(reply.items.size(), 3);
        const Event &meetup = reply.items.at(0);
        QCOMPARE(meetup.id, QStringLiteral("7"));
        QCOMPARE(meetup.name, QStringLiteral("KDE meetup Berlin"));
        QCOMPARE(meetup.description, QStringLiteral("An evening for everyone.\nBring your laptop & your questions."));
        QCOMPARE(meetup.category, QStringLiteral("Meetup"));
        QCOMPARE(meetup.organizer, QStringLiteral("alice"));
        // The offset is kept: 18:30+01:00 is 17:30 UTC.
        QCOMPARE(meetup.start.toUTC(), QDateTime(QDate(2027, 3, 5), QTime(17, 30), Qt::UTC));
        QCOMPARE(meetup.end.toUTC(), QDateTime(QDate(2027, 3, 5), QTime(20, 30), Qt::UTC));
        QVERIFY(meetup.hasPosition());
        QCOMPARE(meetup.latitude, 52.52);
        QCOMPARE(meetup.city, QStringLiteral("Berlin"));
        QCOMPARE(meetup.country, QStringLiteral("Germany"));
        // An element this client does not know is kept by name, as Attica keeps extended attributes.
        QCOMPARE(meetup.extra.value(QStringLiteral("organizer")), QStringLiteral("KDE e.V."));

        const QVariantMap published = Variants::fromEvent(meetup);
        QCOMPARE(published.value(QStringLiteral("organizer")).toString(), QStringLiteral("alice"));
        QCOMPARE(published.value(QStringLiteral("start")).toDateTime(), meetup.start);
        QCOMPARE(published.value(QStringLiteral("homepage")).toString(), QStringLiteral("https://events.example.org/7"));
        QVERIFY(!published.contains(QStringLiteral("extra")));
        // Every published key is a role of the list models.
        for (auto it = published.cbegin(); it != published.cend(); ++it) {
            QVERIFY2(RecordFields::listKeys().contains(it.key()), qPrintable(it.key()));
        }
        QVERIFY(RecordFields::listKeys().contains(QStringLiteral("distanceKm")));
    }

    void brokenFieldsAreLeftOut()
    {
        const Reply<Event> reply = ReplyParser::events(ocsFixture("events.xml"));
        const QVariantMap fest = Variants::fromEvent(reply.items.at(1));
        // A date without a time is a date at midnight; an end before the start is no end.
        QCOMPARE(fest.value(QStringLiteral("start")).toDateTime().date(), QDate(2027, 4, 1));
        QVERIFY(!fest.contains(QStringLiteral("end")));
        // An empty or non-numeric coordinate is no position.
        QVERIFY(!fest.contains(QStringLiteral("latitude")));
        QVERIFY(!fest.contains(QStringLiteral("longitude")));
        // The link is published as sent: the widget opens only http(s) through Links.
        QCOMPARE(fest.value(QStringLiteral("homepage")).toString(), QStringLiteral("javascript:alert(1)"));
    }

    void yearOutOfRange()
    {
        // The year 99999 is out of QDateTime's ISO range: no date at all, nothing else harmed.
        const Reply<Event> reply = ReplyParser::events(ocsFixture("events.xml"));
        const Event &future = reply.items.at(2);
        QVERIFY(!future.start.isValid());
        QVERIFY(!future.end.isValid());
        QVERIFY(!future.hasPosition()); // latitude 95
        const QVariantMap published = Variants::fromEvent(future);
        QCOMPARE(published.value(QStringLiteral("name")).toString(), QStringLiteral("The far future"));
        QVERIFY(!published.contains(QStringLiteral("start")));
        QVERIFY(!published.contains(QStringLiteral("end")));
        QVERIFY(!published.contains(QStringLiteral("latitude")));
    }

    void tenThousandEventsKeepAPage()
    {
        QByteArray events;
        for (int i = 0; i < 10000; ++i) {
            events += "<event><id>" + QByteArray::number(i) + "</id><name>e</name><startdate>2027-01-01T10:00:00+00:00</startdate></event>";
        }
        QTest::ignoreMessage(QtWarningMsg, "The server sent 10000 items where at most 100 were asked for; 9900 dropped");
        const Reply<Event> reply = ReplyParser::events(eventList(events));
        QVERIFY(reply.isSuccess());
        QCOMPARE(reply.items.size(), Limits::pageSize);
        QCOMPARE(reply.items.last().id, QStringLiteral("99"));
    }

    void megabyteDescriptionIsRefused()
    {
        const QByteArray huge = eventList("<event><id>1</id><name>e</name><description>" + QByteArray(1024 * 1024, 'x') + "</description></event>");
        const Reply<Event> reply = ReplyParser::events(huge);
        QCOMPARE(reply.error, ParseError::LimitExceeded);
        QVERIFY(reply.items.isEmpty());
        // Below the byte limit, a long description is cut to the field length.
        const QByteArray longer = eventList("<event><id>1</id><description>" + QByteArray(Limits::maxFieldLength * 2, 'x') + "</description></event>");
        QCOMPARE(ReplyParser::events(longer).items.at(0).description.size(), Limits::maxFieldLength);
    }

    void sourceNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<bool>("list");
        QTest::newRow("country") << QStringLiteral("Events:DE") << true << true;
        QTest::newRow("lower case") << QStringLiteral("Events:de") << true << true;
        QTest::newRow("country and point") << QStringLiteral("Events:DE,52.5,13.4") << true << true;
        QTest::newRow("no country") << QStringLiteral("Events") << false << false;
        QTest::newRow("empty country") << QStringLiteral("Events:") << false << false;
        QTest::newRow("three letters") << QStringLiteral("Events:DEU") << false << false;
        QTest::newRow("digits") << QStringLiteral("Events:D1") << false << false;
        QTest::newRow("not a letter") << QStringLiteral("Events:D/") << false << false;
        QTest::newRow("half a point") << QStringLiteral("Events:DE,52.5") << false << false;
        QTest::newRow("latitude 91") << QStringLiteral("Events:DE,91,13") << false << false;
        QTest::newRow("not a number") << QStringLiteral("Events:DE,nan,13") << false << false;
        QTest::newRow("one event") << QStringLiteral("Event:42") << true << false;
        QTest::newRow("event without id") << QStringLiteral("Event:") << false << false;
        QTest::newRow("event path") << QStringLiteral("Event:../1") << false << false;
    }

    void sourceNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        QFETCH(bool, list);
        const SourceName source = SourceName::parse(name);
        QCOMPARE(source.isValid(), valid);
        QCOMPARE(source.isList(), list);
    }

    void requestCarriesTheCountryOnly()
    {
        const SourceName source = SourceName::parse(QStringLiteral("Events:de,52.520008,13.404954"));
        QCOMPARE(source.kind, SourceName::Events);
        QCOMPARE(source.argument, QStringLiteral("DE"));
        QVERIFY(source.hasPoint);
        const Request request = source.request(QStringLiteral("demo"), 100, 2);
        QCOMPARE(request.path, QStringLiteral("event/data"));
        QCOMPARE(request.query.queryItemValue(QStringLiteral("country")), QStringLiteral("DE"));
        QCOMPARE(request.query.queryItemValue(QStringLiteral("startat")), QDate::currentDate().toString(Qt::ISODate));
        QCOMPARE(request.query.queryItemValue(QStringLiteral("page")), QStringLiteral("2"));
        const QString sent = request.query.toString();
        QVERIFY2(!sent.contains(QLatin1String("52")) && !sent.contains(QLatin1String("13.4")) && !sent.contains(QLatin1String("latitude")), qPrintable(sent));

        const Request one = SourceName::parse(QStringLiteral("Event:42")).request(QStringLiteral("demo"), 100);
        QCOMPARE(one.path, QStringLiteral("event/data/42"));
        QVERIFY(one.query.isEmpty());
    }

    void soonestFirst()
    {
        const QDateTime soon(QDate(2027, 1, 1), QTime(10, 0), Qt::UTC);
        QVector<QVariantMap> rows = {row("far", 300.0, soon.addDays(3)),
                                     row("nowhere-late", QVariant(), soon.addDays(2)),
                                     row("near", 2.5, soon.addDays(5)),
                                     row("nowhere-soon", QVariant(), soon),
                                     row("undated", QVariant(), QDateTime()),
                                     row("near-undated", 1.0, QDateTime()),
                                     row("near-sooner", 2.5, soon.addDays(1))};
        EventsNear::sortBySoonest(rows);
        QCOMPARE(ids(rows),
                 QStringList({QStringLiteral("near-sooner"),
                              QStringLiteral("far"),
                              QStringLiteral("near"),
                              QStringLiteral("near-undated"),
                              QStringLiteral("nowhere-soon"),
                              QStringLiteral("nowhere-late"),
                              QStringLiteral("undated")}));
    }

    // The Events view's radius: measured rows farther away go, rows without coordinates stay (last), and a
    // distance that is no distance counts as none.
    void withinARadius()
    {
        const QDateTime soon(QDate(2027, 1, 1), QTime(10, 0), Qt::UTC);
        const QVector<QVariantMap> rows = {row("far-soonest", 300.0, soon),
                                           row("edge", 25.0, soon.addDays(4)),
                                           row("nowhere", QVariant(), soon.addDays(1)),
                                           row("near", 2.5, soon.addDays(5)),
                                           row("nan", std::nan(""), soon.addDays(2)),
                                           row("negative", -4.0, soon.addDays(3)),
                                           row("infinite", std::numeric_limits<double>::infinity(), soon.addDays(6)),
                                           row("text", QStringLiteral("<b>1</b>"), soon.addDays(7)),
                                           row("just-past", 25.01, soon.addDays(1))};
        QCOMPARE(ids(EventsNear::within(rows, 25)),
                 QStringList({QStringLiteral("edge"),
                              QStringLiteral("near"),
                              QStringLiteral("nowhere"),
                              QStringLiteral("nan"),
                              QStringLiteral("negative"),
                              QStringLiteral("infinite"),
                              QStringLiteral("text")}));
        QCOMPARE(ids(EventsNear::within(rows, 1000)).mid(0, 4),
                 QStringList({QStringLiteral("far-soonest"), QStringLiteral("just-past"), QStringLiteral("edge"), QStringLiteral("near")}));
        // No radius: nothing left out.
        for (double none : {0.0, -5.0, std::nan(""), std::numeric_limits<double>::infinity()}) {
            QCOMPARE(EventsNear::within(rows, none).size(), rows.size());
        }
        QVERIFY(EventsNear::within({}, 25).isEmpty());
    }
};

QTEST_GUILESS_MAIN(EventParserTest)

#include "eventparsertest.moc"
