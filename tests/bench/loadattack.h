// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

#include <atomic>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace Load
{

/**
 * What one hostile client does beside a level's members, from its own threads:
 *  - Stalling searches: person/data searches that find nothing among all the people (a name of three letters and of
 *    two, a city, a description, a country, near a place with a name), one after another at the rate one address
 *    may search (600 a minute, the default --search-limit), signed in as the demo account (person calls are for
 *    members).
 *  - A compressed-body flood: POSTs of a gzip body of 61 KB that inflates to 60 MiB, back to back from four
 *    connections; each must be refused (415).
 */
class LoadAttack
{
public:
    enum class Kind { None, StallingSearches, CompressedFlood };

    LoadAttack(Kind kind, int port);
    ~LoadAttack();

    void start();
    void stop();

    static QString name(Kind kind);
    Kind kind() const;
    /// Requests sent and answered as expected (searches HTTP 200, the flood 415).
    int answered() const;
    /// Requests answered otherwise, or not at all.
    int wrong() const;
    /// The attacker's own latency percentile (ms), NaN without requests.
    double percentileMs(double percent) const;

private:
    void searches();
    void flood();
    void record(bool expected, std::uint32_t micros);

    Kind m_kind;
    int m_port;
    std::atomic<bool> m_stop{false};
    std::vector<std::thread> m_threads;
    mutable std::mutex m_mutex;
    std::vector<std::uint32_t> m_micros;
    int m_answered = 0;
    int m_wrong = 0;
};

} // namespace Load
