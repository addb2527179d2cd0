// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "benchrunner.h"

#include "cachebench.h"
#include "fetchbench.h"
#include "floodbench.h"
#include "friendstabbench.h"
#include "geoipbench.h"
#include "median.h"
#include "memorybench.h"
#include "parsebench.h"
#include "signinbench.h"

#include "ocsserverprocess.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSysInfo>
#include <QThread>

using namespace Bench;

namespace
{
QString cpuModel()
{
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (cpuinfo.open(QIODevice::ReadOnly)) {
        const QList<QByteArray> lines = cpuinfo.readAll().split('\n');
        for (const QByteArray &line : lines) {
            if (line.startsWith("model name")) {
                return QString::fromUtf8(line.mid(line.indexOf(':') + 1).trimmed());
            }
        }
    }
    return QStringLiteral("unknown CPU");
}

QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    return file.open(QIODevice::ReadOnly) ? QString::fromLatin1(file.readAll().split(' ').mid(0, 3).join(' ')) : QStringLiteral("unknown");
}

QJsonArray jsonArray(const QVector<double> &values)
{
    QJsonArray array;
    for (double value : values) {
        array.append(value);
    }
    return array;
}

/// A sign-in row against its floor: this run's time at no delay, @p zeroDelayMs (the server's and the client's own
/// work), plus two round trips (connect, then one request per parallel connection); the goal is for 200 ms.
Row againstFloor(const QString &key, const QString &measure, double ms, double zeroDelayMs, int roundTripMs, const QJsonObject &details)
{
    Row row(key, measure, QStringLiteral("ms"), ms);
    row.compareWith(QStringLiteral("floor: 0 ms time + 2 round trips"), zeroDelayMs + 2 * roundTripMs, QStringLiteral("ours / floor"));
    if (roundTripMs == 200) {
        row.setGoal(QStringLiteral("≤ 1.25"), row.ratio <= 1.25);
    }
    row.details = details;
    return row;
}

/// One sign-in figure over the repetitions: each source's time and all of them.
struct SourceSamples {
    QVector<double> all;
    QHash<QString, QVector<double>> each;

    void add(const QHash<QString, double> &perSource, double allMs)
    {
        all.append(allMs);
        for (auto it = perSource.cbegin(); it != perSource.cend(); ++it) {
            each[it.key()].append(it.value());
        }
    }

    /// "Self 12.3, Friends 14.5, Invitations 13.0" (medians, ms).
    QString perSource() const
    {
        QStringList text;
        for (const QString &source : SignInBench::sources()) {
            text.append(QStringLiteral("%1 %2").arg(source, ResultTable::number(median(each.value(source)))));
        }
        return text.join(QStringLiteral(", "));
    }

    /// The samples into @p details: "<prefix>allMs", "<prefix>SelfMs" … (no prefix: "allMs", "SelfMs" …).
    void addTo(QJsonObject &details, const QString &prefix = {}) const
    {
        details.insert(prefix + (prefix.isEmpty() ? QStringLiteral("allMs") : QStringLiteral("AllMs")), jsonArray(all));
        for (const QString &source : SignInBench::sources()) {
            details.insert(prefix + source + QStringLiteral("Ms"), jsonArray(each.value(source)));
        }
    }
};
}

BenchRunner::BenchRunner(const Settings &settings)
    : m_settings(settings)
{
    m_machine = QStringLiteral("%1, %2 logical CPUs, %3").arg(cpuModel()).arg(QThread::idealThreadCount()).arg(QSysInfo::prettyProductName());
}

QStringList BenchRunner::expectedKeys()
{
    return {QStringLiteral("fetch"),
            QStringLiteral("fetchClientSide"),
            QStringLiteral("stall"),
            QStringLiteral("parse"),
            QStringLiteral("cachePublish"),
            QStringLiteral("cachePublishFromXml"),
            QStringLiteral("refreshBytes"),
            QStringLiteral("refreshReparse"),
            QStringLiteral("friendsTabRequests"),
            QStringLiteral("geoipLookups"),
            QStringLiteral("attributeFlood"),
            QStringLiteral("engineMemory"),
            QStringLiteral("signinRtt0"),
            QStringLiteral("signinRtt100"),
            QStringLiteral("signinRtt200"),
            QStringLiteral("warmShownRtt0"),
            QStringLiteral("warmShownRtt100"),
            QStringLiteral("warmShownRtt200"),
            QStringLiteral("warmRevalidatedRtt0"),
            QStringLiteral("warmRevalidatedRtt100"),
            QStringLiteral("warmRevalidatedRtt200")};
}

void BenchRunner::problem(const QString &text)
{
    m_problems.append(text);
}

bool BenchRunner::run()
{
    m_loadBefore = loadAverage();
    // A D-Bus session of the run's own that starts no desktop service, and a wallet on it opened as at a desktop
    // login: the engine keeps the password where a desktop keeps it (so an engine restart finds it, as a warm
    // sign-in needs), and nothing here meets the user's own session or wallet. Before anything uses D-Bus.
    if (!m_bus.start(PrivateBus::Activation::None)) {
        problem(QStringLiteral("the private D-Bus session did not start"));
    } else if (!m_wallet.start(m_dir.filePath(QStringLiteral("wallet-home")), QCoreApplication::applicationName())) {
        problem(QStringLiteral("the private wallet did not start: ") + m_wallet.errorString());
    }
    if (m_settings.runs(QStringLiteral("fetch")) || m_settings.runs(QStringLiteral("cache"))) {
        OcsServerProcess server;
        const QStringList arguments{QStringLiteral("--max-pagesize"),
                                    QString::number(std::max(m_settings.listSize, m_settings.cachedFriends)),
                                    QStringLiteral("--demo-friends"),
                                    QString::number(m_settings.cachedFriends)};
        if (!server.start(m_settings.people(), arguments)) {
            problem(QStringLiteral("the server did not start: ") + server.errorString());
        } else {
            if (m_settings.runs(QStringLiteral("fetch"))) {
                fetchAndParse(server);
            }
            if (m_settings.runs(QStringLiteral("cache"))) {
                cache(server);
            }
        }
    }
    if (m_settings.runs(QStringLiteral("signin"))) {
        OcsServerProcess server;
        if (!server.start(m_settings.tabFriends * 2, {QStringLiteral("--demo-friends"), QString::number(m_settings.tabFriends)})) {
            problem(QStringLiteral("the server did not start: ") + server.errorString());
        } else {
            signIn(server);
        }
    }
    if (m_settings.runs(QStringLiteral("geoip"))) {
        geoIp();
    }
    if (m_settings.runs(QStringLiteral("friendstab"))) {
        friendsTab();
    }
    if (m_settings.runs(QStringLiteral("flood"))) {
        attributeFlood();
    }
    // Other work on the machine shows in every figure: say how busy it was.
    m_machine += QStringLiteral("; load average before %1, after %2").arg(m_loadBefore, loadAverage());
    const bool written = m_settings.jsonPath.isEmpty() || writeJson();
    return m_table.isComplete(expectedKeys()) && written;
}

void BenchRunner::fetchAndParse(OcsServerProcess &server)
{
    FetchBench bench(server.baseUrl(), m_settings.listSize);
    // One unmeasured run each: connections, the KIO worker and Attica's parser tables warm up.
    bench.ours();
    bench.attica();
    bench.bareGet();
    QVector<double> ours, attica, bare, oursOverBare, atticaOverBare, oursStall, atticaStall;
    int oursItems = 0;
    int atticaItems = 0;
    for (int i = 0; i < m_settings.repetitions; ++i) {
        const FetchBench::Run a = bench.ours();
        const FetchBench::Run b = bench.attica();
        const FetchBench::Run c = bench.bareGet();
        if (!a.ok || !b.ok || !c.ok) {
            problem(QStringLiteral("a fetch failed (ours ok: %1, Attica ok: %2)").arg(a.ok).arg(b.ok));
            continue;
        }
        ours.append(a.ms);
        attica.append(b.ms);
        bare.append(c.ms);
        // Per repetition, so that a slow server moment counts against all three alike.
        oursOverBare.append(a.ms - c.ms);
        atticaOverBare.append(b.ms - c.ms);
        oursStall.append(a.stallMs);
        atticaStall.append(b.stallMs);
        oursItems = a.items;
        atticaItems = b.items;
    }
    if (oursItems != m_settings.listSize || atticaItems != m_settings.listSize) {
        problem(QStringLiteral("the list should have %1 persons: ours got %2, Attica %3").arg(m_settings.listSize).arg(oursItems).arg(atticaItems));
    }

    // Both clients wait for the same server: what each adds on top of a bare GET is the part a client controls.
    const QString clientSide = QStringLiteral("the same, client side only (minus a bare GET of the same reply: %1 ms)").arg(ResultTable::number(median(bare)));
    const auto versusAttica = [](const QString &key, const QString &measure, const QVector<double> &oursMs, const QVector<double> &atticaMs) {
        Row row(key, measure, QStringLiteral("ms"), median(oursMs));
        row.compareWith(QStringLiteral("Attica"), median(atticaMs), QStringLiteral("ours / Attica"));
        row.details = {{QStringLiteral("oursMs"), jsonArray(oursMs)}, {QStringLiteral("atticaMs"), jsonArray(atticaMs)}};
        return row;
    };
    Row fetch =
        versusAttica(QStringLiteral("fetch"), QStringLiteral("fetch + parse a %1-person list (same local server)").arg(m_settings.listSize), ours, attica);
    fetch.setGoal(QStringLiteral("≤ 0.5"), fetch.ratio <= 0.5);
    fetch.details.insert(QStringLiteral("items"), oursItems);
    fetch.details.insert(QStringLiteral("atticaItems"), atticaItems);
    m_table.add(fetch);
    Row client = versusAttica(QStringLiteral("fetchClientSide"), clientSide, oursOverBare, atticaOverBare);
    client.setGoal(QStringLiteral("≤ 0.5"), client.ratio <= 0.5);
    client.details = {{QStringLiteral("bareGetMs"), jsonArray(bare)},
                      {QStringLiteral("oursMinusBareMs"), jsonArray(oursOverBare)},
                      {QStringLiteral("atticaMinusBareMs"), jsonArray(atticaOverBare)}};
    m_table.add(client);
    Row stall =
        versusAttica(QStringLiteral("stall"), QStringLiteral("longest GUI-thread stall during that fetch (1 ms event-loop probe)"), oursStall, atticaStall);
    stall.setGoal(QStringLiteral("< 16 ms"), stall.ours < 16);
    m_table.add(stall);

    const QByteArray xml = bench.body();
    const ParseBench::Samples parse = ParseBench::run(xml, std::max(3, 3 * m_settings.repetitions));
    const double megabytes = xml.size() / 1e6;
    Row parseRow(QStringLiteral("parse"),
                 QStringLiteral("parse throughput on the same bytes (%1 MB)").arg(ResultTable::number(megabytes)),
                 QStringLiteral("MB/s"),
                 megabytes / (median(parse.oursMs) / 1000));
    parseRow.compareWith(QStringLiteral("QXmlStreamReader token pass"), megabytes / (median(parse.floorMs) / 1000), QStringLiteral("ours / floor, time"));
    parseRow.ratio = median(parse.oursMs) / median(parse.floorMs);
    parseRow.setGoal(QStringLiteral("≤ 1.5"), parseRow.ratio <= 1.5);
    parseRow.details = {{QStringLiteral("bytes"), xml.size()},
                        {QStringLiteral("items"), parse.items},
                        {QStringLiteral("oursMs"), jsonArray(parse.oursMs)},
                        {QStringLiteral("floorMs"), jsonArray(parse.floorMs)}};
    if (parse.items != m_settings.listSize) {
        problem(QStringLiteral("the parser read %1 persons, not %2").arg(parse.items).arg(m_settings.listSize));
    }
    m_table.add(parseRow);

    const MemoryBench::Result memory = MemoryBench::run(xml);
    Row memoryRow(QStringLiteral("engineMemory"),
                  QStringLiteral("memory the engine holds per cached person (a list model of %1 rows, heap)").arg(memory.items),
                  QStringLiteral("KB"),
                  memory.items > 0 ? memory.heapBytes / memory.items / 1000 : 0.0);
    memoryRow.compareWith(QStringLiteral("goal"), 0.6, QStringLiteral("ours / goal"));
    memoryRow.setGoal(QStringLiteral("< 0.6 KB"), memoryRow.ratio < 1);
    memoryRow.details = {{QStringLiteral("heapBytes"), memory.heapBytes},
                         {QStringLiteral("rssBytes"), memory.rssBytes},
                         {QStringLiteral("bytesPerPerson"), memory.items > 0 ? memory.heapBytes / memory.items : 0.0},
                         {QStringLiteral("xmlBytes"), xml.size()},
                         {QStringLiteral("heapPerXmlByte"), memory.heapBytes / xml.size()},
                         {QStringLiteral("variantMapBytesPerPerson"), memory.items > 0 ? memory.variantHeapBytes / memory.items : 0.0}};
    m_table.add(memoryRow);
}

void BenchRunner::cache(OcsServerProcess &server)
{
    CacheBench bench(server.baseUrl(),
                     {QStringLiteral("demo"), QStringLiteral("demo-password")},
                     m_settings.cachedFriends,
                     m_dir.filePath(QStringLiteral("cache")));
    if (!bench.prime()) {
        problem(QStringLiteral("could not fetch and cache the friend list"));
        return;
    }
    if (bench.fullItems() != m_settings.cachedFriends) {
        problem(QStringLiteral("the friend list has %1 friends, not %2").arg(bench.fullItems()).arg(m_settings.cachedFriends));
    }
    bench.publish();
    QVector<double> ours, floor, load, model, xmlFloor, fromXml;
    CacheBench::Publish last;
    for (int i = 0; i < m_settings.repetitions; ++i) {
        const CacheBench::Publish publish = bench.publish();
        if (!publish.ok) {
            problem(QStringLiteral("a publish from the cache failed"));
            continue;
        }
        ours.append(publish.ms);
        floor.append(publish.floorMs);
        load.append(publish.loadMs);
        model.append(publish.modelMs);
        xmlFloor.append(publish.xmlFloorMs);
        fromXml.append(publish.fromXmlMs);
        last = publish;
    }
    Row publish(QStringLiteral("cachePublish"),
                QStringLiteral("publish %1 friends from the disk cache after an engine restart").arg(bench.fullItems()),
                QStringLiteral("ms"),
                median(ours));
    publish.compareWith(QStringLiteral("reading the cache file (%1 KB of rows)").arg(last.rowsFileBytes / 1000), median(floor), QStringLiteral("ours / floor"));
    publish.setGoal(QStringLiteral("≤ 2"), publish.ratio <= 2);
    publish.details = {{QStringLiteral("oursMs"), jsonArray(ours)},
                       {QStringLiteral("floorMs"), jsonArray(floor)},
                       {QStringLiteral("loadAndCheckMs"), median(load)},
                       {QStringLiteral("modelMs"), median(model)},
                       {QStringLiteral("openCacheMs"), last.openCacheMs},
                       {QStringLiteral("rowsFileBytes"), last.rowsFileBytes},
                       {QStringLiteral("xmlFileBytes"), last.xmlFileBytes}};
    m_table.add(publish);

    Row upgrade(QStringLiteral("cachePublishFromXml"),
                QStringLiteral("the same from a cache of XML replies only (the first start after an upgrade; it writes the rows file)"),
                QStringLiteral("ms"),
                median(fromXml));
    upgrade.compareWith(QStringLiteral("reading the XML reply's file (%1 KB)").arg(last.xmlFileBytes / 1000), median(xmlFloor), QStringLiteral("ours / floor"));
    upgrade.details = {{QStringLiteral("oursMs"), jsonArray(fromXml)}, {QStringLiteral("floorMs"), jsonArray(xmlFloor)}};
    m_table.add(upgrade);

    const CacheBench::Refresh refresh = bench.refresh();
    if (!refresh.ok) {
        problem(QStringLiteral("the refresh failed"));
    }
    const QString unchanged = QStringLiteral("refresh of the unchanged %1-friend list: ").arg(bench.fullItems());
    Row bytes(QStringLiteral("refreshBytes"),
              unchanged + QStringLiteral("body bytes downloaded"),
              QStringLiteral("bytes"),
              refresh.ok ? double(refresh.bytes) : std::nan(""));
    bytes.compareWith(QStringLiteral("full reply"), double(bench.fullBytes()), refresh.notModified ? QStringLiteral("HTTP 304") : QStringLiteral("HTTP 200"));
    bytes.setGoal(QStringLiteral("304, 0 bytes"), refresh.notModified && refresh.bytes == 0);
    m_table.add(bytes);

    Row reparse(QStringLiteral("refreshReparse"),
                unchanged + QStringLiteral("items parsed again"),
                QStringLiteral("items"),
                refresh.ok ? double(refresh.itemsParsed) : std::nan(""));
    reparse.compareWith(QStringLiteral("full reply"), bench.fullItems(), QStringLiteral("ours / full"));
    reparse.setGoal(QStringLiteral("0"), refresh.ok && refresh.itemsParsed == 0);
    m_table.add(reparse);
}

void BenchRunner::friendsTab()
{
    OcsServerProcess server;
    if (!server.start(std::max(300, m_settings.tabFriends * 2 + 100), {QStringLiteral("--demo-friends"), QString::number(m_settings.tabFriends)})) {
        problem(QStringLiteral("the server for the Friends tab did not start: ") + server.errorString());
        return;
    }
    const FriendsTabBench::Result result = FriendsTabBench::run(server);
    if (!result.error.isEmpty()) {
        problem(QStringLiteral("Friends tab: ") + result.error);
        return;
    }
    Row row(QStringLiteral("friendsTabRequests"),
            QStringLiteral("HTTP requests to show the Friends tab with %1 friends (avatars of visible rows included)").arg(result.friendsTotal),
            QStringLiteral("requests"),
            result.total());
    row.compareWith(QStringLiteral("2009 widget, 1 + %1").arg(result.friendsTotal), 1 + result.friendsTotal, QStringLiteral("ours / 2009"));
    row.details = {{QStringLiteral("ocsRequests"), result.ocsRequests},
                   {QStringLiteral("avatarRequests"), result.avatarRequests},
                   {QStringLiteral("distinctAvatars"), result.distinctAvatars},
                   {QStringLiteral("friendsShown"), result.friendsShown},
                   {QStringLiteral("rowsShown"), result.rowsShown},
                   {QStringLiteral("friendsTotal"), result.friendsTotal}};
    if (result.friendsTotal != m_settings.tabFriends) {
        problem(QStringLiteral("the Friends source reports %1 friends, not %2").arg(result.friendsTotal).arg(m_settings.tabFriends));
    }
    m_table.add(row);
}

void BenchRunner::geoIp()
{
    GeoIpBench bench;
    if (!bench.prepare(m_dir.path(), m_settings.geoNetworks)) {
        problem(bench.errorString());
        return;
    }
    const GeoIpBench::Samples samples = bench.run(m_settings.geoLookups, m_settings.repetitions);
    if (samples.found != samples.lookups) {
        problem(QStringLiteral("GeoIP: %1 of %2 lookups found a position").arg(samples.found).arg(samples.lookups));
    }
    Row row(QStringLiteral("geoipLookups"),
            QStringLiteral("GeoIP lookups per second (%1 networks)").arg(m_settings.geoNetworks),
            QStringLiteral("/s"),
            median(samples.oursPerSecond));
    row.compareWith(QStringLiteral("bare MMDB_lookup_string"), median(samples.floorPerSecond), QStringLiteral("ours / floor, time"));
    // rates: the time per lookup is the other way round
    row.ratio = row.peer / row.ours;
    row.setGoal(QStringLiteral("≤ 1.2"), row.ratio <= 1.2);
    row.details = {{QStringLiteral("oursPerSecond"), jsonArray(samples.oursPerSecond)},
                   {QStringLiteral("floorPerSecond"), jsonArray(samples.floorPerSecond)},
                   {QStringLiteral("floorWithNaiveDecodingPerSecond"), jsonArray(samples.decodingPerSecond)},
                   {QStringLiteral("oursVsNaiveDecoding"), median(samples.decodingPerSecond) / row.ours},
                   {QStringLiteral("lookupsPerPass"), samples.lookups}};
    m_table.add(row);
}

void BenchRunner::attributeFlood()
{
    // QXmlStreamReader's pass is quadratic in the attributes (about 40 s for 160,000): one pass is enough to show it.
    const FloodBench::Samples samples = FloodBench::run(m_settings.floodAttributes, std::max(3, 3 * m_settings.repetitions), 1);
    if (!samples.refused) {
        problem(QStringLiteral("the parser did not refuse %1 attributes on one element").arg(m_settings.floodAttributes));
    }
    Row row(QStringLiteral("attributeFlood"),
            QStringLiteral("refusing one element with %1 attributes (%2 MB)").arg(m_settings.floodAttributes).arg(ResultTable::number(samples.bytes / 1e6)),
            QStringLiteral("ms"),
            median(samples.refuseMs));
    row.compareWith(QStringLiteral("QXmlStreamReader token pass"), median(samples.readerMs), QStringLiteral("reader / ours, time"));
    // Ours is the small one here: the ratio says how many times faster the refusal is than the reader's pass.
    row.ratio = row.peer / row.ours;
    row.setGoal(QStringLiteral("≥ 100"), row.ratio >= 100);
    row.details = {{QStringLiteral("bytes"), samples.bytes},
                   {QStringLiteral("attributes"), m_settings.floodAttributes},
                   {QStringLiteral("refuseMs"), jsonArray(samples.refuseMs)},
                   {QStringLiteral("readerMs"), jsonArray(samples.readerMs)}};
    m_table.add(row);
}

QString BenchRunner::report() const
{
    QString text = QStringLiteral("Social Desktop benchmarks (%1 run, medians of %2)\nMachine: %3\n\n")
                       .arg(m_settings.full ? QStringLiteral("full") : QStringLiteral("smoke"))
                       .arg(m_settings.repetitions)
                       .arg(m_machine);
    text += m_table.markdown();
    for (const QString &problem : m_problems) {
        text += QStringLiteral("\nproblem: ") + problem;
    }
    return text + QLatin1Char('\n');
}

bool BenchRunner::writeJson() const
{
    QJsonObject root = m_table.json();
    root.insert(QStringLiteral("machine"), m_machine);
    root.insert(QStringLiteral("mode"), m_settings.full ? QStringLiteral("full") : QStringLiteral("smoke"));
    root.insert(QStringLiteral("repetitions"), m_settings.repetitions);
    root.insert(QStringLiteral("sizes"),
                QJsonObject{{QStringLiteral("listSize"), m_settings.listSize},
                            {QStringLiteral("cachedFriends"), m_settings.cachedFriends},
                            {QStringLiteral("tabFriends"), m_settings.tabFriends},
                            {QStringLiteral("geoNetworks"), m_settings.geoNetworks},
                            {QStringLiteral("geoLookups"), m_settings.geoLookups}});
    root.insert(QStringLiteral("problems"), QJsonArray::fromStringList(m_problems));
    root.insert(QStringLiteral("table"), m_table.markdown());
    QFile file(m_settings.jsonPath);
    return file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(root).toJson()) > 0;
}

void BenchRunner::signIn(OcsServerProcess &server)
{
    SignInBench bench(server);
    // One unmeasured run: the KIO worker processes start and the engine's plugin loads.
    bench.cold(0);
    double serverMs = std::nan("");
    for (const int roundTripMs : {0, 100, 200}) {
        SourceSamples ready;
        QVector<double> connections, requests;
        for (int i = 0; i < m_settings.repetitions; ++i) {
            const SignInBench::Run run = bench.cold(roundTripMs / 2);
            if (!run.ok) {
                problem(QStringLiteral("a sign-in at %1 ms failed: %2").arg(roundTripMs).arg(run.error));
                continue;
            }
            ready.add(run.readyMs, run.allMs);
            connections.append(run.connections);
            requests.append(run.requests);
        }
        if (ready.all.isEmpty()) {
            continue;
        }
        if (roundTripMs == 0) {
            // Without delay the time is the server's and the client's own work: the floor adds two round trips to it.
            serverMs = median(ready.all);
        }
        QJsonObject details{{QStringLiteral("connections"), median(connections)}, {QStringLiteral("requests"), median(requests)}};
        ready.addTo(details);
        m_table.add(againstFloor(QStringLiteral("signinRtt%1").arg(roundTripMs),
                                 QStringLiteral("cold sign-in to Self, Friends and Invitations ready at %1 ms round trip (each: %2 ms; %3 connections)")
                                     .arg(roundTripMs)
                                     .arg(ready.perSource())
                                     .arg(median(connections)),
                                 median(ready.all),
                                 serverMs,
                                 roundTripMs,
                                 details));
    }
    warmSignIn(bench);
}

void BenchRunner::warmSignIn(SignInBench &bench)
{
    // One unmeasured run, as for the cold sign-in.
    bench.warm(0);
    // "At once": within one frame of a 60 Hz display.
    const double frameMs = 1000.0 / 60;
    double serverMs = std::nan("");
    for (const int roundTripMs : {0, 100, 200}) {
        SourceSamples shown, revalidated;
        QVector<double> resumed, together, connections, requests, notModified;
        for (int i = 0; i < m_settings.repetitions; ++i) {
            const SignInBench::WarmRun run = bench.warm(roundTripMs / 2);
            if (!run.ok) {
                problem(QStringLiteral("a warm sign-in at %1 ms failed: %2").arg(roundTripMs).arg(run.error));
                continue;
            }
            shown.add(run.shownMs, run.allShownMs);
            revalidated.add(run.revalidatedMs, run.allRevalidatedMs);
            resumed.append(run.resumedMs);
            together.append(run.shownWithAnswer);
            connections.append(run.connections);
            requests.append(run.requests);
            notModified.append(run.notModified);
            if (run.notModified != run.requests) {
                problem(QStringLiteral("a warm sign-in at %1 ms: %2 of %3 requests answered 304").arg(roundTripMs).arg(run.notModified).arg(run.requests));
            }
        }
        if (shown.all.isEmpty()) {
            continue;
        }
        if (roundTripMs == 0) {
            serverMs = median(revalidated.all);
        }
        QJsonObject details{{QStringLiteral("resumeAnsweredMs"), jsonArray(resumed)},
                            {QStringLiteral("shownWithAnswer"), jsonArray(together)},
                            {QStringLiteral("connections"), median(connections)},
                            {QStringLiteral("requests"), median(requests)},
                            {QStringLiteral("notModified"), median(notModified)}};
        shown.addTo(details, QStringLiteral("shown"));
        revalidated.addTo(details, QStringLiteral("revalidated"));

        Row shownRow(QStringLiteral("warmShownRtt%1").arg(roundTripMs),
                     QStringLiteral("warm sign-in (resume after an engine restart): cache shown at %1 ms round trip (each: %2 ms)")
                         .arg(roundTripMs)
                         .arg(shown.perSource()),
                     QStringLiteral("ms"),
                     median(shown.all));
        shownRow.compareWith(QStringLiteral("one frame at 60 Hz"), frameMs, QStringLiteral("ours / frame"));
        shownRow.setGoal(QStringLiteral("≤ 1"), shownRow.ratio <= 1);
        shownRow.details = details;
        m_table.add(shownRow);

        m_table.add(againstFloor(QStringLiteral("warmRevalidatedRtt%1").arg(roundTripMs),
                                 QStringLiteral("warm sign-in: revalidated (304s) at %1 ms round trip (each: %2 ms; %3 connections, %4 requests)")
                                     .arg(roundTripMs)
                                     .arg(revalidated.perSource())
                                     .arg(median(connections))
                                     .arg(median(requests)),
                                 median(revalidated.all),
                                 serverMs,
                                 roundTripMs,
                                 details));
    }
}
