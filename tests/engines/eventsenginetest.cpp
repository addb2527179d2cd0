// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "engineservice.h"
#include "modelrows.h"
#include "ocsserverprocess.h"
#include "receiver.h"

#include <plasmaengine.h>

#include <QJsonArray>
#include <QStandardPaths>
#include <QTest>

// The `ocs` engine's Events and Event sources against the reference server on loopback: the country is all
// that is sent, the rows come measured from the point in the name, the soonest first, and hostile replies end bounded.
class EventsEngineTest : public QObject
{
    Q_OBJECT

private:
    // Berlin, where the demo account lives.
    const QString m_near = QStringLiteral("Events:DE,52.520008,13.404954");
    OcsServerProcess m_server;
    Receiver m_receiver;
    PlasmaEngine::DataEngineConsumer m_consumer;
    PlasmaEngine::DataEngine *m_engine = nullptr;

    QString status(const QString &source) const
    {
        return m_receiver.data.value(source).value(QStringLiteral("Status")).toString();
    }

    QVector<QJsonObject> eventRequests() const
    {
        QVector<QJsonObject> found;
        const auto log = m_server.requestLog();
        for (const QJsonObject &entry : log) {
            if (entry.value(QStringLiteral("path")).toString().startsWith(QLatin1String("/v1/event"))) {
                found.append(entry);
            }
        }
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_server.start(300), qPrintable(m_server.errorString()));
        // The engine starts from an empty cache, signed in as the demo account.
        startWithEmptyCache();
        m_engine = m_consumer.dataEngine(QStringLiteral("ocs"));
        QVERIFY(m_engine && m_engine->isValid());
        const QVariantMap login = {{QStringLiteral("serverUrl"), m_server.baseUrl().toString()},
                                   {QStringLiteral("user"), QStringLiteral("demo")},
                                   {QStringLiteral("password"), QStringLiteral("demo-password")}};
        m_engine->connectSource(QStringLiteral("Account"), &m_receiver);
        QCOMPARE(callService(m_engine, QStringLiteral("login"), login, 30000).error, QString());
        QTRY_COMPARE(status(QStringLiteral("Account")), QStringLiteral("ready"));
    }

    void nothingAskedBeforeTheViewOpens()
    {
        QTest::qWait(500);
        QVERIFY(eventRequests().isEmpty());
    }

    void soonestFirstFromTheCountryAlone()
    {
        m_engine->connectSource(m_near, &m_receiver);
        QTRY_COMPARE_WITH_TIMEOUT(status(m_near), QStringLiteral("ready"), 30000);
        const QVariantList rows = sourceRows(m_engine, m_near);
        QVERIFY2(rows.size() > 30, qPrintable(QString::number(rows.size())));
        QCOMPARE(m_receiver.data.value(m_near).value(QStringLiteral("TotalItems")).toInt(), rows.size());

        // The measured ones first, the soonest first; those without coordinates at the end, the soonest first too;
        // every one upcoming, in Germany.
        QDateTime lastStart;
        bool unmeasured = false;
        int inBerlin = 0;
        const QDate today = QDate::currentDate();
        for (const QVariant &value : rows) {
            const QVariantMap row = value.toMap();
            QCOMPARE(row.value(QStringLiteral("country")).toString(), QStringLiteral("Germany"));
            const QDateTime start = row.value(QStringLiteral("start")).toDateTime();
            QVERIFY(start.toUTC().date() >= today.addDays(-1));
            QVERIFY(!row.value(QStringLiteral("name")).toString().isEmpty());
            if (row.contains(QStringLiteral("distanceKm"))) {
                QVERIFY2(!unmeasured, "a measured event after one without coordinates");
                QVERIFY(row.value(QStringLiteral("distanceKm")).toDouble() >= 0);
                inBerlin += row.value(QStringLiteral("city")).toString() == QLatin1String("Berlin") ? 1 : 0;
            } else if (!unmeasured) {
                unmeasured = true;
                lastStart = QDateTime();
            }
            if (!row.contains(QStringLiteral("distanceKm"))) {
                QVERIFY(!row.contains(QStringLiteral("latitude")));
            }
            QVERIFY2(!lastStart.isValid() || start >= lastStart, qPrintable(row.value(QStringLiteral("name")).toString()));
            lastStart = start;
        }
        QVERIFY(inBerlin > 0);
        const QVariantMap first = rows.first().toMap();
        QVERIFY(first.contains(QStringLiteral("distanceKm")));

        // The request: the country and today's date, never the point.
        const QVector<QJsonObject> requests = eventRequests();
        QCOMPARE(requests.size(), 1);
        const QJsonObject query = requests.first().value(QStringLiteral("query")).toObject();
        QCOMPARE(query.value(QStringLiteral("country")).toString(), QStringLiteral("DE"));
        QCOMPARE(query.value(QStringLiteral("startat")).toString(), today.toString(Qt::ISODate));
        QCOMPARE(QStringList(query.keys()),
                 QStringList({QStringLiteral("country"), QStringLiteral("page"), QStringLiteral("pagesize"), QStringLiteral("startat")}));
    }

    void oneEvent()
    {
        const QVariantMap listed = sourceRows(m_engine, m_near).first().toMap();
        const QString source = QStringLiteral("Event:") + listed.value(QStringLiteral("id")).toString();
        m_engine->connectSource(source, &m_receiver);
        QTRY_COMPARE_WITH_TIMEOUT(status(source), QStringLiteral("ready"), 30000);
        const QVariantMap event = m_receiver.data.value(source).value(QStringLiteral("Event")).toMap();
        QCOMPARE(event.value(QStringLiteral("name")), listed.value(QStringLiteral("name")));
        QCOMPARE(event.value(QStringLiteral("start")), listed.value(QStringLiteral("start")));
        QVERIFY(!event.value(QStringLiteral("description")).toString().isEmpty());
        QVERIFY(!event.value(QStringLiteral("organizer")).toString().isEmpty());

        const QString missing = QStringLiteral("Event:100000");
        m_engine->connectSource(missing, &m_receiver);
        QTRY_COMPARE_WITH_TIMEOUT(status(missing), QStringLiteral("error"), 30000);
        QVERIFY(!m_receiver.data.value(missing).value(QStringLiteral("Error")).toString().isEmpty());
    }

    void tenThousandEventsKeepOnePage()
    {
        QVERIFY(m_server.setFault(QStringLiteral("eventflood"), 1));
        const QString source = QStringLiteral("Events:FR,48.85,2.35");
        m_engine->connectSource(source, &m_receiver);
        QTRY_COMPARE_WITH_TIMEOUT(status(source), QStringLiteral("ready"), 30000);
        const QVariantList rows = sourceRows(m_engine, source);
        QCOMPARE(rows.size(), 100);
        // The event of the year 99999 is there, without a date.
        bool farFuture = false;
        for (const QVariant &row : rows) {
            if (row.toMap().value(QStringLiteral("id")).toString() == QLatin1String("1")) {
                farFuture = true;
                QVERIFY(!row.toMap().contains(QStringLiteral("start")));
                QVERIFY(!row.toMap().contains(QStringLiteral("end")));
            }
        }
        QVERIFY(farFuture);
    }

    void megabyteDescriptionIsAClearError()
    {
        QVERIFY(m_server.setFault(QStringLiteral("eventhuge"), 1));
        const QString source = QStringLiteral("Events:IT");
        m_engine->connectSource(source, &m_receiver);
        QTRY_COMPARE_WITH_TIMEOUT(status(source), QStringLiteral("error"), 30000);
        QVERIFY(!m_receiver.data.value(source).value(QStringLiteral("Error")).toString().isEmpty());
        QVERIFY(sourceRows(m_engine, source).isEmpty());
    }
};

QTEST_MAIN(EventsEngineTest)

#include "eventsenginetest.moc"
