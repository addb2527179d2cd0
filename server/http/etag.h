// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>

#include <string>

/**
 * Strong entity tags for conditional GET: the same body always gives the same tag.
 */
class ETag
{
public:
    /** "\"<sha1 hex>\"" */
    static std::string of(const QByteArray &body);
    /** Whether an If-None-Match header value (a list, "*", weak tags allowed) matches the tag. */
    static bool matches(const std::string &ifNoneMatch, const std::string &etag);
};
