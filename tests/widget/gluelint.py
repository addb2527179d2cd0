#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
"""
The widget is written once for Plasma 5 and 6 (docs/plasma6.md): what differs between the versions lives in
package/plasma5/ and package/plasma6/ only. In every other QML file of the package:

  glue-import    no import of what one version lacks: org.kde.plasma.core (its DataSource, SortFilterModel, Units,
                 Theme, IconItem are Plasma 5's), org.kde.plasma.plasma5support, QtQuick.Dialogs (1.x on Qt 5 only),
                 org.kde.kirigamiaddons (where KDE Frameworks 6 keeps the Avatar that 5 has in Kirigami).
  glue-plasmoid  of Plasmoid, only `Plasmoid.configuration` and `Plasmoid.icon` (the same on both); the rest
                 (expanded, actions, tooltips, representations) is the glue's: root.expanded, root.configure().

Usage: gluelint.py DIR              lints the package under DIR; fails on any finding.
       gluelint.py --self-test DIR  the findings must be exactly the lines marked `// expect: RULE`.
"""

import pathlib
import re
import sys

import qmllint

GLUE_DIRS = {"plasma5", "plasma6"}
IMPORT = re.compile(r"^\s*import\s+(org\.kde\.kirigamiaddons|org\.kde\.plasma\.core|org\.kde\.plasma\.plasma5support|QtQuick\.Dialogs)\b")
PLASMOID = re.compile(r"\b[Pp]lasmoid\.(?!configuration\b|icon\b)[A-Za-z_]+")


def lint(directory):
    found = []
    root = pathlib.Path(directory)
    for path in sorted(root.rglob("*.qml")):
        if GLUE_DIRS & set(path.relative_to(root).parts):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n")):
            code = qmllint.code_of(line)
            if IMPORT.match(code):
                found.append((path, number + 1, "glue-import"))
            if PLASMOID.search(code):
                found.append((path, number + 1, "glue-plasmoid"))
    return found


if __name__ == "__main__":
    sys.exit(qmllint.run(lint, sys.argv[1:], __doc__))
