// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

class QFileDevice;

namespace Storage
{

/**
 * What the engines write is the user's alone: files 0600 inside directories 0700.
 *
 * The reply cache and the outbox hold private messages and friends, socialdesktoprc may hold a place
 * the user typed, an export holds every contact. Versions before 1.1 left them 0644 in 0755
 * directories, so the engines tighten what is there when they start (tightenOwnFiles()) and when a
 * cache or an outbox is opened (tighten()); what they create is private from its first byte
 * (makePath(), restrict()). Symbolic links are never followed or changed.
 */
class PrivateFiles
{
public:
    /// <cache>/socialdesktop: the reply cache of every account.
    static QString cacheRoot();
    /// <data>/socialdesktop: the outbox of every account.
    static QString dataRoot();
    /// <config>/socialdesktoprc: the widget's settings, maybe with a place the user typed.
    static QString configFile();

    /// Tightens the cache root, the data root and socialdesktoprc (not the config directory itself).
    static void tightenOwnFiles();
    /// @p path and everything below it: directories 0700, files 0600. Missing paths are no error.
    static void tighten(const QString &path);
    /// Creates @p directory and its missing parents with mode 0700; existing ones are left as they are.
    static bool makePath(const QString &directory);
    /// Makes an open file (a QSaveFile's temporary file too) 0600 before anything is written to it.
    static bool restrict(QFileDevice &file);
    /// Writes @p data to @p path as a whole (QSaveFile) and 0600 from the first byte; false with @p error set on failure.
    static bool save(const QString &path, const QByteArray &data, QString *error);
    /// Writes @p bytes to @p path at once (a QSaveFile), the file 0600 and missing folders 0700.
    static bool write(const QString &path, const QByteArray &bytes);

    /// True when @p path is a file of mode 0600 or a directory of mode 0700 (for tests and checks).
    static bool isPrivate(const QString &path);
};

} // namespace Storage
