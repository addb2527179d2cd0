// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "resulttable.h"

#include <QJsonArray>
#include <QStringList>

using namespace Bench;

namespace
{
QJsonValue jsonNumber(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QString withUnit(double value, const QString &unit)
{
    return unit.isEmpty() ? ResultTable::number(value) : ResultTable::number(value) + QLatin1Char(' ') + unit;
}
}

Row::Row(const QString &key, const QString &measure, const QString &unit, double ours)
    : key(key)
    , measure(measure)
    , ours(ours)
    , unit(unit)
{
}

void Row::compareWith(const QString &peerName, double peer, const QString &ratioName)
{
    this->peerName = peerName;
    this->peer = peer;
    this->ratioName = ratioName;
    ratio = ours / peer;
}

void Row::setGoal(const QString &goal, bool met)
{
    this->goal = goal;
    hasGoal = true;
    this->met = met;
}

bool Row::isComplete() const
{
    if (!std::isfinite(ours) || !std::isfinite(ratio)) {
        return false;
    }
    return peerName.isEmpty() || std::isfinite(peer);
}

void ResultTable::add(const Row &row)
{
    m_rows.append(row);
}

const QVector<Row> &ResultTable::rows() const
{
    return m_rows;
}

bool ResultTable::isComplete(const QStringList &expectedKeys) const
{
    for (const QString &key : expectedKeys) {
        const bool found = std::any_of(m_rows.begin(), m_rows.end(), [&key](const Row &row) {
            return row.key == key && row.isComplete();
        });
        if (!found) {
            return false;
        }
    }
    return true;
}

QString ResultTable::number(double value)
{
    if (!std::isfinite(value)) {
        return QStringLiteral("n/a");
    }
    const double magnitude = std::abs(value);
    if (magnitude == std::floor(magnitude) && magnitude < 1e9) {
        return QString::number(value, 'f', 0);
    }
    const int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 0.1 ? 2 : 3;
    return QString::number(value, 'f', decimals);
}

QString ResultTable::markdown() const
{
    QStringList lines;
    lines << QStringLiteral("| measure | ours | peer or limit | ratio | goal |") << QStringLiteral("|---|---|---|---|---|");
    for (const Row &row : m_rows) {
        const QString peer = row.peerName.isEmpty() ? QStringLiteral("—") : row.peerName + QStringLiteral(": ") + withUnit(row.peer, row.unit);
        const QString ratio = number(row.ratio) + (row.ratioName.isEmpty() ? QString() : QStringLiteral(" (") + row.ratioName + QLatin1Char(')'));
        const QString goal = !row.hasGoal ? QStringLiteral("—") : row.goal + (row.met ? QStringLiteral(" ✓") : QStringLiteral(" ✗"));
        lines << QStringLiteral("| %1 | %2 | %3 | %4 | %5 |").arg(row.measure, withUnit(row.ours, row.unit), peer, ratio, goal);
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QJsonObject ResultTable::json() const
{
    QJsonArray rows;
    for (const Row &row : m_rows) {
        QJsonObject object{
            {QStringLiteral("key"), row.key},
            {QStringLiteral("measure"), row.measure},
            {QStringLiteral("ours"), jsonNumber(row.ours)},
            {QStringLiteral("unit"), row.unit},
            {QStringLiteral("peerName"), row.peerName},
            {QStringLiteral("peer"), jsonNumber(row.peer)},
            {QStringLiteral("ratio"), jsonNumber(row.ratio)},
            {QStringLiteral("ratioName"), row.ratioName},
            {QStringLiteral("goal"), row.goal},
            {QStringLiteral("met"), row.hasGoal ? QJsonValue(row.met) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("details"), row.details},
        };
        rows.append(object);
    }
    return QJsonObject{{QStringLiteral("rows"), rows}};
}
