// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QVector>

namespace Bench
{

/**
 * Parse throughput on the same bytes: Ocs::ReplyParser::persons against the floor of this XML library,
 * a bare QXmlStreamReader pass that reads every token and keeps nothing.
 */
namespace ParseBench
{
struct Samples {
    QVector<double> oursMs;
    QVector<double> floorMs;
    int items = 0;
};

Samples run(const QByteArray &xml, int repetitions);
/// Reads every token of @p xml; returns the number of start elements (so the pass cannot be optimised away).
int tokenPass(const QByteArray &xml);
}

} // namespace Bench
