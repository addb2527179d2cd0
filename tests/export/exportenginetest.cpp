// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "engineservice.h"
#include "geo/coarsener.h"
#include "modelrows.h"
#include "ntriples.h"
#include "ocsserverprocess.h"
#include "receiver.h"

#include <KConfigGroup>
#include <KContacts/VCardConverter>
#include <KSharedConfig>

#include <plasmaengine.h>

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace
{
const QString foaf = QStringLiteral("http://xmlns.com/foaf/0.1/");
const QString geo = QStringLiteral("http://www.w3.org/2003/01/geo/wgs84_pos#");
// The demo account's true position in the reference server's community.
constexpr double demoLatitude = 52.520008;
constexpr double demoLongitude = 13.404954;
// Small pages, so that the export has to page through the friend list.
constexpr int serverPageSize = 10;

QStringList objects(const QVector<Triple> &triples, const QString &subject, const QString &predicate)
{
    QStringList found;
    for (const Triple &t : triples) {
        if ((subject.isEmpty() || t.subject == subject) && t.predicate == predicate) {
            found.append(t.object);
        }
    }
    return found;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
}

// The `ocs` engine's exportContacts operation, loaded through Plasma's plugin loader, against the
// reference server on loopback; then again with the server stopped, from the cache.
class ExportEngineTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    PlasmaEngine::DataEngineConsumer m_consumer;
    PlasmaEngine::DataEngine *m_engine = nullptr;

    /// The engine's Friends rows, as the widget sees them.
    QVariantList friendRows() const
    {
        PlasmaEngine::DataContainer *container = m_engine->containerForSource(QStringLiteral("Friends"));
        return modelRows(container ? container->model() : nullptr);
    }
    Receiver m_receiver;
    QTemporaryDir m_dir;
    QString m_demoIri;

    struct Outcome {
        QString error;
        QVariantMap result;
    };

    Outcome call(const QString &operation, const QVariantMap &parameters)
    {
        const ServiceAnswer answer = callService(m_engine, operation, parameters);
        return {answer.error, answer.result.toMap()};
    }

    Outcome exportTo(const QString &format, const QString &path, const QString &location)
    {
        return call(QStringLiteral("exportContacts"),
                    {{QStringLiteral("format"), format}, {QStringLiteral("path"), path}, {QStringLiteral("location"), location}});
    }

    QString status(const QString &source) const
    {
        return m_receiver.data.value(source).value(QStringLiteral("Status")).toString();
    }

    int friendCount() const
    {
        return m_receiver.data.value(QStringLiteral("Friends")).value(QStringLiteral("TotalItems")).toInt();
    }

    /// Checks a FOAF file against what the engine shows: you, every friend linked by foaf:knows, names intact.
    void checkFoaf(const QString &path, const QString &syntax)
    {
        QString error;
        const QVector<Triple> triples = NTriples::readWithRapper(path, syntax, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QStringList knows = objects(triples, m_demoIri, foaf + QStringLiteral("knows"));
        QCOMPARE(knows.size(), friendCount());
        QCOMPARE(objects(triples, m_demoIri, foaf + QStringLiteral("nick")), QStringList{QStringLiteral("demo")});
        QCOMPARE(objects(triples, m_demoIri, foaf + QStringLiteral("name")), QStringList{QStringLiteral("Demo User")});
        // Demo has two homepages on the server.
        QCOMPARE(objects(triples, m_demoIri, foaf + QStringLiteral("homepage")).size(), 2);

        // The engine's first page of friends: each one is in the file, with the name the server gave.
        const QVariantList items = friendRows();
        QVERIFY(!items.isEmpty());
        bool nonAscii = false;
        for (const QVariant &item : items) {
            const QVariantMap person = item.toMap();
            const QString iri = m_demoIri.left(m_demoIri.indexOf(QLatin1String("/demo#"))) + QLatin1Char('/')
                + QString::fromLatin1(QUrl::toPercentEncoding(person.value(QStringLiteral("id")).toString())) + QStringLiteral("#person");
            QVERIFY2(knows.contains(iri), qPrintable(iri));
            const QString name = person.value(QStringLiteral("name")).toString();
            if (!name.isEmpty()) {
                QCOMPARE(objects(triples, iri, foaf + QStringLiteral("name")), QStringList{name});
            }
            nonAscii = nonAscii || std::any_of(name.begin(), name.end(), [](QChar c) {
                           return c.unicode() > 127;
                       });
        }
        QVERIFY2(nonAscii, "the seeded community has names beyond ASCII among demo's friends");
        // Homepages come from each friend's profile, not from the list: some friend must have one.
        QVERIFY(objects(triples, QString(), foaf + QStringLiteral("homepage")).size() > 2);
    }

    /// Demo's written position, or NaN when there is none.
    QPair<double, double> demoPosition(const QString &path)
    {
        QString error;
        const QVector<Triple> triples = NTriples::readWithRapper(path, QStringLiteral("turtle"), &error);
        const QStringList place = objects(triples, m_demoIri, foaf + QStringLiteral("based_near"));
        if (place.size() != 1) {
            return {std::nan(""), std::nan("")};
        }
        const QStringList lat = objects(triples, place.first(), geo + QStringLiteral("lat"));
        const QStringList lon = objects(triples, place.first(), geo + QStringLiteral("long"));
        if (lat.size() != 1 || lon.size() != 1) {
            return {std::nan(""), std::nan("")};
        }
        return {lat.first().toDouble(), lon.first().toDouble()};
    }

    static QPair<double, double> coarse(Geo::Coarsener::Precision precision)
    {
        Geo::Fix fix;
        fix.latitude = demoLatitude;
        fix.longitude = demoLongitude;
        fix.accuracy = 0;
        const Geo::Fix result = Geo::Coarsener(precision).coarsen(fix);
        return {result.latitude, result.longitude};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/socialdesktop")).removeRecursively();
        // The user allows neighbourhood precision.
        KSharedConfig::openConfig(QStringLiteral("socialdesktoprc"))
            ->group(QStringLiteral("Location"))
            .writeEntry("Precision", QStringLiteral("neighbourhood"));
        KSharedConfig::openConfig(QStringLiteral("socialdesktoprc"))->sync();
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_server.start(300, {QStringLiteral("--max-pagesize"), QString::number(serverPageSize)}), qPrintable(m_server.errorString()));
        m_engine = m_consumer.dataEngine(QStringLiteral("ocs"));
        QVERIFY(m_engine && m_engine->isValid());
        m_demoIri = m_server.baseUrl().toString() + QStringLiteral("person/data/demo#person");
    }

    void notSignedInIsSaid()
    {
        const Outcome outcome = exportTo(QStringLiteral("turtle"), m_dir.filePath(QStringLiteral("none.ttl")), QString());
        QVERIFY(!outcome.error.isEmpty());
        QVERIFY2(!outcome.error.startsWith(QLatin1String("no description")), qPrintable(outcome.error));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("none.ttl"))));
    }

    void signIn()
    {
        m_engine->connectSource(QStringLiteral("Account"), &m_receiver);
        m_engine->connectSource(QStringLiteral("Friends"), &m_receiver);
        const Outcome outcome = call(QStringLiteral("login"),
                                     {{QStringLiteral("serverUrl"), m_server.baseUrl().toString()},
                                      {QStringLiteral("user"), QStringLiteral("demo")},
                                      {QStringLiteral("password"), QStringLiteral("demo-password")}});
        QCOMPARE(outcome.error, QString());
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("Friends")), QStringLiteral("ready"), 30000);
        QCOMPARE(friendCount(), 25);
        // The engine shows one page; the export must fetch them all.
        QCOMPARE(friendRows().size(), serverPageSize);
    }

    void badRequestsAreRefused()
    {
        QVERIFY(!exportTo(QStringLiteral("json"), m_dir.filePath(QStringLiteral("x.json")), QString()).error.isEmpty());
        QVERIFY(!exportTo(QStringLiteral("turtle"), QStringLiteral("relative/x.ttl"), QString()).error.isEmpty());
        QVERIFY(!exportTo(QStringLiteral("turtle"), m_dir.filePath(QStringLiteral("x.ttl")), QStringLiteral("street")).error.isEmpty());
        QVERIFY(!exportTo(QStringLiteral("turtle"), m_dir.filePath(QStringLiteral("missing/dir/x.ttl")), QString()).error.isEmpty());
    }

    void exportFromTheServer_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("syntax");
        QTest::newRow("turtle") << QStringLiteral("turtle") << QStringLiteral("turtle");
        QTest::newRow("rdfxml") << QStringLiteral("rdfxml") << QStringLiteral("rdfxml");
    }

    void exportFromTheServer()
    {
        QFETCH(QString, format);
        QFETCH(QString, syntax);
        const int requests = m_server.requestLog().size();
        const QString path = m_dir.filePath(QStringLiteral("online.") + format);
        // A file: URL, as QML's FileDialog gives it.
        const Outcome outcome = exportTo(format, QUrl::fromLocalFile(path).toString(), QStringLiteral("allowed"));
        QCOMPARE(outcome.error, QString());
        QCOMPARE(outcome.result.value(QStringLiteral("people")).toInt(), 26);
        // You and 25 friends: the widget says so, not "26 people" (issue 28).
        QCOMPARE(outcome.result.value(QStringLiteral("friends")).toInt(), 25);
        QCOMPARE(outcome.result.value(QStringLiteral("fromCache")).toBool(), false);
        checkFoaf(path, syntax);

        // Three pages of friends, and each friend's profile.
        const QVector<QJsonObject> log = m_server.requestLog().mid(requests);
        const int profiles = std::count_if(log.begin(), log.end(), [](const QJsonObject &entry) {
            return entry.value(QStringLiteral("path")).toString().contains(QLatin1String("/person/data/"));
        });
        const int pages = std::count_if(log.begin(), log.end(), [](const QJsonObject &entry) {
            return entry.value(QStringLiteral("path")).toString().contains(QLatin1String("/friend/data/"));
        });
        QCOMPARE(pages, 3);
        QCOMPARE(profiles, 25);
    }

    void coordinatesOnlyAsAllowed()
    {
        const QString path = m_dir.filePath(QStringLiteral("location.ttl"));
        // The precision the user chose.
        QCOMPARE(exportTo(QStringLiteral("turtle"), path, QStringLiteral("allowed")).error, QString());
        QPair<double, double> written = demoPosition(path);
        const QPair<double, double> neighbourhood = coarse(Geo::Coarsener::Precision::Neighbourhood);
        QVERIFY(std::abs(written.first - neighbourhood.first) < 1e-6 && std::abs(written.second - neighbourhood.second) < 1e-6);
        QVERIFY(std::abs(written.first - demoLatitude) > 1e-6);

        // Asking for more than allowed gives what is allowed.
        QCOMPARE(exportTo(QStringLiteral("turtle"), path, QStringLiteral("exact")).error, QString());
        written = demoPosition(path);
        QVERIFY(std::abs(written.first - neighbourhood.first) < 1e-6 && std::abs(written.second - neighbourhood.second) < 1e-6);

        // Asking for less gives less.
        QCOMPARE(exportTo(QStringLiteral("turtle"), path, QStringLiteral("city")).error, QString());
        written = demoPosition(path);
        const QPair<double, double> city = coarse(Geo::Coarsener::Precision::City);
        QVERIFY(std::abs(written.first - city.first) < 1e-6 && std::abs(written.second - city.second) < 1e-6);

        // Publishing off (or nothing said): no coordinates at all, for anybody.
        for (const QString &location : {QStringLiteral("none"), QString()}) {
            QCOMPARE(exportTo(QStringLiteral("turtle"), path, location).error, QString());
            QVERIFY(std::isnan(demoPosition(path).first));
            QVERIFY(!contents(path).contains("geo:lat"));
        }
    }

    void vcardFromTheServer()
    {
        const QString path = m_dir.filePath(QStringLiteral("online.vcf"));
        QCOMPARE(exportTo(QStringLiteral("vcard"), path, QStringLiteral("allowed")).error, QString());
        const KContacts::Addressee::List cards = KContacts::VCardConverter().parseVCards(contents(path));
        QCOMPARE(cards.size(), friendCount() + 1);
        QCOMPARE(cards.first().nickName(), QStringLiteral("demo"));
        QCOMPARE(cards.first().formattedName(), QStringLiteral("Demo User"));
        QCOMPARE(cards.first().uid(), m_demoIri);
        QVERIFY(cards.first().geo().isValid());
        QCOMPARE(cards.first().addresses().size(), 1);
        QCOMPARE(cards.first().addresses().first().locality(), QStringLiteral("Berlin"));
        // Sorted by id after you.
        for (int i = 2; i < cards.size(); ++i) {
            QVERIFY(cards.at(i - 1).nickName() < cards.at(i).nickName());
        }
    }

    void exportFromTheCacheWhenOffline_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("turtle") << QStringLiteral("turtle");
        QTest::newRow("rdfxml") << QStringLiteral("rdfxml");
        QTest::newRow("vcard") << QStringLiteral("vcard");
    }

    void exportFromTheCacheWhenOffline()
    {
        QFETCH(QString, format);
        const QString online = m_dir.filePath(QStringLiteral("online.") + (format == QLatin1String("vcard") ? QStringLiteral("vcf") : format));
        // The same export as before, while the server is still there: the same bytes.
        QCOMPARE(exportTo(format, online, QStringLiteral("allowed")).error, QString());
        const QByteArray expected = contents(online);
        QVERIFY(!expected.isEmpty());

        m_server.stop();
        const QString offline = m_dir.filePath(QStringLiteral("offline-") + QFileInfo(online).fileName());
        const Outcome outcome = exportTo(format, offline, QStringLiteral("allowed"));
        QVERIFY(m_server.restart());
        QCOMPARE(outcome.error, QString());
        QCOMPARE(outcome.result.value(QStringLiteral("fromCache")).toBool(), true);
        // Every friend, every profile detail: byte for byte what the server gave.
        QCOMPARE(contents(offline), expected);
        if (format != QLatin1String("vcard")) {
            checkFoaf(offline, format);
        }
    }

    void cleanupTestCase()
    {
        // For a look at the files: SOCIALDESKTOP_EXPORT_KEEP=<directory> keeps a copy of each.
        const QString keep = qEnvironmentVariable("SOCIALDESKTOP_EXPORT_KEEP");
        if (!keep.isEmpty() && QDir().mkpath(keep)) {
            const QStringList files = QDir(m_dir.path()).entryList(QDir::Files);
            for (const QString &file : files) {
                QFile::remove(keep + QLatin1Char('/') + file);
                QFile::copy(m_dir.filePath(file), keep + QLatin1Char('/') + file);
            }
        }
    }
};

QTEST_MAIN(ExportEngineTest)

#include "exportenginetest.moc"
