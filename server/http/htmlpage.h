// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

namespace httplib
{
struct Response;
}

/**
 * The server's few HTML pages (a public profile, the html and http500 faults): one skeleton.
 */
namespace HtmlPage
{
/** Answers @p status with a UTF-8 page titled @p title (plain text) around @p body (markup, escaped by the caller). */
void send(httplib::Response &response, int status, const QString &title, const QString &body);
}
