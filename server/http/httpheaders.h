// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

/**
 * Header values shared by the HTTP side of the server.
 *
 * The charset parameter also keeps cpp-httplib from gzip-compressing replies (it only compresses
 * bare "application/xml" and "application/json"), so Content-Length is the real body length,
 * which the fault modes rely on.
 */
namespace HttpHeaders
{
constexpr const char *xmlType = "application/xml; charset=utf-8";
constexpr const char *jsonType = "application/json; charset=utf-8";
constexpr const char *textType = "text/plain; charset=utf-8";
constexpr const char *htmlType = "text/html; charset=utf-8";
constexpr const char *challenge = "Basic realm=\"Social Desktop reference server\"";
}
