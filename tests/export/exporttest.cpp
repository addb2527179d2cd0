// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "export/exporter.h"
#include "export/foafgraph.h"
#include "export/vcardwriter.h"
#include "ntriples.h"
#include "syntheticcontacts.h"

#include <KContacts/VCardConverter>

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

using namespace Export;
using Precision = Geo::Coarsener::Precision;

Q_DECLARE_METATYPE(Export::LocationPolicy)

namespace
{
const QString foaf = QStringLiteral("http://xmlns.com/foaf/0.1/");
const QString geo = QStringLiteral("http://www.w3.org/2003/01/geo/wgs84_pos#");
const QString vcard = QStringLiteral("http://www.w3.org/2006/vcard/ns#");
const QString rdfType = QStringLiteral("http://www.w3.org/1999/02/22-rdf-syntax-ns#type");

/// Objects of (subject, predicate).
QStringList objects(const QVector<Triple> &triples, const QString &subject, const QString &predicate)
{
    QStringList found;
    for (const Triple &t : triples) {
        if (t.subject == subject && t.predicate == predicate) {
            found.append(t.object);
        }
    }
    return found;
}

/// The single object of (subject, predicate), empty when there are none or several.
QString object(const QVector<Triple> &triples, const QString &subject, const QString &predicate)
{
    const QStringList found = objects(triples, subject, predicate);
    return found.size() == 1 ? found.first() : QString();
}

struct Point {
    double latitude;
    double longitude;
};
}

class ExportTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// Writes @p contacts in @p format to a file and reads it back with rapper.
    QVector<Triple> roundTrip(const Contacts &contacts, Exporter::Format format, const LocationPolicy &policy)
    {
        const QByteArray data = Exporter::write(contacts, format, policy);
        const QString path = m_dir.filePath(QStringLiteral("export.") + Exporter::suffix(format));
        QString error;
        if (!Exporter::writeFile(path, data, &error)) {
            qWarning() << error;
            return {};
        }
        const QVector<Triple> triples =
            NTriples::readWithRapper(path, format == Exporter::Format::Turtle ? QStringLiteral("turtle") : QStringLiteral("rdfxml"), &error);
        if (!error.isEmpty()) {
            qWarning() << error;
        }
        return triples;
    }

    QString iri(const QString &id) const
    {
        return FoafGraph::personIri(SyntheticContacts::make(0).provider, id);
    }

    /// Each person's position as the file says it: via foaf:based_near to geo:lat and geo:long.
    static QHash<QString, Point> positions(const QVector<Triple> &triples)
    {
        QHash<QString, Point> found;
        for (const Triple &t : triples) {
            if (t.predicate != foaf + QStringLiteral("based_near")) {
                continue;
            }
            const QString lat = object(triples, t.object, geo + QStringLiteral("lat"));
            const QString lon = object(triples, t.object, geo + QStringLiteral("long"));
            if (!lat.isEmpty() || !lon.isEmpty()) {
                found.insert(t.subject, {lat.toDouble(), lon.toDouble()});
            }
        }
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
    }

    // The count the widget says ("you and 2 friends") is what the file holds: a server listing a friend twice, you
    // among your friends (SyntheticContacts does both already), or a friend without an id adds nobody.
    void friendsWrittenIsWhatTheFileHolds()
    {
        Contacts contacts = SyntheticContacts::make(2);
        QCOMPARE(Exporter::friendsWritten(contacts), 2);
        contacts.friends.append(contacts.friends.first());
        contacts.friends.append(contacts.self);
        Ocs::Person nobody;
        nobody.firstName = QStringLiteral("No Id");
        contacts.friends.append(nobody);
        QCOMPARE(Exporter::friendsWritten(contacts), 2);

        const QByteArray vcard = Exporter::write(contacts, Exporter::Format::VCard, LocationPolicy(Precision::City));
        QCOMPARE(vcard.count("BEGIN:VCARD"), 3); // you and the two friends
        const QVector<Triple> triples = roundTrip(contacts, Exporter::Format::Turtle, LocationPolicy(Precision::City));
        const int knows = std::count_if(triples.cbegin(), triples.cend(), [](const Triple &t) {
            return t.predicate == foaf + QStringLiteral("knows");
        });
        QCOMPARE(knows, 2);

        QCOMPARE(Exporter::friendsWritten(Contacts()), 0);
    }

    void everyFriendIsAPersonYouKnow_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("turtle") << int(Exporter::Format::Turtle);
        QTest::newRow("rdfxml") << int(Exporter::Format::RdfXml);
    }

    void everyFriendIsAPersonYouKnow()
    {
        QFETCH(int, format);
        const int count = 40;
        const Contacts contacts = SyntheticContacts::make(count);
        const QVector<Triple> triples = roundTrip(contacts, Exporter::Format(format), LocationPolicy(Precision::City));
        QVERIFY(!triples.isEmpty());

        const QString me = iri(QStringLiteral("zoe"));
        QCOMPARE(object(triples, me, rdfType), foaf + QStringLiteral("Person"));
        QCOMPARE(object(triples, me, foaf + QStringLiteral("name")), QStringLiteral("Zoë Ærøskøbing-Nguyễn"));
        QCOMPARE(object(triples, me, foaf + QStringLiteral("nick")), QStringLiteral("zoe"));
        QCOMPARE(objects(triples, me, foaf + QStringLiteral("homepage")),
                 QStringList({QStringLiteral("https://zoe.example.org/"), QStringLiteral("https://git.example.org/zoe")}));
        QCOMPARE(object(triples, me, foaf + QStringLiteral("img")), QStringLiteral("https://ocs.example.org/avatars/zoe.png"));

        // Every friend once, linked from you; you are not your own friend.
        QStringList knows = objects(triples, me, foaf + QStringLiteral("knows"));
        QCOMPARE(knows.size(), count);
        QCOMPARE(QSet<QString>(knows.begin(), knows.end()).size(), count);
        QVERIFY(!knows.contains(me));

        QHash<QString, Ocs::Person> expected;
        for (const Ocs::Person &person : contacts.friends) {
            expected.insert(iri(person.id), person);
        }
        for (int i = 0; i < count; ++i) {
            const QString friendIri = iri(SyntheticContacts::friendId(i));
            QVERIFY2(knows.contains(friendIri), qPrintable(friendIri));
            const Ocs::Person &person = expected[friendIri];
            QCOMPARE(object(triples, friendIri, rdfType), foaf + QStringLiteral("Person"));
            // Names from many scripts, one outside the BMP, and characters RDF must escape: intact.
            QCOMPARE(object(triples, friendIri, foaf + QStringLiteral("name")), person.firstName + QLatin1Char(' ') + person.lastName);
            QCOMPARE(object(triples, friendIri, foaf + QStringLiteral("givenName")), person.firstName);
            QCOMPARE(object(triples, friendIri, foaf + QStringLiteral("nick")), person.id);
            QCOMPARE(objects(triples, friendIri, foaf + QStringLiteral("homepage")).size(), person.homepages.size());
            QCOMPARE(object(triples, friendIri, foaf + QStringLiteral("img")), person.avatarUrl.toString());
            const QString place = object(triples, friendIri, foaf + QStringLiteral("based_near"));
            QVERIFY(place.startsWith(QLatin1String("_:")));
            QCOMPARE(object(triples, place, vcard + QStringLiteral("locality")), person.city);
            QCOMPARE(object(triples, place, vcard + QStringLiteral("country-name")), person.country);
            const QString account = object(triples, friendIri, foaf + QStringLiteral("account"));
            QCOMPARE(object(triples, account, foaf + QStringLiteral("accountName")), person.id);
            QCOMPARE(object(triples, account, foaf + QStringLiteral("accountServiceHomepage")), QStringLiteral("https://ocs.example.org/v1/"));
        }
        // Nobody else: you and your friends are the only people in the file.
        int people = 0;
        for (const Triple &t : triples) {
            people += t.predicate == rdfType && t.object == foaf + QStringLiteral("Person");
        }
        QCOMPARE(people, count + 1);
    }

    void bothRdfFormatsCarryTheSameGraph()
    {
        const Contacts contacts = SyntheticContacts::make(25);
        const LocationPolicy policy(Precision::Neighbourhood);
        const QStringList turtle = NTriples::canonical(roundTrip(contacts, Exporter::Format::Turtle, policy));
        const QStringList rdfXml = NTriples::canonical(roundTrip(contacts, Exporter::Format::RdfXml, policy));
        QVERIFY(turtle.size() > 25 * 8);
        QCOMPARE(rdfXml, turtle);
    }

    void coordinatesNeverFinerThanAllowed_data()
    {
        QTest::addColumn<LocationPolicy>("policy");
        QTest::newRow("none") << LocationPolicy();
        QTest::newRow("exact") << LocationPolicy(Precision::Exact);
        QTest::newRow("neighbourhood") << LocationPolicy(Precision::Neighbourhood);
        QTest::newRow("city") << LocationPolicy(Precision::City);
        QTest::newRow("country") << LocationPolicy(Precision::Country);
    }

    void coordinatesNeverFinerThanAllowed()
    {
        QFETCH(LocationPolicy, policy);
        const Contacts contacts = SyntheticContacts::make(60);
        for (Exporter::Format format : {Exporter::Format::Turtle, Exporter::Format::RdfXml}) {
            const QVector<Triple> triples = roundTrip(contacts, format, policy);
            QVERIFY(!triples.isEmpty());
            const QHash<QString, Point> found = positions(triples);
            const bool anyCoordinate = std::any_of(triples.begin(), triples.end(), [](const Triple &t) {
                return t.predicate.startsWith(geo + QStringLiteral("la")) || t.predicate.startsWith(geo + QStringLiteral("lo"));
            });
            if (!policy.allowsCoordinates()) {
                QVERIFY(!anyCoordinate);
                continue;
            }
            QVector<Ocs::Person> people = contacts.friends;
            people.append(contacts.self);
            int checked = 0;
            for (const Ocs::Person &person : people) {
                const QString subject = iri(person.id);
                if (!person.hasPosition()) {
                    QVERIFY2(!found.contains(subject), qPrintable(subject));
                    continue;
                }
                QVERIFY2(found.contains(subject), qPrintable(subject));
                const Point written = found.value(subject);
                // Exactly the centre of the grid cell the true position lies in: nothing finer.
                Geo::Fix truth;
                truth.latitude = person.latitude;
                truth.longitude = person.longitude;
                truth.accuracy = 0;
                const Geo::Fix allowed = Geo::Coarsener(*policy.precision()).coarsen(truth);
                QVERIFY2(std::abs(written.latitude - allowed.latitude) < 1e-6, qPrintable(subject));
                QVERIFY2(std::abs(written.longitude - allowed.longitude) < 1e-6, qPrintable(subject));
                if (policy.precision() != Precision::Exact) {
                    QVERIFY(std::abs(written.latitude - person.latitude) > 1e-7 || std::abs(written.longitude - person.longitude) > 1e-7);
                }
                ++checked;
            }
            QVERIFY(checked > 40);
            // The country precision names no city either.
            const bool anyCity = std::any_of(triples.begin(), triples.end(), [](const Triple &t) {
                return t.predicate == vcard + QStringLiteral("locality");
            });
            QCOMPARE(anyCity, policy.precision() != Precision::Country);
        }
    }

    void policyIsNeverFinerThanAllowed()
    {
        const LocationPolicy exact(Precision::Exact);
        const LocationPolicy city(Precision::City);
        QCOMPARE(exact.limitedTo(city), city);
        QCOMPARE(city.limitedTo(exact), city);
        QCOMPARE(LocationPolicy(Precision::Country).limitedTo(city), LocationPolicy(Precision::Country));
        QVERIFY(!exact.limitedTo(LocationPolicy()).allowsCoordinates());
        QVERIFY(!LocationPolicy().limitedTo(exact).allowsCoordinates());
        QCOMPARE(*LocationPolicy::fromId(QStringLiteral("none")), LocationPolicy());
        QCOMPARE(*LocationPolicy::fromId(QStringLiteral("neighbourhood")), LocationPolicy(Precision::Neighbourhood));
        QVERIFY(!LocationPolicy::fromId(QStringLiteral("street")));
    }

    void vcardRoundTripsThroughKContacts_data()
    {
        QTest::addColumn<LocationPolicy>("policy");
        QTest::newRow("none") << LocationPolicy();
        QTest::newRow("exact") << LocationPolicy(Precision::Exact);
        QTest::newRow("city") << LocationPolicy(Precision::City);
    }

    void vcardRoundTripsThroughKContacts()
    {
        QFETCH(LocationPolicy, policy);
        Contacts contacts = SyntheticContacts::make(30);
        const QByteArray data = Exporter::write(contacts, Exporter::Format::VCard, policy);
        QVERIFY(data.startsWith("BEGIN:VCARD\r\nVERSION:4.0\r\n"));
        const KContacts::Addressee::List cards = KContacts::VCardConverter().parseVCards(data);
        contacts.normalise();
        QCOMPARE(cards.size(), 31);

        QVector<Ocs::Person> people{contacts.self};
        people += contacts.friends;
        for (int i = 0; i < people.size(); ++i) {
            const Ocs::Person shown = policy.apply(people.at(i));
            const KContacts::Addressee &card = cards.at(i);
            QCOMPARE(card.uid(), FoafGraph::personIri(contacts.provider, shown.id));
            QCOMPARE(card.givenName(), shown.firstName);
            QCOMPARE(card.familyName(), shown.lastName);
            QCOMPARE(card.formattedName(), shown.firstName + QLatin1Char(' ') + shown.lastName);
            QCOMPARE(card.nickName(), shown.id);

            QStringList urls;
            if (!card.url().url().isEmpty()) {
                urls.append(card.url().url().toString());
            }
            const KContacts::ResourceLocatorUrl::List extra = card.extraUrlList();
            for (const KContacts::ResourceLocatorUrl &url : extra) {
                if (!urls.contains(url.url().toString())) {
                    urls.append(url.url().toString());
                }
            }
            QStringList expectedUrls;
            for (const Ocs::Homepage &homepage : shown.homepages) {
                expectedUrls.append(homepage.url.toString());
            }
            QCOMPARE(urls, expectedUrls);
            QCOMPARE(card.photo().url(), shown.avatarUrl.toString());
            QCOMPARE(card.addresses().size(), 1);
            QCOMPARE(card.addresses().first().locality(), shown.city);
            QCOMPARE(card.addresses().first().country(), shown.country);
            QCOMPARE(card.geo().isValid(), shown.hasPosition());
            if (shown.hasPosition()) {
                QVERIFY(policy.allowsCoordinates());
                QVERIFY2(std::abs(card.geo().latitude() - shown.latitude) < 1e-5, qPrintable(shown.id));
                QVERIFY2(std::abs(card.geo().longitude() - shown.longitude) < 1e-5, qPrintable(shown.id));
            }
        }
        if (!policy.allowsCoordinates()) {
            QVERIFY(!data.contains("GEO"));
        }
    }

    void sameDataSameBytes_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("turtle") << int(Exporter::Format::Turtle);
        QTest::newRow("rdfxml") << int(Exporter::Format::RdfXml);
        QTest::newRow("vcard") << int(Exporter::Format::VCard);
    }

    void sameDataSameBytes()
    {
        QFETCH(int, format);
        const Contacts contacts = SyntheticContacts::make(50);
        const LocationPolicy policy(Precision::City);
        const QByteArray first = Exporter::write(contacts, Exporter::Format(format), policy);
        QVERIFY(!first.isEmpty());
        QCOMPARE(Exporter::write(contacts, Exporter::Format(format), policy), first);

        // The order the server listed them in does not matter.
        Contacts shuffled = contacts;
        std::mt19937 random(42);
        std::shuffle(shuffled.friends.begin(), shuffled.friends.end(), random);
        QVERIFY(shuffled.friends.first().id != contacts.friends.first().id);
        QCOMPARE(Exporter::write(shuffled, Exporter::Format(format), policy), first);

        // And the people come in id order: you first, then friend000000, friend000001, …
        const QByteArray previous = SyntheticContacts::friendId(7).toUtf8();
        const QByteArray next = SyntheticContacts::friendId(8).toUtf8();
        QVERIFY(first.indexOf("zoe") < first.indexOf(previous));
        QVERIFY(first.lastIndexOf(previous) < first.lastIndexOf(next));
    }

    void tenThousandFriends()
    {
        const int count = 10000;
        const Contacts contacts = SyntheticContacts::make(count);
        const LocationPolicy policy(Precision::City);
        for (Exporter::Format format : {Exporter::Format::Turtle, Exporter::Format::RdfXml, Exporter::Format::VCard}) {
            QElapsedTimer timer;
            timer.start();
            const QByteArray data = Exporter::write(contacts, format, policy);
            const qint64 ms = timer.elapsed();
            QVERIFY(!data.isEmpty());
            // Measured, not judged: the figure goes to the test log.
            qInfo("export of %d friends as %s: %lld ms, %d bytes", count, qPrintable(Exporter::formatId(format)), ms, int(data.size()));
        }
        const QVector<Triple> triples = roundTrip(contacts, Exporter::Format::Turtle, policy);
        QCOMPARE(objects(triples, iri(QStringLiteral("zoe")), foaf + QStringLiteral("knows")).size(), count);
    }
};

QTEST_GUILESS_MAIN(ExportTest)

#include "exporttest.moc"
