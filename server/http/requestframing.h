// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <cstddef>

/**
 * Where one HTTP/1.1 request ends in the bytes received so far, or why it is refused before any handler sees it
 * (RequestGate). It frames requests exactly as cpp-httplib then reads them: a head up to the blank line, then a
 * body only for POST, PUT, PATCH and DELETE, delimited by Content-Length or by chunks; and it refuses what
 * cpp-httplib would otherwise read without bound or inflate: a Content-Encoding (415), a body over the bound
 * (413, counted as the chunks arrive), a POST, PUT or PATCH with neither length (411, RFC 9112 6.3: its body
 * could only end with the connection), both lengths at once or a length twice (400), another transfer coding
 * (501), a head over its bound (431).
 *
 * Resumable: examine() keeps its place in a chunked body, so bytes arriving a few at a time are scanned once.
 */
class RequestFraming
{
public:
    enum class Verdict { Incomplete, Whole, Refused };

    RequestFraming(std::size_t maxHeadBytes, std::size_t maxBodyBytes);

    /// Looks at @p size bytes from the start of the request (the same bytes again, and more, on each call).
    Verdict examine(const char *data, std::size_t size);

    /// Whole: the request's length in bytes (head and body).
    std::size_t length() const;
    /// Refused: the HTTP status to answer.
    int refusal() const;
    /// Whether the head is complete (known from the first call that found its blank line).
    bool hasHead() const;
    /// The head asks for "100 Continue" before its body is sent.
    bool expectsContinue() const;
    /// Starts over for the next request on the connection.
    void reset();

private:
    enum class Body { None, Length, Chunked };

    Verdict refuse(int status);
    Verdict parseHead(const char *data, std::size_t size);
    Verdict scanChunks(const char *data, std::size_t size);

    std::size_t m_maxHead;
    std::size_t m_maxBody;
    std::size_t m_headLength = 0; // 0 until the blank line is found
    Body m_body = Body::None;
    std::size_t m_contentLength = 0;
    std::size_t m_chunkAt = 0; // chunked: where the next size line starts
    std::size_t m_decoded = 0; // chunked: the body's bytes so far
    bool m_lastChunk = false; // chunked: the zero-size chunk seen, trailers follow
    std::size_t m_trailerAt = 0; // chunked: where the trailer fields start
    bool m_expectsContinue = false;
    std::size_t m_length = 0;
    int m_refusal = 0;
};
