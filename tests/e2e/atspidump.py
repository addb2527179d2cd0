#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
"""Reads and drives one running application through the accessibility bus (AT-SPI).

    atspidump.py APP                      print a `role|name` line for each visible node
    atspidump.py APP --all                ... hidden nodes too
    atspidump.py APP --extents            ... with each node's place on the screen
    atspidump.py APP --set-text NAME TEXT [--submit]
                                          type TEXT into the visible text field named NAME (then Return)
    atspidump.py APP --press NAME         press the visible button (tab, switch, list item) named NAME: its press action
    atspidump.py APP --click NAME         click the visible button named NAME with the mouse
    atspidump.py APP --click-rightmost NAME
                                          ... the rightmost of the buttons named NAME (the copy of the widget on the right)
    atspidump.py APP --hover NAME         rest the mouse pointer on the visible button named NAME (its tooltip opens);
                                          with an empty NAME, on the screen's top left corner
    atspidump.py APP --context-click NAME click the visible button named NAME with the right mouse button (a context
                                          menu opens: what lies under the button that takes no right click offers it)
    atspidump.py APP --key NAME KEY       focus the visible text field (or combo box) named NAME and press KEY (an X key name: F5)
    atspidump.py APP --keys KEY...        press the keys named KEY (X key names: Down, Return, Tab) where the keyboard is now
    atspidump.py APP --focused            print the `role|name` line of each visible node that has the keyboard focus

A node with an accessible description prints it after a second bar: `role|name||description`.
"""

import sys
import time

import pyatspi


# Newer AT-SPI (Debian 13's at-spi2-core) names some roles differently; the tests read the names Debian 12's gives.
ROLE_NAMES = {"button": "push button"}


# What --press, --click, --hover and --context-click act on.
BUTTON_ROLES = ("push button", "toggle button", "list item", "page tab", "check box", "radio button", "menu item")


def role_name(node):
    name = node.getRoleName()
    return ROLE_NAMES.get(name, name)


def visible(node):
    return node.getState().contains(pyatspi.STATE_VISIBLE)


def walk(node, depth, seen, everything, found):
    """Yields (depth, node) for the tree below node, skipping hidden branches unless everything."""
    if node is None or depth > 60 or len(seen) > 5000:
        return
    try:
        key = hash(node)
        if key in seen:
            return
        seen.add(key)
        if depth > 0 and not everything and not visible(node):
            return
        found.append((depth, node))
        for index in range(node.childCount):
            walk(node.getChildAtIndex(index), depth + 1, seen, everything, found)
    except Exception as error:  # a node may vanish while we read it
        print("<gone: %s>" % error, file=sys.stderr)


def application(name):
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == name:
            return app
    return None


def left_edge(node):
    try:
        return node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).x
    except NotImplementedError:
        return -1


def find(app, name, roles, rightmost=False):
    nodes = []
    walk(app, 0, set(), False, nodes)
    candidates = [node for _, node in nodes if role_name(node) in roles]
    named = [node for node in candidates if node.name == name]
    if named:
        return max(named, key=left_edge) if rightmost else named[0]
    # Qt gives a password field no name of its own, only a labelled child. Only when nothing has the name
    # itself: a list row whose button is named "Accept" is not the Accept button.
    for node in candidates:
        if name in [node.getChildAtIndex(i).name for i in range(node.childCount) if node.getChildAtIndex(i) is not None]:
            return node
    # A Qt Quick Controls password field without such a child shows its placeholder text as its description.
    for node in candidates:
        if role_name(node) == "password text" and node.description == name:
            return node
    return None


def find_field(app, name):
    """The visible text field named name, or None after saying so."""
    node = find(app, name, ("text", "password text", "entry"))
    if node is None:
        # An editable combo box (a file dialog's Name:) names itself, not the text field inside it.
        box = find(app, name, ("combo box",))
        children = [box.getChildAtIndex(i) for i in range(box.childCount)] if box is not None else []
        # A combo box that is not editable takes the keys itself (Up, Down choose).
        node = next((child for child in children if child is not None and role_name(child) == "text"), box)
    if node is None:
        print("no text field named %s" % name, file=sys.stderr)
    return node


def top_window(node):
    """The application's top-level window (a popup, a panel, a notification) that holds node."""
    while node is not None:
        parent = node.parent
        if parent is None or parent.getRole() == pyatspi.ROLE_APPLICATION:
            return node
        node = parent
    return None


def area(box):
    return box.width * box.height


def visible_point(node):
    """A point of node that no other window of its application covers, as a person would pick where to click: the
    centre if it is free. A window smaller than the node's own counts as above it (a notification, a tooltip over
    the popup); larger ones (the desktop) and the node's own are beneath."""
    box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    y = box.y + box.height // 2
    points = [(box.x + box.width * share // 100, y) for share in (50, 85, 15, 70, 30)]
    try:
        own = top_window(node)
        own_area = area(own.queryComponent().getExtents(pyatspi.DESKTOP_COORDS))
        app = node.getApplication()
        above = []
        for index in range(app.childCount):
            window = app.getChildAtIndex(index)
            if window is None or window == own or not window.getState().contains(pyatspi.STATE_SHOWING):
                continue
            extents = window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            if area(extents) < own_area:
                above.append(extents)
    except Exception as error:  # a window may vanish while we read it
        print("<windows unknown: %s>" % error, file=sys.stderr)
        return points[0]
    for x, y in points:
        if not any(e.x <= x < e.x + e.width and e.y <= y < e.y + e.height for e in above):
            return x, y
    return points[0]


def take_focus(node):
    """Gives the keyboard to a node the way a person would: with no window manager, X sends keys to the
    window under the pointer, so the pointer goes onto a part of the node no other window covers first."""
    component = node.queryComponent()
    x, y = visible_point(node)
    pyatspi.Registry.generateMouseEvent(x, y, pyatspi.MOUSE_ABS)
    component.grabFocus()
    time.sleep(0.1)
    if not node.getState().contains(pyatspi.STATE_FOCUSED):
        # Another window has the keyboard (a notification's reply field, say): a click into the field
        # brings it over, as it would for a person.
        pyatspi.Registry.generateMouseEvent(x, y, pyatspi.MOUSE_B1C)
        time.sleep(0.2)


def main():
    arguments = sys.argv[1:]
    app = application(arguments[0])
    if app is None:
        print("no application named %s on the accessibility bus" % arguments[0], file=sys.stderr)
        return 1
    if len(arguments) >= 4 and arguments[1] == "--set-text":
        node = find_field(app, arguments[2])
        if node is None:
            return 2
        try:
            node.queryEditableText().setTextContents(arguments[3])
        except NotImplementedError:
            # Qt Quick fields are not editable through AT-SPI: focus the field and type, as a person would.
            take_focus(node)
            # Clear what is there first (End, then one BackSpace per character), as a person would.
            try:
                count = node.queryText().characterCount
            except NotImplementedError:
                count = 100
            pyatspi.Registry.generateKeyboardEvent(0xFF57, None, pyatspi.KEY_SYM)
            for _ in range(count):
                pyatspi.Registry.generateKeyboardEvent(0xFF08, None, pyatspi.KEY_SYM)
            pyatspi.Registry.generateKeyboardEvent(0, arguments[3], pyatspi.KEY_STRING)
            # The keys arrive asynchronously: wait until the field holds them all, so what the caller
            # does next (press Send, say) sees the text.
            for _ in range(100):
                try:
                    if node.queryText().characterCount == len(arguments[3]):
                        break
                except NotImplementedError:
                    break
                time.sleep(0.1)
        if "--submit" in arguments[4:]:
            # Return, as a person finishing the field would (the field's accepted action).
            pyatspi.Registry.generateKeyboardEvent(0xFF0D, None, pyatspi.KEY_SYM)
        return 0
    if len(arguments) >= 4 and arguments[1] == "--key":
        # Focus the visible text field named NAME and press the key named KEY (an X keysym, "F5").
        node = find_field(app, arguments[2])
        if node is None:
            return 2
        take_focus(node)
        time.sleep(0.2)
        from gi.repository import Gdk
        pyatspi.Registry.generateKeyboardEvent(Gdk.keyval_from_name(arguments[3]), None, pyatspi.KEY_SYM)
        return 0
    if len(arguments) >= 3 and arguments[1] == "--keys":
        # A keyboard user's keys, one after the other, to whatever has the focus: nothing is focused first.
        from gi.repository import Gdk
        for name in arguments[2:]:
            keyval = Gdk.keyval_from_name(name)
            if keyval == 0 or keyval == 0xFFFFFF:
                print("no key named %s" % name, file=sys.stderr)
                return 2
            pyatspi.Registry.generateKeyboardEvent(keyval, None, pyatspi.KEY_SYM)
            time.sleep(0.3)
        return 0
    if len(arguments) >= 2 and arguments[1] == "--focused":
        nodes = []
        walk(app, 0, set(), False, nodes)
        for _, node in nodes:
            try:
                if node.getState().contains(pyatspi.STATE_FOCUSED):
                    print("%s|%s" % (role_name(node), node.name or ""))
            except Exception:
                pass
        return 0
    if len(arguments) >= 3 and arguments[1] == "--hover" and arguments[2] == "":
        # Nothing named: the pointer to the screen's top left corner, away from every window but the desktop.
        pyatspi.Registry.generateMouseEvent(2, 2, pyatspi.MOUSE_ABS)
        return 0
    if len(arguments) >= 3 and arguments[1] in ("--hover", "--context-click"):
        node = find(app, arguments[2], BUTTON_ROLES)
        if node is None:
            print("no button named %s" % arguments[2], file=sys.stderr)
            return 2
        x, y = visible_point(node)
        # From beside the button onto it, so the button sees the pointer enter.
        pyatspi.Registry.generateMouseEvent(max(0, x - 40), y, pyatspi.MOUSE_ABS)
        time.sleep(0.1)
        pyatspi.Registry.generateMouseEvent(x, y, pyatspi.MOUSE_ABS)
        if arguments[1] == "--context-click":
            time.sleep(0.3)
            pyatspi.Registry.generateMouseEvent(x, y, pyatspi.MOUSE_B3C)
        return 0
    if len(arguments) >= 3 and arguments[1] in ("--press", "--click", "--click-rightmost"):
        node = find(app, arguments[2], BUTTON_ROLES, arguments[1] == "--click-rightmost")
        if node is None:
            print("no button named %s" % arguments[2], file=sys.stderr)
            return 2
        if arguments[1] in ("--click", "--click-rightmost"):
            box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            # A click at the button's centre, as a person would: the pointer comes to rest on the button first.
            x, y = box.x + box.width // 2, box.y + box.height // 2
            print("clicking %s at %d,%d" % (arguments[2], x, y), file=sys.stderr)
            pyatspi.Registry.generateMouseEvent(x, y, pyatspi.MOUSE_ABS)
            time.sleep(0.3)
            pyatspi.Registry.generateMouseEvent(x, y, pyatspi.MOUSE_B1P)
            time.sleep(0.05)
            pyatspi.Registry.generateMouseEvent(x, y, pyatspi.MOUSE_B1R)
            return 0
        # The control's own press action, as a screen reader user would (Qt Quick Controls 2 buttons,
        # tabs, switches and item delegates offer "Press" or "Toggle").
        try:
            action = node.queryAction()
            for index in range(action.nActions):
                if action.getName(index) in ("Press", "Toggle", "press", "toggle"):
                    action.doAction(index)
                    return 0
        except NotImplementedError:
            pass
        # Else focus and Space, as a keyboard user would.
        take_focus(node)
        pyatspi.Registry.generateKeyboardEvent(0x20, None, pyatspi.KEY_SYM)
        return 0
    nodes = []
    walk(app, 0, set(), "--all" in arguments, nodes)
    for depth, node in nodes:
        try:
            description = node.description or ""
        except Exception:
            description = ""
        line = "%s%s|%s" % ("  " * depth, role_name(node), node.name or "")
        if description:
            line += "||" + description.replace("\n", " / ")
        if "--extents" in arguments:
            try:
                box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                line += " @%d,%d %dx%d" % (box.x, box.y, box.width, box.height)
            except NotImplementedError:
                pass
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
