// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QTemporaryDir>

/**
 * Writes the tests' small GeoIP2-City database (made by tests/geo/makemmdb.pl) to @p path; IPv4 networks only
 * with @p ipv4Only. False when the script failed.
 */
bool writeTestMmdb(const QString &path, bool ipv4Only = false);

/**
 * The tests' GeoIP2-City database in a temporary directory of its own, written when made, for the tests that
 * need nothing else around it.
 */
class TestMmdb
{
public:
    TestMmdb();

    /// Whether the database was written.
    bool isValid() const;
    QString path() const;
    /// Another file in the same directory.
    QString filePath(const QString &name) const;

private:
    QTemporaryDir m_dir;
    bool m_written = false;
};
