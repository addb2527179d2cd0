// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "servermain.h"

// socialdesktop-server: the community server as it ships, with no extension (no demo data, no test switches).
int main(int argc, char **argv)
{
    return ServerMain::run(argc, argv, nullptr);
}
