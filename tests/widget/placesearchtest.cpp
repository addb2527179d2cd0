// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "placesearch.h"

#include <QSignalSpy>
#include <QTest>

/// PlaceSearch, the location settings' list of places found by name: its rows, labels and bounds.
class PlaceSearchTest : public QObject
{
    Q_OBJECT

private:
    Geo::PlaceIndex m_index;

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("LANGUAGE", "en");
        m_index.add({QStringLiteral("Zürich"), QStringLiteral("CH"), 47.3769, 8.5417});
        m_index.add({QStringLiteral("Paris"), QStringLiteral("FR"), 48.8566, 2.3522});
        for (int i = 0; i < 100; ++i) {
            m_index.add({QStringLiteral("Place %1").arg(i), QStringLiteral("DE"), 50, 10});
        }
    }

    void rowsFollowTheQuery()
    {
        PlaceSearch search(m_index);
        QSignalSpy count(&search, &PlaceSearch::countChanged);
        QCOMPARE(search.rowCount(), 0);
        search.setQuery(QStringLiteral("zur"));
        QCOMPARE(search.rowCount(), 1);
        QCOMPARE(count.count(), 1);
        const QVariantMap zurich = search.get(0);
        QCOMPARE(zurich.value(QStringLiteral("name")).toString(), QStringLiteral("Zürich"));
        QCOMPARE(zurich.value(QStringLiteral("countryCode")).toString(), QStringLiteral("CH"));
        QCOMPARE(zurich.value(QStringLiteral("country")).toString(), QStringLiteral("Switzerland"));
        QCOMPARE(zurich.value(QStringLiteral("label")).toString(), QStringLiteral("Zürich, Switzerland"));
        QCOMPARE(zurich.value(QStringLiteral("latitude")).toDouble(), 47.3769);
        QCOMPARE(zurich.value(QStringLiteral("longitude")).toDouble(), 8.5417);
        QVERIFY(search.get(1).isEmpty());
        QVERIFY(search.get(-1).isEmpty());
        search.setQuery(QString());
        QCOMPARE(search.rowCount(), 0);
    }

    void bounded()
    {
        PlaceSearch search(m_index);
        search.setQuery(QStringLiteral("place"));
        QCOMPARE(search.rowCount(), 8);
        search.setLimit(100000);
        QCOMPARE(search.limit(), int(Geo::PlaceIndex::maxResults));
        QCOMPARE(search.rowCount(), int(Geo::PlaceIndex::maxResults));
        // A pasted novel is cut to the longest query, and finds nothing.
        search.setQuery(QString(QStringLiteral("place ")).repeated(100000));
        QCOMPARE(search.query().size(), int(Geo::PlaceIndex::maxQueryLength));
        QCOMPARE(search.rowCount(), 0);
        // An unknown country code shows as itself.
        QCOMPARE(PlaceSearch::countryName(QStringLiteral("QZ")), QStringLiteral("QZ"));
    }
};

QTEST_GUILESS_MAIN(PlaceSearchTest)

#include "placesearchtest.moc"
