// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "loadlevel.h"

#include "loadcommunity.h"
#include "loadfleet.h"

#include <QFile>
#include <QJsonArray>

#include <sys/resource.h>
#include <thread>
#include <unistd.h>

namespace Load
{

double machineBusySeconds()
{
    QFile file(QStringLiteral("/proc/stat"));
    if (!file.open(QIODevice::ReadOnly)) {
        return 0.0;
    }
    // cpu  user nice system idle iowait irq softirq steal ...
    const QList<QByteArray> fields = file.readLine().simplified().split(' ');
    if (fields.size() < 9) {
        return 0.0;
    }
    double busy = 0.0;
    for (int i : {1, 2, 3, 6, 7, 8}) {
        busy += fields.at(i).toDouble();
    }
    return busy / static_cast<double>(sysconf(_SC_CLK_TCK));
}

double ownCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval &time) {
        return static_cast<double>(time.tv_sec) + static_cast<double>(time.tv_usec) / 1e6;
    };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

double LevelResult::requestsPerSecond(Call call) const
{
    return seconds > 0 ? static_cast<double>(samples.count(call)) / seconds : 0.0;
}

double LevelResult::totalPerSecond() const
{
    return seconds > 0 ? static_cast<double>(samples.total()) / seconds : 0.0;
}

QJsonObject LevelResult::json() const
{
    QJsonArray each;
    for (double cores : serverCoresEach) {
        each.append(cores);
    }
    QJsonObject calls;
    for (Call call : allCalls) {
        calls.insert(QString::fromLatin1(callKey(call)),
                     QJsonObject{{QStringLiteral("count"), static_cast<double>(samples.count(call))},
                                 {QStringLiteral("requestsPerSecond"), requestsPerSecond(call)},
                                 {QStringLiteral("p50Ms"), samples.percentileMs(call, 50)},
                                 {QStringLiteral("p99Ms"), samples.percentileMs(call, 99)}});
    }
    return QJsonObject{{QStringLiteral("clients"), clients},
                       {QStringLiteral("accounts"), accounts},
                       {QStringLiteral("seconds"), seconds},
                       {QStringLiteral("requestsPerSecond"), totalPerSecond()},
                       {QStringLiteral("signInP50Ms"), samples.signInPercentileMs(50)},
                       {QStringLiteral("signInP99Ms"), samples.signInPercentileMs(99)},
                       {QStringLiteral("serverCores"), serverCores},
                       {QStringLiteral("serverCoresEach"), each},
                       {QStringLiteral("databaseCores"), databaseCores},
                       {QStringLiteral("generatorCores"), generatorCores},
                       {QStringLiteral("machineCores"), machineCores},
                       {QStringLiteral("errors"), samples.errors()},
                       {QStringLiteral("errorTexts"), QJsonArray::fromStringList(samples.errorTexts())},
                       {QStringLiteral("calls"), calls}};
}

LoadLevel::LoadLevel(const LoadFleet &fleet, double warmupSeconds, double seconds)
    : m_fleet(fleet)
    , m_warmupSeconds(warmupSeconds)
    , m_seconds(seconds)
{
}

bool LoadLevel::run(const std::vector<Account> &accounts, const QString &kind, LevelResult *result, QString *error) const
{
    using Clock = LoadClient::Clock;
    const auto toDuration = [](double seconds) {
        return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    };
    std::vector<std::unique_ptr<LoadClient>> clients;
    for (std::size_t i = 0; i < accounts.size(); ++i) {
        clients.push_back(std::make_unique<LoadClient>("127.0.0.1", m_fleet.port(), accounts.at(i), LoadCommunity::recipientOf(accounts, i)));
        if (!clients.back()->prepare(error)) {
            *error = QStringLiteral("%1 could not start: %2").arg(QString::fromStdString(accounts.at(i).login), *error);
            return false;
        }
    }

    std::vector<LoadSamples> samples(clients.size());
    const Clock::time_point start = Clock::now();
    const Clock::time_point measureFrom = start + toDuration(m_warmupSeconds);
    const Clock::time_point deadline = measureFrom + toDuration(m_seconds);
    std::vector<std::thread> threads;
    for (std::size_t i = 0; i < clients.size(); ++i) {
        threads.emplace_back([&clients, &samples, i, measureFrom, deadline] {
            clients.at(i)->run(measureFrom, deadline, samples.at(i));
        });
    }
    std::this_thread::sleep_until(measureFrom);
    const QVector<double> server0 = m_fleet.cpuSecondsEach();
    const double database0 = m_fleet.databaseCpuSeconds();
    const double own0 = ownCpuSeconds();
    const double machine0 = machineBusySeconds();
    std::this_thread::sleep_until(deadline);
    const QVector<double> server1 = m_fleet.cpuSecondsEach();
    const double database1 = m_fleet.databaseCpuSeconds();
    const double own1 = ownCpuSeconds();
    const double machine1 = machineBusySeconds();
    for (std::thread &thread : threads) {
        thread.join();
    }

    *result = LevelResult();
    result->clients = static_cast<int>(clients.size());
    result->accounts = kind;
    result->seconds = m_seconds;
    for (const LoadSamples &each : samples) {
        result->samples.merge(each);
    }
    for (int i = 0; i < server1.size() && i < server0.size(); ++i) {
        result->serverCoresEach.append((server1.at(i) - server0.at(i)) / m_seconds);
        result->serverCores += result->serverCoresEach.last();
    }
    result->databaseCores = (database1 - database0) / m_seconds;
    result->generatorCores = (own1 - own0) / m_seconds;
    result->machineCores = (machine1 - machine0) / m_seconds;
    return true;
}

} // namespace Load
