// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "testhelpers.h"

#include <QImage>
#include <QSet>
#include <QTest>

using namespace TestHelpers;

namespace
{
const double s_berlinLatitude = 52.52;
const double s_berlinLongitude = 13.405;
const double s_25km = 25.0 / kilometresPerDegree;
}

/**
 * PERSON module: full records, privacy, self edits, search, paging, location search, avatars, ETags.
 */
class OcsPersonTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void fullRecord();
    void unknownPerson();
    void privacyMatrix();
    void searchByName();
    void paging();
    void pageSizeClampFromCommandLine();
    void locationSearchIsSortedByDistance();
    void locationSearchRadiusIsInDegrees();
    void searchHonoursPrivacy();
    void balance();
    void avatars();
    void conditionalGet();
    void editSelf();

private:
    QString privacyOf(const QString &personId);
    QStringList friendsOf(const QString &personId);

    OcsServerProcess m_server;
    OcsClient m_client;
};

void OcsPersonTest::initTestCase()
{
    QVERIFY2(m_server.start(300), qPrintable(m_server.errorString()));
    m_client.setOrigin(m_server.origin());
}

void OcsPersonTest::cleanupTestCase()
{
    m_client.clearConnections();
    QVERIFY(m_server.stop());
}

QString OcsPersonTest::privacyOf(const QString &personId)
{
    const OcsDocument self = ocs(m_client.get(QStringLiteral("person/self"), Credentials::of(personId)));
    return self.items.isEmpty() ? QString() : self.items.at(0).value(QStringLiteral("privacy"));
}

QStringList OcsPersonTest::friendsOf(const QString &personId)
{
    return ocs(m_client.get(QStringLiteral("friend/data/%1?pagesize=100").arg(personId), Credentials::of(personId))).personIds();
}

void OcsPersonTest::fullRecord()
{
    const HttpReply reply = m_client.get(QStringLiteral("person/data/demo"), Credentials::demo());
    const OcsDocument document = ocs(reply);
    OCS_VERIFY_OK(document);
    QCOMPARE(document.totalItems, -1);
    QCOMPARE(document.items.size(), 1);
    const OcsDocument::Item &person = document.items.at(0);
    QCOMPARE(person.element, QStringLiteral("person"));
    QCOMPARE(person.details, QStringLiteral("full"));
    // every field of docs/ocs-protocol.md, "Item elements the client reads", in its order (the demo account has two homepages and two IRC channels)
    const QStringList expected = QStringLiteral(
                                     "personid privacy privacytext firstname lastname gender communityrole homepage homepagetype homepageicon homepage2 "
                                     "homepagetype2 homepageicon2 company avatarpic avatarpicfound bigavatarpic bigavatarpicfound birthday jobstatus city "
                                     "country latitude longitude ircnick ircchannels irclink irclink likes dontlikes interests languages "
                                     "programminglanguages favouritequote favouritemusic favouritetvshows favouritemovies favouritebooks favouritegames "
                                     "description profilepage")
                                     .split(QLatin1Char(' '));
    QCOMPARE(person.names(), expected);
    QCOMPARE(person.value(QStringLiteral("personid")), QStringLiteral("demo"));
    QCOMPARE(person.value(QStringLiteral("privacy")), QStringLiteral("0"));
    QCOMPARE(person.value(QStringLiteral("privacytext")), QStringLiteral("public"));
    QCOMPARE(person.value(QStringLiteral("city")), QStringLiteral("Berlin"));
    QCOMPARE(person.value(QStringLiteral("country")), QStringLiteral("Germany"));
    QCOMPARE(person.value(QStringLiteral("avatarpic")), m_server.origin() + QStringLiteral("/avatars/demo.png"));
    QCOMPARE(person.value(QStringLiteral("avatarpicfound")), QStringLiteral("1"));
    QCOMPARE(person.value(QStringLiteral("bigavatarpic")), m_server.origin() + QStringLiteral("/avatars/demo-big.png"));
    QCOMPARE(person.value(QStringLiteral("homepageicon")), m_server.origin() + QStringLiteral("/icons/homepage.png"));
    QCOMPARE(person.values(QStringLiteral("irclink")).size(), 2);
    QVERIFY(person.value(QStringLiteral("irclink")).startsWith(QLatin1String("irc://")));
    QCOMPARE(person.value(QStringLiteral("birthday")), QStringLiteral("1990-06-15"));
    bool ok = false;
    QVERIFY(qAbs(person.value(QStringLiteral("latitude")).toDouble(&ok) - 52.520008) < 1e-6);
    QVERIFY(ok);

    const OcsDocument self = ocs(m_client.get(QStringLiteral("person/self"), Credentials::demo()));
    OCS_VERIFY_OK(self);
    QCOMPARE(self.items.at(0).fields, person.fields);
}

void OcsPersonTest::unknownPerson()
{
    const OcsDocument document = ocs(m_client.get(QStringLiteral("person/data/no.such.person")));
    OCS_VERIFY_FAILED(document, 101);
    QVERIFY(!document.hasData);
}

void OcsPersonTest::privacyMatrix()
{
    const QStringList demoFriends = friendsOf(QStringLiteral("demo"));
    QCOMPARE(demoFriends.size(), 25);
    QString friendOnly; // privacy 2 and a friend of demo
    QString nobody; // privacy 3 and a friend of demo
    for (const QString &id : demoFriends) {
        const QString privacy = privacyOf(id);
        if (privacy == QLatin1String("2") && friendOnly.isEmpty()) {
            friendOnly = id;
        } else if (privacy == QLatin1String("3") && nobody.isEmpty()) {
            nobody = id;
        }
    }
    QVERIFY(!friendOnly.isEmpty());
    QVERIFY(!nobody.isEmpty());

    // registered-only: found in demo's view of the neighbourhood
    QString registeredOnly;
    const OcsDocument nearby = ocs(m_client.get(QStringLiteral("person/data?latitude=52.52&longitude=13.405&distance=0.3&pagesize=100"), Credentials::demo()));
    for (const OcsDocument::Item &item : nearby.items) {
        if (item.value(QStringLiteral("privacy")) == QLatin1String("1")) {
            registeredOnly = item.value(QStringLiteral("personid"));
            break;
        }
    }
    QVERIFY(!registeredOnly.isEmpty());

    // someone registered who is a friend of neither
    const QStringList friendsOfFriendOnly = friendsOf(friendOnly);
    const QStringList friendsOfNobody = friendsOf(nobody);
    QString stranger;
    const QStringList candidates = ocs(m_client.get(QStringLiteral("person/data?pagesize=100"))).personIds();
    for (const QString &id : candidates) {
        if (id != friendOnly && id != nobody && id != QLatin1String("demo") && !friendsOfFriendOnly.contains(id) && !friendsOfNobody.contains(id)) {
            stranger = id;
            break;
        }
    }
    QVERIFY(!stranger.isEmpty());

    const auto codeFor = [this](const QString &id, const Credentials &credentials) {
        return ocs(m_client.get(QStringLiteral("person/data/") + id, credentials)).statusCode;
    };
    const Credentials anonymous;
    // level 1: registered users
    QCOMPARE(codeFor(registeredOnly, anonymous), 102);
    QCOMPARE(codeFor(registeredOnly, Credentials::of(stranger)), 100);
    // level 2: friends and self
    QCOMPARE(codeFor(friendOnly, anonymous), 102);
    QCOMPARE(codeFor(friendOnly, Credentials::of(stranger)), 102);
    QCOMPARE(codeFor(friendOnly, Credentials::demo()), 100);
    QCOMPARE(codeFor(friendOnly, Credentials::of(friendOnly)), 100);
    // level 3: nobody but the person, not even friends
    QCOMPARE(codeFor(nobody, anonymous), 102);
    QCOMPARE(codeFor(nobody, Credentials::demo()), 102);
    QCOMPARE(codeFor(nobody, Credentials::of(nobody)), 100);
    QCOMPARE(ocs(m_client.get(QStringLiteral("person/data/") + nobody)).message, QStringLiteral("data is private"));
}

void OcsPersonTest::searchByName()
{
    OcsDocument document = ocs(m_client.get(QStringLiteral("person/data?name=DEMO")));
    OCS_VERIFY_OK(document);
    QVERIFY(document.personIds().contains(QStringLiteral("demo")));
    for (const OcsDocument::Item &item : document.items) {
        QCOMPARE(item.element, QStringLiteral("person"));
        QCOMPARE(item.details, QStringLiteral("summary"));
        for (const char *field : {"personid", "privacy", "privacytext", "firstname", "lastname", "company", "gender", "communityrole", "city", "country"}) {
            QVERIFY2(item.has(QString::fromLatin1(field)), field);
        }
    }
    document = ocs(m_client.get(QStringLiteral("person/data?name=zzzzzz-nobody")));
    OCS_VERIFY_OK(document);
    QCOMPARE(document.totalItems, 0);
    QVERIFY(document.hasData);
    QVERIFY(document.items.isEmpty());

    document = ocs(m_client.get(QStringLiteral("person/data?country=DE&pagesize=100")));
    OCS_VERIFY_OK(document);
    QVERIFY(document.totalItems > 10);
    for (const OcsDocument::Item &item : document.items) {
        QCOMPARE(item.value(QStringLiteral("country")), QStringLiteral("Germany"));
    }
    document = ocs(m_client.get(QStringLiteral("person/data?city=berlin&pagesize=100")));
    QVERIFY(document.totalItems >= 14);
    for (const OcsDocument::Item &item : document.items) {
        QCOMPARE(item.value(QStringLiteral("city")), QStringLiteral("Berlin"));
    }
}

void OcsPersonTest::paging()
{
    const OcsDocument first = ocs(m_client.get(QStringLiteral("person/data?pagesize=7&page=0")));
    OCS_VERIFY_OK(first);
    const int total = first.totalItems;
    QVERIFY(total > 100);
    QCOMPARE(first.itemsPerPage, 7);
    QCOMPARE(first.items.size(), 7);

    QSet<QString> seen;
    const int pages = (total + 6) / 7;
    for (int page = 0; page < pages; ++page) {
        const OcsDocument document = ocs(m_client.get(QStringLiteral("person/data?pagesize=7&page=%1").arg(page)));
        QCOMPARE(document.totalItems, total);
        QCOMPARE(document.items.size(), page == pages - 1 ? total - 7 * (pages - 1) : 7);
        for (const QString &id : document.personIds()) {
            QVERIFY2(!seen.contains(id), qPrintable(id));
            seen.insert(id);
        }
    }
    QCOMPARE(seen.size(), total);

    const OcsDocument beyond = ocs(m_client.get(QStringLiteral("person/data?pagesize=7&page=%1").arg(pages)));
    OCS_VERIFY_OK(beyond);
    QCOMPARE(beyond.totalItems, total);
    QVERIFY(beyond.items.isEmpty());

    // defaults and clamps
    OcsDocument document = ocs(m_client.get(QStringLiteral("person/data")));
    QCOMPARE(document.itemsPerPage, 10);
    QCOMPARE(document.items.size(), 10);
    document = ocs(m_client.get(QStringLiteral("person/data?pagesize=0")));
    QCOMPARE(document.itemsPerPage, 10);
    document = ocs(m_client.get(QStringLiteral("person/data?pagesize=5000")));
    QCOMPARE(document.itemsPerPage, 100);
    QCOMPARE(document.items.size(), 100);
    document = ocs(m_client.get(QStringLiteral("person/data?page=-3&pagesize=3")));
    QCOMPARE(document.personIds(), first.personIds().mid(0, 3));
    // person search refuses deep pages
    OCS_VERIFY_OK(ocs(m_client.get(QStringLiteral("person/data?page=200"))));
    OCS_VERIFY_FAILED(ocs(m_client.get(QStringLiteral("person/data?page=201"))), 102);
    // other lists page too
    document = ocs(m_client.get(QStringLiteral("friend/data/demo?pagesize=10&page=2"), Credentials::demo()));
    QCOMPARE(document.totalItems, 25);
    QCOMPARE(document.items.size(), 5);
}

void OcsPersonTest::pageSizeClampFromCommandLine()
{
    OcsServerProcess server;
    QVERIFY2(server.start(40, {QStringLiteral("--max-pagesize"), QStringLiteral("5")}), qPrintable(server.errorString()));
    OcsClient client(server.origin());
    const OcsDocument document = ocs(client.get(QStringLiteral("person/data?pagesize=50")));
    QCOMPARE(document.itemsPerPage, 5);
    QCOMPARE(document.items.size(), 5);
    client.clearConnections();
    QVERIFY(server.stop());
}

void OcsPersonTest::locationSearchIsSortedByDistance()
{
    const OcsDocument document = ocs(
        m_client.get(QStringLiteral("person/data?latitude=%1&longitude=%2&distance=%3&pagesize=100").arg(s_berlinLatitude).arg(s_berlinLongitude).arg(s_25km)));
    OCS_VERIFY_OK(document);
    QVERIFY2(document.totalItems >= 10, "the demo account has at least ten neighbours within 25 km");
    double previous = -1;
    for (const OcsDocument::Item &item : document.items) {
        bool latitudeOk = false;
        bool longitudeOk = false;
        const double distance = degreesBetween(s_berlinLatitude,
                                               s_berlinLongitude,
                                               item.value(QStringLiteral("latitude")).toDouble(&latitudeOk),
                                               item.value(QStringLiteral("longitude")).toDouble(&longitudeOk));
        QVERIFY(latitudeOk && longitudeOk);
        QVERIFY(distance <= s_25km + 1e-6);
        QVERIFY(distance >= previous - 1e-9);
        previous = distance;
    }

    // without a distance: everybody with a position, still ordered by distance, and more of them
    const OcsDocument all = ocs(m_client.get(QStringLiteral("person/data?latitude=%1&longitude=%2&pagesize=100").arg(s_berlinLatitude).arg(s_berlinLongitude)));
    QVERIFY(all.totalItems > document.totalItems);
    const OcsDocument everybody = ocs(m_client.get(QStringLiteral("person/data?pagesize=1")));
    QVERIFY2(all.totalItems < everybody.totalItems, "people without a position are left out of location searches");
    previous = -1;
    for (const OcsDocument::Item &item : all.items) {
        QVERIFY(!item.value(QStringLiteral("latitude")).isEmpty());
        const double distance = degreesBetween(s_berlinLatitude,
                                               s_berlinLongitude,
                                               item.value(QStringLiteral("latitude")).toDouble(),
                                               item.value(QStringLiteral("longitude")).toDouble());
        QVERIFY(distance >= previous - 1e-9);
        previous = distance;
    }
    // page 1 continues page 0
    const OcsDocument second =
        ocs(m_client.get(QStringLiteral("person/data?latitude=%1&longitude=%2&pagesize=50&page=1").arg(s_berlinLatitude).arg(s_berlinLongitude)));
    QCOMPARE(second.personIds(), all.personIds().mid(50, 50));
}

void OcsPersonTest::locationSearchRadiusIsInDegrees()
{
    const OcsDocument all = ocs(m_client.get(QStringLiteral("person/data?latitude=%1&longitude=%2&pagesize=100").arg(s_berlinLatitude).arg(s_berlinLongitude)));
    QVector<double> distances;
    for (const OcsDocument::Item &item : all.items) {
        distances.append(degreesBetween(s_berlinLatitude,
                                        s_berlinLongitude,
                                        item.value(QStringLiteral("latitude")).toDouble(),
                                        item.value(QStringLiteral("longitude")).toDouble()));
    }
    // a radius between the k-th and the (k+1)-th distance returns exactly k+1 people
    for (int k : {2, 9, 30, 60}) {
        if (k + 1 >= distances.size() || distances.at(k + 1) - distances.at(k) < 1e-5) {
            continue;
        }
        const double radius = (distances.at(k) + distances.at(k + 1)) / 2;
        const OcsDocument within = ocs(m_client.get(QStringLiteral("person/data?latitude=%1&longitude=%2&distance=%3&pagesize=100")
                                                        .arg(s_berlinLatitude)
                                                        .arg(s_berlinLongitude)
                                                        .arg(radius, 0, 'f', 8)));
        QCOMPARE(within.totalItems, k + 1);
        QCOMPARE(within.personIds(), all.personIds().mid(0, k + 1));
    }
    // 1 degree is about 111 km: Hamburg (2.2 degrees away) is outside a 2 degree circle and inside a 2.5 degree one
    const auto hamburgCount = [this](double radius) {
        int count = 0;
        const OcsDocument document = ocs(m_client.get(QStringLiteral("person/data?latitude=%1&longitude=%2&distance=%3&pagesize=100&city=Hamburg")
                                                          .arg(s_berlinLatitude)
                                                          .arg(s_berlinLongitude)
                                                          .arg(radius)));
        count = document.totalItems;
        return count;
    };
    QCOMPARE(hamburgCount(2.0), 0);
    QVERIFY(hamburgCount(2.5) > 0);
}

void OcsPersonTest::searchHonoursPrivacy()
{
    const QString query =
        QStringLiteral("person/data?latitude=%1&longitude=%2&distance=%3&pagesize=100").arg(s_berlinLatitude).arg(s_berlinLongitude).arg(s_25km);
    const OcsDocument anonymous = ocs(m_client.get(query));
    QVERIFY(anonymous.totalItems >= 10);
    for (const OcsDocument::Item &item : anonymous.items) {
        QCOMPARE(item.value(QStringLiteral("privacy")), QStringLiteral("0"));
    }
    const OcsDocument demo = ocs(m_client.get(query, Credentials::demo()));
    QVERIFY(demo.totalItems > anonymous.totalItems);
    const QStringList demoFriends = friendsOf(QStringLiteral("demo"));
    for (const OcsDocument::Item &item : demo.items) {
        const QString privacy = item.value(QStringLiteral("privacy"));
        const QString id = item.value(QStringLiteral("personid"));
        QVERIFY2(privacy == QLatin1String("0") || privacy == QLatin1String("1") || id == QLatin1String("demo")
                     || (privacy == QLatin1String("2") && demoFriends.contains(id)),
                 qPrintable(id));
    }
}

void OcsPersonTest::balance()
{
    const OcsDocument document = ocs(m_client.get(QStringLiteral("person/balance"), Credentials::demo()));
    OCS_VERIFY_OK(document);
    QCOMPARE(document.items.at(0).details, QStringLiteral("balance"));
    QCOMPARE(document.items.at(0).value(QStringLiteral("balance")), QStringLiteral("12.34"));
    QVERIFY(!document.items.at(0).value(QStringLiteral("currency")).isEmpty());
}

void OcsPersonTest::avatars()
{
    HttpReply reply = m_client.get(QStringLiteral("/avatars/demo.png"));
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.header("Content-Type"), QByteArrayLiteral("image/png"));
    QImage image;
    QVERIFY(image.loadFromData(reply.body, "PNG"));
    QCOMPARE(image.size(), QSize(64, 64));
    QCOMPARE(image.pixel(0, 0), qRgb(240, 240, 240)); // the identicon's margin

    const QByteArray etag = reply.header("ETag");
    QVERIFY(!etag.isEmpty());
    const HttpReply again = m_client.get(QStringLiteral("/avatars/demo.png"), {}, {{QByteArrayLiteral("If-None-Match"), etag}});
    QCOMPARE(again.status, 304);
    QVERIFY(again.body.isEmpty());
    // deterministic: the same picture every time
    QCOMPARE(m_client.get(QStringLiteral("/avatars/DEMO.png")).body, reply.body);

    reply = m_client.get(QStringLiteral("/avatars/demo-big.png"));
    QVERIFY(image.loadFromData(reply.body, "PNG"));
    QCOMPARE(image.size(), QSize(256, 256));

    // every friend of demo: a decodable picture when avatarpicfound is 1, 404 otherwise; some have none
    const OcsDocument friends = ocs(m_client.get(QStringLiteral("friend/data/demo?pagesize=100"), Credentials::demo()));
    int missing = 0;
    QSet<QByteArray> pictures;
    for (const OcsDocument::Item &item : friends.items) {
        const QString url = item.value(QStringLiteral("avatarpic"));
        if (url.isEmpty()) {
            // a friend whose profile only they may see: no picture (ocsmembersafetytest)
            QCOMPARE(item.value(QStringLiteral("avatarpicfound")), QStringLiteral("0"));
            continue;
        }
        QVERIFY(url.startsWith(m_server.origin() + QStringLiteral("/avatars/")));
        // as demo: a friend's private picture answers its friends only (ocsmembersafetytest)
        const HttpReply picture = m_client.get(url.mid(m_server.origin().size()), Credentials::demo());
        if (item.value(QStringLiteral("avatarpicfound")) == QLatin1String("1")) {
            QCOMPARE(picture.status, 200);
            QVERIFY(QImage::fromData(picture.body, "PNG").width() == 64);
            pictures.insert(picture.body);
        } else {
            QCOMPARE(picture.status, 404);
            ++missing;
        }
    }
    QVERIFY(missing >= 1);
    QVERIFY2(pictures.size() > friends.items.size() / 2, "pictures differ between people");

    QCOMPARE(m_client.get(QStringLiteral("/avatars/no.such.person.png")).status, 404);
    reply = m_client.get(QStringLiteral("/icons/blog.png"));
    QCOMPARE(reply.status, 200);
    QVERIFY(image.loadFromData(reply.body, "PNG"));
}

void OcsPersonTest::conditionalGet()
{
    const HttpReply first = m_client.get(QStringLiteral("person/data/demo"));
    const QByteArray etag = first.header("ETag");
    QVERIFY(etag.startsWith('"') && etag.endsWith('"'));
    QCOMPARE(m_client.get(QStringLiteral("person/data/demo")).header("ETag"), etag);

    HttpReply reply = m_client.get(QStringLiteral("person/data/demo"), {}, {{QByteArrayLiteral("If-None-Match"), etag}});
    QCOMPARE(reply.status, 304);
    QVERIFY(reply.body.isEmpty());
    QCOMPARE(reply.header("ETag"), etag);
    reply = m_client.get(QStringLiteral("person/data/demo"), {}, {{QByteArrayLiteral("If-None-Match"), "\"other\", W/" + etag}});
    QCOMPARE(reply.status, 304);
    reply = m_client.get(QStringLiteral("person/data/demo"), {}, {{QByteArrayLiteral("If-None-Match"), QByteArrayLiteral("\"other\"")}});
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.body, first.body);

    // lists too
    const HttpReply list = m_client.get(QStringLiteral("person/data?name=a"));
    QCOMPARE(m_client.get(QStringLiteral("person/data?name=a"), {}, {{QByteArrayLiteral("If-None-Match"), list.header("ETag")}}).status, 304);
    QVERIFY(m_client.get(QStringLiteral("person/data?name=b")).header("ETag") != list.header("ETag"));
}

void OcsPersonTest::editSelf()
{
    const Credentials demo = Credentials::demo();
    const QByteArray etagBefore = m_client.get(QStringLiteral("person/self"), demo).header("ETag");

    OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("person/self"),
                                    {{QStringLiteral("latitude"), QStringLiteral("48.8566")},
                                     {QStringLiteral("longitude"), QStringLiteral("2.3522")},
                                     {QStringLiteral("city"), QStringLiteral("Paris")},
                                     {QStringLiteral("country"), QStringLiteral("fr")}},
                                    demo)));
    HttpReply reply = m_client.get(QStringLiteral("person/self"), demo);
    QVERIFY(reply.header("ETag") != etagBefore);
    OcsDocument::Item self = ocs(reply).items.at(0);
    QCOMPARE(self.value(QStringLiteral("latitude")).toDouble(), 48.8566);
    QCOMPARE(self.value(QStringLiteral("longitude")).toDouble(), 2.3522);
    QCOMPARE(self.value(QStringLiteral("city")), QStringLiteral("Paris"));
    QCOMPARE(self.value(QStringLiteral("country")), QStringLiteral("France"));
    QVERIFY(ocs(m_client.get(QStringLiteral("person/data?latitude=48.8566&longitude=2.3522&distance=0.01"))).personIds().contains(QStringLiteral("demo")));

    // only the city
    OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("person/self"), {{QStringLiteral("city"), QStringLiteral("Saint-Denis")}}, demo)));
    self = ocs(m_client.get(QStringLiteral("person/self"), demo)).items.at(0);
    QCOMPARE(self.value(QStringLiteral("city")), QStringLiteral("Saint-Denis"));
    QCOMPARE(self.value(QStringLiteral("latitude")).toDouble(), 48.8566);

    // nothing to update: no parameters, or all four empty/zero (what Attica sends for "nothing")
    OCS_VERIFY_FAILED(ocs(m_client.post(QStringLiteral("person/self"), {}, demo)), 101);
    OCS_VERIFY_FAILED(ocs(m_client.post(QStringLiteral("person/self"),
                                        {{QStringLiteral("latitude"), QStringLiteral("0")},
                                         {QStringLiteral("longitude"), QStringLiteral("0")},
                                         {QStringLiteral("city"), QString()},
                                         {QStringLiteral("country"), QString()}},
                                        demo)),
                      101);

    // the non-spec clearlocation=1 un-publishes the position
    OCS_VERIFY_OK(ocs(m_client.post(QStringLiteral("person/self"), {{QStringLiteral("clearlocation"), QStringLiteral("1")}}, demo)));
    self = ocs(m_client.get(QStringLiteral("person/self"), demo)).items.at(0);
    QVERIFY(self.value(QStringLiteral("latitude")).isEmpty());
    QVERIFY(self.value(QStringLiteral("longitude")).isEmpty());
    QVERIFY(self.value(QStringLiteral("city")).isEmpty());
    QVERIFY(self.value(QStringLiteral("country")).isEmpty());
    QVERIFY(!ocs(m_client.get(QStringLiteral("person/data?latitude=48.8566&longitude=2.3522&pagesize=100"))).personIds().contains(QStringLiteral("demo")));
}

QTEST_GUILESS_MAIN(OcsPersonTest)

#include "ocspersontest.moc"
