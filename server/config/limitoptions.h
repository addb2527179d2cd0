// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

class QCommandLineParser;
struct ServerOptions;

/**
 * The command-line options of the rate limits, the trusted proxies and the request bounds (README.md, "Safe on the
 * internet"), kept apart from the rest of CommandLine.
 */
namespace LimitOptions
{
void add(QCommandLineParser *parser);
/** false with *error set when a value is malformed or out of range. */
bool read(const QCommandLineParser &parser, ServerOptions *options, QString *error);
}
