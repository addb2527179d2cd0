#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
"""Prints the accessibility tree of one running application, a `role|name` line for each visible node.

With --all, hidden nodes are printed too."""

import sys

import pyatspi


def walk(node, depth, seen, everything):
    if node is None or depth > 60 or len(seen) > 5000:
        return
    try:
        key = hash(node)
        if key in seen:
            return
        seen.add(key)
        if depth > 0 and not everything and not node.getState().contains(pyatspi.STATE_VISIBLE):
            return
        print("%s%s|%s" % ("  " * depth, node.getRoleName(), node.name or ""))
        for index in range(node.childCount):
            walk(node.getChildAtIndex(index), depth + 1, seen, everything)
    except Exception as error:  # a node may vanish while we read it
        print("%s<gone: %s>" % ("  " * depth, error), file=sys.stderr)


def main():
    everything = "--all" in sys.argv[1:]
    wanted = [argument for argument in sys.argv[1:] if argument != "--all"][0]
    desktop = pyatspi.Registry.getDesktop(0)
    found = False
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == wanted:
            found = True
            walk(app, 0, set(), everything)
    if not found:
        print("no application named %s on the accessibility bus" % wanted, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
