// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "requestframing.h"

#include <algorithm>
#include <cstring>
#include <string>

namespace
{
// what a chunk's size line, with its extensions, may take
constexpr std::size_t s_maxChunkLine = 1024;

std::size_t find(const char *data, std::size_t from, std::size_t size, const char *needle)
{
    const std::size_t length = std::strlen(needle);
    if (size < length) {
        return std::string::npos;
    }
    const char *end = data + size;
    const char *at = std::search(data + from, end, needle, needle + length);
    return at == end ? std::string::npos : std::size_t(at - data);
}

std::string lower(const char *begin, const char *end)
{
    std::string text(begin, end);
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) {
        return char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    });
    return text;
}

std::string trimmed(const char *begin, const char *end)
{
    while (begin < end && (*begin == ' ' || *begin == '\t')) {
        ++begin;
    }
    while (end > begin && (end[-1] == ' ' || end[-1] == '\t')) {
        --end;
    }
    return std::string(begin, end);
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}
}

RequestFraming::RequestFraming(std::size_t maxHeadBytes, std::size_t maxBodyBytes)
    : m_maxHead(maxHeadBytes)
    , m_maxBody(maxBodyBytes)
{
}

void RequestFraming::reset()
{
    *this = RequestFraming(m_maxHead, m_maxBody);
}

std::size_t RequestFraming::length() const
{
    return m_length;
}

int RequestFraming::refusal() const
{
    return m_refusal;
}

bool RequestFraming::hasHead() const
{
    return m_headLength > 0;
}

bool RequestFraming::expectsContinue() const
{
    return m_expectsContinue;
}

RequestFraming::Verdict RequestFraming::refuse(int status)
{
    m_refusal = status;
    return Verdict::Refused;
}

RequestFraming::Verdict RequestFraming::examine(const char *data, std::size_t size)
{
    if (m_refusal != 0) {
        return Verdict::Refused;
    }
    if (m_headLength == 0) {
        const Verdict head = parseHead(data, size);
        if (head != Verdict::Whole) {
            return head;
        }
    }
    switch (m_body) {
    case Body::None:
        m_length = m_headLength;
        return Verdict::Whole;
    case Body::Length:
        if (size - m_headLength < m_contentLength) {
            return Verdict::Incomplete;
        }
        m_length = m_headLength + m_contentLength;
        return Verdict::Whole;
    case Body::Chunked:
        return scanChunks(data, size);
    }
    return Verdict::Incomplete;
}

RequestFraming::Verdict RequestFraming::parseHead(const char *data, std::size_t size)
{
    const std::size_t end = find(data, 0, std::min(size, m_maxHead), "\r\n\r\n");
    if (end == std::string::npos) {
        return size >= m_maxHead ? refuse(431) : Verdict::Incomplete;
    }
    const std::size_t lineEnd = find(data, 0, end + 2, "\r\n");
    const char *space = static_cast<const char *>(std::memchr(data, ' ', lineEnd));
    if (space == nullptr) {
        return refuse(400);
    }
    const std::string method(data, space);

    bool lengthSeen = false;
    bool chunked = false;
    bool encoded = false;
    std::size_t length = 0;
    for (std::size_t at = lineEnd + 2; at < end + 2;) {
        const std::size_t next = find(data, at, end + 2, "\r\n");
        const char *line = data + at;
        const char *lineStop = data + next;
        at = next + 2;
        const char *colon = static_cast<const char *>(std::memchr(line, ':', std::size_t(lineStop - line)));
        if (colon == nullptr) {
            continue; // cpp-httplib skips such a line too
        }
        const std::string name = lower(line, colon);
        const std::string value = trimmed(colon + 1, lineStop);
        if (name == "content-length") {
            if (lengthSeen || value.empty() || value.size() > 18 || !std::all_of(value.cbegin(), value.cend(), [](char c) {
                    return c >= '0' && c <= '9';
                })) {
                return refuse(400);
            }
            lengthSeen = true;
            length = std::stoull(value);
        } else if (name == "transfer-encoding") {
            if (chunked) {
                return refuse(400);
            }
            if (lower(value.data(), value.data() + value.size()) != "chunked") {
                return refuse(501);
            }
            chunked = true;
        } else if (name == "content-encoding") {
            // cpp-httplib would inflate it, to any size, before a handler could count it
            encoded = true;
        } else if (name == "expect") {
            m_expectsContinue = lower(value.data(), value.data() + value.size()) == "100-continue";
        }
    }
    if (encoded) {
        return refuse(415);
    }
    if (chunked && lengthSeen) {
        return refuse(400);
    }
    const bool hasBody = method == "POST" || method == "PUT" || method == "PATCH" || method == "DELETE" || method == "PRI";
    if (!hasBody) {
        // cpp-httplib reads no body for these: whatever followed would be taken for the next request
        if (chunked || length > 0) {
            return refuse(400);
        }
        m_body = Body::None;
    } else if (chunked) {
        m_body = Body::Chunked;
        m_chunkAt = end + 4;
    } else if (lengthSeen) {
        if (length > m_maxBody) {
            return refuse(413);
        }
        m_body = Body::Length;
        m_contentLength = length;
    } else if (method == "DELETE") {
        m_body = Body::None;
    } else {
        return refuse(411);
    }
    m_headLength = end + 4;
    return Verdict::Whole;
}

RequestFraming::Verdict RequestFraming::scanChunks(const char *data, std::size_t size)
{
    for (;;) {
        // framing costs a few bytes a chunk; beyond twice the body's bound it is no longer framing
        if (!m_lastChunk && m_chunkAt - m_headLength > 2 * m_maxBody + 64 * 1024) {
            return refuse(413);
        }
        const std::size_t lineEnd = find(data, m_chunkAt, size, "\r\n");
        if (lineEnd == std::string::npos) {
            const std::size_t pending = size - m_chunkAt;
            if (m_lastChunk ? pending > m_maxHead : pending > s_maxChunkLine) {
                return refuse(m_lastChunk ? 431 : 400);
            }
            return Verdict::Incomplete;
        }
        if (m_lastChunk) {
            // trailer fields, up to the blank line
            if (lineEnd == m_chunkAt) {
                m_length = lineEnd + 2;
                return Verdict::Whole;
            }
            if (lineEnd + 2 - m_trailerAt > m_maxHead) {
                return refuse(431);
            }
            m_chunkAt = lineEnd + 2;
            continue;
        }
        if (lineEnd - m_chunkAt > s_maxChunkLine) {
            return refuse(400);
        }
        std::size_t chunk = 0;
        std::size_t at = m_chunkAt;
        for (; at < lineEnd && hexValue(data[at]) >= 0; ++at) {
            chunk = chunk * 16 + std::size_t(hexValue(data[at]));
            if (chunk > m_maxBody) {
                return refuse(413);
            }
        }
        if (at == m_chunkAt || (at < lineEnd && data[at] != ';' && data[at] != ' ' && data[at] != '\t')) {
            return refuse(400);
        }
        if (m_decoded + chunk > m_maxBody) {
            return refuse(413);
        }
        if (chunk == 0) {
            m_lastChunk = true;
            m_chunkAt = lineEnd + 2;
            m_trailerAt = m_chunkAt;
            continue;
        }
        const std::size_t dataEnd = lineEnd + 2 + chunk;
        if (size < dataEnd + 2) {
            return Verdict::Incomplete;
        }
        if (data[dataEnd] != '\r' || data[dataEnd + 1] != '\n') {
            return refuse(400);
        }
        m_decoded += chunk;
        m_chunkAt = dataEnd + 2;
    }
}
