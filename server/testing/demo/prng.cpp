// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "prng.h"

Prng::Prng(std::uint64_t seed)
    : m_state(seed)
{
}

std::uint64_t Prng::next()
{
    m_state += 0x9e3779b97f4a7c15ULL;
    std::uint64_t z = m_state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint32_t Prng::below(std::uint32_t bound)
{
    return static_cast<std::uint32_t>((next() >> 32) % bound);
}

std::int64_t Prng::between(std::int64_t low, std::int64_t high)
{
    const auto span = static_cast<std::uint64_t>(high - low) + 1;
    return low + static_cast<std::int64_t>(next() % span);
}

bool Prng::chance(int percent)
{
    return static_cast<int>(below(100)) < percent;
}
