// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

/**
 * Writes the tests' small GeoIP2-City database (made by tests/geo/makemmdb.pl) to @p path; IPv4 networks only
 * with @p ipv4Only. False when the script failed.
 */
bool writeTestMmdb(const QString &path, bool ipv4Only = false);
