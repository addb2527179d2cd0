// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>
#include <QVector>

#include <cmath>

namespace Bench
{

/// One line of the benchmark table: our figure, the peer's or the limit's, and their ratio, all from one run.
struct Row {
    Row() = default;
    /// @p key, @p measure, the @p unit of ours and of the peer's figure, and @p ours.
    Row(const QString &key, const QString &measure, const QString &unit, double ours);

    QString key; ///< stable name in the JSON file
    QString measure;
    double ours = std::nan("");
    QString unit; ///< of ours and peer: "ms", "MB/s", "requests" …
    QString peerName; ///< empty: there is no peer (the ratio column then carries its own figure)
    double peer = std::nan("");
    double ratio = std::nan("");
    QString ratioName; ///< what the ratio is, e.g. "ours / Attica"
    QString goal; ///< in words, e.g. "≤ 0.5"
    bool hasGoal = false;
    bool met = false;
    QJsonObject details; ///< samples and anything else worth keeping

    /// Every figure the row promises is a number.
    bool isComplete() const;
    /// Sets the peer's figure and the ratio ours / peer, which @p ratioName names.
    void compareWith(const QString &peerName, double peer, const QString &ratioName);
    /// The goal in words, and whether this run met it.
    void setGoal(const QString &goal, bool met);
};

/// The rows of one run, printed as one markdown table and written as JSON.
class ResultTable
{
public:
    void add(const Row &row);
    const QVector<Row> &rows() const;

    /// Complete when every row is (see Row::isComplete) and none is missing.
    bool isComplete(const QStringList &expectedKeys) const;

    QString markdown() const;
    QJsonObject json() const;

    /// A figure with as many decimals as it deserves.
    static QString number(double value);

private:
    QVector<Row> m_rows;
};

} // namespace Bench
