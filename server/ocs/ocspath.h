// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QStringList>

#include <string>

/**
 * The path of an OCS call: its segments below /v1/ and how a route pattern matches them. Shared by the router
 * (OcsApi) and the rate limits, which must agree on what a call is.
 */
namespace OcsPath
{
/** "/v1/person/data/x/" → person, data, x (the /v1 prefix, when there, and empty segments dropped). */
QStringList segments(const std::string &path);
/** Fixed words match case-insensitively, "{}" matches any non-empty segment; the counts must be equal. */
bool matches(const QStringList &pattern, const QStringList &segments);
}
