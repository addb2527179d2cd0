// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "loadreport.h"

#include <QJsonArray>

#include <cmath>

namespace Load
{

namespace
{
constexpr double saturatedShare = 0.95;
}

LoadReport::LoadReport(const QString &configuration)
    : m_configuration(configuration)
{
}

void LoadReport::add(const LevelResult &level)
{
    m_levels.append(level);
}

const QVector<LevelResult> &LoadReport::levels() const
{
    return m_levels;
}

QString LoadReport::number(double value)
{
    if (std::isnan(value)) {
        return QStringLiteral("–");
    }
    const double magnitude = std::abs(value);
    return QString::number(value, 'f', magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2);
}

int LoadReport::saturation() const
{
    double most = 0.0;
    for (const LevelResult &level : m_levels) {
        if (level.accounts == QLatin1String("seeded")) {
            most = std::max(most, level.totalPerSecond());
        }
    }
    for (int i = 0; i < m_levels.size(); ++i) {
        if (m_levels.at(i).accounts == QLatin1String("seeded") && m_levels.at(i).totalPerSecond() >= saturatedShare * most && most > 0) {
            return i;
        }
    }
    return -1;
}

QString LoadReport::cores(const LevelResult &level)
{
    if (level.serverCoresEach.size() < 2) {
        return number(level.serverCores);
    }
    QStringList each;
    for (double cores : level.serverCoresEach) {
        each.append(number(cores));
    }
    return number(level.serverCores) + QStringLiteral(" (") + each.join(QStringLiteral(" + ")) + QLatin1Char(')');
}

QString LoadReport::summary() const
{
    QString text = QStringLiteral(
        "| clients | accounts | requests/s | sign-in p50 ms | sign-in p99 ms | server CPU | database CPU | generator CPU | machine CPU | wrong replies |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n");
    const int saturated = saturation();
    for (int i = 0; i < m_levels.size(); ++i) {
        const LevelResult &level = m_levels.at(i);
        text += QStringLiteral("| %1%2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 | %10 | %11 |\n")
                    .arg(level.clients)
                    .arg(i == saturated ? QStringLiteral(" (saturation)") : QString())
                    .arg(level.accounts)
                    .arg(number(level.totalPerSecond()))
                    .arg(number(level.samples.signInPercentileMs(50)))
                    .arg(number(level.samples.signInPercentileMs(99)))
                    .arg(cores(level))
                    .arg(number(level.databaseCores))
                    .arg(number(level.generatorCores))
                    .arg(number(level.machineCores))
                    .arg(level.samples.errors());
    }
    return text;
}

QString LoadReport::calls(const LevelResult &level) const
{
    QString text = QStringLiteral("| call | requests/s | p50 ms | p99 ms |\n|---|---|---|---|\n");
    for (Call call : allCalls) {
        text += QStringLiteral("| %1%2 | %3 | %4 | %5 |\n")
                    .arg(QString::fromLatin1(callName(call)))
                    .arg(isSignIn(call) ? QStringLiteral(" ¹") : QString())
                    .arg(number(level.requestsPerSecond(call)))
                    .arg(number(level.samples.percentileMs(call, 50)))
                    .arg(number(level.samples.percentileMs(call, 99)));
    }
    text += QStringLiteral("| all sign-in calls ¹ | %1 | %2 | %3 |\n")
                .arg(number(static_cast<double>(level.samples.signInCount()) / level.seconds))
                .arg(number(level.samples.signInPercentileMs(50)))
                .arg(number(level.samples.signInPercentileMs(99)));
    text += QStringLiteral("| all calls | %1 | | |\n").arg(number(level.totalPerSecond()));
    return text;
}

QString LoadReport::markdown() const
{
    QString text = QStringLiteral("## %1\n\n").arg(m_configuration) + summary();
    const int saturated = saturation();
    if (saturated >= 0) {
        text += QStringLiteral("\nSaturation: %1 clients (the first level within 5 % of the most requests per second).\n").arg(m_levels.at(saturated).clients);
    }
    for (const LevelResult &level : m_levels) {
        text += QStringLiteral("\n### %1 clients, %2 accounts\n\n").arg(level.clients).arg(level.accounts) + calls(level);
        for (const QString &error : level.samples.errorTexts()) {
            text += QStringLiteral("- wrong reply: %1\n").arg(error);
        }
    }
    return text;
}

QJsonObject LoadReport::json() const
{
    QJsonArray levels;
    for (const LevelResult &level : m_levels) {
        levels.append(level.json());
    }
    const int saturated = saturation();
    return QJsonObject{{QStringLiteral("configuration"), m_configuration},
                       {QStringLiteral("saturationClients"), saturated >= 0 ? m_levels.at(saturated).clients : 0},
                       {QStringLiteral("levels"), levels}};
}

} // namespace Load
