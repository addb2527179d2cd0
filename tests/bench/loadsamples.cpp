// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "loadsamples.h"

#include <algorithm>
#include <cmath>

namespace Load
{

namespace
{
constexpr int keptErrorTexts = 10;
}

void LoadSamples::add(Call call, std::uint32_t microseconds)
{
    m_micros[indexOf(call)].push_back(microseconds);
}

void LoadSamples::addError(Call call, const QString &what)
{
    ++m_errors;
    if (m_errorTexts.size() < keptErrorTexts) {
        m_errorTexts.append(QString::fromLatin1(callName(call)) + QStringLiteral(": ") + what);
    }
}

void LoadSamples::merge(const LoadSamples &other)
{
    for (int i = 0; i < callCount; ++i) {
        m_micros[i].insert(m_micros[i].end(), other.m_micros[i].begin(), other.m_micros[i].end());
    }
    m_errors += other.m_errors;
    for (const QString &text : other.m_errorTexts) {
        if (m_errorTexts.size() < keptErrorTexts) {
            m_errorTexts.append(text);
        }
    }
}

std::size_t LoadSamples::count(Call call) const
{
    return m_micros[indexOf(call)].size();
}

std::size_t LoadSamples::signInCount() const
{
    std::size_t sum = 0;
    for (Call call : allCalls) {
        sum += isSignIn(call) ? count(call) : 0;
    }
    return sum;
}

std::size_t LoadSamples::total() const
{
    std::size_t sum = 0;
    for (const auto &values : m_micros) {
        sum += values.size();
    }
    return sum;
}

double LoadSamples::percentileMs(std::vector<std::uint32_t> values, double percent)
{
    if (values.empty()) {
        return std::nan("");
    }
    // nearest rank: the smallest value with at least percent % of the values at or below it
    const auto rank = static_cast<std::size_t>(std::ceil(percent / 100.0 * static_cast<double>(values.size())));
    const std::size_t index = std::min(values.size() - 1, rank == 0 ? 0 : rank - 1);
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(index), values.end());
    return values[index] / 1000.0;
}

double LoadSamples::percentileMs(Call call, double percent) const
{
    return percentileMs(m_micros[indexOf(call)], percent);
}

double LoadSamples::signInPercentileMs(double percent) const
{
    std::vector<std::uint32_t> values;
    for (Call call : allCalls) {
        if (isSignIn(call)) {
            const auto &micros = m_micros[indexOf(call)];
            values.insert(values.end(), micros.begin(), micros.end());
        }
    }
    return percentileMs(std::move(values), percent);
}

double LoadSamples::allPercentileMs(double percent) const
{
    std::vector<std::uint32_t> values;
    for (const auto &micros : m_micros) {
        values.insert(values.end(), micros.begin(), micros.end());
    }
    return percentileMs(std::move(values), percent);
}

int LoadSamples::errors() const
{
    return m_errors;
}

QStringList LoadSamples::errorTexts() const
{
    return m_errorTexts;
}

} // namespace Load
