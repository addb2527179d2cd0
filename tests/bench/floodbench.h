// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QVector>

namespace Bench
{

/**
 * An OCS reply whose one element carries a flood of attributes (the reference server's `attrflood`
 * mode has 160,000): how long Ocs::ReplyParser takes to refuse it, against QXmlStreamReader's own
 * pass over the same bytes, whose duplicate-attribute check is quadratic in the attributes.
 */
namespace FloodBench
{
struct Samples {
    QVector<double> refuseMs;
    QVector<double> readerMs;
    int bytes = 0;
    bool refused = true; ///< every refusal was LimitExceeded
};

QByteArray attributeFlood(int attributes);
/// @p repetitions refusals; the reader's pass runs @p readerRepetitions times (it is the slow one).
Samples run(int attributes, int repetitions, int readerRepetitions);
}

} // namespace Bench
