// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "loadattack.h"
#include "loadcommunity.h"

#include <httplib.h>
#include <zlib.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>

namespace Load
{

namespace
{
using Clock = std::chrono::steady_clock;

// one address's searches: the server's default --search-limit, 600 a minute
constexpr std::chrono::milliseconds s_searchInterval{100};
constexpr int s_floodConnections = 4;

/// @p inflated zero bytes as gzip.
std::string gzipBomb(std::size_t inflated)
{
    z_stream stream{};
    deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY);
    const std::string zeros(1024 * 1024, '\0');
    std::string out(64 * 1024, '\0');
    std::string result;
    for (std::size_t left = inflated;;) {
        const std::size_t piece = std::min(left, zeros.size());
        left -= piece;
        const int flush = left == 0 ? Z_FINISH : Z_NO_FLUSH;
        stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(zeros.data()));
        stream.avail_in = uInt(piece);
        do {
            stream.next_out = reinterpret_cast<Bytef *>(&out[0]);
            stream.avail_out = uInt(out.size());
            deflate(&stream, flush);
            result.append(out.data(), out.size() - stream.avail_out);
        } while (stream.avail_out == 0);
        if (flush == Z_FINISH) {
            break;
        }
    }
    deflateEnd(&stream);
    return result;
}

std::string nonsense(std::mt19937 &random, int letters)
{
    // q, x and z together: no name, city or description of the demo community has such a run
    static const char s_letters[] = "qxz";
    std::string text;
    for (int i = 0; i < letters; ++i) {
        text += s_letters[random() % 3];
    }
    return text;
}
}

LoadAttack::LoadAttack(Kind kind, int port)
    : m_kind(kind)
    , m_port(port)
{
}

LoadAttack::~LoadAttack()
{
    stop();
}

QString LoadAttack::name(Kind kind)
{
    switch (kind) {
    case Kind::None:
        return QStringLiteral("none");
    case Kind::StallingSearches:
        return QStringLiteral("searches that find nothing, 10/s from one address");
    case Kind::CompressedFlood:
        return QStringLiteral("gzip bodies (61 KB, 60 MiB inflated) from 4 connections");
    }
    return QString();
}

LoadAttack::Kind LoadAttack::kind() const
{
    return m_kind;
}

void LoadAttack::start()
{
    m_stop = false;
    if (m_kind == Kind::StallingSearches) {
        m_threads.emplace_back([this] {
            searches();
        });
    } else if (m_kind == Kind::CompressedFlood) {
        for (int i = 0; i < s_floodConnections; ++i) {
            m_threads.emplace_back([this] {
                flood();
            });
        }
    }
}

void LoadAttack::stop()
{
    m_stop = true;
    for (std::thread &thread : m_threads) {
        thread.join();
    }
    m_threads.clear();
}

void LoadAttack::record(bool expected, std::uint32_t micros)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    if (expected) {
        ++m_answered;
        m_micros.push_back(micros);
    } else {
        ++m_wrong;
    }
}

void LoadAttack::searches()
{
    httplib::Client client("127.0.0.1", m_port);
    client.set_keep_alive(true);
    client.set_read_timeout(30, 0);
    // person calls are for members (the server's default): the attacker is one, signed in as the demo account
    client.set_basic_auth(LoadCommunity::demo.login, LoadCommunity::demo.password);
    std::mt19937 random(4711);
    auto next = Clock::now();
    for (int i = 0; !m_stop; ++i) {
        std::string query;
        switch (i % 6) {
        case 0:
            query = "name=" + nonsense(random, 6);
            break;
        case 1:
            query = "name=" + nonsense(random, 2);
            break;
        case 2:
            query = "city=" + nonsense(random, 6);
            break;
        case 3:
            query = "description=" + nonsense(random, 6);
            break;
        case 4:
            query = "country=" + nonsense(random, 6);
            break;
        default:
            query = "latitude=52.52&longitude=13.40&name=" + nonsense(random, 5);
            break;
        }
        const auto sent = Clock::now();
        const httplib::Result result = client.Get(("/v1/person/data?pagesize=10&" + query).c_str());
        const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - sent).count();
        record(result && result->status == 200 && result->body.find("<totalitems>0</totalitems>") != std::string::npos, std::uint32_t(micros));
        next += s_searchInterval;
        std::this_thread::sleep_until(next);
    }
}

void LoadAttack::flood()
{
    static const std::string s_body = gzipBomb(60u * 1024 * 1024);
    httplib::Client client("127.0.0.1", m_port);
    client.set_keep_alive(true);
    client.set_read_timeout(30, 0);
    const httplib::Headers headers{{"Content-Encoding", "gzip"}};
    while (!m_stop) {
        const auto sent = Clock::now();
        const httplib::Result result = client.Post("/v1/person/check", headers, s_body, "application/x-www-form-urlencoded");
        const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - sent).count();
        record(result && result->status == 415, std::uint32_t(micros));
    }
}

int LoadAttack::answered() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_answered;
}

int LoadAttack::wrong() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_wrong;
}

double LoadAttack::percentileMs(double percent) const
{
    std::vector<std::uint32_t> values;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        values = m_micros;
    }
    if (values.empty()) {
        return std::nan("");
    }
    const auto rank = static_cast<std::size_t>(std::ceil(percent / 100.0 * static_cast<double>(values.size())));
    const std::size_t index = std::min(values.size() - 1, rank == 0 ? 0 : rank - 1);
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(index), values.end());
    return values[index] / 1000.0;
}

} // namespace Load
