// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "loadlevel.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

namespace Load
{

/// The levels of one configuration, as markdown tables and JSON, and the level that saturates the machine.
class LoadReport
{
public:
    explicit LoadReport(const QString &configuration);

    void add(const LevelResult &level);
    const QVector<LevelResult> &levels() const;

    /**
     * The first level of seeded accounts whose requests per second are within 5 % of the most any level of them
     * reached: more clients than that only wait longer. -1 when there is none.
     */
    int saturation() const;

    /// One line per level.
    QString summary() const;
    /// Per call: requests per second, p50 and p99 of @p level.
    QString calls(const LevelResult &level) const;
    QString markdown() const;
    QJsonObject json() const;

    /// @p value with as many decimals as it deserves.
    static QString number(double value);

private:
    /// The server processes' CPU, and each one's when there are several.
    static QString cores(const LevelResult &level);

    QString m_configuration;
    QVector<LevelResult> m_levels;
};

} // namespace Load
