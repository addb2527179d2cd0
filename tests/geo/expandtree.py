# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
"""Expands a source row of plasmaengineexplorer (a click on it, then the tree's '*' key), through AT-SPI.

    python3 expandtree.py [SOURCE]     (default: location)
"""
import sys
import time

import pyatspi

wanted = sys.argv[1] if len(sys.argv) > 1 else 'location'


def find(node):
    if node is None:
        return None
    if node.name == wanted and node.getRoleName() in ('table cell', 'tree item', 'list item'):
        return node
    for i in range(node.childCount):
        found = find(node.getChildAtIndex(i))
        if found is not None:
            return found
    return None


desktop = pyatspi.Registry.getDesktop(0)
for i in range(desktop.childCount):
    row = find(desktop.getChildAtIndex(i))
    if row is not None:
        box = row.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        pyatspi.Registry.generateMouseEvent(box.x + box.width // 2, box.y + box.height // 2, pyatspi.MOUSE_B1C)
        time.sleep(0.5)
        pyatspi.Registry.generateKeyboardEvent(0x2a, None, pyatspi.KEY_SYM)
        time.sleep(0.5)
        sys.exit(0)
sys.exit('no row named ' + wanted)
