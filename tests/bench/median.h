// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QVector>

#include <algorithm>
#include <cmath>

namespace Bench
{

/// The median of @p values (NaN when there are none): robust against the odd slow run on a shared machine.
inline double median(QVector<double> values)
{
    if (values.isEmpty()) {
        return std::nan("");
    }
    std::sort(values.begin(), values.end());
    const int middle = values.size() / 2;
    return values.size() % 2 ? values.at(middle) : (values.at(middle - 1) + values.at(middle)) / 2.0;
}

} // namespace Bench
