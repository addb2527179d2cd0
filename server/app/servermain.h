// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

class ServerExtension;

/**
 * The community server from its command line to its end: what socialdesktop-server's main() runs, and the test
 * server's with its extension (server/testing).
 */
namespace ServerMain
{
/** Returns the process's exit code. @p extension may be nullptr (the product). */
int run(int argc, char **argv, ServerExtension *extension);
}
