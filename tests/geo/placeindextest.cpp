// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geo/placeindex.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using Geo::Place;
using Geo::PlaceIndex;

namespace
{
QStringList names(const QVector<Place> &places)
{
    QStringList list;
    for (const Place &place : places) {
        list.append(place.name + QLatin1Char(',') + place.countryCode);
    }
    return list;
}
}

/// Geo::PlaceIndex: places by name from the package's cities and tzdata's zone table, searched offline and bounded.
class PlaceIndexTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
            return {};
        }
        return path;
    }

    static PlaceIndex some()
    {
        PlaceIndex index;
        for (const Place &place : {Place{QStringLiteral("Zürich"), QStringLiteral("CH"), 47.3769, 8.5417},
                                   Place{QStringLiteral("São Paulo"), QStringLiteral("BR"), -23.55, -46.63},
                                   Place{QStringLiteral("Saint-Étienne"), QStringLiteral("FR"), 45.43, 4.39},
                                   Place{QStringLiteral("Paris"), QStringLiteral("FR"), 48.8566, 2.3522},
                                   Place{QStringLiteral("Paris"), QStringLiteral("US"), 33.66, -95.55},
                                   Place{QStringLiteral("Comparison Town"), QStringLiteral("GB"), 51.0, 0.0},
                                   Place{QStringLiteral("Old Paris Road"), QStringLiteral("CA"), 45.0, -75.0},
                                   Place{QStringLiteral("Großenhain"), QStringLiteral("DE"), 51.29, 13.52},
                                   Place{QStringLiteral("Łódź"), QStringLiteral("PL"), 51.76, 19.46}}) {
            index.add(place);
        }
        return index;
    }

private Q_SLOTS:
    void foldsCaseAccentsAndPunctuation()
    {
        QCOMPARE(PlaceIndex::fold(QStringLiteral("Zürich")), QStringLiteral("zurich"));
        QCOMPARE(PlaceIndex::fold(QStringLiteral("SÃO PAULO")), QStringLiteral("sao paulo"));
        QCOMPARE(PlaceIndex::fold(QStringLiteral("Saint-Étienne")), QStringLiteral("saint etienne"));
        QCOMPARE(PlaceIndex::fold(QStringLiteral("Großenhain")), QStringLiteral("grossenhain"));
        QCOMPARE(PlaceIndex::fold(QStringLiteral("Łódź")), QStringLiteral("lodz"));
        QCOMPARE(PlaceIndex::fold(QStringLiteral("  Buenos_Aires ")), QStringLiteral("buenos aires"));
        // Invisible format characters (a right-to-left override, a zero-width space) are not part of a name.
        QCOMPARE(PlaceIndex::fold(QStringLiteral("Zu\u202Eri\u200Bch")), QStringLiteral("zurich"));
    }

    void findsWhatStartsThenWordsThenInside()
    {
        const PlaceIndex index = some();
        QCOMPARE(names(index.search(QStringLiteral("zuri"))), QStringList{QStringLiteral("Zürich,CH")});
        QCOMPARE(names(index.search(QStringLiteral("sao"))), QStringList{QStringLiteral("São Paulo,BR")});
        QCOMPARE(names(index.search(QStringLiteral("etienne"))), QStringList{QStringLiteral("Saint-Étienne,FR")});
        QCOMPARE(names(index.search(QStringLiteral("grossen"))), QStringList{QStringLiteral("Großenhain,DE")});
        QCOMPARE(names(index.search(QStringLiteral("LODZ"))), QStringList{QStringLiteral("Łódź,PL")});
        // A name that starts with it, then a word that does, then one that holds it.
        QCOMPARE(
            names(index.search(QStringLiteral("paris"))),
            (QStringList{QStringLiteral("Paris,FR"), QStringLiteral("Paris,US"), QStringLiteral("Old Paris Road,CA"), QStringLiteral("Comparison Town,GB")}));
        // After a comma, the country.
        QCOMPARE(names(index.search(QStringLiteral("paris, us"))), QStringList{QStringLiteral("Paris,US")});
        QCOMPARE(index.search(QStringLiteral("paris"), 2).size(), 2);
        QVERIFY(index.search(QString()).isEmpty());
        QVERIFY(index.search(QStringLiteral(" - ")).isEmpty());
        QVERIFY(index.search(QStringLiteral("nowhere")).isEmpty());
    }

    void keepsEachPlaceOnceAndRefusesInvalidOnes()
    {
        PlaceIndex index;
        QVERIFY(index.add({QStringLiteral("Zürich"), QStringLiteral("CH"), 47.37, 8.54}));
        QVERIFY(!index.add({QStringLiteral("Zurich"), QStringLiteral("CH"), 47.38, 8.53}));
        QVERIFY(!index.add({QStringLiteral("Nowhere"), QStringLiteral("XX1"), 0, 0}));
        QVERIFY(!index.add({QStringLiteral("Nowhere"), QStringLiteral("ch"), 0, 0}));
        QVERIFY(!index.add({QStringLiteral("North"), QStringLiteral("NO"), 91, 0}));
        QVERIFY(!index.add({QStringLiteral("East"), QStringLiteral("NO"), 0, 181}));
        QVERIFY(!index.add({QStringLiteral("Not a number"), QStringLiteral("NO"), std::nan(""), 0}));
        QVERIFY(!index.add({QString(QStringLiteral("A")).repeated(PlaceIndex::maxNameLength + 1), QStringLiteral("NO"), 0, 0}));
        QVERIFY(!index.add({QStringLiteral("\u200B\u202E"), QStringLiteral("NO"), 0, 0}));
        QCOMPARE(index.size(), 1);
    }

    void readsZoneTables()
    {
        const QString path = write(QStringLiteral("zone.tab"),
                                   "# comment\n"
                                   "CH\t+4723+00832\tEurope/Zurich\n"
                                   "AR\t-3436-05827\tAmerica/Argentina/Buenos_Aires\tBuenos Aires (BA, CF)\n"
                                   "US\t+404251-0740023\tAmerica/New_York\tEastern (most areas)\n"
                                   "CH,DE,LI\t+4723+00832\tEurope/Zurich\n"
                                   "XX\t+9900+00000\tBad/Latitude\n"
                                   "YY\tgarbage\tBad/Coordinates\n"
                                   "ZZ\t+0000+00000\tEtc/UTC\n"
                                   "no tabs at all\n");
        PlaceIndex index;
        QCOMPARE(index.addZoneTable(path), 3);
        const auto zurich = index.search(QStringLiteral("zurich"));
        QCOMPARE(zurich.size(), 1);
        QCOMPARE(zurich.first().countryCode, QStringLiteral("CH"));
        QCOMPARE(zurich.first().latitude, 47 + 23 / 60.0);
        QCOMPARE(zurich.first().longitude, 8 + 32 / 60.0);
        const auto buenosAires = index.search(QStringLiteral("buenos"));
        QCOMPARE(names(buenosAires), QStringList{QStringLiteral("Buenos Aires,AR")});
        QCOMPARE(buenosAires.first().latitude, -(34 + 36 / 60.0));
        QCOMPARE(buenosAires.first().longitude, -(58 + 27 / 60.0));
        const auto newYork = index.search(QStringLiteral("new york"));
        QCOMPARE(newYork.size(), 1);
        QCOMPARE(newYork.first().latitude, 40 + 42 / 60.0 + 51 / 3600.0);
        QCOMPARE(newYork.first().longitude, -(74 + 0 / 60.0 + 23 / 3600.0));
    }

    void readsTheInstalledLists()
    {
        // The community server's cities, as the package installs them, and the system's tzdata.
        PlaceIndex index;
        QVERIFY(index.addCitiesFile(QStringLiteral(SERVER_CITIES)) > 50);
        const auto berlin = index.search(QStringLiteral("berl"));
        QVERIFY(!berlin.isEmpty());
        QCOMPARE(berlin.first().countryCode, QStringLiteral("DE"));
        QVERIFY(qAbs(berlin.first().latitude - 52.52) < 0.01);
        QVERIFY(qAbs(berlin.first().longitude - 13.405) < 0.01);

        for (const char *table : {"/usr/share/zoneinfo/zone.tab", "/usr/share/zoneinfo/zone1970.tab"}) {
            if (!QFile::exists(QLatin1String(table))) {
                QSKIP("no tzdata zone table on this system");
            }
        }
        const int zones = index.addZoneTable(QStringLiteral("/usr/share/zoneinfo/zone.tab"));
        QVERIFY2(zones > 250, qPrintable(QString::number(zones)));
        // Berlin is in both lists: once.
        QCOMPARE(index.search(QStringLiteral("berlin, de")).size(), 1);
        const auto vaduz = index.search(QStringLiteral("vaduz"));
        QCOMPARE(names(vaduz), QStringList{QStringLiteral("Vaduz,LI")});
        qInfo("%d places: %d cities and %d time zone places", index.size(), index.size() - zones, zones);
    }

    // Hostile or broken lists: a file larger than the bound is not read, the places kept are bounded, and a
    // search over a full index with a long query stays quick.
    void boundedAgainstHugeLists()
    {
        QByteArray huge;
        huge.reserve(PlaceIndex::maxFileBytes + 64);
        while (huge.size() <= PlaceIndex::maxFileBytes) {
            huge += "DE\t+5230+01323\tEurope/Berlin\n";
        }
        PlaceIndex tooBig;
        QCOMPARE(tooBig.addZoneTable(write(QStringLiteral("huge.tab"), huge)), 0);
        QCOMPARE(tooBig.addCitiesFile(write(QStringLiteral("huge.json"), "[" + huge + "]")), 0);

        QByteArray many;
        for (int i = 0; i < PlaceIndex::maxPlaces + 5000; ++i) {
            many += "DE\t+5230+01323\tEurope/Place_" + QByteArray::number(i) + "\n";
        }
        QVERIFY(many.size() < PlaceIndex::maxFileBytes);
        PlaceIndex full;
        QElapsedTimer loading;
        loading.start();
        QCOMPARE(full.addZoneTable(write(QStringLiteral("many.tab"), many)), PlaceIndex::maxPlaces);
        QCOMPARE(full.size(), PlaceIndex::maxPlaces);
        qInfo("%d places read in %lld ms", full.size(), loading.elapsed());

        QElapsedTimer searching;
        searching.start();
        QCOMPARE(full.search(QStringLiteral("place"), 1000).size(), int(PlaceIndex::maxResults));
        QVERIFY(full.search(QString(QStringLiteral("place ")).repeated(100000)).isEmpty());
        QCOMPARE(full.search(QStringLiteral("place 4999"), 10).first().name, QStringLiteral("Place 4999"));
        const qint64 elapsed = searching.elapsed();
        qInfo("three searches over %d places in %lld ms", full.size(), elapsed);
        QVERIFY2(elapsed < 2000, qPrintable(QString::number(elapsed)));
    }
};

QTEST_GUILESS_MAIN(PlaceIndexTest)

#include "placeindextest.moc"
