// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

/**
 * What the fuzz targets share: quiet logging (a warning per input would slow the fuzzer down), a
 * private scratch directory for the targets that read files, and a check that aborts loudly.
 */
namespace FuzzSupport
{
/// Installs a message handler that drops Qt's messages; call once from each target.
void silenceLogging();
/// A directory of this process only (under $TMPDIR), created on first use.
QString scratchDirectory();
/// Writes @p bytes to @p path, replacing it; aborts when that fails (the fuzzer would test nothing).
void writeFile(const QString &path, const QByteArray &bytes);
/// Aborts with @p what when @p condition is false: an invariant the code promises was broken.
void check(bool condition, const char *what);
}
