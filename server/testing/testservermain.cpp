// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "servermain.h"
#include "testserverextension.h"

// socialdesktop-testserver: the community server with the demo community, the fault modes and the /control/
// switches, for scripts/demo and the tests. Built with the tests only, never installed.
int main(int argc, char **argv)
{
    TestServerExtension extension;
    return ServerMain::run(argc, argv, &extension);
}
