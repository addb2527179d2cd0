// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "loadcall.h"

#include <QStringList>

#include <array>
#include <cstdint>
#include <vector>

namespace Load
{

/// The latencies of the calls one or more clients made in the measured window, and what went wrong.
class LoadSamples
{
public:
    void add(Call call, std::uint32_t microseconds);
    /// A reply that was not what the call expects (no HTTP 200 with OCS 100, no reply at all).
    void addError(Call call, const QString &what);
    void merge(const LoadSamples &other);

    std::size_t count(Call call) const;
    std::size_t signInCount() const;
    std::size_t total() const;
    /// The latency below which @p percent of the calls finished, in ms (nearest rank; NaN when there were none).
    double percentileMs(Call call, double percent) const;
    /// The same over every sign-in call together.
    double signInPercentileMs(double percent) const;
    /// The same over every call together.
    double allPercentileMs(double percent) const;

    int errors() const;
    /// The first few errors, for the report.
    QStringList errorTexts() const;

private:
    static double percentileMs(std::vector<std::uint32_t> values, double percent);

    std::array<std::vector<std::uint32_t>, callCount> m_micros;
    int m_errors = 0;
    QStringList m_errorTexts;
};

} // namespace Load
