// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "loadattack.h"
#include "loadcommunity.h"
#include "loadfleet.h"
#include "loadlevel.h"
#include "loadreport.h"
#include "postgresqlserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSysInfo>
#include <QUrl>
#include <QUrlQuery>

#include <cstdio>
#include <thread>

using namespace Load;

namespace
{
void say(const QString &text)
{
    std::fprintf(stderr, "serverload: %s\n", qPrintable(text));
}

QString firstLine(const QString &path, const QByteArray &prefix = {})
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return QString();
    }
    // files in /proc have no size: read them whole
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (const QByteArray &each : lines) {
        const QByteArray line = each.trimmed();
        if (line.startsWith(prefix)) {
            return QString::fromUtf8(prefix.isEmpty() ? line : line.mid(line.indexOf(':') + 1).trimmed());
        }
    }
    return QString();
}

/// The peak resident memory of the server processes since resetPeaks(), in MiB together.
double peakMiB(const QVector<qint64> &pids)
{
    double kib = 0.0;
    for (qint64 pid : pids) {
        kib += firstLine(QStringLiteral("/proc/%1/status").arg(pid), "VmHWM").section(QLatin1Char(' '), 0, 0).toDouble();
    }
    return kib / 1024.0;
}

void resetPeaks(const QVector<qint64> &pids)
{
    for (qint64 pid : pids) {
        QFile clear(QStringLiteral("/proc/%1/clear_refs").arg(pid));
        if (clear.open(QIODevice::WriteOnly)) {
            clear.write("5");
        }
    }
}

/// One run of the attack phase: the members' latency beside an attacker.
struct AttackPhase {
    LoadAttack::Kind kind;
    double p50Ms = 0.0;
    double p99Ms = 0.0;
    double perSecond = 0.0;
    int attackAnswered = 0;
    int attackWrong = 0;
    double attackP50Ms = 0.0;
    double attackP99Ms = 0.0;
    double peakMiB = 0.0;
};

QString attackTable(const QVector<AttackPhase> &phases, int clients)
{
    const AttackPhase &base = phases.constFirst();
    QString table = QStringLiteral("\n### Beside an attacker (%1 members, the same run)\n\n").arg(clients)
        + QStringLiteral(
                        "| attacker | members' requests/s | members' p50 ms | p99 ms | p50 ratio | p99 ratio | attacker's requests answered as expected "
                        "(wrong) | attacker's p50 / p99 ms | server peak MiB |\n|---|---|---|---|---|---|---|---|---|\n");
    for (const AttackPhase &phase : phases) {
        table += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 (%8) | %9 | %10 |\n")
                     .arg(LoadAttack::name(phase.kind),
                          LoadReport::number(phase.perSecond),
                          LoadReport::number(phase.p50Ms),
                          LoadReport::number(phase.p99Ms),
                          LoadReport::number(phase.p50Ms / base.p50Ms),
                          LoadReport::number(phase.p99Ms / base.p99Ms))
                     .arg(phase.attackAnswered)
                     .arg(phase.attackWrong)
                     .arg(phase.kind == LoadAttack::Kind::None
                              ? QStringLiteral("-")
                              : LoadReport::number(phase.attackP50Ms) + QStringLiteral(" / ") + LoadReport::number(phase.attackP99Ms),
                          LoadReport::number(phase.peakMiB));
    }
    return table;
}

QString loadAverage()
{
    return firstLine(QStringLiteral("/proc/loadavg")).section(QLatin1Char(' '), 0, 2);
}

/// The server arguments that name the store; empty with @p error when it is not available.
QStringList storeArguments(const QString &store, LoadFleet &fleet, QString *error)
{
    if (store == QLatin1String("sqlite")) {
        return {QStringLiteral("--db"), fleet.filePath(QStringLiteral("community.sqlite"))};
    }
    if (store == QLatin1String("postgresql")) {
        // a cluster of our own in a temporary folder (tests/common), stopped when we exit
        PostgreSqlServer *postgres = PostgreSqlServer::shared(error);
        const QString url = postgres ? postgres->createDatabase(error) : QString();
        if (url.isEmpty()) {
            return {};
        }
        // its postmaster's pid is the first line of postmaster.pid in the data folder beside the socket's
        const QString folder = QUrlQuery(QUrl(url)).queryItemValue(QStringLiteral("host"));
        fleet.setDatabasePid(firstLine(folder + QStringLiteral("/data/postmaster.pid")).toLongLong());
        return {QStringLiteral("--database"), url};
    }
    *error = QStringLiteral("unknown store %1 (sqlite or postgresql)").arg(store);
    return {};
}
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    app.setApplicationName(QStringLiteral("serverload"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Load test of socialdesktop-server on loopback: many simulated widgets signing in, reading their friends, searching nearby "
                       "and exchanging messages; requests per second and latency percentiles per call. Fails only on wrong replies."));
    parser.addHelpOption();
    // name, what it does, its value's name, the default
    const QVector<QStringList> specs{
        {QStringLiteral("people"), QStringLiteral("People seeded."), QStringLiteral("N"), QStringLiteral("100000")},
        {QStringLiteral("store"),
         QStringLiteral("sqlite, or postgresql (a server of its own in a temporary folder)."),
         QStringLiteral("store"),
         QStringLiteral("sqlite")},
        {QStringLiteral("processes"), QStringLiteral("Server processes on one port (--reuse-port)."), QStringLiteral("N"), QStringLiteral("1")},
        {QStringLiteral("clients"), QStringLiteral("Levels of concurrent clients, comma separated."), QStringLiteral("list"), QStringLiteral("1,2,4,8,16,32")},
        {QStringLiteral("seconds"), QStringLiteral("Measured seconds per level."), QStringLiteral("s"), QStringLiteral("5")},
        {QStringLiteral("warmup"), QStringLiteral("Unmeasured seconds before each level."), QStringLiteral("s"), QStringLiteral("1")},
        {QStringLiteral("argon2"),
         QStringLiteral("Also run the saturating level signed in as accounts made with person/add (Argon2id)."),
         QStringLiteral("yes|no"),
         QStringLiteral("yes")},
        {QStringLiteral("server-arg"),
         QStringLiteral("An argument for every server process (repeatable), e.g. --server-arg=--credential-cache=0."),
         QStringLiteral("argument"),
         QString()},
        {QStringLiteral("attack-clients"),
         QStringLiteral("Members beside each attacker (stalling searches, a compressed-body flood) and without one; 0 for none."),
         QStringLiteral("N"),
         QStringLiteral("8")},
        {QStringLiteral("json"), QStringLiteral("Also write the results to this JSON file."), QStringLiteral("file"), QString()},
    };
    for (const QStringList &spec : specs) {
        const QString help = spec.at(3).isEmpty() ? spec.at(1) : spec.at(1) + QStringLiteral(" Default: %1.").arg(spec.at(3));
        parser.addOption(QCommandLineOption(spec.at(0), help, spec.at(2), spec.at(3)));
    }
    parser.process(app);

    QVector<int> levels;
    for (const QString &each : parser.value(QStringLiteral("clients")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int count = each.toInt();
        if (count < 1 || count > 48) {
            // the server gives each keep-alive connection one of its 64 worker threads
            say(QStringLiteral("clients must be 1 to 48, not %1").arg(each));
            return 2;
        }
        levels.append(count);
    }
    const int peopleCount = parser.value(QStringLiteral("people")).toInt();
    const int processCount = parser.value(QStringLiteral("processes")).toInt();
    const double measured = parser.value(QStringLiteral("seconds")).toDouble();
    const double warm = parser.value(QStringLiteral("warmup")).toDouble();
    if (levels.isEmpty() || peopleCount < 100 || processCount < 1 || processCount > 8 || measured <= 0 || warm < 0) {
        say(QStringLiteral("need at least one level, 100 people or more, 1 to 8 processes and a positive duration"));
        return 2;
    }
    const bool withArgon2 = parser.value(QStringLiteral("argon2")) != QLatin1String("no");

    LoadFleet fleet;
    QString error;
    const QStringList storeArgs = storeArguments(parser.value(QStringLiteral("store")), fleet, &error);
    if (storeArgs.isEmpty()) {
        say(error);
        return 2;
    }
    const QString configuration =
        QStringLiteral("%1, %2 server process%3, %4 people")
            .arg(parser.value(QStringLiteral("store")) == QLatin1String("sqlite") ? QStringLiteral("SQLite") : QStringLiteral("PostgreSQL"))
            .arg(processCount)
            .arg(processCount > 1 ? QStringLiteral("es") : QString())
            .arg(peopleCount);
    say(QStringLiteral("starting %1").arg(configuration));
    if (!fleet.start(storeArgs, processCount, peopleCount, parser.values(QStringLiteral("server-arg")), &error)) {
        say(error);
        return 1;
    }

    const LoadCommunity community(fleet.port());
    const int attackClients = parser.value(QStringLiteral("attack-clients")).toInt();
    if (attackClients < 0 || attackClients > 48) {
        say(QStringLiteral("attack-clients must be 0 to 48"));
        return 2;
    }
    const int most = std::max(attackClients, *std::max_element(levels.cbegin(), levels.cend()));
    std::vector<Account> seeded;
    if (!community.seededAccounts(most, &seeded, &error) || !community.greet(seeded, &error)) {
        say(error);
        return 1;
    }

    const QString before = loadAverage();
    LoadReport report(configuration);
    const LoadLevel level(fleet, warm, measured);
    for (int count : levels) {
        LevelResult result;
        const std::vector<Account> accounts(seeded.begin(), seeded.begin() + count);
        if (!level.run(accounts, QStringLiteral("seeded"), &result, &error)) {
            say(error);
            return 1;
        }
        say(QStringLiteral("%1 clients: %2 requests/s, sign-in p99 %3 ms")
                .arg(count)
                .arg(LoadReport::number(result.totalPerSecond()), LoadReport::number(result.samples.signInPercentileMs(99))));
        report.add(result);
    }
    const int saturated = report.saturation();
    if (withArgon2 && saturated >= 0) {
        const int count = report.levels().at(saturated).clients;
        std::vector<Account> created;
        say(QStringLiteral("making %1 accounts with person/add (Argon2id)").arg(count));
        LevelResult result;
        if (!community.newAccounts(count, "loadtest", seeded, &created, &error) || !community.greet(created, &error)
            || !level.run(created, QStringLiteral("argon2id"), &result, &error)) {
            say(error);
            return 1;
        }
        say(QStringLiteral("%1 clients, Argon2id accounts: %2 requests/s, sign-in p99 %3 ms")
                .arg(count)
                .arg(LoadReport::number(result.totalPerSecond()), LoadReport::number(result.samples.signInPercentileMs(99))));
        report.add(result);
    }
    // the members' latency without an attacker and beside each, one after the other in the same run
    QVector<AttackPhase> phases;
    int attackWrong = 0;
    if (attackClients > 0) {
        const std::vector<Account> accounts(seeded.begin(), seeded.begin() + attackClients);
        for (LoadAttack::Kind kind : {LoadAttack::Kind::None, LoadAttack::Kind::StallingSearches, LoadAttack::Kind::CompressedFlood}) {
            LoadAttack attack(kind, fleet.port());
            resetPeaks(fleet.processIds());
            attack.start();
            LevelResult result;
            const bool ran = level.run(accounts, QStringLiteral("seeded"), &result, &error);
            attack.stop();
            if (!ran) {
                say(error);
                return 1;
            }
            AttackPhase phase{kind};
            phase.p50Ms = result.samples.allPercentileMs(50);
            phase.p99Ms = result.samples.allPercentileMs(99);
            phase.perSecond = result.totalPerSecond();
            phase.attackAnswered = attack.answered();
            phase.attackWrong = attack.wrong();
            phase.attackP50Ms = attack.percentileMs(50);
            phase.attackP99Ms = attack.percentileMs(99);
            phase.peakMiB = peakMiB(fleet.processIds());
            attackWrong += phase.attackWrong + result.samples.errors();
            say(QStringLiteral("attacker: %1: members p50 %2 ms, p99 %3 ms")
                    .arg(LoadAttack::name(kind), LoadReport::number(phase.p50Ms), LoadReport::number(phase.p99Ms)));
            phases.append(phase);
        }
    }

    const QString after = loadAverage();
    fleet.stop();

    const QString machine = QStringLiteral("%1, %2 logical CPUs, %3; load average before %4, after %5")
                                .arg(firstLine(QStringLiteral("/proc/cpuinfo"), "model name"))
                                .arg(std::thread::hardware_concurrency())
                                .arg(QSysInfo::prettyProductName(), before, after);
    const QString attacks = phases.isEmpty() ? QString() : attackTable(phases, attackClients);
    std::fputs(qPrintable(report.markdown() + attacks + QStringLiteral("\nMachine: %1\n").arg(machine)), stdout);
    std::fflush(stdout);

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject object = report.json();
        object.insert(QStringLiteral("machine"), machine);
        QJsonArray attackPhases;
        for (const AttackPhase &phase : phases) {
            attackPhases.append(QJsonObject{{QStringLiteral("attacker"), LoadAttack::name(phase.kind)},
                                            {QStringLiteral("membersPerSecond"), phase.perSecond},
                                            {QStringLiteral("membersP50Ms"), phase.p50Ms},
                                            {QStringLiteral("membersP99Ms"), phase.p99Ms},
                                            {QStringLiteral("p50Ratio"), phase.p50Ms / phases.constFirst().p50Ms},
                                            {QStringLiteral("p99Ratio"), phase.p99Ms / phases.constFirst().p99Ms},
                                            {QStringLiteral("attackAnswered"), phase.attackAnswered},
                                            {QStringLiteral("attackWrong"), phase.attackWrong},
                                            {QStringLiteral("attackP50Ms"), phase.attackP50Ms},
                                            {QStringLiteral("attackP99Ms"), phase.attackP99Ms},
                                            {QStringLiteral("serverPeakMiB"), phase.peakMiB}});
        }
        object.insert(QStringLiteral("attacks"), attackPhases);
        QFile file(parser.value(QStringLiteral("json")));
        if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(object).toJson()) < 0) {
            say(QStringLiteral("cannot write %1").arg(parser.value(QStringLiteral("json"))));
            return 1;
        }
    }

    int wrong = 0;
    for (const LevelResult &each : report.levels()) {
        wrong += each.samples.errors();
    }
    wrong += attackWrong;
    if (wrong > 0) {
        say(QStringLiteral("%1 wrong replies").arg(wrong));
        return 1;
    }
    return 0;
}
