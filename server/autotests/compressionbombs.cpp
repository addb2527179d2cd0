// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "compressionbombs.h"

#include <brotli/encode.h>
#include <zlib.h>

#include <algorithm>
#include <vector>

namespace
{
constexpr qint64 s_piece = 1024 * 1024;
}

QByteArray CompressionBombs::gzip(qint64 inflated)
{
    z_stream stream{};
    // 15 window bits + 16: a gzip header and trailer
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK) {
        return QByteArray();
    }
    const std::vector<unsigned char> zeros(s_piece, 0);
    std::vector<unsigned char> out(64 * 1024);
    QByteArray result;
    for (qint64 left = inflated; left >= 0;) {
        const qint64 piece = std::min(left, s_piece);
        left -= piece;
        const int flush = left == 0 ? Z_FINISH : Z_NO_FLUSH;
        stream.next_in = const_cast<unsigned char *>(zeros.data());
        stream.avail_in = uInt(piece);
        do {
            stream.next_out = out.data();
            stream.avail_out = uInt(out.size());
            deflate(&stream, flush);
            result.append(reinterpret_cast<const char *>(out.data()), int(out.size() - stream.avail_out));
        } while (stream.avail_out == 0);
        if (flush == Z_FINISH) {
            break;
        }
    }
    deflateEnd(&stream);
    return result;
}

QByteArray CompressionBombs::brotli(qint64 inflated)
{
    BrotliEncoderState *state = BrotliEncoderCreateInstance(nullptr, nullptr, nullptr);
    if (state == nullptr) {
        return QByteArray();
    }
    BrotliEncoderSetParameter(state, BROTLI_PARAM_QUALITY, 5);
    BrotliEncoderSetParameter(state, BROTLI_PARAM_LGWIN, 24);
    const std::vector<uint8_t> zeros(s_piece, 0);
    QByteArray result;
    for (qint64 left = inflated; left >= 0;) {
        const qint64 piece = std::min(left, s_piece);
        left -= piece;
        const BrotliEncoderOperation operation = left == 0 ? BROTLI_OPERATION_FINISH : BROTLI_OPERATION_PROCESS;
        size_t availableIn = size_t(piece);
        const uint8_t *nextIn = zeros.data();
        do {
            size_t availableOut = 0;
            if (!BrotliEncoderCompressStream(state, operation, &availableIn, &nextIn, &availableOut, nullptr, nullptr)) {
                BrotliEncoderDestroyInstance(state);
                return QByteArray();
            }
            size_t size = 0;
            const uint8_t *output = BrotliEncoderTakeOutput(state, &size);
            result.append(reinterpret_cast<const char *>(output), int(size));
        } while (availableIn > 0 || BrotliEncoderHasMoreOutput(state) || (operation == BROTLI_OPERATION_FINISH && !BrotliEncoderIsFinished(state)));
        if (operation == BROTLI_OPERATION_FINISH) {
            break;
        }
    }
    BrotliEncoderDestroyInstance(state);
    return result;
}
