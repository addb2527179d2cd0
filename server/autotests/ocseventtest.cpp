// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "testhelpers.h"

#include <QDateTime>
#include <QSet>
#include <QTest>

using namespace TestHelpers;

/**
 * The EVENT module: the list with its filters and paging, one event's details, and the hostile modes
 * eventflood and eventhuge.
 */
class OcsEventTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void listShape();
    void upcomingAroundToday();
    void country();
    void startAt();
    void search();
    void sortModes();
    void paging();
    void details();
    void hostileFlood();
    void hostileHuge();

private:
    OcsDocument events(const QString &query);

    OcsServerProcess m_server;
    OcsClient m_client;
};

namespace
{
QDateTime dateOf(const OcsDocument::Item &item, const char *name)
{
    return QDateTime::fromString(item.value(QLatin1String(name)), Qt::ISODate);
}
}

void OcsEventTest::initTestCase()
{
    QVERIFY2(m_server.start(300), qPrintable(m_server.errorString()));
    m_client.setOrigin(m_server.origin());
}

void OcsEventTest::cleanupTestCase()
{
    m_client.clearConnections();
    QVERIFY(m_server.stop());
}

OcsDocument OcsEventTest::events(const QString &query)
{
    // Events are public: no credentials.
    return ocs(m_client.get(QStringLiteral("event/data?") + query));
}

void OcsEventTest::listShape()
{
    const OcsDocument document = events(QStringLiteral("pagesize=100"));
    OCS_VERIFY_OK(document);
    QCOMPARE(document.totalItems, 320);
    QCOMPARE(document.itemsPerPage, 100);
    QCOMPARE(document.items.size(), 100);
    const QStringList names = {QStringLiteral("id"),
                               QStringLiteral("name"),
                               QStringLiteral("description"),
                               QStringLiteral("category"),
                               QStringLiteral("user"),
                               QStringLiteral("startdate"),
                               QStringLiteral("enddate"),
                               QStringLiteral("latitude"),
                               QStringLiteral("longitude"),
                               QStringLiteral("homepage"),
                               QStringLiteral("country"),
                               QStringLiteral("city")};
    for (const OcsDocument::Item &item : document.items) {
        QCOMPARE(item.element, QStringLiteral("event"));
        QCOMPARE(item.names(), names);
        QVERIFY(!item.value(QStringLiteral("name")).isEmpty());
        QVERIFY(!item.value(QStringLiteral("user")).isEmpty());
        QVERIFY(item.value(QStringLiteral("homepage")).startsWith(QLatin1String("https://")));
        QVERIFY(dateOf(item, "startdate").isValid());
        QVERIFY(dateOf(item, "enddate") > dateOf(item, "startdate"));
    }
}

void OcsEventTest::upcomingAroundToday()
{
    // Dated relative to the server's clock: most are ahead of now, none more than 121 days ahead.
    const OcsDocument document = events(QStringLiteral("pagesize=100&page=3"));
    OCS_VERIFY_OK(document);
    QCOMPARE(document.items.size(), 20);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const OcsDocument::Item &item : document.items) {
        QVERIFY(dateOf(item, "startdate") > now);
        QVERIFY(dateOf(item, "startdate") < now.addDays(121));
    }
    const OcsDocument first = events(QStringLiteral("pagesize=1"));
    QVERIFY(dateOf(first.items.at(0), "startdate") < now);
    QVERIFY(dateOf(first.items.at(0), "startdate") > now.addDays(-15));
}

void OcsEventTest::country()
{
    const OcsDocument germany = events(QStringLiteral("country=DE&pagesize=100"));
    OCS_VERIFY_OK(germany);
    QVERIFY(germany.totalItems > 30);
    QVERIFY(germany.totalItems < 320);
    QSet<QString> cities;
    for (const OcsDocument::Item &item : germany.items) {
        QCOMPARE(item.value(QStringLiteral("country")), QStringLiteral("Germany"));
        cities.insert(item.value(QStringLiteral("city")));
    }
    QVERIFY(cities.contains(QStringLiteral("Berlin")));
    // A name works as well as a code; an unknown country has no events.
    QCOMPARE(events(QStringLiteral("country=germany")).totalItems, germany.totalItems);
    const OcsDocument nowhere = events(QStringLiteral("country=XX"));
    OCS_VERIFY_OK(nowhere);
    QCOMPARE(nowhere.totalItems, 0);
    QVERIFY(nowhere.items.isEmpty());
    // Venues are within a few kilometres of their city.
    for (const OcsDocument::Item &item : germany.items) {
        if (item.value(QStringLiteral("city")) == QLatin1String("Berlin") && !item.value(QStringLiteral("latitude")).isEmpty()) {
            const double km =
                degreesBetween(item.value(QStringLiteral("latitude")).toDouble(), item.value(QStringLiteral("longitude")).toDouble(), 52.520008, 13.404954)
                * kilometresPerDegree;
            QVERIFY2(km < 6, qPrintable(QString::number(km)));
        }
    }
}

void OcsEventTest::startAt()
{
    const QDate today = QDateTime::currentDateTimeUtc().date();
    const OcsDocument upcoming = events(QStringLiteral("pagesize=100&startat=") + today.toString(Qt::ISODate));
    OCS_VERIFY_OK(upcoming);
    QVERIFY(upcoming.totalItems < 320);
    QVERIFY(upcoming.totalItems > 250);
    for (const OcsDocument::Item &item : upcoming.items) {
        QVERIFY(dateOf(item, "startdate").date() >= today);
    }
    OCS_VERIFY_FAILED(events(QStringLiteral("startat=tomorrow")), 101);
}

void OcsEventTest::search()
{
    const OcsDocument found = events(QStringLiteral("search=install&pagesize=100"));
    OCS_VERIFY_OK(found);
    QVERIFY(found.totalItems > 0);
    for (const OcsDocument::Item &item : found.items) {
        QVERIFY(item.value(QStringLiteral("name")).contains(QLatin1String("install"), Qt::CaseInsensitive)
                || item.value(QStringLiteral("description")).contains(QLatin1String("install"), Qt::CaseInsensitive));
    }
    QCOMPARE(events(QStringLiteral("search=nothing-like-this")).totalItems, 0);
}

void OcsEventTest::sortModes()
{
    const OcsDocument soonest = events(QStringLiteral("pagesize=100&sortmode=new"));
    for (int i = 1; i < soonest.items.size(); ++i) {
        QVERIFY(dateOf(soonest.items.at(i - 1), "startdate") <= dateOf(soonest.items.at(i), "startdate"));
    }
    const OcsDocument alphabetical = events(QStringLiteral("pagesize=100&sortmode=alpha"));
    OCS_VERIFY_OK(alphabetical);
    for (int i = 1; i < alphabetical.items.size(); ++i) {
        QVERIFY(alphabetical.items.at(i - 1).value(QStringLiteral("name")).compare(alphabetical.items.at(i).value(QStringLiteral("name")), Qt::CaseInsensitive)
                <= 0);
    }
}

void OcsEventTest::paging()
{
    const OcsDocument both = events(QStringLiteral("country=DE&pagesize=20"));
    const OcsDocument first = events(QStringLiteral("country=DE&pagesize=10&page=0"));
    const OcsDocument second = events(QStringLiteral("country=DE&pagesize=10&page=1"));
    QCOMPARE(both.items.size(), 20);
    for (int i = 0; i < 10; ++i) {
        QCOMPARE(first.items.at(i).value(QStringLiteral("id")), both.items.at(i).value(QStringLiteral("id")));
        QCOMPARE(second.items.at(i).value(QStringLiteral("id")), both.items.at(10 + i).value(QStringLiteral("id")));
    }
    const OcsDocument beyond = events(QStringLiteral("pagesize=100&page=50"));
    OCS_VERIFY_OK(beyond);
    QCOMPARE(beyond.totalItems, 320);
    QVERIFY(beyond.items.isEmpty());
}

void OcsEventTest::details()
{
    const OcsDocument list = events(QStringLiteral("pagesize=5"));
    const OcsDocument::Item &listed = list.items.at(3);
    const OcsDocument one = ocs(m_client.get(QStringLiteral("event/data/") + listed.value(QStringLiteral("id"))));
    OCS_VERIFY_OK(one);
    QCOMPARE(one.items.size(), 1);
    QCOMPARE(one.items.at(0).fields, listed.fields);
    OCS_VERIFY_FAILED(ocs(m_client.get(QStringLiteral("event/data/100000"))), 101);
    OCS_VERIFY_FAILED(ocs(m_client.get(QStringLiteral("event/data/abc"))), 101);
}

void OcsEventTest::hostileFlood()
{
    QVERIFY(m_server.setFault(QStringLiteral("eventflood"), 1));
    const HttpReply reply = m_client.get(QStringLiteral("event/data?pagesize=10"));
    const OcsDocument flood = ocs(reply);
    OCS_VERIFY_OK(flood);
    QCOMPARE(flood.items.size(), 10000);
    QCOMPARE(flood.items.at(0).value(QStringLiteral("startdate")), QStringLiteral("99999-01-01T10:00:00+00:00"));
    // Only one request was hostile.
    QCOMPARE(events(QStringLiteral("pagesize=10")).items.size(), 10);
}

void OcsEventTest::hostileHuge()
{
    QVERIFY(m_server.setFault(QStringLiteral("eventhuge"), 2));
    for (const QString &path : {QStringLiteral("event/data?pagesize=10"), QStringLiteral("event/data/1")}) {
        const OcsDocument huge = ocs(m_client.get(path));
        OCS_VERIFY_OK(huge);
        QCOMPARE(huge.items.size(), 1);
        QCOMPARE(huge.items.at(0).value(QStringLiteral("description")).size(), 1024 * 1024);
    }
}

QTEST_GUILESS_MAIN(OcsEventTest)

#include "ocseventtest.moc"
