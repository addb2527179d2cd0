// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <cstdint>

/**
 * A small deterministic pseudo random generator (SplitMix64).
 *
 * Only integer arithmetic is used, so the same seed yields the same sequence on every machine and
 * compiler, unlike the std distributions whose results are implementation-defined.
 */
class Prng
{
public:
    explicit Prng(std::uint64_t seed);

    std::uint64_t next();
    /** A value in [0, bound); bound must be > 0. */
    std::uint32_t below(std::uint32_t bound);
    /** A value in [low, high], both inclusive. */
    std::int64_t between(std::int64_t low, std::int64_t high);
    /** True with a probability of percent/100. */
    bool chance(int percent);

private:
    std::uint64_t m_state;
};
