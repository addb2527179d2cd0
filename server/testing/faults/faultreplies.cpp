// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "faultreplies.h"

#include "htmlpage.h"
#include "httpheaders.h"
#include "ocsreply.h"
#include "prng.h"

#include <httplib.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <thread>

namespace
{
constexpr int s_slowChunks = 15;
constexpr auto s_slowDelay = std::chrono::milliseconds(200);
constexpr std::size_t s_hugeChunk = 64 * 1024;

/** The 100 MiB body: an OCS header, one person item repeated, padding, the closing tags. */
class HugeBody
{
public:
    HugeBody()
        : m_head(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ocs>\n <meta>\n  <status>ok</status>\n  <statuscode>100</statuscode>\n"
            "  <message></message>\n  <totalitems>999999999</totalitems>\n  <itemsperpage>100</itemsperpage>\n </meta>\n <data>\n")
        , m_unit(
              "  <person details=\"summary\"><personid>huge</personid><firstname>Huge</firstname><lastname>Reply</lastname>"
              "<city>Berlin</city><country>Germany</country></person>\n")
        , m_tail(" </data>\n</ocs>\n")
    {
        const std::size_t middle = FaultReplies::hugeSize - m_head.size() - m_tail.size();
        m_unitsEnd = m_head.size() + (middle / m_unit.size()) * m_unit.size();
        m_tailStart = FaultReplies::hugeSize - m_tail.size();
    }

    std::string slice(std::size_t offset, std::size_t length) const
    {
        std::string chunk;
        chunk.reserve(length);
        std::size_t position = offset;
        const std::size_t end = std::min(offset + length, FaultReplies::hugeSize);
        while (position < end) {
            std::size_t take = 0;
            if (position < m_head.size()) {
                take = std::min(end, m_head.size()) - position;
                chunk.append(m_head, position, take);
            } else if (position < m_unitsEnd) {
                const std::size_t within = (position - m_head.size()) % m_unit.size();
                take = std::min({m_unit.size() - within, end - position, m_unitsEnd - position});
                chunk.append(m_unit, within, take);
            } else if (position < m_tailStart) {
                take = std::min(end, m_tailStart) - position;
                chunk.append(take, ' ');
            } else {
                const std::size_t within = position - m_tailStart;
                take = std::min(m_tail.size() - within, end - position);
                chunk.append(m_tail, within, take);
            }
            position += take;
        }
        return chunk;
    }

private:
    std::string m_head;
    std::string m_unit;
    std::string m_tail;
    std::size_t m_unitsEnd = 0;
    std::size_t m_tailStart = 0;
};
}

bool FaultReplies::replacesCall(Faults::Mode mode)
{
    switch (mode) {
    case Faults::Mode::Html:
    case Faults::Mode::Http500:
    case Faults::Mode::Garbage:
    case Faults::Mode::RateLimit:
    case Faults::Mode::Unauthorized:
    case Faults::Mode::Huge:
        return true;
    default:
        return false;
    }
}

int FaultReplies::replace(Faults::Mode mode, std::uint64_t seed, httplib::Response &response)
{
    switch (mode) {
    case Faults::Mode::Html:
        HtmlPage::send(response,
                       200,
                       QStringLiteral("Maintenance"),
                       QStringLiteral("<h1>We'll be right back</h1><p>The community site is being upgraded. Please try again later.</p>"));
        return -1;
    case Faults::Mode::Http500:
        HtmlPage::send(response, 500, QStringLiteral("500 Internal Server Error"), QStringLiteral("<h1>Internal Server Error</h1>"));
        return -1;
    case Faults::Mode::Garbage: {
        Prng prng(seed ^ 0x6a09e667f3bcc908ULL);
        std::string bytes(4096, '\0');
        for (char &byte : bytes) {
            byte = static_cast<char>(prng.below(256));
        }
        response.status = 200;
        response.set_content(bytes, HttpHeaders::xmlType);
        return -1;
    }
    case Faults::Mode::RateLimit: {
        const OcsReply reply = OcsReply::failed(OcsReply::rateLimited,
                                                QStringLiteral("too many API requests in the last 15 minutes from your IP address. please try again later."));
        response.status = 200;
        response.set_header("Retry-After", "60");
        response.set_content(reply.toXml().toStdString(), HttpHeaders::xmlType);
        return OcsReply::rateLimited;
    }
    case Faults::Mode::Unauthorized: {
        const OcsReply reply = OcsReply::failed(OcsReply::authenticationRequired, QStringLiteral("authentication required"));
        response.status = 401;
        response.set_header("WWW-Authenticate", HttpHeaders::challenge);
        response.set_content(reply.toXml().toStdString(), HttpHeaders::xmlType);
        return OcsReply::authenticationRequired;
    }
    case Faults::Mode::Huge: {
        auto body = std::make_shared<HugeBody>();
        response.status = 200;
        response.set_content_provider(hugeSize, HttpHeaders::xmlType, [body](std::size_t offset, std::size_t length, httplib::DataSink &sink) {
            const std::string chunk = body->slice(offset, std::min(length, s_hugeChunk));
            return sink.write(chunk.data(), chunk.size());
        });
        return -1;
    }
    default:
        return -1;
    }
}

void FaultReplies::damage(Faults::Mode mode, const QByteArray &body, const char *contentType, httplib::Response &response)
{
    switch (mode) {
    case Faults::Mode::Truncated:
        response.set_content(body.constData(), static_cast<std::size_t>(body.size() / 2), contentType);
        return;
    case Faults::Mode::Drop: {
        const std::string full = body.toStdString();
        response.set_content_provider(full.size(), contentType, [full](std::size_t offset, std::size_t, httplib::DataSink &sink) {
            if (offset == 0) {
                sink.write(full.data(), full.size() / 2);
            }
            // announcing more than was sent, then giving up closes the connection
            return false;
        });
        return;
    }
    case Faults::Mode::Slow: {
        struct State {
            std::string body;
            int chunk = 0;
        };
        auto state = std::make_shared<State>();
        state->body = body.toStdString();
        response.set_chunked_content_provider(contentType, [state](std::size_t, httplib::DataSink &sink) {
            std::this_thread::sleep_for(s_slowDelay);
            if (!sink.is_writable()) {
                return false;
            }
            const std::size_t size = state->body.size();
            const std::size_t begin = size * state->chunk / s_slowChunks;
            const std::size_t end = size * (state->chunk + 1) / s_slowChunks;
            ++state->chunk;
            if (end > begin && !sink.write(state->body.data() + begin, end - begin)) {
                return false;
            }
            if (state->chunk >= s_slowChunks) {
                sink.done();
            }
            return true;
        });
        return;
    }
    default:
        response.set_content(body.constData(), static_cast<std::size_t>(body.size()), contentType);
        return;
    }
}
