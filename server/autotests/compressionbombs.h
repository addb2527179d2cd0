// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>

/** Small request bodies that inflate to a great many bytes of zeros: what a server must never inflate. */
namespace CompressionBombs
{
/// @p inflated zero bytes as a gzip stream (about 1,000 to 1).
QByteArray gzip(qint64 inflated);
/// @p inflated zero bytes as a brotli stream (several hundred thousand to 1).
QByteArray brotli(qint64 inflated);
}
